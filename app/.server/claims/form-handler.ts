import type { AppLoadContext } from "react-router";
import { logger } from "~/.server/logger";
import { type ClaimReply, claimSchema, claimWords, submittedClaimValues } from "~/lib/claims/form";
import { fieldErrors } from "~/lib/forms/fields";
import { HONEYPOT_FIELD } from "~/lib/forms/forms";
import { formFailure } from "~/lib/forms/replies";
import { isDatabaseUnavailable } from "../db/unavailable";
import { formRefused, readForm } from "../http/form";
import { retryAfter } from "../http/rate-limit";
import { requestLanguage, serverT } from "../i18n/catalogs";
import { rateLimits } from "../services";
import { submitClaim } from "./claims";

// The claim form's action (issue 24, point 5): the same answer for a plain POST
// without JavaScript (a page) and for the enhanced form (React Router's data request).

export interface HandledClaim {
  status: number;
  body: ClaimReply;
  headers?: Record<string, string>;
}

/** Limited per client, read within its limit, checked with the form's schema, stored. */
export async function handleClaim(
  request: Request,
  { clientIp, database }: Pick<AppLoadContext, "clientIp" | "database">,
  slug: string,
): Promise<HandledClaim> {
  const fail = (
    status: number,
    errors: Record<string, string>,
    values: Record<string, string> = {},
    message?: string,
  ): HandledClaim => ({
    status,
    body: formFailure(errors, values, message ? { title: message } : undefined),
  });
  // The form posts to its page in the page's language (issue 40): it answers in it, and
  // the claimant's mails are in it.
  const language = requestLanguage(request);
  const t = serverT(language);
  const words = claimWords(t);
  const limit = await rateLimits.check("claim", clientIp);
  if (!limit.ok) {
    return { ...fail(429, { form: t("form.rateLimited") }), headers: retryAfter(limit) };
  }
  const read = await readForm(request, claimSchema, "claim", {
    screen: ({ fields }) => {
      if (!fields[HONEYPOT_FIELD]) return undefined;
      logger.warn("claim honeypot filled");
      return formRefused(400, words("claimForm.failure"), submittedClaimValues(fields));
    },
    // Every field's error, and the form's own message to lead with.
    invalid: (error, fields) =>
      formRefused(400, fieldErrors(error, words), submittedClaimValues(fields), {
        title: words("claimForm.invalid"),
      }),
  });
  if (!read.ok) return { status: read.status, body: read.reply };
  const values = submittedClaimValues(read.values);
  try {
    const { db } = database;
    const outcome = await submitClaim(db, slug, read.value, Date.now(), language);
    if (!outcome.ok) return fail(409, { form: words("claimForm.duplicate") }, values);
    return { status: 200, body: { ok: true, message: { title: words("claimForm.sent") } } };
  } catch (error) {
    // The database away (issue 25): the server's Swedish 503, like every request then.
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error }, "claim could not be stored");
    return fail(500, { form: words("claimForm.failure") }, values);
  }
}
