import { data } from "react-router";
import { bodyProblem, CHECKOUT_MAX_BODY, mediaType, readBody } from "~/.server/http/body";
import { readForm } from "~/.server/http/form";
import { retryAfter } from "~/.server/http/rate-limit";
import { logger } from "~/.server/logger";
import { CHECKOUT_FAILED, CheckoutError, createCheckoutSession } from "~/.server/payments/payments";
import { env, payments, rateLimits, stripe } from "~/.server/services";
import { failureMessage } from "~/lib/forms/replies";
import * as policy from "~/lib/http/request-policy";
import { checkoutFormSchema } from "~/lib/plans/checkout-form";
import type { Route } from "./+types/create-checkout-session";

export const requestPolicy: policy.RequestPolicy = {
  methods: policy.POST_ONLY,
  maxBodyBytes: policy.CHECKOUT_MAX_BODY,
  mediaTypes: ["application/json", ...policy.FORM_TYPES],
};

type CheckoutInput = { plan: unknown; priceId: unknown; business: unknown; language: unknown };

type ReadInput = { ok: true; input: CheckoutInput } | { ok: false; status: number; error: string };

/** The JSON body, or the form read like every form (readForm). */
async function readInput(request: Request): Promise<ReadInput> {
  if (mediaType(request) === "application/json") {
    try {
      const parsed: unknown = JSON.parse((await readBody(request, CHECKOUT_MAX_BODY)).toString());
      const object = (parsed ?? {}) as Record<string, unknown>;
      return {
        ok: true,
        input: {
          plan: object.plan,
          priceId: object.priceId,
          business: object.business,
          language: object.language,
        },
      };
    } catch (error) {
      const problem = bodyProblem(error);
      return { ok: false, status: problem.status, error: problem.message };
    }
  }
  const read = await readForm(request, checkoutFormSchema, "checkout");
  if (!read.ok) return { ok: false, status: read.status, error: failureMessage(read.reply).title };
  const { plan, priceId, business, language } = read.value;
  return { ok: true, input: { plan, priceId, business, language } };
}

/** POST {plan, priceId} (JSON or form) -> {url}. */
export async function action({ request, context }: Route.ActionArgs) {
  const limit = await rateLimits.check("checkout", context.clientIp);
  if (!limit.ok) {
    return data(
      { error: "För många försök. Vänta en minut och försök igen." },
      { status: 429, headers: retryAfter(limit) },
    );
  }
  const read = await readInput(request);
  if (!read.ok) return data({ error: read.error }, { status: read.status });
  try {
    const { db } = context.database;
    return data(
      await createCheckoutSession(read.input, env.publicUrl.origin, {
        config: payments,
        db,
        stripe,
      }),
    );
  } catch (error) {
    if (error instanceof CheckoutError)
      return data({ error: error.message }, { status: error.status });
    logger.error({ err: error }, "checkout session failed");
    return data({ error: CHECKOUT_FAILED }, { status: 502 });
  }
}
