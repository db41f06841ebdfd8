import { rm } from "node:fs/promises";
import type { AppLoadContext } from "react-router";
import { logger } from "~/.server/logger";
import { MAX_IMAGE_BYTES } from "~/content/registration";
import { type FormMessage, HONEYPOT_FIELD } from "~/lib/forms/forms";
import { formFailure, type NewsletterReply, type RegistrationReply } from "~/lib/forms/replies";
import {
  NEWSLETTER_SOURCES,
  newsletterMessage,
  newsletterMessagesIn,
  newsletterSignupSchema,
} from "~/lib/newsletter/signup-form";
import {
  type RegistrationWords,
  registrationErrors,
  registrationRecordSchema,
  submittedRegistrationValues,
} from "~/lib/registrations/form";
import { isDatabaseUnavailable } from "../db/unavailable";
import {
  BodyTooLargeError,
  bodyProblem,
  TooManyFieldsError,
  UnsupportedMediaTypeError,
} from "../http/body";
import { type FormRefused, readForm } from "../http/form";
import { RATE_LIMIT_MESSAGE, retryAfter } from "../http/rate-limit";
import { requestLanguage, serverT } from "../i18n/catalogs";
import { subscribe } from "../newsletter/subscribers";
import { imageStore, rateLimits } from "../services";
import { isStorageFault } from "../uploads/storage";
import { factValues, readRegistrationFacts } from "./facts";
import { registerBusiness } from "./submit";

// The two public forms' actions: the same answer for a plain POST without JavaScript
// (a page) and for the enhanced form (React Router's data request).

export interface Handled<T> {
  status: number;
  body: T;
  headers?: Record<string, string>;
}

/** A refused newsletter form: the message on the address field and as the toast. */
const newsletterRefused = (
  message: FormMessage,
  status: number,
  values: Record<string, string> = {},
): FormRefused => ({
  ok: false,
  status,
  reply: formFailure({ email: message.title }, values, message),
});

export async function handleNewsletter(
  request: Request,
  { clientIp, database }: Pick<AppLoadContext, "clientIp" | "database">,
): Promise<Handled<NewsletterReply>> {
  const refuse = (message: FormMessage, status: number, values: Record<string, string> = {}) => {
    const refused = newsletterRefused(message, status, values);
    return { status: refused.status, body: refused.reply };
  };
  // The form posts to /newsletter in its page's language (issue 40): it answers in it.
  const language = requestLanguage(request);
  const t = serverT(language);
  const NEWSLETTER_MESSAGES = newsletterMessagesIn(t);
  const limit = await rateLimits.check("newsletter", clientIp);
  if (!limit.ok)
    return {
      ...refuse(
        language === "sv"
          ? RATE_LIMIT_MESSAGE
          : {
              title: t("newsletter.rateLimited.title"),
              description: t("newsletter.rateLimited.description"),
            },
        429,
      ),
      headers: retryAfter(limit),
    };
  const read = await readForm(request, newsletterSignupSchema, "newsletter", {
    unreadable: (error) => {
      if (error instanceof BodyTooLargeError)
        return newsletterRefused(NEWSLETTER_MESSAGES.tooLong, 413);
      const problem = bodyProblem(error);
      return newsletterRefused(
        problem.status === 400 ? NEWSLETTER_MESSAGES.invalid : { title: problem.message },
        problem.status,
      );
    },
    // A filled honeypot first, then the address: the spec's one message for it.
    screen: ({ fields }) =>
      fields[HONEYPOT_FIELD]
        ? newsletterRefused(NEWSLETTER_MESSAGES.failure, 400, { email: fields.email ?? "" })
        : undefined,
    invalid: (error, fields) =>
      newsletterRefused(newsletterMessage(error, NEWSLETTER_MESSAGES), 400, {
        email: fields.email ?? "",
      }),
  });
  if (!read.ok) return { status: read.status, body: read.reply };
  const values = { email: read.values.email ?? "" };
  try {
    const { db } = database;
    // Where the form was, recorded with the consent; anything else is "okänd".
    const source = read.value.source ?? "";
    const outcome = await subscribe(db, read.value.email, {
      source: (NEWSLETTER_SOURCES as readonly string[]).includes(source) ? source : undefined,
      language,
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

/**
 * A refused registration, the message leading; after parsing, the sent text comes back so a
 * page without JavaScript can refill the form.
 */
function registrationRefused(
  message: string,
  status: number,
  errors: Record<string, string> = { form: message },
  fields?: Record<string, string>,
): FormRefused {
  const values = fields ? { ...submittedRegistrationValues(fields), ...factValues(fields) } : {};
  return { ok: false, status, reply: formFailure(errors, values, { title: message }) };
}

/** A registration body that could not be read, in the form's words (the page's language). */
function registrationUnreadable(
  error: unknown,
  t: RegistrationWords,
  swedish: boolean,
): FormRefused {
  if (error instanceof BodyTooLargeError)
    return registrationRefused(t("image.tooLarge"), 413, { profile_image: t("image.tooLarge") });
  if (error instanceof UnsupportedMediaTypeError || error instanceof TooManyFieldsError) {
    // The HTTP layer's own Swedish words; another language gets the form's failure message.
    const problem = bodyProblem(error);
    return registrationRefused(swedish ? problem.message : t("form.failure"), problem.status);
  }
  if (isStorageFault(error)) {
    logger.error({ err: error, dir: imageStore.tempDir }, "upload folder not writable");
    const message = t("registration.uploadUnavailable");
    return registrationRefused(message, 503, { profile_image: message });
  }
  if ((error as Error).name === "RequestAbortedError")
    logger.info("registration abandoned by the client");
  else logger.warn({ err: error }, "registration body unreadable");
  return registrationRefused(t("form.failure"), 400);
}

export async function handleRegistration(
  request: Request,
  { clientIp, database }: Pick<AppLoadContext, "clientIp" | "database">,
): Promise<Handled<RegistrationReply>> {
  // The form posts to /submit-business in its page's language (issue 40): it answers in it.
  const language = requestLanguage(request);
  const t = serverT(language);
  const limit = await rateLimits.check("registration", clientIp);
  if (!limit.ok) {
    const refused = registrationRefused(
      language === "sv"
        ? `${RATE_LIMIT_MESSAGE.title}. ${RATE_LIMIT_MESSAGE.description}`
        : `${t("newsletter.rateLimited.title")}. ${t("newsletter.rateLimited.description")}`,
      429,
    );
    return { status: refused.status, body: refused.reply, headers: retryAfter(limit) };
  }
  const read = await readForm(request, registrationRecordSchema, "registration", {
    upload: {
      field: "profile_image",
      maxFileBytes: MAX_IMAGE_BYTES,
      maxFieldBytes: 32 * 1024,
      tempDir: imageStore.tempDir,
    },
    unreadable: (error) => registrationUnreadable(error, t, language === "sv"),
    // A filled honeypot, then a cut field, come before the fields' own errors.
    screen: ({ fields, oversizedFields }) => {
      if (fields[HONEYPOT_FIELD]) {
        logger.warn("registration honeypot filled");
        return registrationRefused(t("form.failure"), 400, undefined, fields);
      }
      const tooLong = oversizedFields.find((name) => name !== HONEYPOT_FIELD);
      if (!tooLong) return undefined;
      const message = t("registration.fieldTooLong");
      return registrationRefused(message, 400, { [tooLong]: message }, fields);
    },
    // Every field's error in the spec's order; the first is the toast.
    invalid: (error, fields) => {
      const { message, errors } = registrationErrors(error, t);
      return registrationRefused(message, 400, errors, fields);
    },
  });
  if (!read.ok) return { status: read.status, body: read.reply };
  // The optional hours and accessibility facts, beside the spec's fields.
  const facts = readRegistrationFacts(read.values, new Date(), t);
  if (!facts.ok) {
    if (read.file) await rm(read.file.tempPath, { force: true });
    const refused = registrationRefused(facts.message, 400, facts.errors, read.values);
    return { status: refused.status, body: refused.reply };
  }
  const { db } = database;
  const outcome = await registerBusiness(db, imageStore, { ...read, facts: facts.facts }, language);
  if (!outcome.ok) {
    const refused = registrationRefused(
      outcome.message,
      outcome.status,
      outcome.errors,
      read.values,
    );
    return { status: refused.status, body: refused.reply };
  }
  return {
    status: 200,
    body: {
      ok: true,
      message: { title: t("registration.success") },
      imageUrl: outcome.imageUrl,
    },
  };
}
