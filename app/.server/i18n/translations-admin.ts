import type { Kysely, Transaction } from "kysely";
import { CATEGORIES } from "~/content/categories";
import { PREFIXED_LANGUAGES, type PrefixedLanguage } from "~/lib/i18n/languages";
import {
  fieldName,
  TRANSLATED_FIELDS,
  type TranslatedField,
  type TranslationForm,
  type TranslationSubject,
} from "~/lib/i18n/translation-form";
import { type AuditEntry, auditOf, type Changes, recordAudit } from "../admin/audit";
import type { Operator } from "../auth/auth";
import type { Database } from "../db/schema";
import { type ContentSnapshot, Unchanged, writeContent } from "../snapshot/content";
import { textsIn } from "./content";

// The operator's side of the content's translations (issue 40, point 4): which texts have
// none in a language yet, and the editor that writes them (audited, a content write, so
// every process shows them at once). Empty means no translation: the Swedish is shown.

/** One translatable text: its Swedish fields and what each language has. */
export interface TranslatableText {
  subject: TranslationSubject;
  key: string;
  name: string;
  swedish: Partial<Record<TranslatedField, string>>;
  translated: Record<PrefixedLanguage, Partial<Record<TranslatedField, string>>>;
  /** Per language, the fields with a Swedish text and no translation. */
  missing: Record<PrefixedLanguage, TranslatedField[]>;
}

/** Each subject's Swedish texts, from the content as the public sees it. */
function swedishTexts(content: ContentSnapshot) {
  const texts: {
    subject: TranslationSubject;
    key: string;
    name: string;
    fields: Partial<Record<TranslatedField, string>>;
  }[] = [];
  for (const category of CATEGORIES) {
    const fields: Partial<Record<TranslatedField, string>> = {};
    if (category.title) fields.title = category.title;
    if (category.nav) fields.label = category.nav.label;
    if (Object.keys(fields).length > 0)
      texts.push({
        subject: "category",
        key: category.slug,
        name: category.title ?? category.nav?.label ?? category.slug,
        fields,
      });
  }
  for (const place of content.places.values())
    texts.push({
      subject: "place",
      key: place.id,
      name: place.name,
      fields: {
        summary: place.summary,
        description: place.description,
        // Shown on the extended profile (Silver, Guld) in the description's place.
        ...(place.profile?.longDescription
          ? { longDescription: place.profile.longDescription }
          : {}),
      },
    });
  for (const event of content.events)
    texts.push({
      subject: "event",
      key: event.id,
      name: event.title,
      fields: { title: event.title, description: event.description },
    });
  for (const offer of content.offers)
    texts.push({
      subject: "offer",
      key: offer.id,
      name: offer.title,
      fields: { title: offer.title, description: offer.description },
    });
  return texts;
}

function withTranslations(
  content: ContentSnapshot,
  text: ReturnType<typeof swedishTexts>[number],
): TranslatableText {
  const translated = {} as TranslatableText["translated"];
  const missing = {} as TranslatableText["missing"];
  for (const language of PREFIXED_LANGUAGES) {
    const texts = textsIn(content.translations, language, text.subject, text.key) ?? {};
    translated[language] = {};
    missing[language] = [];
    for (const field of TRANSLATED_FIELDS[text.subject]) {
      const value = texts[field];
      if (value !== undefined) translated[language][field] = value;
      else if (text.fields[field]?.trim()) missing[language].push(field);
    }
  }
  return {
    subject: text.subject,
    key: text.key,
    name: text.name,
    swedish: text.fields,
    translated,
    missing,
  };
}

/** Every text with a field that some language lacks, in the content's order. */
export function missingTranslations(content: ContentSnapshot): TranslatableText[] {
  return swedishTexts(content)
    .map((text) => withTranslations(content, text))
    .filter((text) => PREFIXED_LANGUAGES.some((language) => text.missing[language].length > 0));
}

/** One text for its editor, with its history; undefined when there is no such text. */
export async function translatableText(
  db: Kysely<Database>,
  content: ContentSnapshot,
  subject: TranslationSubject,
  key: string,
): Promise<{ text: TranslatableText; audit: AuditEntry[] } | undefined> {
  const found = swedishTexts(content).find((text) => text.subject === subject && text.key === key);
  if (!found) return undefined;
  return {
    text: withTranslations(content, found),
    audit: await auditOf(db, "translation", `${subject}:${key}`),
  };
}

/** Which translation: a text's field in a language. */
export interface TranslationOf {
  subject: TranslationSubject;
  key: string;
  language: PrefixedLanguage;
  field: TranslatedField;
}

/**
 * Inside a content write: stores a translation, replacing the one before, or removes it
 * when `text` is empty (the page then shows the Swedish). The operator's editor and an
 * approved owner's proposal both write through here.
 */
export async function setTranslation(
  trx: Transaction<Database>,
  { subject, key, language, field }: TranslationOf,
  text: string | null | undefined,
  { by, at }: { by: string; at: number },
): Promise<void> {
  await trx
    .deleteFrom("content_translations")
    .where("subject", "=", subject)
    .where("key", "=", key)
    .where("language", "=", language)
    .where("field", "=", field)
    .execute();
  if (text)
    await trx
      .insertInto("content_translations")
      .values({ subject, key, language, field, text, translated_by: by, updated_at: at })
      .execute();
}

/**
 * Writes a text's translations as the form has them: a filled field is stored (or
 * replaced), an emptied one removed. Returns the changed fields ({} when nothing changed).
 */
export async function saveTranslations(
  db: Kysely<Database>,
  operator: Operator,
  subject: TranslationSubject,
  key: string,
  form: TranslationForm,
): Promise<Changes> {
  return writeContent(db, async (trx) => {
    const stored = await trx
      .selectFrom("content_translations")
      .select(["language", "field", "text"])
      .where("subject", "=", subject)
      .where("key", "=", key)
      .execute();
    const changes: Changes = {};
    for (const language of PREFIXED_LANGUAGES)
      for (const field of TRANSLATED_FIELDS[subject]) {
        const name = fieldName(language, field);
        const wanted = form[name]?.trim() || undefined;
        const old = stored.find((row) => row.language === language && row.field === field)?.text;
        if (wanted === old) continue;
        changes[name] = [old ?? null, wanted ?? null];
        await setTranslation(trx, { subject, key, language, field }, wanted, {
          by: operator.email,
          at: Date.now(),
        });
      }
    if (Object.keys(changes).length === 0) throw new Unchanged(changes);
    await recordAudit(trx, operator, "translation", `${subject}:${key}`, "update", changes);
    return changes;
  });
}
