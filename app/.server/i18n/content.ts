import type { Kysely } from "kysely";
import { CATEGORIES, UNKNOWN_CATEGORY_TITLE } from "~/content/categories";
import type { DatesInWords, Swedish } from "~/lib/i18n/content";
import { isLanguage, LANGUAGE_LOCALES, type Language } from "~/lib/i18n/languages";
import type { CategoryPage, CategoryPlace } from "~/lib/places/category-page";
import type { Database } from "../db/schema";
import { serverT } from "./catalogs";
import { dateWordsIn } from "./dates";

// The guide's content in the page's language (issue 40, point 4): the texts of
// content_translations (migration 032), kept in the content snapshot and laid over the
// Swedish record by the loaders. A field without a text in the page's language stays
// Swedish and is named in the item's `swedish` list, so the page marks it `lang="sv"`
// with its note ('Only available in Swedish') instead of mixing languages unannounced.

export type TranslationSubject = "category" | "place" | "event" | "offer";

/** subject + key -> language -> field -> text. */
export type Translations = ReadonlyMap<
  string,
  Readonly<Partial<Record<Language, Readonly<Record<string, string>>>>>
>;

const keyOf = (subject: TranslationSubject, key: string) => `${subject}\n${key}`;

/** Every translation, read whole (a few per subject and language). */
export async function loadTranslations(db: Kysely<Database>): Promise<Translations> {
  const rows = await db
    .selectFrom("content_translations")
    .select(["subject", "key", "language", "field", "text"])
    .execute();
  const translations = new Map<string, Partial<Record<Language, Record<string, string>>>>();
  for (const row of rows) {
    if (!isLanguage(row.language)) continue;
    const id = keyOf(row.subject as TranslationSubject, row.key);
    const languages = translations.get(id) ?? {};
    languages[row.language] = { ...languages[row.language], [row.field]: row.text };
    translations.set(id, languages);
  }
  return translations;
}

/** A subject's texts in `language` (none for Swedish: the record itself is Swedish). */
export function textsIn(
  translations: Translations,
  language: Language,
  subject: TranslationSubject,
  key: string,
): Readonly<Record<string, string>> | undefined {
  if (language === "sv") return undefined;
  return translations.get(keyOf(subject, key))?.[language];
}

/**
 * `item` with `fields` in `language`: each translated where a text exists, else left
 * Swedish and listed in `swedish` (only fields with a text; none on a Swedish page).
 */
export function localize<T extends object, F extends keyof T & string>(
  translations: Translations,
  language: Language,
  subject: TranslationSubject,
  key: string,
  item: T,
  fields: readonly F[],
): T & Swedish {
  if (language === "sv") return item;
  const texts = textsIn(translations, language, subject, key) ?? {};
  const copy: T & Swedish = { ...item };
  const swedish: string[] = [];
  for (const field of fields) {
    const text = texts[field];
    if (text !== undefined) (copy as Record<string, unknown>)[field] = text;
    else if (typeof item[field] === "string" && (item[field] as string).trim() !== "")
      swedish.push(field);
  }
  if (swedish.length > 0) copy.swedish = swedish;
  return copy;
}

/** An event occurrence in `language`: its title and description, and its dates in words. */
export function localizeEvent<
  T extends { id: string; title: string; description: string; start: string; end: string },
>(translations: Translations, language: Language, event: T): T & Swedish & DatesInWords {
  if (language === "sv") return event;
  const words = dateWordsIn(language);
  return {
    ...localize(translations, language, "event", event.id, event, ["title", "description"]),
    dates: { range: words.dateRange(event.start, event.end), weekday: words.weekday(event.start) },
  };
}

/** An offer in `language`: its title and description. */
export function localizeOffer<T extends { id: string; title: string; description: string }>(
  translations: Translations,
  language: Language,
  offer: T,
): T & Swedish {
  return localize(translations, language, "offer", offer.id, offer, ["title", "description"]);
}

/** A place's card in `language`: its category's name (the card holds the Swedish label). */
export function localizeFeaturedCard<T extends { category: string }>(
  translations: Translations,
  language: Language,
  card: T,
): T & Swedish {
  if (language === "sv") return card;
  const category = CATEGORIES.find(
    (candidate) => (candidate.nav?.label ?? candidate.slug) === card.category,
  );
  const name = category && textsIn(translations, language, "category", category.slug)?.label;
  return name ? { ...card, category: name } : { ...card, swedish: ["category"] };
}

/** The category as it reads inside a sentence: German keeps its nouns' capitals. */
function topicOf(title: string, language: Language): string {
  return language === "de" ? title : title.toLocaleLowerCase(LANGUAGE_LOCALES[language]);
}

/**
 * A category page in `language`: its title (the guide's translation, else Swedish and
 * marked), how the intro names it (`topic`), and its places' card texts.
 */
export function localizeCategoryPage(
  translations: Translations,
  language: Language,
  page: CategoryPage,
): CategoryPage & Swedish & { topic: string } {
  const t = serverT(language);
  const unknown = page.title === UNKNOWN_CATEGORY_TITLE;
  if (language === "sv")
    return { ...page, topic: unknown ? t("category.thisCategory") : topicOf(page.title, "sv") };
  const translated = unknown
    ? t("category.unknown")
    : (textsIn(translations, language, "category", page.slug)?.title ??
      (page.kind === "events" ? t("footer.events") : undefined));
  const title = translated ?? page.title;
  const localized: CategoryPage & Swedish & { topic: string } = {
    ...page,
    title,
    topic: unknown ? t("category.thisCategory") : topicOf(title, translated ? language : "sv"),
    ...(translated ? {} : { swedish: ["title"] }),
  };
  if (localized.kind !== "listing" || page.kind !== "listing") return localized;
  const card = (place: CategoryPlace): CategoryPlace => {
    // Placeholders ('Exempel 1' …) lead nowhere and are the guide's own words.
    if (!place.href)
      return {
        ...place,
        title: t("category.example", { number: place.id }),
        description: t("category.exampleText"),
      };
    const summary = textsIn(translations, language, "place", place.id)?.summary;
    return summary ? { ...place, description: summary } : { ...place, swedish: ["description"] };
  };
  return {
    ...localized,
    featured: page.featured.map(card),
    places: page.places.map(card),
  };
}
