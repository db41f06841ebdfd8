import { data } from "react-router";
import Stripe from "stripe";
import { BodyTooLargeError, readBody, WEBHOOK_MAX_BODY } from "~/.server/http/body";
import { retryAfter } from "~/.server/http/rate-limit";
import { logger } from "~/.server/logger";
import { applyStripeEvent } from "~/.server/payments/subscriptions";
import { payments, rateLimits } from "~/.server/services";
import * as policy from "~/lib/http/request-policy";
import type { Route } from "./+types/stripe-webhook";

export const requestPolicy: policy.RequestPolicy = {
  methods: policy.POST_ONLY,
  maxBodyBytes: policy.WEBHOOK_MAX_BODY,
  mediaTypes: ["application/json"],
};

/**
 * Stripe webhook: only events with a valid, fresh signature (Stripe's default
 * tolerance of 300 s) get through; anything else is a 400 that changes nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const limit = await rateLimits.check("webhook", context.clientIp);
  if (!limit.ok)
    return data({ error: "För många förfrågningar." }, { status: 429, headers: retryAfter(limit) });
  if (!payments.webhookSecret)
    return data({ error: "Webhooks är inte konfigurerade." }, { status: 503 });
  const signature = request.headers.get("stripe-signature");
  if (!signature) return data({ error: "Ogiltig signatur." }, { status: 400 });
  // The size is checked while reading, before the signature is computed over the body.
  let body: string;
  try {
    body = (await readBody(request, WEBHOOK_MAX_BODY)).toString("utf8");
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return data({ error: "Förfrågan är för stor." }, { status: 413 });
    return data({ error: "Förfrågan kunde inte läsas." }, { status: 400 });
  }

  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(body, signature, payments.webhookSecret);
  } catch (error) {
    logger.warn({ err: (error as Error).message }, "webhook signature refused");
    return data({ error: "Ogiltig signatur." }, { status: 400 });
  }
  const { db } = context.database;
  const outcome = await applyStripeEvent(
    db,
    event as unknown as Parameters<typeof applyStripeEvent>[1],
  );
  logger.info({ event: event.id, type: event.type, outcome }, "webhook event");
  // A refused event (dated implausibly far ahead) is not acknowledged: Stripe retries it.
  if (outcome === "refused") return data({ error: "Händelsen avvisades." }, { status: 400 });
  return data({ received: true, outcome });
}
