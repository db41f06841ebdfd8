import { type Kysely, sql, type Transaction } from "kysely";
import { bumpContentVersion } from "../db/content-version";
import type { Database } from "../db/schema";
import { wakeMailWorker } from "../mail";
import { ownerAddress, ownerPlaces, ownsPlace } from "../owner/ownership";
import { queuePlanLinkedMail, queuePurchaseReceipt } from "./plan-mails";

// Linking a plan to its business. A purchase is linked only to a business its buyer
// owns (ownership.ts): at once when the buyer asked for a business they own; when the
// operator approves the buyer's registration (pay first, register after); by the
// signed-in owner on their page; or by the operator from 'Ej kopplade'. Anything else
// waits, unlinked and without effects, for the operator.

export interface PlaceChoice {
  slug: string;
  name: string;
}

/**
 * After a Stripe event changed a purchase: link it to the business the buyer asked
 * for when the buyer owns it, and send the receipt when the purchase has just got
 * its address. Runs in the event's transaction.
 */
export async function settlePurchase(
  trx: Transaction<Database>,
  stripeSubscriptionId: string,
  hadEmail: boolean,
): Promise<void> {
  let row = await trx
    .selectFrom("subscriptions")
    .selectAll()
    .where("stripe_subscription_id", "=", stripeSubscriptionId)
    .executeTakeFirst();
  if (!row) return;
  if (
    !row.business_slug &&
    row.requested_business_slug &&
    row.email &&
    row.status !== "canceled" &&
    (await ownsPlace(trx, row.email, row.requested_business_slug))
  ) {
    await trx
      .updateTable("subscriptions")
      .set({ business_slug: row.requested_business_slug })
      .where("id", "=", row.id)
      .where("business_slug", "is", null)
      .execute();
    row = { ...row, business_slug: row.requested_business_slug };
  }
  if (!hadEmail && row.email) await queuePurchaseReceipt(trx, row);
}

export interface HeldPurchase {
  id: number;
  plan: string;
  status: string | null;
}

/**
 * A pay-first buyer's purchases, linked when the operator approves their registration:
 * the unlinked, live purchases made with the registrant's address that asked for no
 * other business. Returns what it linked (for the approval mail).
 */
export async function linkPurchasesOfRegistrant(
  trx: Transaction<Database>,
  email: string,
  slug: string,
): Promise<HeldPurchase[]> {
  const rows = await heldPurchasesOf(trx, email);
  if (rows.length === 0) return [];
  await trx
    .updateTable("subscriptions")
    .set({ business_slug: slug })
    .where(
      "id",
      "in",
      rows.map((row) => row.id),
    )
    .where("business_slug", "is", null)
    .execute();
  return rows;
}

/** Unlinked, live purchases with this address that asked for no business (or for none it could own yet). */
export async function heldPurchasesOf(
  db: Kysely<Database> | Transaction<Database>,
  email: string,
): Promise<HeldPurchase[]> {
  const address = ownerAddress(email);
  if (!address) return [];
  const rows = await db
    .selectFrom("subscriptions")
    .select(["id", "plan_type", "status"])
    .where(sql<string>`lower(trim(email))`, "=", address)
    .where("business_slug", "is", null)
    .where("requested_business_slug", "is", null)
    .where((eb) => eb.or([eb("status", "is", null), eb("status", "<>", "canceled")]))
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, plan: row.plan_type, status: row.status }));
}

/**
 * The signed-in owner links one of their own unlinked purchases to one of their own
 * businesses. False when either is not theirs or the purchase is already linked.
 */
export async function linkOwnPurchase(
  db: Kysely<Database>,
  email: string,
  subscriptionId: number,
  slug: string,
): Promise<boolean> {
  const address = ownerAddress(email);
  return db.transaction().execute(async (trx) => {
    if (!(await ownerPlaces(trx, address)).includes(slug)) return false;
    const result = await trx
      .updateTable("subscriptions")
      .set({ business_slug: slug })
      .where("id", "=", subscriptionId)
      .where(sql<string>`lower(trim(email))`, "=", address)
      .where("business_slug", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await bumpContentVersion(trx);
    return true;
  });
}

/**
 * Once an address owns a business, its held purchases that asked for that business
 * are linked (each with the buyer's mail). Returns how many.
 */
export async function linkRequestedPurchases(
  db: Kysely<Database>,
  email: string,
  slug: string,
): Promise<number> {
  const address = ownerAddress(email);
  const rows = await db
    .selectFrom("subscriptions")
    .select("id")
    .where(sql<string>`lower(trim(email))`, "=", address)
    .where("business_slug", "is", null)
    .where("requested_business_slug", "=", slug)
    .where((eb) => eb.or([eb("status", "is", null), eb("status", "<>", "canceled")]))
    .execute();
  let linked = 0;
  for (const row of rows) if (await linkSubscription(db, { id: row.id }, slug)) linked++;
  return linked;
}

/** Published businesses whose approved registration was made with this address. */
export async function placesRegisteredBy(
  db: Kysely<Database>,
  email: string | null,
): Promise<PlaceChoice[]> {
  if (!email) return [];
  const rows = await db
    .selectFrom("business_submissions")
    .innerJoin("businesses", "businesses.slug", "business_submissions.business_slug")
    .select(["businesses.slug", "businesses.name"])
    .where("business_submissions.status", "=", "approved")
    .where((eb) =>
      eb(eb.fn("lower", ["business_submissions.contact_email"]), "=", email.trim().toLowerCase()),
    )
    .where("businesses.status", "=", "published")
    .orderBy("businesses.name")
    .execute();
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.slug) && seen.add(row.slug));
}

/**
 * Links an unlinked subscription to a business. Returns false when the subscription
 * is already linked (the first link wins) or does not exist; the content version is
 * bumped so the plan's effects show on the next request, and the buyer is mailed.
 */
export async function linkSubscription(
  db: Kysely<Database>,
  subscription: { id: number } | { checkoutSessionId: string },
  businessSlug: string,
): Promise<boolean> {
  const linked = await db.transaction().execute(async (trx) => {
    const place = await trx
      .selectFrom("businesses")
      .select(["slug", "name"])
      .where("slug", "=", businessSlug)
      .executeTakeFirst();
    if (!place) return false;
    let update = trx
      .updateTable("subscriptions")
      .set({ business_slug: place.slug })
      .where("business_slug", "is", null);
    update =
      "id" in subscription
        ? update.where("id", "=", subscription.id)
        : update.where("stripe_checkout_session_id", "=", subscription.checkoutSessionId);
    const result = await update.returningAll().executeTakeFirst();
    if (!result) return false;
    await bumpContentVersion(trx);
    await queuePlanLinkedMail(trx, result, place.name);
    return true;
  });
  if (linked) wakeMailWorker();
  return linked;
}
