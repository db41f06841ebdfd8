import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { bool } from "../db/db";
import type { Database } from "../db/schema";
import { applyStripeEvent, type StripeEventLike } from "./subscriptions";

const token = (prefix: string) => `${prefix}_demo_${randomBytes(10).toString("hex")}`;

export async function findOpenDemoSession(db: Kysely<Database>, id: string) {
  return db
    .selectFrom("demo_checkout_sessions")
    .selectAll()
    .where("id", "=", id)
    .where("completed", "=", bool(false))
    .executeTakeFirst();
}

/**
 * 'Pays' a demo checkout: emits the events Stripe sends for a new subscription with
 * a free trial and applies them through the webhook's own code (applyStripeEvent).
 * The session is claimed first, in one statement, so of two completions at once only
 * one creates a subscription; false for the other (and for a completed session).
 */
export async function completeDemoCheckout(
  db: Kysely<Database>,
  session: { id: string; plan_type: string; business_slug: string | null },
  email: string,
  trialDays: number,
): Promise<boolean> {
  const claim = await db
    .updateTable("demo_checkout_sessions")
    .set({ completed: bool(true) })
    .where("id", "=", session.id)
    .where("completed", "=", bool(false))
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) !== 1) return false;
  const now = Math.floor(Date.now() / 1000);
  const customer = token("cus");
  const subscription = token("sub");
  const trialEnd = now + trialDays * 24 * 60 * 60;
  // As Stripe's: the business on the session and the subscription (see payments.ts).
  const metadata = session.business_slug
    ? { plan: session.plan_type, business_id: session.business_slug }
    : { plan: session.plan_type };
  const events: StripeEventLike[] = [
    {
      id: token("evt"),
      type: "customer.subscription.created",
      created: now,
      data: {
        object: {
          id: subscription,
          object: "subscription",
          customer,
          status: "trialing",
          trial_end: trialEnd,
          metadata,
        },
      },
    },
    {
      id: token("evt"),
      type: "checkout.session.completed",
      created: now,
      data: {
        object: {
          id: session.id,
          object: "checkout.session",
          mode: "subscription",
          customer,
          subscription,
          customer_details: { email },
          metadata,
          client_reference_id: session.business_slug,
        },
      },
    },
  ];
  try {
    for (const event of events) await applyStripeEvent(db, event);
  } catch (error) {
    // Nothing was bought: the session can be paid again.
    await db
      .updateTable("demo_checkout_sessions")
      .set({ completed: bool(false) })
      .where("id", "=", session.id)
      .execute();
    throw error;
  }
  return true;
}
