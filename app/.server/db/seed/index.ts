import { type Insertable, type Kysely, sql, type Transaction } from "kysely";
import { bumpContentVersion } from "../content-version";
import type { DbHandle } from "../db";
import type { Database } from "../schema";
import { applyCorrections, CORRECTIONS_SEED } from "./corrections";
import { applyEventDates, EVENT_DATES_SEED } from "./event-dates";
import { events } from "./events";
import { featuredPlaces, homeFeatured } from "./featured";
import { listings } from "./listings";
import { grandFitness } from "./places";
import { eventRow, offerRows, placeRows } from "./rows";
import { insertTranslations, TRANSLATIONS_SEED } from "./translations/seed";
import { applyTrust, TRUST_SEED, UNCONFIRMED_SEED, withdrawSeedConfirmations } from "./trust";

// The guide's content as it was written in code before it moved into the database:
// seed data, applied once per seed name. A seed only inserts what is missing and is
// recorded in content_seeds, so it never overwrites (or brings back) an operator's edits.

export const CONTENT_SEED = "2026-11-content";
export const EVENTS_SEED = "2026-11-events";

/** Inserts each row, in order, unless a row with the same key is there (a seed never overwrites). */
async function insertMissing<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  key: string[],
  rows: readonly Insertable<Database[T]>[],
) {
  // Kysely cannot follow a table chosen at run time; the signature keeps the rows typed.
  const loose = trx as unknown as Transaction<Record<string, Record<string, unknown>>>;
  for (const row of rows)
    await loose
      .insertInto(table)
      .values(row as Record<string, unknown>)
      .onConflict((conflict) => conflict.columns(key).doNothing())
      .execute();
}

async function insertContent(trx: Transaction<Database>) {
  await insertMissing(trx, "businesses", ["slug"], placeRows());
  await insertMissing(
    trx,
    "business_hours",
    ["business_slug", "position"],
    grandFitness.hours.map((hours, index) => ({
      business_slug: grandFitness.id,
      position: index,
      ...hours,
    })),
  );
  const listed = Object.entries(listings).flatMap(([slug, entries]) =>
    entries.map((entry, index) => ({
      category_slug: slug,
      business_slug: entry.businessId,
      position: index,
    })),
  );
  await insertMissing(trx, "business_listings", ["category_slug", "business_slug"], listed);
  const featured = featuredPlaces.flatMap((place, index) => {
    if (!place.businessId) return [];
    const home = homeFeatured.indexOf(place);
    return [
      {
        business_slug: place.businessId,
        position: index,
        home_position: home === -1 ? null : home,
      },
    ];
  });
  await insertMissing(trx, "featured_places", ["business_slug"], featured);
  await insertMissing(trx, "offers", ["slug"], offerRows());
}

async function insertEvents(trx: Transaction<Database>) {
  await insertMissing(
    trx,
    "events",
    ["slug"],
    events.map((event, index) => eventRow(event, index)),
  );
}

/** The seed sets in the order they were written; each is applied once. */
const SEEDS: readonly { name: string; insert: (trx: Transaction<Database>) => Promise<void> }[] = [
  { name: CONTENT_SEED, insert: insertContent },
  { name: EVENTS_SEED, insert: insertEvents },
  // The review's corrections for databases seeded before them (a no-op on a fresh install).
  { name: CORRECTIONS_SEED, insert: applyCorrections },
  // No rating where nobody gave one; the seeded places' facts confirmed the day they were checked.
  { name: TRUST_SEED, insert: applyTrust },
  // The seeded places whose own text says a fact is unconfirmed are not confirmed after all.
  { name: UNCONFIRMED_SEED, insert: withdrawSeedConfirmations },
  // Real events' dates as their sources give them; the examples without a counterpart go.
  { name: EVENT_DATES_SEED, insert: applyEventDates },
  // The guide's own English, German and Danish texts of what is seeded (issue 40).
  { name: TRANSLATIONS_SEED, insert: insertTranslations },
];

/**
 * Fills the content tables from the seed data, each seed set unless it has been
 * applied before. Safe to run from several processes at once: PostgreSQL serialises on an
 * advisory lock, SQLite on its single writer (a loser sees the seed already done).
 */
export async function seedContent(handle: DbHandle): Promise<boolean> {
  let seeded = false;
  for (const seed of SEEDS) if (await applySeed(handle, seed)) seeded = true;
  return seeded;
}

async function applySeed(handle: DbHandle, seed: (typeof SEEDS)[number]): Promise<boolean> {
  const applied = (db: Kysely<Database>) =>
    db.selectFrom("content_seeds").select("name").where("name", "=", seed.name).executeTakeFirst();
  if (await applied(handle.db)) return false;
  try {
    return await handle.db.transaction().execute(async (trx) => {
      if (handle.dialect === "postgres")
        await sql`select pg_advisory_xact_lock(hashtext('content-seed'))`.execute(trx);
      if (await applied(trx)) return false;
      await seed.insert(trx);
      await trx.insertInto("content_seeds").values({ name: seed.name }).execute();
      await bumpContentVersion(trx);
      return true;
    });
  } catch (error) {
    // Another process seeded at the same moment: its work stands.
    if (await applied(handle.db)) return false;
    throw error;
  }
}
