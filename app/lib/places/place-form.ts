// zod/mini: the operator's business form, shared by the browser and the actions.
import * as z from "zod/mini";
import { optionalMatching, optionalText, requiredText } from "~/lib/forms/fields";

/** Betyg: 1–5 with at most one decimal ("4,7"), or empty (pages then show 4,8). */
export const ratingField = optionalMatching(
  (value) =>
    /^\d([.,]\d)?$/.test(value) &&
    Number(value.replace(",", ".")) >= 1 &&
    Number(value.replace(",", ".")) <= 5,
  "Ange ett betyg mellan 1 och 5, t.ex. 4,7 (eller lämna tomt).",
);

/** Most facilities (one per line) and the length of each. */
export const MAX_FEATURES = 30;
const MAX_FEATURE_LENGTH = 200;

/**
 * The business form (labels are the public page's own words). The extended profile
 * (long description to facilities) and "has a page" may be left out of a post:
 * the record then keeps what it has.
 */
const placeFields = z.object({
  name: requiredText(200, "Ange ett namn.", "Namnet är för långt."),
  category: requiredText(100, "Välj en kategori.", "För lång."),
  summary: optionalText(300, "Den korta beskrivningen får vara högst 300 tecken."),
  description: requiredText(
    5000,
    "Skriv en beskrivning.",
    "Beskrivningen får vara högst 5 000 tecken.",
  ),
  address: requiredText(
    300,
    "Ange besöksadressen.",
    "Adressen är för lång.",
    "Ange besöksadressen (minst orten).",
  ),
  email: optionalMatching(
    (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    "Ange en giltig e-postadress.",
    { length: 254, message: "E-postadressen är för lång." },
  ),
  phone: optionalMatching(
    (value) => /^[+\d][\d\s-]{4,}$/.test(value),
    "Ange ett telefonnummer med siffror, t.ex. 040-12 34 56.",
    { length: 60, message: "Telefonnumret är för långt." },
  ),
  website: optionalMatching(
    (value) => /^https?:\/\/[^\s/]+\.[^\s]+$/.test(value),
    "Ange hela adressen, t.ex. https://www.exempel.se.",
    { length: 500, message: "Adressen är för lång." },
  ),
  rating: ratingField,
  source: optionalText(500, "Källan får vara högst 500 tecken."),
  featured: z.optional(z.string()),
  status: z.enum(["published", "hidden"], { error: "Välj publicerad eller dold." }),
  hasDetailPage: z.optional(
    z.enum(["yes", "no"], { error: "Välj om företaget har en egen sida." }),
  ),
  longDescription: optionalText(10_000, "Den långa beskrivningen får vara högst 10 000 tecken."),
  philosophy: optionalText(2000, "Filosofin får vara högst 2 000 tecken."),
  equipment: optionalText(2000, "Utrustningen får vara högst 2 000 tecken."),
  features: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(10_000, "Faciliteterna är för långa."),
      z.refine((value) => featureLines(value).length <= MAX_FEATURES, {
        message: `Högst ${MAX_FEATURES} faciliteter (en per rad).`,
      }),
      z.refine((value) => featureLines(value).every((line) => line.length <= MAX_FEATURE_LENGTH), {
        message: `Varje facilitet får vara högst ${MAX_FEATURE_LENGTH} tecken.`,
      }),
    ),
  ),
});

/**
 * Each field's own rule, one per field: the CSV import checks a file's cells with the
 * very rules the form checks its fields with (app/.server/import/places-csv.ts).
 */
export const placeFieldRules = placeFields.shape;

/** The business form. Opening hours have their own page (the day-by-day editor). */
export const placeSchema = placeFields;

export type PlaceForm = z.infer<typeof placeSchema>;

/** The facilities of the form's text: one per line, blank lines dropped. */
export function featureLines(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** True when the post carried any field of the extended profile. */
export function sendsProfile(form: PlaceForm): boolean {
  return [form.longDescription, form.philosophy, form.equipment, form.features].some(
    (value) => value !== undefined,
  );
}
