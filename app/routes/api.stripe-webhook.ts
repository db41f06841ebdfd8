import { data } from "react-router";
import Stripe from "stripe";
import { database, payments } from "~/.server/services";
import { applyStripeEvent } from "~/.server/subscriptions";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/api.stripe-webhook";

const MAX_BODY_BYTES = 512 * 1024;

/**
 * Stripe webhook: only events with a valid, fresh signature (Stripe's default
 * tolerance of 300 s) get through; anything else is a 400 that changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  if (!payments.webhookSecret)
    return data({ error: "Webhooks är inte konfigurerade." }, { status: 503 });
  const signature = request.headers.get("stripe-signature");
  const body = await request.text();
  if (!signature || body.length > MAX_BODY_BYTES)
    return data({ error: "Ogiltig signatur." }, { status: 400 });

  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(body, signature, payments.webhookSecret);
  } catch (error) {
    logger.warn({ err: (error as Error).message }, "webhook signature refused");
    return data({ error: "Ogiltig signatur." }, { status: 400 });
  }
  const { db } = await database();
  const outcome = await applyStripeEvent(
    db,
    event as unknown as Parameters<typeof applyStripeEvent>[1],
  );
  logger.info({ event: event.id, type: event.type, outcome }, "webhook event");
  return data({ received: true, outcome });
}
