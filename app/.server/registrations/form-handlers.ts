import { MAX_IMAGE_BYTES } from "~/content/registration";
import type { NewsletterReply, RegistrationReply } from "~/lib/form-replies";
import {
  type FormMessage,
  HONEYPOT_FIELD,
  IMAGE_MESSAGES,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SOURCES,
  SUBMIT_FAILURE,
  submittedRegistrationValues,
  validateNewsletter,
} from "~/lib/forms";
import { logger } from "~/lib/logger.server";
import {
  BodyTooLargeError,
  NEWSLETTER_MAX_BODY,
  REGISTRATION_MAX_BODY,
  TooManyFieldsError,
  UnsupportedMediaTypeError,
} from "../http/body";
import { parseMultipart } from "../http/multipart";
import { RATE_LIMIT_MESSAGE, retryAfter } from "../http/rate-limit";
import { readSmallForm } from "../http/small-form";
import { subscribe } from "../newsletter/subscribers";
import { database, imageStore, rateLimits } from "../services";
import { isStorageFault } from "../uploads/storage";
import { registerBusiness } from "./submit";

// The two public forms' server side, shared by the page routes (plain POST, no
// JavaScript) and the JSON endpoints the enhanced forms call.

export interface Handled<T> {
  status: number;
  body: T;
  headers?: Record<string, string>;
}

const BAD_FORMAT = "Formatet på förfrågan stöds inte.";
const TOO_MANY_FIELDS = "Formuläret innehåller för många fält.";

const UPLOAD_UNAVAILABLE =
  "Bilduppladdning misslyckades: bilder kan inte tas emot just nu. Försök igen senare.";
export const REGISTRATION_SUCCESS = "Tack! Din registrering har skickats.";

export async function handleNewsletter(
  request: Request,
  clientIp: string,
): Promise<Handled<NewsletterReply>> {
  const reply = (status: NewsletterReply["status"], message: FormMessage, httpStatus = 200) => ({
    status: httpStatus,
    body: { status, message },
  });
  const limit = await rateLimits.check("newsletter", clientIp);
  if (!limit.ok)
    return { ...reply("invalid", RATE_LIMIT_MESSAGE, 429), headers: retryAfter(limit) };
  let form: FormData;
  try {
    form = await readSmallForm(request, NEWSLETTER_MAX_BODY);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return reply("invalid", NEWSLETTER_MESSAGES.tooLong, 413);
    if (error instanceof UnsupportedMediaTypeError)
      return reply("invalid", { title: BAD_FORMAT }, 415);
    if (error instanceof TooManyFieldsError)
      return reply("invalid", { title: TOO_MANY_FIELDS }, 413);
    return reply("invalid", NEWSLETTER_MESSAGES.invalid, 400);
  }
  if (form.get(HONEYPOT_FIELD)) return reply("invalid", NEWSLETTER_MESSAGES.failure, 400);

  const validation = validateNewsletter({ email: form.get("email") });
  if (!validation.ok) return reply("invalid", validation.message, 400);
  try {
    const { db } = await database();
    // Where the form was, recorded with the consent; anything else is "okänd".
    const source = String(form.get("source") ?? "");
    const outcome = await subscribe(db, validation.email, {
      source: (NEWSLETTER_SOURCES as readonly string[]).includes(source) ? source : undefined,
    });
    return outcome === "created"
      ? reply("success", NEWSLETTER_MESSAGES.success)
      : reply("duplicate", NEWSLETTER_MESSAGES.duplicate);
  } catch (error) {
    logger.error({ err: error }, "newsletter signup failed");
    return reply("error", NEWSLETTER_MESSAGES.failure, 500);
  }
}

export async function handleRegistration(
  request: Request,
  clientIp: string,
): Promise<Handled<RegistrationReply>> {
  // After parsing, the sent text comes back so a page without JavaScript can refill the form.
  const fail = (
    message: string,
    status: number,
    field?: string,
    fields?: Record<string, string>,
  ) => ({
    status,
    body: {
      ok: false as const,
      message,
      field,
      values: fields ? submittedRegistrationValues(fields) : undefined,
    },
  });
  const limit = await rateLimits.check("registration", clientIp);
  if (!limit.ok) {
    return {
      ...fail(`${RATE_LIMIT_MESSAGE.title}. ${RATE_LIMIT_MESSAGE.description}`, 429),
      headers: retryAfter(limit),
    };
  }
  let form: Awaited<ReturnType<typeof parseMultipart>>;
  try {
    form = await parseMultipart(request, {
      fileField: "profile_image",
      maxFileBytes: MAX_IMAGE_BYTES,
      maxFieldBytes: 32 * 1024,
      maxBodyBytes: REGISTRATION_MAX_BODY,
      tempDir: imageStore.tempDir,
    });
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return fail(IMAGE_MESSAGES.tooLarge, 413, "profile_image");
    if (error instanceof UnsupportedMediaTypeError) return fail(BAD_FORMAT, 415);
    if (error instanceof TooManyFieldsError) return fail(TOO_MANY_FIELDS, 413);
    if (isStorageFault(error)) {
      logger.error({ err: error, dir: imageStore.tempDir }, "upload folder not writable");
      return fail(UPLOAD_UNAVAILABLE, 503, "profile_image");
    }
    if ((error as Error).name === "RequestAbortedError")
      logger.info("registration abandoned by the client");
    else logger.warn({ err: error }, "registration body unreadable");
    return fail(SUBMIT_FAILURE, 400);
  }
  const { db } = await database();
  const outcome = await registerBusiness(db, imageStore, form);
  if (!outcome.ok) return fail(outcome.message, outcome.status, outcome.field, form.fields);
  return {
    status: 200,
    body: { ok: true, message: REGISTRATION_SUCCESS, imageUrl: outcome.imageUrl },
  };
}
