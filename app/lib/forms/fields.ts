// zod/mini: the parts every form's schema is built from, and the per-field messages
// that every form shows next to its fields (the form toolkit, docs/decisions/017).
import * as z from "zod/mini";

export type FieldErrors = Record<string, string>;

/** The first message per field, for showing next to each field. */
export function fieldErrors(
  error: z.core.$ZodError,
  /** Puts a schema's message into words (a form whose messages are catalog ids, issue 40). */
  words: (message: string) => string = (message) => message,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= words(issue.message);
  }
  return errors;
}

/** A text that may be left out or empty, at most `max` long. */
export const optionalText = (max: number, message: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, message)));

/** A text that must be filled in: `missing` when it is absent, `empty` when it is empty. */
export const requiredText = (max: number, missing: string, tooLong: string, empty = missing) =>
  z.string({ error: missing }).check(z.trim(), z.minLength(1, empty), z.maxLength(max, tooLong));

/** A text that may be left out or empty; filled in, it must pass `valid` (and fit `max`). */
export function optionalMatching(
  valid: (value: string) => boolean,
  message: string,
  max?: { length: number; message: string },
) {
  return z.optional(
    z.string().check(
      z.trim(),
      ...(max ? [z.maxLength(max.length, max.message)] : []),
      z.refine((value) => value === "" || valid(value), { message }),
    ),
  );
}
