// zod/mini: a visitor's review of a place (issue 39), shared by the browser and the action.
import * as z from "zod/mini";
import {
  cleanedTextWith,
  HONEYPOT_FIELD,
  UNREADABLE_TEXT,
  withoutInvisible,
} from "~/lib/forms/forms";
import { formWords } from "~/lib/i18n/words";
import { formatMonth } from "~/lib/text/dates";
import { MAX_EMAIL_LENGTH, normaliseEmail } from "~/lib/text/email";

export const REVIEW_LIMITS = { minBody: 30, body: 2000, name: 60 } as const;

/** The stars a visitor can give, as the form offers them. */
export const REVIEW_STARS = ["1", "2", "3", "4", "5"] as const;

/**
 * The form's messages in Swedish by their catalog ids (the Swedish catalog has the same
 * words; catalogs.test.ts checks). The schema's issues carry the ids; a page puts them into
 * its language with reviewWords (issue 40).
 */
const REVIEW_SV = {
  "reviewForm.rating": "Välj hur många stjärnor du ger, från 1 till 5.",
  "reviewForm.body": "Berätta om ditt besök.",
  "reviewForm.bodyShort": "Skriv minst {min} tecken om ditt besök.",
  "reviewForm.bodyTooLong": "Omdömet får vara högst {bodyMax} tecken.",
  "reviewForm.html": "Omdömet kan bara innehålla vanlig text, inte HTML.",
  "reviewForm.name": "Skriv det namn som ska visas med omdömet.",
  "reviewForm.nameTooLong": "Namnet får vara högst {nameMax} tecken.",
  "reviewForm.email": "Skriv din e-postadress.",
  "reviewForm.emailInvalid": "Skriv en giltig e-postadress, till exempel namn@exempel.se.",
  "reviewForm.emailTooLong": "E-postadressen får vara högst {emailMax} tecken.",
  "reviewForm.visitMonth": "Välj en månad i listan.",
  "reviewForm.invalid": "Formuläret har fel. Rätta de markerade fälten och skicka igen.",
  "reviewForm.sent": "Tack! Bekräfta ditt omdöme i mejlet vi skickade.",
  "reviewForm.nextSteps":
    "Öppna länken i mejlet för att bekräfta att det är du som har skrivit omdömet. Sedan läser vi det innan det visas, och mejlar dig när det är publicerat.",
  "reviewForm.ownPlace":
    "Du är registrerad som ägare till det här företaget och kan därför inte skriva ett omdöme om det.",
  "reviewForm.operator":
    "Redaktionen för Malmöguiden kan inte skriva omdömen om platserna i guiden.",
  "reviewForm.tooMany":
    "Du har skrivit flera omdömen den senaste timmen. Vänta en stund och försök igen, eller bekräfta de omdömen du redan har skickat.",
  "reviewForm.failure": "Omdömet kunde inte skickas just nu. Försök igen om en stund.",
  "reviewForm.missing": "Företaget finns inte i guiden.",
  "form.unreadable": UNREADABLE_TEXT,
} as const;

export type ReviewMessageId = keyof typeof REVIEW_SV;

/** The Swedish table, for the catalogs' test. */
export const REVIEW_MESSAGES_SV: Readonly<Record<ReviewMessageId, string>> = REVIEW_SV;

/** The numbers the messages name. */
const REVIEW_VALUES = {
  min: REVIEW_LIMITS.minBody,
  bodyMax: REVIEW_LIMITS.body,
  nameMax: REVIEW_LIMITS.name,
  emailMax: MAX_EMAIL_LENGTH,
};

/** The form's messages in a page's language, from its translate function (formWords). */
export const reviewWords = formWords(REVIEW_SV, REVIEW_VALUES, "reviewForm.failure");

const swedish = reviewWords();

/** The Swedish messages by name, the spec's words (the Swedish pages' and the tests'). */
export const REVIEW_MESSAGES = {
  rating: swedish("reviewForm.rating"),
  body: swedish("reviewForm.body"),
  bodyShort: swedish("reviewForm.bodyShort"),
  html: swedish("reviewForm.html"),
  name: swedish("reviewForm.name"),
  email: swedish("reviewForm.email"),
  emailInvalid: swedish("reviewForm.emailInvalid"),
  emailTooLong: swedish("reviewForm.emailTooLong"),
  visitMonth: swedish("reviewForm.visitMonth"),
  invalid: swedish("reviewForm.invalid"),
  sent: swedish("reviewForm.sent"),
  nextSteps: swedish("reviewForm.nextSteps"),
  ownPlace: swedish("reviewForm.ownPlace"),
  operator: swedish("reviewForm.operator"),
  tooMany: swedish("reviewForm.tooMany"),
  failure: swedish("reviewForm.failure"),
} as const;

/** Where a place's review form is, and its reviews on the place's page. */
export const reviewFormPath = (slug: string) => `/business/${encodeURIComponent(slug)}/omdome`;
export const REVIEWS_ANCHOR = "omdomen";

/** The review's fields as sent, to fill the form in again (never the honeypot). */
export function submittedReviewValues(
  fields: Record<string, string | undefined>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of ["rating", "body", "name", "email", "visitMonth"])
    if (typeof fields[field] === "string") values[field] = (fields[field] as string).slice(0, 5000);
  return values;
}

/** Text that looks like markup: a tag or an entity. Reviews are plain text. */
export const MARKUP = /<\/?[a-z!][^>]*>|&#?[a-z0-9]+;/i;

/** "2026-10": a visit month as the form's list gives it. */
export const VISIT_MONTH = /^20\d\d-(0[1-9]|1[0-2])$/;

/**
 * The review form: 1-5 stars, the text, the name shown with it, the address its
 * confirmation link goes to, and optionally the month of the visit. Every field's error
 * is returned, in the form's order, as a message id (reviewWords puts it into words).
 */
export const reviewSchema = z.object({
  rating: z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value.trim() : "")),
    z.enum(REVIEW_STARS, { error: "reviewForm.rating" }),
  ),
  body: z.pipe(
    cleanedTextWith("multi-line", REVIEW_LIMITS.body, {
      unreadable: "form.unreadable",
      required: "reviewForm.body",
      tooLong: "reviewForm.bodyTooLong",
    }),
    z.string().check(
      z.refine(
        (value) => value.length === 0 || value.length >= REVIEW_LIMITS.minBody,
        "reviewForm.bodyShort",
      ),
      z.refine((value) => !MARKUP.test(value), "reviewForm.html"),
    ),
  ),
  name: z.pipe(
    cleanedTextWith("single-line", REVIEW_LIMITS.name, {
      unreadable: "form.unreadable",
      required: "reviewForm.name",
      tooLong: "reviewForm.nameTooLong",
    }),
    z.string().check(z.refine((value) => !MARKUP.test(value), "reviewForm.html")),
  ),
  email: z.pipe(
    z.transform(withoutInvisible),
    z.pipe(
      z.string().check(
        z.minLength(1, "reviewForm.email"),
        z.maxLength(MAX_EMAIL_LENGTH, "reviewForm.emailTooLong"),
        z.refine(
          (value) => value === "" || normaliseEmail(value) !== undefined,
          "reviewForm.emailInvalid",
        ),
      ),
      z.transform((value) => normaliseEmail(value) ?? value),
    ),
  ),
  visitMonth: z.optional(
    z.pipe(
      z.transform((value: unknown) => (typeof value === "string" ? value.trim() : "")),
      z
        .string()
        .check(
          z.refine((value) => value === "" || VISIT_MONTH.test(value), "reviewForm.visitMonth"),
        ),
    ),
  ),
  [HONEYPOT_FIELD]: z.optional(z.string()),
});

export type ReviewForm = z.infer<typeof reviewSchema>;

/** The months a visitor can choose, newest first: this one and the eleven before it. */
export function visitMonths(
  today: string,
  /** A month in words ("november 2026"): the page's language's. */
  monthYear: (month: string) => string = formatMonth,
): { value: string; label: string }[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const months: { value: string; label: string }[] = [];
  for (let back = 0; back < 12; back++) {
    const index = year * 12 + (month - 1) - back;
    const value = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
    months.push({ value, label: monthYear(value) });
  }
  return months;
}
