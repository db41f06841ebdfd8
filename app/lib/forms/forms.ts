// zod/mini: the same schemas, a fraction of the bytes in the browser bundle.
import * as z from "zod/mini";

// What the public forms share (the newsletter's in app/lib/newsletter/signup-form.ts, the
// registration's in app/lib/registrations/form.ts, the claim's in app/lib/claims/form.ts):
// a toast's message, the honeypot, and text as it is stored, cleaned of what never
// belongs in it. Shared by the browser (instant toasts) and the route actions.

export interface FormMessage {
  title: string;
  description?: string;
}

/** Name of the hidden honeypot field: people never fill it, bots often do. */
export const HONEYPOT_FIELD = "website";

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
export function cleanText(
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
export function withoutInvisible(value: unknown): string {
  return typeof value === "string" ? value.replace(INVISIBLE, "").trim() : "";
}

export const UNREADABLE_TEXT =
  "Texten innehåller tecken som inte kunde läsas. Kontrollera texten och försök igen.";

/**
 * A text field as it is stored (cleaned first, so the length limits apply to the stored
 * text), refusing U+FFFD: it stands where the browser sent bytes that are not UTF-8.
 */
export const cleanedText = (
  kind: "single-line" | "multi-line",
  max: number,
  label: string,
  required?: string,
) =>
  cleanedTextWith(kind, max, {
    unreadable: UNREADABLE_TEXT,
    required,
    tooLong: `${label} får vara högst ${max} tecken.`,
  });

/** cleanedText with each message given (a form whose messages are catalog ids). */
export const cleanedTextWith = (
  kind: "single-line" | "multi-line",
  max: number,
  messages: { unreadable: string; required?: string; tooLong: string },
) =>
  z.pipe(
    z.transform((value: unknown) => cleanText(value as FormDataEntryValue | undefined, kind)),
    z.string().check(
      z.refine((value) => !value.includes("\uFFFD"), messages.unreadable),
      ...(messages.required ? [z.minLength(1, messages.required)] : []),
      z.maxLength(max, messages.tooLong),
    ),
  );

/** Spec 8: any other failure of the registration. */
export const SUBMIT_FAILURE = "Ett fel uppstod när formuläret skulle skickas";
