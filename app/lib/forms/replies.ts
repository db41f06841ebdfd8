import type { FieldErrors } from "~/lib/forms/fields";
import type { FormMessage } from "~/lib/forms/forms";

// The one shape of every form action's answer, read by the page without JavaScript and by
// the enhanced form alike: { ok: true, ... } or a failure with each field's error.

/** A refused form: each field's error (`form` for the whole form) and the values as sent. */
export interface FormFailure {
  ok: false;
  errors: FieldErrors;
  /** The text fields as sent (never a password, the honeypot or a file), to fill the form in again. */
  values: Record<string, string>;
  /** The message to lead with (a toast, the page's alert); else the first error. */
  message?: FormMessage;
}

export function formFailure(
  errors: FieldErrors,
  values: Record<string, string>,
  message?: FormMessage,
): FormFailure {
  return message ? { ok: false, errors, values, message } : { ok: false, errors, values };
}

/** The message a failure leads with: its own, else its first error. */
export function failureMessage(failure: FormFailure): FormMessage {
  return failure.message ?? { title: Object.values(failure.errors)[0] ?? "" };
}

/** What the newsletter form's action answers. */
export type NewsletterReply =
  | { ok: true; message: FormMessage /** Already subscribed. */; duplicate: boolean }
  | FormFailure;

/** What the registration form's action answers. */
export type RegistrationReply =
  | { ok: true; message: FormMessage; imageUrl: string | null }
  | FormFailure;
