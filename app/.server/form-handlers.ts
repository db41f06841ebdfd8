import { MAX_IMAGE_BYTES } from "~/content/registration";
import type { NewsletterReply, RegistrationReply } from "~/lib/form-replies";
import {
  type FormMessage,
  HONEYPOT_FIELD,
  IMAGE_MESSAGES,
  NEWSLETTER_MESSAGES,
  SUBMIT_FAILURE,
  validateNewsletter,
} from "~/lib/forms";
import { logger } from "~/lib/logger.server";
import { BodyTooLargeError, parseMultipart } from "./multipart";
import { subscribe } from "./newsletter";
import { RATE_LIMIT_MESSAGE } from "./rate-limit";
import { registerBusiness } from "./registration";
import { database, formRateLimiter, imageStore } from "./services";
import { readSmallForm } from "./small-form";

// The two public forms' server side, shared by the page routes (plain POST, no
// JavaScript) and the JSON endpoints the enhanced forms call.

export interface Handled<T> {
  status: number;
  body: T;
}

const NEWSLETTER_MAX_BODY = 4 * 1024;
/** The whole registration may hold the 5 MB image plus text fields and multipart overhead. */
const REGISTRATION_MAX_BODY = MAX_IMAGE_BYTES + 256 * 1024;
export const REGISTRATION_SUCCESS = "Tack! Din registrering har skickats.";

export async function handleNewsletter(
  request: Request,
  clientIp: string,
): Promise<Handled<NewsletterReply>> {
  const reply = (status: NewsletterReply["status"], message: FormMessage, httpStatus = 200) => ({
    status: httpStatus,
    body: { status, message },
  });
  if (!formRateLimiter.allow(`newsletter:${clientIp}`))
    return reply("invalid", RATE_LIMIT_MESSAGE, 429);
  let form: FormData;
  try {
    form = await readSmallForm(request, NEWSLETTER_MAX_BODY);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return reply("invalid", NEWSLETTER_MESSAGES.tooLong, 413);
    return reply("invalid", NEWSLETTER_MESSAGES.invalid, 400);
  }
  if (form.get(HONEYPOT_FIELD)) return reply("invalid", NEWSLETTER_MESSAGES.failure, 400);

  const validation = validateNewsletter({ email: form.get("email") });
  if (!validation.ok) return reply("invalid", validation.message, 400);
  try {
    const { db } = await database();
    const outcome = await subscribe(db, validation.email);
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
  const fail = (message: string, status: number, field?: string) => ({
    status,
    body: { ok: false as const, message, field },
  });
  if (!formRateLimiter.allow(`registration:${clientIp}`)) {
    return fail(`${RATE_LIMIT_MESSAGE.title}. ${RATE_LIMIT_MESSAGE.description}`, 429);
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
    logger.warn({ err: error }, "registration body unreadable");
    return fail(SUBMIT_FAILURE, 400);
  }
  const { db } = await database();
  const outcome = await registerBusiness(db, imageStore, form);
  if (!outcome.ok) return fail(outcome.message, outcome.status, outcome.field);
  return {
    status: 200,
    body: { ok: true, message: REGISTRATION_SUCCESS, imageUrl: outcome.imageUrl },
  };
}
