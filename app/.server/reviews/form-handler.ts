import type { AppLoadContext } from "react-router";
import { logger } from "~/.server/logger";
import { fieldErrors } from "~/lib/forms/fields";
import { HONEYPOT_FIELD } from "~/lib/forms/forms";
import { type FormFailure, formFailure } from "~/lib/forms/replies";
import { reviewSchema, reviewWords, submittedReviewValues } from "~/lib/reviews/form";
import { isDatabaseUnavailable } from "../db/unavailable";
import { formRefused, readForm } from "../http/form";
import { retryAfter } from "../http/rate-limit";
import { requestLanguage, serverT } from "../i18n/catalogs";
import { rateLimits } from "../services";
import { submitReview } from "./reviews";

// The review form's action (issue 39, point 1): limited per client, read within its
// limit, checked with the form's schema, stored unconfirmed with its confirmation mail.

export type ReviewReply = { ok: true } | FormFailure;

export interface HandledReview {
  status: number;
  body: ReviewReply;
  headers?: Record<string, string>;
}

const REFUSALS = {
  "own-place": [403, "reviewForm.ownPlace"],
  operator: [403, "reviewForm.operator"],
  "too-many": [429, "reviewForm.tooMany"],
  missing: [404, "reviewForm.missing"],
} as const;

export async function handleReview(
  request: Request,
  { clientIp, database }: Pick<AppLoadContext, "clientIp" | "database">,
  slug: string,
  now: number = Date.now(),
): Promise<HandledReview> {
  const fail = (
    status: number,
    errors: Record<string, string>,
    values: Record<string, string> = {},
    message?: string,
  ): HandledReview => ({
    status,
    body: formFailure(errors, values, message ? { title: message } : undefined),
  });
  // The form posts to its page in the page's language (issue 40): it answers in it, and
  // the review's mails are in it.
  const language = requestLanguage(request);
  const t = serverT(language);
  const words = reviewWords(t);
  const limit = await rateLimits.check("review", clientIp);
  if (!limit.ok) {
    return { ...fail(429, { form: t("form.rateLimited") }), headers: retryAfter(limit) };
  }
  const read = await readForm(request, reviewSchema, "review", {
    screen: ({ fields }) => {
      if (!fields[HONEYPOT_FIELD]) return undefined;
      logger.warn("review honeypot filled");
      return formRefused(400, words("reviewForm.failure"), submittedReviewValues(fields));
    },
    invalid: (error, fields) =>
      formRefused(400, fieldErrors(error, words), submittedReviewValues(fields), {
        title: words("reviewForm.invalid"),
      }),
  });
  if (!read.ok) return { status: read.status, body: read.reply };
  const values = submittedReviewValues(read.values);
  try {
    const outcome = await submitReview(database.db, slug, read.value, now, clientIp, language);
    if (!outcome.ok) {
      const [status, id] = REFUSALS[outcome.kind];
      return fail(status, { form: words(id) }, values);
    }
    return { status: 200, body: { ok: true } };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error }, "review could not be stored");
    return fail(500, { form: words("reviewForm.failure") }, values);
  }
}
