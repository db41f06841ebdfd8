import type { PlanId } from "~/content/plans";

// What each advertising plan delivers (spec 9), computed from the subscriptions
// themselves on every request: nothing is copied onto a business where it could
// outlive its subscription.

/** A subscription as the effects read it. */
export interface PlanSubscription {
  businessSlug: string;
  plan: PlanId;
  /** Stripe's status: active, trialing, past_due, canceled, ... */
  status: string | null;
  active: boolean;
  /** End of the paid period or trial (ISO), when known. */
  expiresAt: string | null;
}

const RANK: Record<PlanId, number> = { brons: 1, silver: 2, guld: 3 };

/**
 * Stripe renews a subscription shortly after its period ends (the invoice is
 * finalised up to an hour later); an active subscription keeps its effects that
 * long past its period end before the clock alone ends them.
 */
export const RENEWAL_GRACE_MS = 2 * 60 * 60 * 1000;

/** Whether a subscription delivers its plan at `now`. */
export function isEffective(
  subscription: Pick<PlanSubscription, "active" | "status" | "expiresAt">,
  now: Date,
): boolean {
  if (!subscription.active) return false;
  if (subscription.status !== "active" && subscription.status !== "trialing") return false;
  if (!subscription.expiresAt) return true;
  return Date.parse(subscription.expiresAt) + RENEWAL_GRACE_MS > now.getTime();
}

/** isEffective for a subscriptions row as the database gives it. */
export function rowIsEffective(
  row: { active: boolean | number; status: string | null; expires_at: string | null },
  now: Date,
): boolean {
  return isEffective(
    { active: Boolean(row.active), status: row.status, expiresAt: row.expires_at },
    now,
  );
}

/** Each business's highest effective plan at `now`. */
export function plansAt(
  subscriptions: readonly PlanSubscription[],
  now: Date,
): ReadonlyMap<string, PlanId> {
  const plans = new Map<string, PlanId>();
  for (const subscription of subscriptions) {
    if (!isEffective(subscription, now)) continue;
    const current = plans.get(subscription.businessSlug);
    if (!current || RANK[subscription.plan] > RANK[current])
      plans.set(subscription.businessSlug, subscription.plan);
  }
  return plans;
}

/** Whether `plan` includes everything `least` gives (Guld includes Silver includes Brons). */
export function includes(plan: PlanId | undefined, least: PlanId): boolean {
  return plan !== undefined && RANK[plan] >= RANK[least];
}

/** Images a business may show: the main image, and up to five in all with Silver or Guld. */
export function imageLimit(plan: PlanId | undefined): number {
  return includes(plan, "silver") ? 5 : 1;
}

/** The extended profile layout (sections, hours, facilities) comes with Silver and Guld. */
export function hasExtendedProfile(plan: PlanId | undefined): boolean {
  return includes(plan, "silver");
}

/** Guld: first in its category with the 'Annons' label, its offer and days on the front page. */
export function isHighlighted(plan: PlanId | undefined): boolean {
  return plan === "guld";
}

/** The label every paid placement carries (the Marketing Practices Act's advertising mark). */
export const AD_LABEL = "Annons";
