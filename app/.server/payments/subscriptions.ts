import { type Kysely, PostgresAdapter, type Selectable, sql, type Transaction } from "kysely";
import { findPlan } from "~/content/plans";
import { rowIsEffective } from "~/lib/plans/effects";
import { bumpContentVersion } from "../db/content-version";
import { bool, isUniqueViolation } from "../db/db";
import type { Database, SubscriptionsTable } from "../db/schema";
import { wakeMailWorker } from "../mail";
import { type PlaceChoice, settlePurchase } from "./plan-links";
import { queuePlanEndedMails } from "./plan-mails";

// Keeps `subscriptions` in step with Stripe's events. The webhook (after its
// signature check) and the demo provider both call applyStripeEvent, so the demo
// exercises exactly the code a real payment runs through.

/** The parts of a Stripe event we read; real events carry much more. */
export interface StripeEventLike {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: Record<string, unknown> };
}

const ACTIVE_STATUSES = new Set(["active", "trialing"]);

type Obj = Record<string, unknown>;
const str = (value: unknown): string | undefined =>
  typeof value === "string" && value ? value : undefined;
const num = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);
/** Stripe fields may be an id or an expanded object with an id. */
const idOf = (value: unknown): string | undefined => str(value) ?? str((value as Obj | null)?.id);
const iso = (seconds: number | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : undefined;

interface SubscriptionChange {
  subscriptionId: string;
  /**
   * The business the buyer asked for (its slug), from client_reference_id or
   * metadata.business_id. Only a request: the plan is linked when the buyer owns it.
   */
  businessSlug?: string;
  /** Its state fields only create a row; on an existing row only identity fields apply. */
  identityOnly?: boolean;
  customerId?: string;
  plan?: string;
  email?: string;
  checkoutSessionId?: string;
  status?: string;
  active?: boolean;
  expiresAt?: string;
}

/** What happened to one event; only "applied" changed a subscription's plan or state. */
export type StripeEventOutcome =
  | "applied"
  /** Recorded, waiting for its subscription row; applied when that row is created. */
  | "deferred"
  | "duplicate"
  | "ignored"
  /** Dated too far in the future: nothing recorded, nothing changed. */
  | "refused";

export interface ApplyStripeEventOptions {
  /** The server clock (tests pass a fixed one). */
  now?: () => Date;
}

/** How far an event's `created` may lie ahead of our clock (Stripe's signature tolerance). */
export const MAX_FUTURE_SKEW_SECONDS = 5 * 60;
/** Deferred events whose subscription never shows up (e.g. another product's) are dropped after this. */
const PENDING_RETENTION_SECONDS = 30 * 24 * 60 * 60;

type ChangeResult = "created" | "applied" | "ignored" | "missing";

async function applyChange(
  trx: Transaction<Database>,
  change: SubscriptionChange,
  eventCreated: number,
  now: string,
): Promise<ChangeResult> {
  const existing = await trx
    .selectFrom("subscriptions")
    .selectAll()
    .where("stripe_subscription_id", "=", change.subscriptionId)
    .executeTakeFirst();

  if (!existing) {
    if (!change.customerId || !change.plan) return "missing"; // not enough to create a row yet
    await trx
      .insertInto("subscriptions")
      .values({
        user_id: change.customerId,
        plan_type: change.plan,
        active: bool(change.active ?? false),
        expires_at: change.expiresAt ?? null,
        email: change.email ?? null,
        stripe_subscription_id: change.subscriptionId,
        stripe_checkout_session_id: change.checkoutSessionId ?? null,
        business_slug: null,
        requested_business_slug: change.businessSlug ?? null,
        status: change.status ?? null,
        last_event_at: eventCreated,
        updated_at: now,
      })
      .execute();
    return "created";
  }

  // Identity fields fill in whenever they arrive, even from an older event; the
  // state (plan, status, active, expiry) only changes from an event that is not
  // older than the newest one applied, and never after cancellation.
  const identity = {
    email: existing.email ?? change.email ?? null,
    stripe_checkout_session_id:
      existing.stripe_checkout_session_id ?? change.checkoutSessionId ?? null,
    requested_business_slug: existing.requested_business_slug ?? change.businessSlug ?? null,
    updated_at: now,
  };
  const older = eventCreated < Number(existing.last_event_at);
  const cancelled = existing.status === "canceled";
  // A completed checkout knows nothing of the subscription's state (trialing, say):
  // it only creates the row when it arrives first.
  if (older || cancelled || change.identityOnly) {
    await trx.updateTable("subscriptions").set(identity).where("id", "=", existing.id).execute();
    return "ignored";
  }
  const updated = {
    ...existing,
    ...identity,
    plan_type: change.plan ?? existing.plan_type,
    active: bool(change.active ?? Boolean(existing.active)),
    status: change.status ?? existing.status,
    expires_at: change.expiresAt ?? existing.expires_at,
    last_event_at: eventCreated,
  };
  const { id, created_at, ...columns } = updated;
  await trx.updateTable("subscriptions").set(columns).where("id", "=", id).execute();
  // A plan that stopped delivering: its effects go with the content version bump of
  // this transaction; the owner and the operator are told.
  const clock = new Date(now);
  if (effective(existing, clock) && !effective(updated, clock))
    await queuePlanEndedMails(trx, updated);
  return "applied";
}

const effective = (row: Selectable<SubscriptionsTable>, now: Date) => {
  const plan = findPlan(row.plan_type);
  return Boolean(row.business_slug && plan && rowIsEffective(row, now));
};

/**
 * Serialises the events of one subscription. SQLite already runs one write
 * transaction at a time (each event starts by writing stripe_events); on
 * PostgreSQL, without this lock an invoice could be deferred in one transaction
 * while another creates the row and finds nothing pending yet.
 */
async function lockSubscription(trx: Transaction<Database>, subscriptionId: string) {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  const key = `stripe-subscription:${subscriptionId}`;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** Keeps an event whose subscription has no row yet, to apply when the row is created. */
async function deferChange(
  trx: Transaction<Database>,
  event: StripeEventLike,
  change: SubscriptionChange,
  nowSeconds: number,
) {
  await trx
    .deleteFrom("pending_stripe_events")
    .where("created", "<", nowSeconds - PENDING_RETENTION_SECONDS)
    .execute();
  await trx
    .insertInto("pending_stripe_events")
    .values({
      event_id: event.id,
      stripe_subscription_id: change.subscriptionId,
      type: event.type,
      created: event.created,
      payload: JSON.stringify(change),
    })
    .execute();
}

/** Applies (in event order) and removes the events that waited for this subscription's row. */
async function applyPendingChanges(
  trx: Transaction<Database>,
  subscriptionId: string,
  now: string,
) {
  const pending = await trx
    .selectFrom("pending_stripe_events")
    .select(["event_id", "created", "payload"])
    .where("stripe_subscription_id", "=", subscriptionId)
    .orderBy("created")
    .orderBy("event_id")
    .execute();
  if (pending.length === 0) return;
  for (const row of pending) {
    const change = JSON.parse(row.payload) as SubscriptionChange;
    await applyChange(trx, change, Number(row.created), now);
  }
  const applied = pending.map((row) => row.event_id);
  await trx.deleteFrom("pending_stripe_events").where("event_id", "in", applied).execute();
}

/** A business slug as checkout sends it; anything else is ignored. */
const placeSlugOf = (value: unknown): string | undefined => {
  const slug = str(value);
  return slug && /^[a-z0-9][a-z0-9-]{0,99}$/.test(slug) ? slug : undefined;
};

function changeFromEvent(event: StripeEventLike): SubscriptionChange | undefined {
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed": {
      const subscriptionId = idOf(object.subscription);
      if (!subscriptionId || object.mode !== "subscription") return undefined;
      const details = object.customer_details as Obj | undefined;
      const metadata = object.metadata as Obj | undefined;
      return {
        subscriptionId,
        businessSlug: placeSlugOf(metadata?.business_id) ?? placeSlugOf(object.client_reference_id),
        customerId: idOf(object.customer),
        plan: findPlan(str(metadata?.plan))?.id,
        email: str(details?.email) ?? str(object.customer_email),
        checkoutSessionId: str(object.id),
        active: true,
        status: "active",
        identityOnly: true,
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const status =
        event.type === "customer.subscription.deleted"
          ? "canceled"
          : (str(object.status) ?? "incomplete");
      const items = (object.items as Obj | undefined)?.data as Obj[] | undefined;
      const periodEnd =
        num(object.current_period_end) ??
        num(items?.[0]?.current_period_end) ??
        num(object.trial_end);
      const metadata = object.metadata as Obj | undefined;
      return {
        subscriptionId: str(object.id) ?? "",
        businessSlug: placeSlugOf(metadata?.business_id),
        customerId: idOf(object.customer),
        plan: findPlan(str(metadata?.plan))?.id,
        status,
        active: ACTIVE_STATUSES.has(status),
        expiresAt: iso(periodEnd),
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const parent = object.parent as Obj | undefined;
      const subscriptionId =
        idOf(object.subscription) ??
        idOf((parent?.subscription_details as Obj | undefined)?.subscription);
      if (!subscriptionId) return undefined;
      const lines = (object.lines as Obj | undefined)?.data as Obj[] | undefined;
      const periodEnd = num((lines?.[0]?.period as Obj | undefined)?.end);
      const paid = event.type === "invoice.paid";
      return {
        subscriptionId,
        customerId: idOf(object.customer),
        email: str(object.customer_email),
        status: paid ? "active" : "past_due",
        active: paid,
        expiresAt: paid ? iso(periodEnd) : undefined,
      };
    }
    default:
      return undefined;
  }
}

/**
 * Applies one event exactly once: its id is recorded in the same transaction as
 * its effect, so a second delivery changes nothing. An event for a subscription
 * that has no row yet (an invoice before customer.subscription.created) is kept
 * and applied, once, by the event that creates the row. An event dated more than
 * MAX_FUTURE_SKEW_SECONDS ahead of the clock is refused without being recorded.
 */
export async function applyStripeEvent(
  db: Kysely<Database>,
  event: StripeEventLike,
  options: ApplyStripeEventOptions = {},
): Promise<StripeEventOutcome> {
  const clock = options.now?.() ?? new Date();
  const nowSeconds = Math.floor(clock.getTime() / 1000);
  if (!Number.isFinite(event.created) || event.created > nowSeconds + MAX_FUTURE_SKEW_SECONDS)
    return "refused";
  const now = clock.toISOString();
  try {
    const outcome = await db.transaction().execute(async (trx): Promise<StripeEventOutcome> => {
      await trx
        .insertInto("stripe_events")
        .values({ id: event.id, type: event.type, created: event.created })
        .execute();
      const change = changeFromEvent(event);
      if (!change?.subscriptionId) return "ignored";
      await lockSubscription(trx, change.subscriptionId);
      const before = await trx
        .selectFrom("subscriptions")
        .select("email")
        .where("stripe_subscription_id", "=", change.subscriptionId)
        .executeTakeFirst();
      const result = await applyChange(trx, change, event.created, now);
      if (result === "missing") {
        await deferChange(trx, event, change, nowSeconds);
        return "deferred";
      }
      if (result === "created") await applyPendingChanges(trx, change.subscriptionId, now);
      // Linked only to a business the buyer owns; the receipt once the address is known.
      await settlePurchase(trx, change.subscriptionId, Boolean(before?.email));
      // What a plan delivers is computed from the subscriptions when the content is
      // read; bumping the version makes every page (and the page cache) read it again.
      await bumpContentVersion(trx);
      return result === "ignored" ? "ignored" : "applied";
    });
    wakeMailWorker();
    return outcome;
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}

export interface SubscriptionView {
  plan: string;
  email: string | null;
  active: boolean;
  /** The business the plan is linked to, if any. */
  business: PlaceChoice | null;
  /** Unlinked: the business the buyer asked for at checkout, if any. */
  requested: PlaceChoice | null;
}

/**
 * The subscription a checkout created, for /success (spec 7: plan filter; no rows is
 * fine). It tells the holder of the checkout link only about this purchase, never
 * which businesses its address registered: that takes the owner's sign-in link.
 */
export async function findSubscriptionForCheckout(
  db: Kysely<Database>,
  checkoutSessionId: string,
  plan: string,
): Promise<SubscriptionView | undefined> {
  const row = await db
    .selectFrom("subscriptions")
    .leftJoin("businesses as linked", "linked.slug", "subscriptions.business_slug")
    .leftJoin("businesses as requested", "requested.slug", "subscriptions.requested_business_slug")
    .select([
      "subscriptions.plan_type",
      "subscriptions.email",
      "subscriptions.active",
      "subscriptions.business_slug",
      "subscriptions.requested_business_slug",
      "linked.name as business_name",
      "requested.name as requested_name",
    ])
    .where("subscriptions.stripe_checkout_session_id", "=", checkoutSessionId)
    .where("subscriptions.plan_type", "=", plan)
    .executeTakeFirst();
  if (!row) return undefined;
  const place = row.business_slug
    ? { slug: row.business_slug, name: row.business_name ?? row.business_slug }
    : null;
  const requested =
    !place && row.requested_business_slug
      ? {
          slug: row.requested_business_slug,
          name: row.requested_name ?? row.requested_business_slug,
        }
      : null;
  return {
    plan: row.plan_type,
    email: row.email,
    active: Boolean(row.active),
    business: place,
    requested,
  };
}
