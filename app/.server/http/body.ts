// Request bodies are read as streams and counted as they arrive: nothing larger
// than the endpoint's limit is ever buffered, and the count starts before the first
// byte is kept (a declared Content-Length over the limit is refused unread).

// Body limits per endpoint: declared with the routes' request policies
// (app/lib/http/request-policy.ts, applied before any route code), re-exported for the actions.
export {
  ADMIN_MAX_BODY,
  CHECKOUT_MAX_BODY,
  CSV_IMPORT_MAX_BODY,
  CSV_IMPORT_MAX_FILE_BYTES,
  DEMO_CHECKOUT_MAX_BODY,
  FORM_TYPES,
  NEWSLETTER_MAX_BODY,
  PLACE_FORM_MAX_BODY,
  REGISTRATION_MAX_BODY,
  SIGN_IN_MAX_BODY,
  SMALL_FORM_MAX_BODY,
  TRANSLATIONS_MAX_BODY,
  WEBHOOK_MAX_BODY,
} from "~/lib/http/request-policy";

export class BodyTooLargeError extends Error {
  constructor() {
    super("request body too large");
  }
}
/** A form with more fields or parts than any real form of ours has. */
export class TooManyFieldsError extends Error {
  constructor() {
    super("too many form fields");
  }
}
/** A body of a type the endpoint does not take (JSON or text to a form endpoint). */
export class UnsupportedMediaTypeError extends Error {
  constructor() {
    super("unsupported media type");
  }
}

/**
 * The most fields any of our forms has, with room to spare: the day-by-day hours editor
 * posts 42 times, up to 20 dated exceptions of 4 fields and its rules (about 130), and the
 * registration carries it beside its own fields and the accessibility answers.
 */
export const MAX_FORM_FIELDS = 160;

export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

export function requireMediaType(request: Request, accepted: string[]) {
  if (!accepted.includes(mediaType(request))) throw new UnsupportedMediaTypeError();
}

/** Reads the whole body, refusing it (unread) past maxBytes. */
export async function readBody(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new BodyTooLargeError();
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** An urlencoded body as fields, with the number of fields capped. */
export function parseUrlEncoded(body: Buffer): Record<string, string> {
  const params = new URLSearchParams(body.toString("utf8"));
  const fields: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of params) {
    if (++count > MAX_FORM_FIELDS) throw new TooManyFieldsError();
    fields[name] = value;
  }
  return fields;
}

/** The answer to a body that could not be read: status and a Swedish message. */
export function bodyProblem(error: unknown): { status: 400 | 413 | 415; message: string } {
  if (error instanceof BodyTooLargeError) return { status: 413, message: "Förfrågan är för stor." };
  if (error instanceof TooManyFieldsError)
    return { status: 413, message: "Formuläret innehåller för många fält." };
  if (error instanceof UnsupportedMediaTypeError)
    return { status: 415, message: "Formatet på förfrågan stöds inte." };
  return { status: 400, message: "Formuläret kunde inte läsas. Försök igen." };
}
