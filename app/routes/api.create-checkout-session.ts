import { data } from "react-router";
import { BodyTooLargeError } from "~/.server/multipart";
import { CHECKOUT_FAILED, CheckoutError, createCheckoutSession } from "~/.server/payments";
import { database, formRateLimiter, payments, stripe } from "~/.server/services";
import { readSmallForm } from "~/.server/small-form";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/api.create-checkout-session";

/** POST {plan, priceId} (JSON or form) -> {url}. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!formRateLimiter.allow(`checkout:${context.clientIp}`)) {
    return data({ error: "För många försök. Vänta en minut och försök igen." }, { status: 429 });
  }
  let input: { plan: unknown; priceId: unknown };
  try {
    if ((request.headers.get("content-type") ?? "").includes("application/json")) {
      const text = await request.text();
      if (text.length > 2048) throw new BodyTooLargeError();
      input = JSON.parse(text);
    } else {
      const form = await readSmallForm(request, 2048);
      input = { plan: form.get("plan"), priceId: form.get("priceId") };
    }
  } catch {
    return data({ error: "Ogiltig förfrågan." }, { status: 400 });
  }
  try {
    const { db } = await database();
    const origin = new URL(request.url).origin;
    return data(await createCheckoutSession(input ?? {}, origin, { config: payments, db, stripe }));
  } catch (error) {
    if (error instanceof CheckoutError)
      return data({ error: error.message }, { status: error.status });
    logger.error({ err: error }, "checkout session failed");
    return data({ error: CHECKOUT_FAILED }, { status: 502 });
  }
}
