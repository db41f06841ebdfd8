import { type Kysely, sql, type Transaction } from "kysely";
import { storedDatesOf } from "~/lib/events";
import { bumpContentVersion } from "../../content/content";
import { bool, type DbHandle } from "../db";
import type { Database } from "../schema";
import { businesses, grandFitness } from "./businesses";
import { events } from "./events";
import { featuredPlaces, homeFeatured } from "./featured";
import { listings } from "./listings";
import { offers } from "./offers";

// The guide's content as it was written in code before it moved into the database:
// seed data, applied once per seed name. A seed only inserts what is missing and is
// recorded in content_seeds, so it never overwrites (or brings back) an operator's edits.

export const CONTENT_SEED = "2026-11-content";
export const EVENTS_SEED = "2026-11-events";

/** The card's short text: the description's first sentence. */
function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

async function insertContent(trx: Transaction<Database>) {
  const listed = new Map<string, { summary: string; featured: boolean }>();
  for (const entries of Object.values(listings))
    for (const entry of entries) {
      const known = listed.get(entry.businessId);
      listed.set(entry.businessId, {
        summary: known?.summary ?? entry.description,
        featured: Boolean(known?.featured || entry.featured),
      });
    }

  const rows = businesses.map((business) => ({
    slug: business.id,
    name: business.name,
    category: business.category,
    summary: listed.get(business.id)?.summary ?? firstSentence(business.description),
    description: business.description,
    address: business.address,
    email: business.email ?? null,
    phone: business.phone ?? null,
    website: business.website ?? null,
    rating: business.rating ?? null,
    image: business.imageUrl ?? null,
    featured: bool(listed.get(business.id)?.featured ?? false),
    has_detail_page: bool(true),
    profile:
      business.id === grandFitness.id
        ? JSON.stringify({
            longDescription: grandFitness.longDescription,
            philosophy: grandFitness.philosophy,
            equipment: grandFitness.equipment,
            features: grandFitness.features,
          })
        : null,
    source: business.source ?? null,
  }));
  // Places listed without a detail page of their own (the spec's five ids).
  const withPage = new Set(businesses.map((business) => business.id));
  for (const [slug, entries] of Object.entries(listings))
    for (const entry of entries)
      if (!withPage.has(entry.businessId) && !rows.some((row) => row.slug === entry.businessId))
        rows.push({
          slug: entry.businessId,
          name: entry.title,
          category: slug,
          summary: entry.description,
          description: entry.description,
          address: entry.location,
          email: null,
          phone: null,
          website: null,
          rating: entry.rating,
          image: entry.image,
          featured: bool(Boolean(entry.featured)),
          has_detail_page: bool(false),
          profile: null,
          source: null,
        });
  for (const row of rows)
    await trx
      .insertInto("businesses")
      .values(row)
      .onConflict((conflict) => conflict.column("slug").doNothing())
      .execute();

  for (const [index, hours] of grandFitness.hours.entries())
    await trx
      .insertInto("business_hours")
      .values({ business_slug: grandFitness.id, position: index, ...hours })
      .onConflict((conflict) => conflict.columns(["business_slug", "position"]).doNothing())
      .execute();

  for (const [slug, entries] of Object.entries(listings))
    for (const [index, entry] of entries.entries())
      await trx
        .insertInto("business_listings")
        .values({ category_slug: slug, business_slug: entry.businessId, position: index })
        .onConflict((conflict) => conflict.columns(["category_slug", "business_slug"]).doNothing())
        .execute();

  for (const [index, place] of featuredPlaces.entries()) {
    if (!place.businessId) continue;
    const home = homeFeatured.indexOf(place);
    await trx
      .insertInto("featured_places")
      .values({
        business_slug: place.businessId,
        position: index,
        home_position: home === -1 ? null : home,
      })
      .onConflict((conflict) => conflict.column("business_slug").doNothing())
      .execute();
  }

  for (const [index, offer] of offers.entries())
    await trx
      .insertInto("offers")
      .values({
        slug: offer.id,
        business_slug: offer.businessId ?? null,
        business_name: offer.business,
        tag: offer.tag,
        title: offer.title,
        description: offer.description,
        location: offer.location,
        image: offer.image,
        rating: offer.rating,
        url: offer.url,
        color: offer.color,
        valid_until: null,
        position: index,
      })
      .onConflict((conflict) => conflict.column("slug").doNothing())
      .execute();
}

async function insertEvents(trx: Transaction<Database>) {
  for (const [index, event] of events.entries()) {
    const dates = storedDatesOf(event);
    await trx
      .insertInto("events")
      .values({
        slug: event.id,
        title: event.title,
        description: event.description,
        location: event.location,
        category: event.category,
        image: event.image,
        starts_at: dates.startsAt,
        ends_at: dates.endsAt,
        recurrence: dates.recurrence ? JSON.stringify(dates.recurrence) : null,
        example: bool(event.example === true),
        source: event.source ?? null,
        position: index,
      })
      .onConflict((conflict) => conflict.column("slug").doNothing())
      .execute();
  }
}

/** The seed sets in the order they were written; each is applied once. */
const SEEDS: readonly { name: string; insert: (trx: Transaction<Database>) => Promise<void> }[] = [
  { name: CONTENT_SEED, insert: insertContent },
  { name: EVENTS_SEED, insert: insertEvents },
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
