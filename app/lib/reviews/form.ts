// zod/mini: a visitor's review of a place (issue 39), shared by the browser and the action.
import * as z from "zod/mini";
import { cleanedText, HONEYPOT_FIELD, withoutInvisible } from "~/lib/forms/forms";
import { formatMonth } from "~/lib/text/dates";
import { MAX_EMAIL_LENGTH, normaliseEmail } from "~/lib/text/email";

export const REVIEW_LIMITS = { minBody: 30, body: 2000, name: 60 } as const;

/** The stars a visitor can give, as the form offers them. */
export const REVIEW_STARS = ["1", "2", "3", "4", "5"] as const;

export const REVIEW_MESSAGES = {
  rating: "Välj hur många stjärnor du ger, från 1 till 5.",
  body: "Berätta om ditt besök.",
  bodyShort: `Skriv minst ${REVIEW_LIMITS.minBody} tecken om ditt besök.`,
  html: "Omdömet kan bara innehålla vanlig text, inte HTML.",
  name: "Skriv det namn som ska visas med omdömet.",
  email: "Skriv din e-postadress.",
  emailInvalid: "Skriv en giltig e-postadress, till exempel namn@exempel.se.",
  emailTooLong: `E-postadressen får vara högst ${MAX_EMAIL_LENGTH} tecken.`,
  visitMonth: "Välj en månad i listan.",
  invalid: "Formuläret har fel. Rätta de markerade fälten och skicka igen.",
  sent: "Tack! Bekräfta ditt omdöme i mejlet vi skickade.",
  nextSteps:
    "Öppna länken i mejlet för att bekräfta att det är du som har skrivit omdömet. Sedan läser vi det innan det visas, och mejlar dig när det är publicerat.",
  ownPlace:
    "Du är registrerad som ägare till det här företaget och kan därför inte skriva ett omdöme om det.",
  operator: "Redaktionen för Malmöguiden kan inte skriva omdömen om platserna i guiden.",
  tooMany:
    "Du har skrivit flera omdömen den senaste timmen. Vänta en stund och försök igen, eller bekräfta de omdömen du redan har skickat.",
  failure: "Omdömet kunde inte skickas just nu. Försök igen om en stund.",
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
 * is returned, in the form's order.
 */
export const reviewSchema = z.object({
  rating: z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value.trim() : "")),
    z.enum(REVIEW_STARS, { error: REVIEW_MESSAGES.rating }),
  ),
  body: z.pipe(
    cleanedText("multi-line", REVIEW_LIMITS.body, "Omdömet", REVIEW_MESSAGES.body),
    z.string().check(
      z.refine(
        (value) => value.length === 0 || value.length >= REVIEW_LIMITS.minBody,
        REVIEW_MESSAGES.bodyShort,
      ),
      z.refine((value) => !MARKUP.test(value), REVIEW_MESSAGES.html),
    ),
  ),
  name: z.pipe(
    cleanedText("single-line", REVIEW_LIMITS.name, "Namnet", REVIEW_MESSAGES.name),
    z.string().check(z.refine((value) => !MARKUP.test(value), REVIEW_MESSAGES.html)),
  ),
  email: z.pipe(
    z.transform(withoutInvisible),
    z.pipe(
      z.string().check(
        z.minLength(1, REVIEW_MESSAGES.email),
        z.maxLength(MAX_EMAIL_LENGTH, REVIEW_MESSAGES.emailTooLong),
        z.refine(
          (value) => value === "" || normaliseEmail(value) !== undefined,
          REVIEW_MESSAGES.emailInvalid,
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
          z.refine((value) => value === "" || VISIT_MONTH.test(value), REVIEW_MESSAGES.visitMonth),
        ),
    ),
  ),
  [HONEYPOT_FIELD]: z.optional(z.string()),
});

export type ReviewForm = z.infer<typeof reviewSchema>;

/** The months a visitor can choose, newest first: this one and the eleven before it. */
export function visitMonths(today: string): { value: string; label: string }[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const months: { value: string; label: string }[] = [];
  for (let back = 0; back < 12; back++) {
    const index = year * 12 + (month - 1) - back;
    const value = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
    months.push({ value, label: formatMonth(value) });
  }
  return months;
}
