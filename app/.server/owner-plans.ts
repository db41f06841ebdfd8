import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import { findPlan } from "~/content/plans";
import { isEffective } from "~/lib/plan-effects";
import type { Database } from "./schema";
import { applyStripeEvent } from "./subscriptions";

// The plan part of an owner's page: which plan a business has and until when, and the
// way out: Stripe's customer portal, or in demo mode a demo cancellation that runs
// through the webhook's own code like the demo checkout does.

export interface OwnerPlan {
  subscriptionId: number;
  planName: string;
  status: string | null;
  /** Whether it delivers its plan now. */
  effective: boolean;
  /** End of the current period or trial (ISO), when known. */
  expiresAt: string | null;
  /** A demo subscription is cancelled here; a real one in Stripe's portal. */
  demo: boolean;
}

/** The business's current plan: its effective subscription, else its latest one. */
export async function ownerPlanOf(
  db: Kysely<Database>,
  slug: string,
  now: Date,
): Promise<OwnerPlan | null> {
  const rows = await db
    .selectFrom("subscriptions")
    .selectAll()
    .where("business_slug", "=", slug)
    .orderBy("id", "desc")
    .execute();
  const plans = rows.flatMap((row) => {
    const plan = findPlan(row.plan_type);
    if (!plan) return [];
    const effective = isEffective(
      {
        businessSlug: slug,
        plan: plan.id,
        status: row.status,
        active: Boolean(row.active),
        expiresAt: row.expires_at,
      },
      now,
    );
    return [
      {
        subscriptionId: row.id,
        planName: plan.name,
        status: row.status,
        effective,
        expiresAt: row.expires_at,
        demo: (row.stripe_subscription_id ?? "").startsWith("sub_demo_"),
      },
    ];
  });
  return plans.find((plan) => plan.effective) ?? plans[0] ?? null;
}

async function subscriptionOf(db: Kysely<Database>, slug: string, subscriptionId: number) {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("id", "=", subscriptionId)
    .where("business_slug", "=", slug)
    .executeTakeFirst();
}

/** Cancels a demo subscription at once, through the webhook's code (the owner and operator are mailed). */
export async function cancelDemoPlan(
  db: Kysely<Database>,
  slug: string,
  subscriptionId: number,
): Promise<boolean> {
  const row = await subscriptionOf(db, slug, subscriptionId);
  if (!row?.stripe_subscription_id?.startsWith("sub_demo_") || row.status === "canceled")
    return false;
  const outcome = await applyStripeEvent(db, {
    id: `evt_demo_${randomBytes(10).toString("hex")}`,
    type: "customer.subscription.deleted",
    created: Math.max(Math.floor(Date.now() / 1000), Number(row.last_event_at) + 1),
    data: {
      object: {
        id: row.stripe_subscription_id,
        object: "subscription",
        customer: row.user_id,
        status: "canceled",
        metadata: { plan: row.plan_type, business_id: slug },
      },
    },
  });
  return outcome === "applied";
}

/** A Stripe customer-portal session for the business's subscription (cancel, change card). */
export async function portalUrl(
  db: Kysely<Database>,
  stripe: Stripe,
  slug: string,
  subscriptionId: number,
  returnUrl: string,
): Promise<string | undefined> {
  const row = await subscriptionOf(db, slug, subscriptionId);
  if (!row || row.stripe_subscription_id?.startsWith("sub_demo_")) return undefined;
  const session = await stripe.billingPortal.sessions.create({
    customer: row.user_id,
    return_url: returnUrl,
    locale: "sv",
  });
  return session.url;
}
