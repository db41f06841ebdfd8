import type { Kysely } from "kysely";
import type { Swedish } from "~/lib/i18n/content";
import { isLanguage, type Language } from "~/lib/i18n/languages";
import type { Database } from "../db/schema";

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
