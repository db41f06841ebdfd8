import * as z from "zod/mini";
import { optionalText } from "~/lib/forms/fields";
import { PREFIXED_LANGUAGES, type PrefixedLanguage } from "./languages";

// The operator's form for a text's translations (issue 40, point 4), one schema for the
// browser and the action: each translatable field in English, German and Danish, as a
// field named "<language>_<field>" ("en_description"). An empty field has no
// translation: the page shows the Swedish text, marked as such.

/** The fields a subject's text has, and how long each may be. */
export const TRANSLATED_FIELDS = {
  category: ["title", "label"],
  place: ["summary", "description", "longDescription"],
  event: ["title", "description"],
  offer: ["title", "description"],
} as const;

export type TranslationSubject = keyof typeof TRANSLATED_FIELDS;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[TranslationSubject][number];

export const isTranslationSubject = (value: string): value is TranslationSubject =>
  Object.hasOwn(TRANSLATED_FIELDS, value);

/**
 * The longest text a field takes: a place's descriptions have room for a translation a
 * fifth longer than the longest Swedish one (place-form.ts), as German often is.
 */
export const FIELD_MAX: Readonly<Record<TranslatedField, number>> = {
  title: 200,
  label: 100,
  summary: 400,
  description: 6000,
  longDescription: 12_000,
};

/** The form field of a language's text. */
export const fieldName = (language: PrefixedLanguage, field: TranslatedField) =>
  `${language}_${field}` as const;

/** A translation of `field`: optional, and refused in Swedish when longer than its room. */
export const translationText = (field: TranslatedField) =>
  optionalText(
    FIELD_MAX[field],
    // "6 000": thousands as Swedish writes them.
    `Texten får vara högst ${String(FIELD_MAX[field]).replace(/\B(?=(\d{3})+$)/g, " ")} tecken.`,
  );

const ALL_FIELDS: readonly TranslatedField[] = [
  "title",
  "label",
  "summary",
  "description",
  "longDescription",
];

export const translationSchema = z.object(
  Object.fromEntries(
    PREFIXED_LANGUAGES.flatMap((language) =>
      ALL_FIELDS.map((field) => [fieldName(language, field), translationText(field)]),
    ),
  ) as Record<`${PrefixedLanguage}_${TranslatedField}`, ReturnType<typeof optionalText>>,
);

export type TranslationForm = z.infer<typeof translationSchema>;
