// zod/mini: the same schemas, a fraction of the bytes in the browser bundle.
import * as z from "zod/mini";
import { MAX_IMAGE_BYTES, NEW_CATEGORY, REGISTRATION_CATEGORIES } from "~/content/registration";
import {
  cleanedTextWith,
  cleanText,
  SUBMIT_FAILURE,
  UNREADABLE_TEXT,
  withoutInvisible,
} from "~/lib/forms/forms";
import { swedishWords, type Translate } from "~/lib/i18n/words";
import { MAX_EMAIL_LENGTH, normaliseEmail } from "~/lib/text/email";

// The registration form (spec 5), shared by the browser (instant toasts) and the action
// (the authority). Messages are the spec's words (sections 5 and 8), in the page's
// language on /en, /de and /da (issue 40).

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

/**
 * The registration's messages in Swedish, the spec's words (sections 5 and 8), as the
 * Swedish catalog has them (catalogs.test.ts checks they agree). The schema's issues carry
 * these ids; a page in another language reads them with its own translate function.
 */
const REGISTRATION_SV = {
  "registration.nameRequired": "Vänligen ange företagsnamn",
  "registration.categoryRequired": "Vänligen välj en kategori",
  "registration.newCategoryRequired": "Vänligen ange namn på den nya kategorin",
  "registration.infoRequired": "Vänligen ange information om företaget",
  "registration.emailRequired": "Vänligen ange e-postadress till kontaktperson",
  "registration.emailInvalid": "Vänligen ange en giltig e-postadress till kontaktperson",
  "registration.tooLong.business_name": "Företagsnamnet får vara högst {max} tecken.",
  "registration.tooLong.new_category": "Namnet på kategorin får vara högst {max} tecken.",
  "registration.tooLong.business_info": "Informationen om företaget får vara högst {max} tecken.",
  "registration.tooLong.address": "Adressen får vara högst {max} tecken.",
  "registration.tooLong.contact_info": "Kontaktinformationen får vara högst {max} tecken.",
  "registration.tooLong.contact_person": "Kontaktpersonen får vara högst {max} tecken.",
  "registration.tooLong.contact_email": "E-postadressen får vara högst {max} tecken.",
  "registration.fieldTooLong": "Texten i ett av fälten är för lång.",
  "registration.success": "Tack! Din registrering har skickats.",
  "registration.nextSteps":
    "Vi granskar uppgifterna inom 24 timmar. Du får ett mejl när företaget är publicerat – eller om vi inte kan publicera det. En bekräftelse är redan på väg till din e-post.",
  "registration.uploadUnavailable":
    "Bilduppladdning misslyckades: bilder kan inte tas emot just nu. Försök igen senare.",
  "registration.databaseFailure":
    "Databasfel: registreringen kunde inte sparas just nu. Försök igen senare.",
  "form.unreadable": UNREADABLE_TEXT,
  "form.failure": SUBMIT_FAILURE,
  "image.notImage": "Endast bildfiler är tillåtna",
  "image.tooLarge": "Bilden får inte vara större än 5MB",
  "image.unreadable": "Bilduppladdning misslyckades: bilden kunde inte läsas. Prova en annan bild.",
  "image.tooManyPixels":
    "Bilduppladdning misslyckades: bildens mått är för stora (högst 40 megapixlar).",
  "image.store":
    "Bilduppladdning misslyckades: bilden kunde inte sparas just nu. Försök igen senare.",
} as const;

export type RegistrationMessageId = keyof typeof REGISTRATION_SV;
/** The registration's translate function: the page's, or the Swedish one. */
export type RegistrationWords = Translate<RegistrationMessageId>;

/** The Swedish table, for the catalogs' test. */
export const REGISTRATION_MESSAGES_SV: Readonly<Record<RegistrationMessageId, string>> =
  REGISTRATION_SV;

export const SWEDISH_REGISTRATION: RegistrationWords = swedishWords(REGISTRATION_SV);

/** A text field of the form: cleaned, readable, within its limit (messages are ids). */
const textField = (
  kind: "single-line" | "multi-line",
  field: keyof typeof FIELD_LIMITS,
  required?: RegistrationMessageId,
) =>
  cleanedTextWith(kind, FIELD_LIMITS[field], {
    unreadable: "form.unreadable",
    required,
    tooLong: `registration.tooLong.${field}`,
  });

/**
 * The registration form (spec 5), shared by the browser and the action. Fields are in
 * the spec's order, which is the order of the errors (the browser shows the first). Each
 * issue's message is a message id (REGISTRATION_SV), put into words by registrationErrors.
 */
export const registrationSchema = z
  .object({
    business_name: textField("single-line", "business_name", "registration.nameRequired"),
    category: z.pipe(
      z.transform((value: unknown) => cleanText(value as FormDataEntryValue | undefined)),
      z
        .string()
        .check(
          z.refine(
            (value) => (REGISTRATION_CATEGORIES as readonly string[]).includes(value),
            "registration.categoryRequired",
          ),
        ),
    ),
    new_category: textField("single-line", "new_category"),
    business_info: textField("multi-line", "business_info", "registration.infoRequired"),
    contact_email: z.pipe(
      z.transform(withoutInvisible),
      z.pipe(
        z.string().check(
          z.refine((value) => !value.includes("\uFFFD"), "form.unreadable"),
          z.minLength(1, "registration.emailRequired"),
          z.maxLength(FIELD_LIMITS.contact_email, "registration.tooLong.contact_email"),
          z.refine(
            (value) => value === "" || normaliseEmail(value) !== undefined,
            "registration.emailInvalid",
          ),
        ),
        z.transform((value) => normaliseEmail(value) ?? value),
      ),
    ),
    address: textField("single-line", "address"),
    contact_info: textField("single-line", "contact_info"),
    contact_person: textField("single-line", "contact_person"),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.category === NEW_CATEGORY && !form.new_category)
        ctx.addIssue({
          code: "custom",
          input: form,
          path: ["new_category"],
          message: "registration.newCategoryRequired",
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
  words: RegistrationWords = SWEDISH_REGISTRATION,
): Extract<RegistrationResult, { ok: false }> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0]);
    const id = issue.message in REGISTRATION_SV ? issue.message : "form.failure";
    const max = FIELD_LIMITS[field as keyof typeof FIELD_LIMITS] ?? "";
    found[field] ??= words(id as RegistrationMessageId, { max });
  }
  const errors: Record<string, string> = {};
  for (const field of REGISTRATION_FIELDS) if (found[field]) errors[field] = found[field];
  const [field, message] = Object.entries(errors)[0] ?? ["form", words("form.failure")];
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
  words: RegistrationWords = SWEDISH_REGISTRATION,
): RegistrationResult {
  const parsed = registrationSchema.safeParse(raw);
  if (!parsed.success) return registrationErrors(parsed.error, words);
  return { ok: true, value: toRegistration(parsed.data) };
}

/** What happens after a registration (issue 10), shown with the success message. */
export const REGISTRATION_NEXT_STEPS = REGISTRATION_SV["registration.nextSteps"];

export const IMAGE_MESSAGES = {
  notImage: REGISTRATION_SV["image.notImage"],
  tooLarge: REGISTRATION_SV["image.tooLarge"],
} as const;

/**
 * Browser-side checks of a chosen image, the same on every form that takes one (the
 * server repeats them on the real bytes).
 */
export function imageProblem(
  file: File,
  words: RegistrationWords = SWEDISH_REGISTRATION,
): string | undefined {
  if (!file.type.startsWith("image/")) return words("image.notImage");
  if (file.size > MAX_IMAGE_BYTES) return words("image.tooLarge");
  return undefined;
}
