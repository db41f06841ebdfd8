// zod/mini: the claim form's schema (issue 24, point 5), shared by the browser and the action.
import * as z from "zod/mini";
import {
  cleanedTextWith,
  type FormMessage,
  HONEYPOT_FIELD,
  UNREADABLE_TEXT,
  withoutInvisible,
} from "~/lib/forms/forms";
import type { FormFailure } from "~/lib/forms/replies";
import { formWords } from "~/lib/i18n/words";
import { MAX_EMAIL_LENGTH, normaliseEmail } from "~/lib/text/email";

/** The roles a claimant can have in the business, as the form offers them. */
export const CLAIM_ROLES = ["Ägare", "Delägare", "Anställd", "Annan roll"] as const;
export type ClaimRole = (typeof CLAIM_ROLES)[number];

export const CLAIM_LIMITS = { name: 200, verification: 1000 } as const;

export const CLAIM_VERIFICATION_LABEL = "Hur kan vi kontrollera att du företräder företaget?";

/**
 * The form's messages in Swedish by their catalog ids (the Swedish catalog has the same
 * words; catalogs.test.ts checks). The schema's issues carry the ids; a page puts them into
 * its language with claimWords (issue 40).
 */
const CLAIM_SV = {
  "claimForm.name": "Skriv ditt namn.",
  "claimForm.nameTooLong": "Namnet får vara högst {nameMax} tecken.",
  "claimForm.email": "Skriv din e-postadress.",
  "claimForm.emailInvalid": "Skriv en giltig e-postadress, till exempel namn@exempel.se.",
  "claimForm.emailTooLong": "E-postadressen får vara högst {emailMax} tecken.",
  "claimForm.role": "Välj din roll i företaget.",
  "claimForm.verification": "Berätta hur vi kan kontrollera att du företräder företaget.",
  "claimForm.verificationTooLong": "Texten får vara högst {verificationMax} tecken.",
  "claimForm.invalid": "Formuläret har fel. Rätta de markerade fälten och skicka igen.",
  "claimForm.sent": "Tack! Vi har tagit emot din förfrågan.",
  "claimForm.nextSteps":
    "Vi kontrollerar uppgifterna och hör av oss inom några arbetsdagar. En bekräftelse är på väg till din e-post. När förfrågan är godkänd loggar du in på företagarsidan med samma e-postadress.",
  "claimForm.duplicate":
    "Du har redan skickat en förfrågan om det här företaget från den här e-postadressen. Vi återkommer så snart vi har kontrollerat den, du behöver inte skicka igen.",
  "claimForm.failure": "Förfrågan kunde inte skickas just nu. Försök igen om en stund.",
  "form.unreadable": UNREADABLE_TEXT,
} as const;

export type ClaimMessageId = keyof typeof CLAIM_SV;

/** The Swedish table, for the catalogs' test. */
export const CLAIM_MESSAGES_SV: Readonly<Record<ClaimMessageId, string>> = CLAIM_SV;

/** The numbers the messages name. */
const CLAIM_VALUES = {
  nameMax: CLAIM_LIMITS.name,
  emailMax: MAX_EMAIL_LENGTH,
  verificationMax: CLAIM_LIMITS.verification,
};

/** The form's messages in a page's language, from its translate function (formWords). */
export const claimWords = formWords(CLAIM_SV, CLAIM_VALUES, "claimForm.failure");

const swedish = claimWords();

/** The Swedish messages by name, the spec's words (the Swedish pages' and the tests'). */
export const CLAIM_MESSAGES = {
  name: swedish("claimForm.name"),
  email: swedish("claimForm.email"),
  emailInvalid: swedish("claimForm.emailInvalid"),
  emailTooLong: swedish("claimForm.emailTooLong"),
  role: swedish("claimForm.role"),
  verification: swedish("claimForm.verification"),
  invalid: swedish("claimForm.invalid"),
  sent: swedish("claimForm.sent"),
  nextSteps: swedish("claimForm.nextSteps"),
  duplicate: swedish("claimForm.duplicate"),
  failure: swedish("claimForm.failure"),
} as const;

/**
 * The claim form: who asks (name, address, role) and how we can check it. Every field's
 * error is returned, in the form's order, as a message id (claimWords puts it into words).
 */
export const claimSchema = z.object({
  name: cleanedTextWith("single-line", CLAIM_LIMITS.name, {
    unreadable: "form.unreadable",
    required: "claimForm.name",
    tooLong: "claimForm.nameTooLong",
  }),
  email: z.pipe(
    z.transform(withoutInvisible),
    z.pipe(
      z.string().check(
        z.minLength(1, "claimForm.email"),
        z.maxLength(MAX_EMAIL_LENGTH, "claimForm.emailTooLong"),
        z.refine(
          (value) => value === "" || normaliseEmail(value) !== undefined,
          "claimForm.emailInvalid",
        ),
      ),
      z.transform((value) => normaliseEmail(value) ?? value),
    ),
  ),
  role: z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value.trim() : "")),
    z.enum(CLAIM_ROLES, { error: "claimForm.role" }),
  ),
  verification: cleanedTextWith("multi-line", CLAIM_LIMITS.verification, {
    unreadable: "form.unreadable",
    required: "claimForm.verification",
    tooLong: "claimForm.verificationTooLong",
  }),
  [HONEYPOT_FIELD]: z.optional(z.string()),
});

export type ClaimForm = z.infer<typeof claimSchema>;

/** The claim's text fields as sent, to fill the form in again (never the honeypot). */
export function submittedClaimValues(
  fields: Record<string, string | undefined>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of ["name", "email", "role", "verification"])
    if (typeof fields[field] === "string") values[field] = (fields[field] as string).slice(0, 5000);
  return values;
}

/** What the claim form's action answers. */
export type ClaimReply = { ok: true; message: FormMessage } | FormFailure;

export type ClaimCheck =
  | { ok: true; value: ClaimForm }
  | {
      ok: false /** Every field's first error, in the form's order. */;
      errors: Record<string, string>;
    };

/** Checks a claim form's values (the browser before sending, the action again). */
export function checkClaim(
  values: Record<string, unknown>,
  words: (id: string) => string = swedish,
): ClaimCheck {
  const parsed = claimSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    errors[String(issue.path[0] ?? "form")] ??= words(issue.message);
  return { ok: false, errors };
}
