import type { AppLoadContext } from "react-router";
import { logger } from "~/.server/logger";
import { fieldErrors } from "~/lib/forms/fields";
import { HONEYPOT_FIELD } from "~/lib/forms/forms";
import { type FormFailure, formFailure } from "~/lib/forms/replies";
import { REVIEW_MESSAGES, reviewSchema, submittedReviewValues } from "~/lib/reviews/form";
import { isDatabaseUnavailable } from "../db/unavailable";
import { formRefused, readForm } from "../http/form";
import { RATE_LIMIT_MESSAGE, retryAfter } from "../http/rate-limit";
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
  "own-place": [403, REVIEW_MESSAGES.ownPlace],
  operator: [403, REVIEW_MESSAGES.operator],
  "too-many": [429, REVIEW_MESSAGES.tooMany],
  missing: [404, "Företaget finns inte i guiden."],
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
  const limit = await rateLimits.check("review", clientIp);
  if (!limit.ok) {
    const message = `${RATE_LIMIT_MESSAGE.title}. ${RATE_LIMIT_MESSAGE.description}`;
    return { ...fail(429, { form: message }), headers: retryAfter(limit) };
  }
  const read = await readForm(request, reviewSchema, "review", {
    screen: ({ fields }) => {
      if (!fields[HONEYPOT_FIELD]) return undefined;
      logger.warn("review honeypot filled");
      return formRefused(400, REVIEW_MESSAGES.failure, submittedReviewValues(fields));
    },
    invalid: (error, fields) =>
      formRefused(400, fieldErrors(error), submittedReviewValues(fields), {
        title: REVIEW_MESSAGES.invalid,
      }),
  });
  if (!read.ok) return { status: read.status, body: read.reply };
  const values = submittedReviewValues(read.values);
  try {
    const outcome = await submitReview(database.db, slug, read.value, now, clientIp);
    if (!outcome.ok) {
      const [status, message] = REFUSALS[outcome.kind];
      return fail(status, { form: message }, values);
    }
    return { status: 200, body: { ok: true } };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error }, "review could not be stored");
    return fail(500, { form: REVIEW_MESSAGES.failure }, values);
  }
}
