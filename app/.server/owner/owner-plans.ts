import { randomBytes } from "node:crypto";
import { type Kysely, type Selectable, sql } from "kysely";
import type Stripe from "stripe";
import { findPlan } from "~/content/plans";
import { rowIsEffective } from "~/lib/plans/effects";
import type { Database, SubscriptionsTable } from "../db/schema";
import { applyStripeEvent } from "../payments/subscriptions";
import { ownerAddress } from "./ownership";

// The plan part of an owner's page: which plan a business has and until when, the
// plans the signed-in address bought, and the way out: Stripe's customer portal, or
// in demo mode a demo cancellation that runs through the webhook's own code like the
// demo checkout does. Only the buyer's own address may cancel or open the portal of
// a purchase, and only while it is live (issue 20): owning a business is not enough,
// and paying for one never makes anyone its owner.

/** What the owner's pages say of any subscription with a known plan. */
interface PlanState {
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

export interface OwnerPlan extends PlanState {
  /** Bought with the signed-in address and still live: this owner may cancel it. */
  mine: boolean;
}

/** Statuses after which there is nothing left to cancel or pay. */
const ENDED = new Set(["canceled", "incomplete_expired"]);

const isLive = (row: { status: string | null }) => !ENDED.has(row.status ?? "");

/** A subscription's plan state at `now`; undefined when its plan is unknown. */
function planStateOf(row: Selectable<SubscriptionsTable>, now: Date): PlanState | undefined {
  const plan = findPlan(row.plan_type);
  if (!plan) return undefined;
  return {
    subscriptionId: row.id,
    planName: plan.name,
    status: row.status,
    effective: rowIsEffective(row, now),
    expiresAt: row.expires_at,
    demo: (row.stripe_subscription_id ?? "").startsWith("sub_demo_"),
  };
}

/** The business's current plan: its effective subscription, else its latest one. */
export async function ownerPlanOf(
  db: Kysely<Database>,
  slug: string,
  now: Date,
  owner = "",
): Promise<OwnerPlan | null> {
  const rows = await db
    .selectFrom("subscriptions")
    .selectAll()
    .where("business_slug", "=", slug)
    .orderBy("id", "desc")
    .execute();
  const plans = rows.flatMap((row): OwnerPlan[] => {
    const state = planStateOf(row, now);
    if (!state) return [];
    const mine = Boolean(owner) && ownerAddress(row.email ?? "") === owner && isLive(row);
    return [{ ...state, mine }];
  });
  return plans.find((plan) => plan.effective) ?? plans[0] ?? null;
}

export interface OwnerPurchase extends PlanState {
  live: boolean;
  /** The business it is linked to. */
  business: { slug: string; name: string } | null;
  /** Unlinked: the business asked for at checkout. */
  requested: { slug: string; name: string } | null;
}

/** Every plan bought with this address, newest first. */
export async function purchasesOf(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<OwnerPurchase[]> {
  const address = ownerAddress(email);
  if (!address) return [];
  const rows = await db
    .selectFrom("subscriptions")
    .leftJoin("businesses as linked", "linked.slug", "subscriptions.business_slug")
    .leftJoin("businesses as requested", "requested.slug", "subscriptions.requested_business_slug")
    .selectAll("subscriptions")
    .select(["linked.name as business_name", "requested.name as requested_name"])
    .where(sql<string>`lower(trim(subscriptions.email))`, "=", address)
    .orderBy("subscriptions.id", "desc")
    .execute();
  return rows.flatMap((row): OwnerPurchase[] => {
    const state = planStateOf(row, now);
    if (!state) return [];
    return [
      {
        ...state,
        live: isLive(row),
        business: row.business_slug
          ? { slug: row.business_slug, name: row.business_name ?? row.business_slug }
          : null,
        requested:
          !row.business_slug && row.requested_business_slug
            ? {
                slug: row.requested_business_slug,
                name: row.requested_name ?? row.requested_business_slug,
              }
            : null,
      },
    ];
  });
}

/** A live subscription bought with this address, or undefined: the only ones an owner may change. */
async function ownLiveSubscription(db: Kysely<Database>, email: string, subscriptionId: number) {
  const address = ownerAddress(email);
  if (!address || !Number.isSafeInteger(subscriptionId)) return undefined;
  const row = await db
    .selectFrom("subscriptions")
    .selectAll()
    .where("id", "=", subscriptionId)
    .where(sql<string>`lower(trim(email))`, "=", address)
    .executeTakeFirst();
  return row && isLive(row) ? row : undefined;
}

/**
 * Cancels a demo subscription bought with this address at once, through the webhook's
 * code (the buyer and the operator are mailed). "forbidden": not this address's live
 * purchase; "not-demo": a real one, changed in Stripe's portal.
 */
export async function cancelDemoPlan(
  db: Kysely<Database>,
  email: string,
  subscriptionId: number,
): Promise<"cancelled" | "forbidden" | "not-demo" | "unchanged"> {
  const row = await ownLiveSubscription(db, email, subscriptionId);
  if (!row) return "forbidden";
  if (!row.stripe_subscription_id?.startsWith("sub_demo_")) return "not-demo";
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
        metadata: { plan: row.plan_type },
      },
    },
  });
  return outcome === "applied" ? "cancelled" : "unchanged";
}

/**
 * A Stripe customer-portal session for a live subscription bought with this address
 * (cancel, change card): "forbidden" for anyone else's, undefined for a demo one.
 */
export async function portalUrl(
  db: Kysely<Database>,
  stripe: Stripe | undefined,
  email: string,
  subscriptionId: number,
  returnUrl: string,
): Promise<string | "forbidden" | undefined> {
  const row = await ownLiveSubscription(db, email, subscriptionId);
  if (!row) return "forbidden";
  if (!stripe || row.stripe_subscription_id?.startsWith("sub_demo_")) return undefined;
  const session = await stripe.billingPortal.sessions.create({
    customer: row.user_id,
    return_url: returnUrl,
    locale: "sv",
  });
  return session.url;
}
