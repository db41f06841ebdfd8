// zod/mini: the claim form's schema (issue 24, point 5), shared by the browser and the action.
import * as z from "zod/mini";
import { cleanedText, type FormMessage, HONEYPOT_FIELD, withoutInvisible } from "~/lib/forms/forms";
import type { FormFailure } from "~/lib/forms/replies";
import { MAX_EMAIL_LENGTH, normaliseEmail } from "~/lib/text/email";

/** The roles a claimant can have in the business, as the form offers them. */
export const CLAIM_ROLES = ["Ägare", "Delägare", "Anställd", "Annan roll"] as const;
export type ClaimRole = (typeof CLAIM_ROLES)[number];

export const CLAIM_LIMITS = { name: 200, verification: 1000 } as const;

export const CLAIM_VERIFICATION_LABEL = "Hur kan vi kontrollera att du företräder företaget?";

export const CLAIM_MESSAGES = {
  name: "Skriv ditt namn.",
  email: "Skriv din e-postadress.",
  emailInvalid: "Skriv en giltig e-postadress, till exempel namn@exempel.se.",
  emailTooLong: `E-postadressen får vara högst ${MAX_EMAIL_LENGTH} tecken.`,
  role: "Välj din roll i företaget.",
  verification: "Berätta hur vi kan kontrollera att du företräder företaget.",
  invalid: "Formuläret har fel. Rätta de markerade fälten och skicka igen.",
  sent: "Tack! Vi har tagit emot din förfrågan.",
  nextSteps:
    "Vi kontrollerar uppgifterna och hör av oss inom några arbetsdagar. En bekräftelse är på väg till din e-post. När förfrågan är godkänd loggar du in på företagarsidan med samma e-postadress.",
  duplicate:
    "Du har redan skickat en förfrågan om det här företaget från den här e-postadressen. Vi återkommer så snart vi har kontrollerat den, du behöver inte skicka igen.",
  failure: "Förfrågan kunde inte skickas just nu. Försök igen om en stund.",
} as const;

/**
 * The claim form: who asks (name, address, role) and how we can check it. Every field's
 * error is returned, in the form's order.
 */
export const claimSchema = z.object({
  name: cleanedText("single-line", CLAIM_LIMITS.name, "Namnet", CLAIM_MESSAGES.name),
  email: z.pipe(
    z.transform(withoutInvisible),
    z.pipe(
      z.string().check(
        z.minLength(1, CLAIM_MESSAGES.email),
        z.maxLength(MAX_EMAIL_LENGTH, CLAIM_MESSAGES.emailTooLong),
        z.refine(
          (value) => value === "" || normaliseEmail(value) !== undefined,
          CLAIM_MESSAGES.emailInvalid,
        ),
      ),
      z.transform((value) => normaliseEmail(value) ?? value),
    ),
  ),
  role: z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value.trim() : "")),
    z.enum(CLAIM_ROLES, { error: CLAIM_MESSAGES.role }),
  ),
  verification: cleanedText(
    "multi-line",
    CLAIM_LIMITS.verification,
    "Texten",
    CLAIM_MESSAGES.verification,
  ),
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
export function checkClaim(values: Record<string, unknown>): ClaimCheck {
  const parsed = claimSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, errors };
}
