// zod/mini: the same schemas, a fraction of the bytes in the browser bundle.
import * as z from "zod/mini";
import { NEW_CATEGORY, REGISTRATION_CATEGORIES } from "~/content/registration";
import { MAX_EMAIL_LENGTH, normaliseEmail } from "~/lib/text/email";

// Validation of the two public forms, shared by the browser (instant toasts) and the
// route actions (the authority). Messages are the spec's words (sections 5 and 8).

export interface FormMessage {
  title: string;
  description?: string;
}

/** Maximum lengths of the stored text fields (characters). Documented in the README. */
export const FIELD_LIMITS = {
  business_name: 200,
  new_category: 100,
  business_info: 5000,
  address: 300,
  contact_info: 300,
  contact_person: 200,
  contact_email: MAX_EMAIL_LENGTH,
} as const;

/** Name of the hidden honeypot field: people never fill it, bots often do. */
export const HONEYPOT_FIELD = "website";

export const NEWSLETTER_MESSAGES = {
  required: {
    title: "E-postadress krävs",
    description: "Vänligen ange en e-postadress för att prenumerera",
  },
  invalid: {
    title: "Ogiltig e-postadress",
    description: "Kontrollera att e-postadressen är rätt skriven, till exempel namn@exempel.se.",
  },
  tooLong: {
    title: "Ogiltig e-postadress",
    description: `E-postadressen får vara högst ${MAX_EMAIL_LENGTH} tecken.`,
  },
  success: {
    title: "Tack för din prenumeration!",
    description: "Du är nu registrerad för vårt nyhetsbrev.",
  },
  duplicate: {
    title: "Redan prenumerant",
    description: "E-postadressen är redan registrerad för vårt nyhetsbrev.",
  },
  failure: {
    title: "Något gick fel",
    description: "Det gick inte att registrera din prenumeration. Vänligen försök igen senare.",
  },
} satisfies Record<string, FormMessage>;

/**
 * What the address is used for, shown wherever the form is (GDPR: purpose and a way
 * out, in plain words). A change of this text gets a new version; each subscriber's
 * row keeps the version they agreed to.
 */
export const NEWSLETTER_POLICY = {
  version: "2026-11",
  text: "Vi använder din e-postadress bara för att skicka Malmöguidens nyhetsbrev, och du kan avsluta när du vill.",
} as const;

/** The line the inline confirmation adds: a signup counts only once it is confirmed. */
export const NEWSLETTER_CONFIRM_BY_EMAIL =
  "Bekräfta prenumerationen genom att klicka på länken i mejlet som vi har skickat till dig.";

/** Where a signup was made (stored with the consent). */
export const NEWSLETTER_SOURCES = ["startsida", "sidfot", "nyhetsbrev-sidan"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

// Characters that never belong in stored text:
// - invisible format characters: bidi embeddings and overrides (U+202A–U+202E, e.g. RLO),
//   bidi isolates (U+2066–U+2069), zero-width space/joiners (U+200B–U+200D), word joiner
//   (U+2060) and the byte-order mark (U+FEFF);
// - control characters (C0, DEL, C1) other than tab and line feed, which are handled apart.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;
/** Every way of breaking a line: CRLF, CR, LF, NEL, line and paragraph separators. */
const LINE_BREAK = /\r\n?|[\n\u0085\u2028\u2029]/g;

/**
 * Text from a form value, as it is stored: strings only, no control, bidi-override or
 * zero-width characters, Unicode NFC, trimmed. A tab becomes a space. Multi-line text
 * keeps its line breaks as LF; in single-line text each line break (with the spaces
 * around it) becomes one space.
 */
function cleanText(
  value: FormDataEntryValue | null | undefined,
  kind: "single-line" | "multi-line" = "single-line",
): string {
  if (typeof value !== "string") return "";
  const text = value
    .replace(LINE_BREAK, "\n")
    .replace(INVISIBLE, "")
    .replace(CONTROL, "")
    .replace(/\t/g, " ");
  const lines = kind === "multi-line" ? text : text.replace(/\s*\n\s*/g, " ");
  return lines.normalize("NFC").trim();
}

/**
 * An e-mail address as typed, without invisible characters (a pasted address may carry a
 * zero-width space or a bidi mark). Line breaks and control characters are kept on purpose:
 * normaliseEmail refuses them, so a CRLF header injection is refused, not silently cleaned.
 */
function withoutInvisible(value: unknown): string {
  return typeof value === "string" ? value.replace(INVISIBLE, "").trim() : "";
}

/** A newsletter address as typed, checked and normalised; messages are NEWSLETTER_MESSAGES keys. */
const newsletterEmail = z.pipe(
  z.transform(withoutInvisible),
  z.pipe(
    z.string().check(
      z.minLength(1, "required"),
      z.maxLength(MAX_EMAIL_LENGTH, "tooLong"),
      z.refine((value) => normaliseEmail(value) !== undefined, "invalid"),
    ),
    z.transform((value) => normaliseEmail(value) ?? value),
  ),
);

/** The newsletter form (spec 5): the address, where the form was, and the honeypot. */
export const newsletterSignupSchema = z.object({
  email: newsletterEmail,
  source: z.optional(z.string()),
  [HONEYPOT_FIELD]: z.optional(z.string()),
});

export type NewsletterResult = { ok: true; email: string } | { ok: false; message: FormMessage };

/** The address of a newsletter form, or the spec's message for why it cannot be used. */
export function validateNewsletter(raw: { email?: FormDataEntryValue | null }): NewsletterResult {
  const parsed = newsletterEmail.safeParse(raw.email);
  if (parsed.success) return { ok: true, email: parsed.data };
  return { ok: false, message: newsletterMessage(parsed.error) };
}

/** The spec's message for a newsletter address the schema refused (its first issue). */
export function newsletterMessage(error: z.core.$ZodError): FormMessage {
  const key = error.issues[0]?.message as keyof typeof NEWSLETTER_MESSAGES;
  return NEWSLETTER_MESSAGES[key] ?? NEWSLETTER_MESSAGES.invalid;
}

export interface Registration {
  business_name: string;
  category: string;
  actual_category: string;
  business_info: string;
  address: string | null;
  contact_info: string | null;
  contact_person: string | null;
  contact_email: string;
}

export type RegistrationResult =
  | { ok: true; value: Registration }
  | {
      ok: false;
      /** Every field's error, in the spec's order (section 5). */
      errors: Record<string, string>;
      /** The first of them: the field to focus and the toast to show. */
      field: string;
      message: string;
    };

const UNREADABLE_TEXT =
  "Texten innehåller tecken som inte kunde läsas. Kontrollera texten och försök igen.";

/**
 * A text field as it is stored (cleaned first, so the length limits apply to the stored
 * text), refusing U+FFFD: it stands where the browser sent bytes that are not UTF-8.
 */
const text = (kind: "single-line" | "multi-line", max: number, label: string, required?: string) =>
  z.pipe(
    z.transform((value: unknown) => cleanText(value as FormDataEntryValue | undefined, kind)),
    z.string().check(
      z.refine((value) => !value.includes("\uFFFD"), UNREADABLE_TEXT),
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(max, `${label} får vara högst ${max} tecken.`),
    ),
  );

/**
 * The registration form (spec 5), shared by the browser and the action. Fields are in
 * the spec's order, which is the order of the errors (the browser shows the first).
 */
export const registrationSchema = z
  .object({
    business_name: text(
      "single-line",
      FIELD_LIMITS.business_name,
      "Företagsnamnet",
      "Vänligen ange företagsnamn",
    ),
    category: z.pipe(
      z.transform((value: unknown) => cleanText(value as FormDataEntryValue | undefined)),
      z
        .string()
        .check(
          z.refine(
            (value) => (REGISTRATION_CATEGORIES as readonly string[]).includes(value),
            "Vänligen välj en kategori",
          ),
        ),
    ),
    new_category: text("single-line", FIELD_LIMITS.new_category, "Namnet på kategorin"),
    business_info: text(
      "multi-line",
      FIELD_LIMITS.business_info,
      "Informationen om företaget",
      "Vänligen ange information om företaget",
    ),
    contact_email: z.pipe(
      z.transform(withoutInvisible),
      z.pipe(
        z.string().check(
          z.refine((value) => !value.includes("\uFFFD"), UNREADABLE_TEXT),
          z.minLength(1, "Vänligen ange e-postadress till kontaktperson"),
          z.maxLength(
            FIELD_LIMITS.contact_email,
            `E-postadressen får vara högst ${FIELD_LIMITS.contact_email} tecken.`,
          ),
          z.refine(
            (value) => value === "" || normaliseEmail(value) !== undefined,
            "Vänligen ange en giltig e-postadress till kontaktperson",
          ),
        ),
        z.transform((value) => normaliseEmail(value) ?? value),
      ),
    ),
    address: text("single-line", FIELD_LIMITS.address, "Adressen"),
    contact_info: text("single-line", FIELD_LIMITS.contact_info, "Kontaktinformationen"),
    contact_person: text("single-line", FIELD_LIMITS.contact_person, "Kontaktpersonen"),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.category === NEW_CATEGORY && !form.new_category)
        ctx.addIssue({
          code: "custom",
          input: form,
          path: ["new_category"],
          message: "Vänligen ange namn på den nya kategorin",
        });
    }),
  );

const REGISTRATION_FIELDS = Object.keys(registrationSchema.def.shape);

/**
 * The registration's text fields as the visitor sent them, so a page without JavaScript
 * can fill the form in again after an error. Only the known text fields: never the
 * honeypot, never the file.
 */
export function submittedRegistrationValues(
  fields: Record<string, string | undefined>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of REGISTRATION_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" && value) values[field] = value;
  }
  return values;
}

/** Every field's error of a refused registration in the spec's order, and the first of them. */
export function registrationErrors(
  error: z.core.$ZodError,
): Extract<RegistrationResult, { ok: false }> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) found[String(issue.path[0])] ??= issue.message;
  const errors: Record<string, string> = {};
  for (const field of REGISTRATION_FIELDS) if (found[field]) errors[field] = found[field];
  const [field, message] = Object.entries(errors)[0] ?? ["form", SUBMIT_FAILURE];
  return { ok: false, errors, field, message };
}

/** A checked registration as it is stored: the category it names, empty optional fields null. */
function toRegistration(form: z.infer<typeof registrationSchema>): Registration {
  const orNull = (value: string) => (value ? value : null);
  return {
    business_name: form.business_name,
    category: form.category,
    actual_category: form.category === NEW_CATEGORY ? form.new_category : form.category,
    business_info: form.business_info,
    address: orNull(form.address),
    contact_info: orNull(form.contact_info),
    contact_person: orNull(form.contact_person),
    contact_email: form.contact_email,
  };
}

/** The registration form's schema with its value as stored (the action reads the form with it). */
export const registrationRecordSchema = z.pipe(registrationSchema, z.transform(toRegistration));

/** Checks a registration: the values to store, or every field's error in the spec's order. */
export function validateRegistration(
  raw: Record<string, FormDataEntryValue | null | undefined>,
): RegistrationResult {
  const parsed = registrationSchema.safeParse(raw);
  if (!parsed.success) return registrationErrors(parsed.error);
  return { ok: true, value: toRegistration(parsed.data) };
}

/** What happens after a registration (issue 10), shown with the success message. */
export const REGISTRATION_NEXT_STEPS =
  "Vi granskar uppgifterna inom 24 timmar. Du får ett mejl när företaget är publicerat – eller om vi inte kan publicera det. En bekräftelse är redan på väg till din e-post.";

/** Spec 8: any other failure of the registration. */
export const SUBMIT_FAILURE = "Ett fel uppstod när formuläret skulle skickas";

export const IMAGE_MESSAGES = {
  notImage: "Endast bildfiler är tillåtna",
  tooLarge: "Bilden får inte vara större än 5MB",
} as const;

/** The cleaning text field and address input of these forms, for the other public forms (claims). */
export { text as cleanedText, withoutInvisible };
