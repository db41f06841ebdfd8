import { data } from "react-router";
import type * as z from "zod/mini";
import { type FieldErrors, fieldErrors } from "~/lib/admin-forms";
import { type FormFailure, formFailure } from "~/lib/form-replies";
import {
  ADMIN_MAX_BODY,
  BodyTooLargeError,
  bodyProblem,
  CHECKOUT_MAX_BODY,
  CSV_IMPORT_MAX_BODY,
  DEMO_CHECKOUT_MAX_BODY,
  NEWSLETTER_MAX_BODY,
  REGISTRATION_MAX_BODY,
  SIGN_IN_MAX_BODY,
  SMALL_FORM_MAX_BODY,
} from "./body";
import { type ParsedForm, parseMultipart } from "./multipart";

// The one way every action reads a form: urlencoded or multipart alike, streamed and
// counted against a named limit, then checked with the form's one zod schema (the same
// schema the browser checks before sending).

/** What each kind of form may send, in bytes (server/request-policy.ts applies the same). */
export const FORM_LIMITS = {
  signIn: SIGN_IN_MAX_BODY,
  newsletter: NEWSLETTER_MAX_BODY,
  checkout: CHECKOUT_MAX_BODY,
  demoCheckout: DEMO_CHECKOUT_MAX_BODY,
  /**
   * An owner's change request: 2 000 characters urlencode to 12 KB of Swedish text (å, ä,
   * ö: 6 bytes each), inside the owner pages' small-form limit.
   */
  changeRequest: SMALL_FORM_MAX_BODY,
  /**
   * A claim of a listing: 1 000 characters of how to check it, a name and an address
   * urlencode to well under 16 KB even in Swedish.
   */
  claim: SMALL_FORM_MAX_BODY,
  /** The operator's forms without an image. */
  admin: ADMIN_MAX_BODY,
  /** The registration: the 5 MB image, its text fields and the multipart overhead. */
  registration: REGISTRATION_MAX_BODY,
  /** The admin's CSV import of places: the 20 MB file and the form's few fields. */
  csvImport: CSV_IMPORT_MAX_BODY,
} as const;

export type FormLimit = keyof typeof FORM_LIMITS;

/** The one file a form may carry, streamed to a temporary file. */
export interface FileUpload {
  field: string;
  maxFileBytes: number;
  /** The text fields' limit, each. */
  maxFieldBytes: number;
  tempDir: string;
}

/**
 * Reads a form's body: its text fields and, when `upload` says so, its one file.
 * Refuses other media types (415), bodies over the limit (413, counted while streaming,
 * never buffered whole) and more fields than any form has (413).
 */
export async function readFormFields(
  request: Request,
  limit: FormLimit | number,
  upload?: FileUpload,
): Promise<ParsedForm> {
  const maxBodyBytes = typeof limit === "number" ? limit : FORM_LIMITS[limit];
  const form = await parseMultipart(request, {
    maxBodyBytes,
    maxFieldBytes: upload?.maxFieldBytes ?? maxBodyBytes,
    upload: upload && {
      fileField: upload.field,
      maxFileBytes: upload.maxFileBytes,
      tempDir: upload.tempDir,
    },
  });
  // Without an upload each field may be as long as the body: a cut field means too large.
  if (!upload && form.oversizedFields.length > 0) throw new BodyTooLargeError();
  return form;
}

export type FormRead<T> =
  | { ok: true; value: T; values: Record<string, string> }
  | { ok: false; status: number; reply: FormFailure };

/** Checks sent values with a form's schema: the parsed value, or every field's error. */
export function validateForm<T>(
  schema: z.ZodMiniType<T>,
  values: Record<string, string>,
): FormRead<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data, values };
  return { ok: false, status: 400, reply: formFailure(fieldErrors(parsed.error), values) };
}

/**
 * Reads a form and checks it with its schema. A body that cannot be read answers with
 * its status (400, 413, 415) and a form-level message; a form that does not pass, 400
 * with each field's error and the values as sent (to fill the form in again).
 */
export async function readForm<T>(
  request: Request,
  schema: z.ZodMiniType<T>,
  limit: FormLimit,
): Promise<FormRead<T>> {
  let form: ParsedForm;
  try {
    form = await readFormFields(request, limit);
  } catch (error) {
    return unreadable(error);
  }
  return validateForm(schema, form.fields);
}

/** The answer to a body that could not be read. */
export function unreadable(error: unknown): { ok: false; status: number; reply: FormFailure } {
  const problem = bodyProblem(error);
  const errors: FieldErrors = { form: problem.message };
  return { ok: false, status: problem.status, reply: formFailure(errors, {}) };
}

/** A refused form as the action's answer: its status, each field's error and the values. */
export function refusal(read: { status: number; reply: FormFailure }) {
  return data(read.reply, { status: read.status });
}

/**
 * A refused form built by the action itself: its status, each field's error (a string is
 * the whole form's) and the values as sent. `init` carries extra headers (Retry-After).
 */
export function refuse(
  status: number,
  errors: FieldErrors | string,
  values: Record<string, string> = {},
  init: { headers?: HeadersInit } = {},
) {
  const fields = typeof errors === "string" ? { form: errors } : errors;
  return data(formFailure(fields, values), { status, headers: init.headers });
}
