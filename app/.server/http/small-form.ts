import {
  FORM_TYPES,
  MAX_FORM_FIELDS,
  mediaType,
  parseUrlEncoded,
  readBody,
  requireMediaType,
  TooManyFieldsError,
} from "./body";

/**
 * Reads a small urlencoded or multipart form, refusing bodies over maxBytes without
 * reading them whole, other media types (415) and more than MAX_FORM_FIELDS fields.
 */
export async function readSmallForm(request: Request, maxBytes: number): Promise<FormData> {
  requireMediaType(request, FORM_TYPES);
  const body = await readBody(request, maxBytes);
  if (mediaType(request) === "application/x-www-form-urlencoded") {
    const form = new FormData();
    for (const [name, value] of Object.entries(parseUrlEncoded(body))) form.set(name, value);
    return form;
  }
  const form = await new Response(new Uint8Array(body), {
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  }).formData();
  if ([...form.keys()].length > MAX_FORM_FIELDS) throw new TooManyFieldsError();
  return form;
}
