// zod/mini: the same schemas, a fraction of the bytes in the browser bundle.
import * as z from "zod/mini";
import { MAX_IMAGE_BYTES, NEW_CATEGORY, REGISTRATION_CATEGORIES } from "~/content/registration";
import {
  cleanedText,
  cleanText,
  SUBMIT_FAILURE,
  UNREADABLE_TEXT,
  withoutInvisible,
} from "~/lib/forms/forms";
import { MAX_EMAIL_LENGTH, normaliseEmail } from "~/lib/text/email";

// The registration form (spec 5), shared by the browser (instant toasts) and the action
// (the authority). Messages are the spec's words (sections 5 and 8).

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
 * The registration form (spec 5), shared by the browser and the action. Fields are in
 * the spec's order, which is the order of the errors (the browser shows the first).
 */
export const registrationSchema = z
  .object({
    business_name: cleanedText(
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
    new_category: cleanedText("single-line", FIELD_LIMITS.new_category, "Namnet på kategorin"),
    business_info: cleanedText(
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
    address: cleanedText("single-line", FIELD_LIMITS.address, "Adressen"),
    contact_info: cleanedText("single-line", FIELD_LIMITS.contact_info, "Kontaktinformationen"),
    contact_person: cleanedText("single-line", FIELD_LIMITS.contact_person, "Kontaktpersonen"),
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

export const IMAGE_MESSAGES = {
  notImage: "Endast bildfiler är tillåtna",
  tooLarge: "Bilden får inte vara större än 5MB",
} as const;

/**
 * Browser-side checks of a chosen image, the same on every form that takes one (the
 * server repeats them on the real bytes).
 */
export function imageProblem(file: File): string | undefined {
  if (!file.type.startsWith("image/")) return IMAGE_MESSAGES.notImage;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return undefined;
}
