import { data } from "react-router";
import { bodyProblem, CHECKOUT_MAX_BODY, mediaType, readBody } from "~/.server/http/body";
import { readFormFields } from "~/.server/http/form";
import { retryAfter } from "~/.server/http/rate-limit";
import { logger } from "~/.server/logger";
import { CHECKOUT_FAILED, CheckoutError, createCheckoutSession } from "~/.server/payments/payments";
import { database, env, payments, rateLimits, stripe } from "~/.server/services";
import * as policy from "~/lib/request-policy";
import type { Route } from "./+types/create-checkout-session";

export const requestPolicy: policy.RequestPolicy = {
  methods: policy.POST_ONLY,
  maxBodyBytes: policy.CHECKOUT_MAX_BODY,
  mediaTypes: ["application/json", ...policy.FORM_TYPES],
};

type CheckoutInput = { plan: unknown; priceId: unknown; business: unknown };

async function readInput(request: Request): Promise<CheckoutInput> {
  if (mediaType(request) === "application/json") {
    const parsed: unknown = JSON.parse((await readBody(request, CHECKOUT_MAX_BODY)).toString());
    const object = (parsed ?? {}) as Record<string, unknown>;
    return { plan: object.plan, priceId: object.priceId, business: object.business };
  }
  const form = (await readFormFields(request, "checkout")).fields;
  return { plan: form.plan, priceId: form.priceId, business: form.business };
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
  let input: CheckoutInput;
  try {
    input = await readInput(request);
  } catch (error) {
    const problem = bodyProblem(error);
    return data({ error: problem.message }, { status: problem.status });
  }
  try {
    const { db } = await database();
    return data(
      await createCheckoutSession(input, env.publicUrl.origin, { config: payments, db, stripe }),
    );
  } catch (error) {
    if (error instanceof CheckoutError)
      return data({ error: error.message }, { status: error.status });
    logger.error({ err: error }, "checkout session failed");
    return data({ error: CHECKOUT_FAILED }, { status: 502 });
  }
}
