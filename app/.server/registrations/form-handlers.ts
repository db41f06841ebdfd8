import { logger } from "~/.server/logger";
import { MAX_IMAGE_BYTES } from "~/content/registration";
import { formFailure, type NewsletterReply, type RegistrationReply } from "~/lib/form-replies";
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
import { isDatabaseUnavailable } from "../db/unavailable";
import {
  BodyTooLargeError,
  bodyProblem,
  TooManyFieldsError,
  UnsupportedMediaTypeError,
} from "../http/body";
import { readFormFields } from "../http/form";
import type { ParsedForm } from "../http/multipart";
import { RATE_LIMIT_MESSAGE, retryAfter } from "../http/rate-limit";
import { subscribe } from "../newsletter/subscribers";
import { database, imageStore, rateLimits } from "../services";
import { isStorageFault } from "../uploads/storage";
import { registerBusiness } from "./submit";

// The two public forms' actions: the same answer for a plain POST without JavaScript
// (a page) and for the enhanced form (React Router's data request).

export interface Handled<T> {
  status: number;
  body: T;
  headers?: Record<string, string>;
}

const UPLOAD_UNAVAILABLE =
  "Bilduppladdning misslyckades: bilder kan inte tas emot just nu. Försök igen senare.";
export const REGISTRATION_SUCCESS = "Tack! Din registrering har skickats.";

export async function handleNewsletter(
  request: Request,
  clientIp: string,
): Promise<Handled<NewsletterReply>> {
  const refuse = (message: FormMessage, status: number, values: Record<string, string> = {}) => ({
    status,
    body: formFailure({ email: message.title }, values, message),
  });
  const limit = await rateLimits.check("newsletter", clientIp);
  if (!limit.ok) return { ...refuse(RATE_LIMIT_MESSAGE, 429), headers: retryAfter(limit) };
  let fields: Record<string, string>;
  try {
    fields = (await readFormFields(request, "newsletter")).fields;
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(NEWSLETTER_MESSAGES.tooLong, 413);
    const problem = bodyProblem(error);
    return refuse(
      problem.status === 400 ? NEWSLETTER_MESSAGES.invalid : { title: problem.message },
      problem.status,
    );
  }
  const values = { email: fields.email ?? "" };
  if (fields[HONEYPOT_FIELD]) return refuse(NEWSLETTER_MESSAGES.failure, 400, values);

  const validation = validateNewsletter({ email: fields.email });
  if (!validation.ok) return refuse(validation.message, 400, values);
  try {
    const { db } = await database();
    // Where the form was, recorded with the consent; anything else is "okänd".
    const source = fields.source ?? "";
    const outcome = await subscribe(db, validation.email, {
      source: (NEWSLETTER_SOURCES as readonly string[]).includes(source) ? source : undefined,
    });
    const duplicate = outcome !== "created";
    return {
      status: 200,
      body: {
        ok: true,
        duplicate,
        message: duplicate ? NEWSLETTER_MESSAGES.duplicate : NEWSLETTER_MESSAGES.success,
      },
    };
  } catch (error) {
    // The database away: the server's 503 page ("try again soon"), not a failure message.
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error }, "newsletter signup failed");
    return refuse(NEWSLETTER_MESSAGES.failure, 500, values);
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
    errors: Record<string, string> = { form: message },
    fields?: Record<string, string>,
  ) => ({
    status,
    body: formFailure(errors, fields ? submittedRegistrationValues(fields) : {}, {
      title: message,
    }),
  });
  const limit = await rateLimits.check("registration", clientIp);
  if (!limit.ok) {
    return {
      ...fail(`${RATE_LIMIT_MESSAGE.title}. ${RATE_LIMIT_MESSAGE.description}`, 429),
      headers: retryAfter(limit),
    };
  }
  let form: ParsedForm;
  try {
    form = await readFormFields(request, "registration", {
      field: "profile_image",
      maxFileBytes: MAX_IMAGE_BYTES,
      maxFieldBytes: 32 * 1024,
      tempDir: imageStore.tempDir,
    });
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return fail(IMAGE_MESSAGES.tooLarge, 413, { profile_image: IMAGE_MESSAGES.tooLarge });
    if (error instanceof UnsupportedMediaTypeError || error instanceof TooManyFieldsError)
      return fail(bodyProblem(error).message, bodyProblem(error).status);
    if (isStorageFault(error)) {
      logger.error({ err: error, dir: imageStore.tempDir }, "upload folder not writable");
      return fail(UPLOAD_UNAVAILABLE, 503, { profile_image: UPLOAD_UNAVAILABLE });
    }
    if ((error as Error).name === "RequestAbortedError")
      logger.info("registration abandoned by the client");
    else logger.warn({ err: error }, "registration body unreadable");
    return fail(SUBMIT_FAILURE, 400);
  }
  const { db } = await database();
  const outcome = await registerBusiness(db, imageStore, form);
  if (!outcome.ok) return fail(outcome.message, outcome.status, outcome.errors, form.fields);
  return {
    status: 200,
    body: { ok: true, message: { title: REGISTRATION_SUCCESS }, imageUrl: outcome.imageUrl },
  };
}
