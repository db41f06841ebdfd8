import type { Kysely } from "kysely";
import { bumpContentVersion } from "./content";
import type { Database } from "./schema";

// Linking a plan to its business after the fact: a purchase made on /advertise
// without a known business is attached on /success (to a business registered with
// the buyer's address) or, failing that, by the operator from 'Ej kopplade'.

export interface BusinessChoice {
  slug: string;
  name: string;
}

/** Published businesses whose approved registration was made with this address. */
export async function businessesRegisteredBy(
  db: Kysely<Database>,
  email: string | null,
): Promise<BusinessChoice[]> {
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
 * bumped so the plan's effects show on the next request.
 */
export async function linkSubscription(
  db: Kysely<Database>,
  subscription: { id: number } | { checkoutSessionId: string },
  businessSlug: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const business = await trx
      .selectFrom("businesses")
      .select("slug")
      .where("slug", "=", businessSlug)
      .executeTakeFirst();
    if (!business) return false;
    let update = trx
      .updateTable("subscriptions")
      .set({ business_slug: business.slug })
      .where("business_slug", "is", null);
    update =
      "id" in subscription
        ? update.where("id", "=", subscription.id)
        : update.where("stripe_checkout_session_id", "=", subscription.checkoutSessionId);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await bumpContentVersion(trx);
    return true;
  });
}
