import { rm } from "node:fs/promises";
import { data } from "react-router";
import * as z from "zod/mini";
import { type FieldErrors, fieldErrors } from "~/lib/forms/fields";
import type { FormMessage } from "~/lib/forms/forms";
import { type FormFailure, formFailure } from "~/lib/forms/replies";
import {
  ADMIN_MAX_BODY,
  BodyTooLargeError,
  bodyProblem,
  CHECKOUT_MAX_BODY,
  CSV_IMPORT_MAX_BODY,
  DEMO_CHECKOUT_MAX_BODY,
  NEWSLETTER_MAX_BODY,
  PLACE_FORM_MAX_BODY,
  REGISTRATION_MAX_BODY,
  SIGN_IN_MAX_BODY,
  SMALL_FORM_MAX_BODY,
  TRANSLATIONS_MAX_BODY,
} from "./body";
import { type ParsedForm, parseMultipart, type UploadedFile } from "./multipart";

// The one way every action reads a form: urlencoded or multipart alike, streamed and
// counted against a named limit, then checked with the form's one zod schema (the same
// schema the browser checks before sending).

/** What each kind of form may send, in bytes (server/route-policies.ts applies the same). */
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
  /** A visitor's review: 2 000 characters of text, a name and an address (well under 16 KB). */
  review: SMALL_FORM_MAX_BODY,
  /** The operator's forms without an image. */
  admin: ADMIN_MAX_BODY,
  /** The owner's editor of their place: the admin's form's texts and their translations. */
  ownerEditor: TRANSLATIONS_MAX_BODY,
  /** The operator's translations of a text: three languages' longest texts. */
  translations: TRANSLATIONS_MAX_BODY,
  /** The admin's business form (and the edit page's gallery forms) with its image. */
  placeForm: PLACE_FORM_MAX_BODY,
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
async function readFormFields(
  request: Request,
  limit: FormLimit,
  upload?: FileUpload,
): Promise<ParsedForm> {
  const maxBodyBytes = FORM_LIMITS[limit];
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

/**
 * A post that is one of several forms, or whose schema depends on the database: its text
 * fields as sent, checked with the right form's schema once the action knows which.
 */
export const postedFields = z.record(z.string(), z.string());

/** A form refused before it reached the action's work: its status and the one reply shape. */
export type FormRefused = { ok: false; status: number; reply: FormFailure };

export type FormRead<T> =
  | {
      ok: true;
      value: T;
      /** The text fields as sent. */
      values: Record<string, string>;
      /** The form's file, when it has one and one was sent; the caller removes it. */
      file?: UploadedFile;
      /** Text fields cut at the upload's field limit (only a form with a file has them). */
      oversizedFields: string[];
    }
  | FormRefused;

/** What a form answers in its own words instead of the usual refusals. */
export interface ReadFormOptions {
  /** The form's one file (the registration's image, the CSV import's file). */
  upload?: FileUpload;
  /** A body that cannot be read, in the form's words; undefined keeps the usual answer. */
  unreadable?: (error: unknown) => FormRefused | undefined;
  /** Checks of the form as sent that come before its schema (a filled honeypot, a cut field). */
  screen?: (form: ParsedForm) => FormRefused | undefined;
  /** Values the schema refuses, in the form's words (its field order, its first toast). */
  invalid?: (error: z.core.$ZodError, fields: Record<string, string>) => FormRefused;
}

/** A refusal for readForm's answers: its status, each field's error (a string is the whole form's), the values. */
export function formRefused(
  status: number,
  errors: FieldErrors | string,
  values: Record<string, string> = {},
  message?: FormMessage,
): FormRefused {
  const fields = typeof errors === "string" ? { form: errors } : errors;
  return { ok: false, status, reply: formFailure(fields, values, message) };
}

/** Checks sent values with a form's schema: the parsed value, or every field's error. */
export function validateForm<T>(
  schema: z.ZodMiniType<T>,
  values: Record<string, string>,
): FormRead<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data, values, oversizedFields: [] };
  return { ok: false, status: 400, reply: formFailure(fieldErrors(parsed.error), values) };
}

/**
 * The one way every action reads a form: reads it within its named limit (and its one
 * file, with `upload`) and checks it with its schema. A body that cannot be read answers
 * with its status (400, 413, 415) and a form-level message; a form that does not pass,
 * 400 with each field's error and the values as sent (to fill the form in again).
 * `options` lets a form answer those in its own words. A refused form's file is removed.
 */
export async function readForm<T>(
  request: Request,
  schema: z.ZodMiniType<T>,
  limit: FormLimit,
  options: ReadFormOptions = {},
): Promise<FormRead<T>> {
  let form: ParsedForm;
  try {
    form = await readFormFields(request, limit, options.upload);
  } catch (error) {
    return options.unreadable?.(error) ?? unreadable(error);
  }
  const read = screenAndCheck(schema, form, options);
  if (!read.ok && form.file) await rm(form.file.tempPath, { force: true });
  return read;
}

function screenAndCheck<T>(
  schema: z.ZodMiniType<T>,
  form: ParsedForm,
  options: ReadFormOptions,
): FormRead<T> {
  const screened = options.screen?.(form);
  if (screened) return screened;
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success)
    return (
      options.invalid?.(parsed.error, form.fields) ??
      formRefused(400, fieldErrors(parsed.error), form.fields)
    );
  return {
    ok: true,
    value: parsed.data,
    values: form.fields,
    file: form.file,
    oversizedFields: form.oversizedFields,
  };
}

/** The answer to a body that could not be read. */
export function unreadable(error: unknown): FormRefused {
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
