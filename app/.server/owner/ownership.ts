import type { Kysely, Transaction } from "kysely";
import { sql } from "kysely";
import { recordAudit } from "../admin/audit";
import type { Operator } from "../auth/auth";
import type { Database } from "../db/schema";

// Who owns a business (issue 20): ownership is granted, never bought. An address
// owns a business when it sent the business's approved registration, or when an
// operator assigned it (business_owners; a claim will add rows there too). Paying
// for a plan gives no ownership: a purchase is only linked to a business its buyer
// owns, or by the operator.

type Db = Kysely<Database> | Transaction<Database>;

/** The form of an address the owner tables hold and compare: trimmed, lower case. */
export function ownerAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** The slugs of the businesses an address owns, sorted. */
export async function ownerPlaces(db: Db, email: string): Promise<string[]> {
  const address = ownerAddress(email);
  if (!address) return [];
  const [registered, assigned] = await Promise.all([
    db
      .selectFrom("business_submissions")
      .select("business_slug")
      .where(sql<string>`lower(trim(contact_email))`, "=", address)
      .where("status", "=", "approved")
      .where("business_slug", "is not", null)
      .execute(),
    db.selectFrom("business_owners").select("business_slug").where("email", "=", address).execute(),
  ]);
  const slugs = new Set<string>();
  for (const row of [...registered, ...assigned])
    if (row.business_slug) slugs.add(row.business_slug);
  return [...slugs].sort();
}

export async function ownsPlace(db: Db, email: string, slug: string): Promise<boolean> {
  return (await ownerPlaces(db, email)).includes(slug);
}

/** Whether the address has anything an owner page can show: a business, a registration or a purchase. */
export async function hasOwnerRecords(db: Db, email: string): Promise<boolean> {
  const address = ownerAddress(email);
  if (!address) return false;
  if ((await ownerPlaces(db, address)).length > 0) return true;
  const [registration, purchase] = await Promise.all([
    db
      .selectFrom("business_submissions")
      .select("id")
      .where(sql<string>`lower(trim(contact_email))`, "=", address)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("subscriptions")
      .select("id")
      .where(sql<string>`lower(trim(email))`, "=", address)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return Boolean(registration || purchase);
}

export interface PlaceOwner {
  email: string;
  /** "registration" (its approved registration), "operator" or "claim". */
  source: string;
}

/** Everyone who owns a business, registrants first. */
export async function ownersOf(db: Db, slug: string): Promise<PlaceOwner[]> {
  const [registered, assigned] = await Promise.all([
    db
      .selectFrom("business_submissions")
      .select("contact_email")
      .where("business_slug", "=", slug)
      .where("status", "=", "approved")
      .execute(),
    db
      .selectFrom("business_owners")
      .select(["email", "source"])
      .where("business_slug", "=", slug)
      .orderBy("email")
      .execute(),
  ]);
  const owners: PlaceOwner[] = [];
  const seen = new Set<string>();
  for (const row of registered) {
    const email = ownerAddress(row.contact_email);
    if (!seen.has(email) && seen.add(email)) owners.push({ email, source: "registration" });
  }
  for (const row of assigned)
    if (!seen.has(row.email) && seen.add(row.email))
      owners.push({ email: row.email, source: row.source });
  return owners;
}

/** An operator makes an address an owner of a business (audited); false if it already is one. */
export async function assignOwner(
  db: Kysely<Database>,
  operator: Operator,
  slug: string,
  email: string,
  now: number = Date.now(),
): Promise<boolean> {
  const address = ownerAddress(email);
  return db.transaction().execute(async (trx) => {
    if (await ownsPlace(trx, address, slug)) return false;
    await trx
      .insertInto("business_owners")
      .values({
        business_slug: slug,
        email: address,
        source: "operator",
        created_by: operator.email,
        created_at: now,
      })
      .execute();
    await recordAudit(trx, operator, "business-owner", `${slug}:${address}`, "create", {
      email: [null, address],
    });
    return true;
  });
}

/**
 * An operator removes an assigned owner (audited). What the address held as that
 * place's owner dies with it: its "Stämmer uppgifterna?" links for the place, and, when
 * it has nothing else an owner page shows, its owner sessions and unused sign-in links
 * (the owner pages check ownership on each use too). An approved registration's sender
 * stays an owner: that is the record of who registered the business.
 */
export async function removeOwner(
  db: Kysely<Database>,
  operator: Operator,
  slug: string,
  email: string,
): Promise<boolean> {
  const address = ownerAddress(email);
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("business_owners")
      .where("business_slug", "=", slug)
      .where("email", "=", address)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await recordAudit(trx, operator, "business-owner", `${slug}:${address}`, "delete", {
      email: [address, null],
    });
    if (await ownsPlace(trx, address, slug)) return true; // also its registrant
    await trx
      .deleteFrom("freshness_checks")
      .where("business_slug", "=", slug)
      .where("email", "=", address)
      .execute();
    if (!(await hasOwnerRecords(trx, address))) {
      await trx.deleteFrom("owner_sessions").where("email", "=", address).execute();
      await trx.deleteFrom("owner_sign_in_tokens").where("email", "=", address).execute();
    }
    return true;
  });
}

/** The owner's businesses (by slug) as the account page lists them, by name. */
export function ownedPlaceRows(db: Db, slugs: readonly string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("businesses")
    .select([
      "slug",
      "name",
      "status",
      "category",
      "has_detail_page",
      "confirmed_at",
      "confirmed_by",
    ])
    .where("slug", "in", [...slugs])
    .orderBy("name")
    .execute();
}
