import type { Kysely, Transaction } from "kysely";
import { data } from "react-router";
import {
  type ContentSnapshot,
  loadSnapshot,
  type Place,
  patchSnapshot,
} from "~/.server/snapshot/snapshot";
import type { VersionFeed } from "~/.server/snapshot/version-feed";
import type { PlanId } from "~/content/plans";
import type { ListingEntry, Offer } from "~/content/types";
import { type EventOccurrence, nextOccurrence } from "~/lib/events/events";
import { plansAt } from "~/lib/plans/effects";
import { stockholmNow } from "~/lib/text/dates";
import { bumpContentVersion } from "../db/content-version";
import type { DbHandle } from "../db/db";
import type { Database } from "../db/schema";

export type { ContentSnapshot, Place } from "~/.server/snapshot/snapshot";
export { eventRecordOf, planSubscriptionOf } from "~/.server/snapshot/snapshot";

// The one read path for the guide's content. Loaders call getContent(); it returns an
// in-process copy (snapshot.ts) that is brought up to date whenever the content version
// in the database has changed, so a write made by any process is visible on the next
// request everywhere. Every write goes through a transaction that calls bumpContentVersion().

/** Thrown inside writeContent's work to roll it back and answer `result` instead. */
export class Unchanged<T> extends Error {
  constructor(readonly result: T) {
    super("nothing changed");
  }
}

/**
 * One content write: a transaction that bumps the content version first. On PostgreSQL
 * the version row then stays locked until commit, so two operators' writes run one after
 * the other and each reads the other's result (SQLite has a single writer anyway). Work
 * that turns out to change nothing throws Unchanged, which rolls the bump back.
 */
export async function writeContent<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    let version = 0;
    const result = await db.transaction().execute(async (trx) => {
      version = await bumpContentVersion(trx);
      return work(trx);
    });
    // This process reads its own write at once, before the announcement arrives.
    newestOwnWrite.set(db, Math.max(newestOwnWrite.get(db) ?? 0, version));
    return result;
  } catch (error) {
    if (error instanceof Unchanged) return error.result as T;
    throw error;
  }
}

// Where PostgreSQL announces versions (version-feed.ts), a request asks the feed instead of
// the database; without a feed, or while it is down, it reads the version as before.
const feeds = new WeakMap<Kysely<Database>, VersionFeed>();
/** The newest version this process wrote itself (a feed behind it is not believed). */
const newestOwnWrite = new WeakMap<Kysely<Database>, number>();

/** Reads the content versions of `db` from `feed` from now on. */
export function followVersions(db: Kysely<Database>, feed: VersionFeed) {
  feeds.set(db, feed);
}

/** The version the feed announced, when there is a feed that is up and not behind this process. */
function announcedVersion(db: Kysely<Database>): number | undefined {
  const version = feeds.get(db)?.version();
  return version !== undefined && version >= (newestOwnWrite.get(db) ?? 0) ? version : undefined;
}

export async function contentVersion(db: Kysely<Database>): Promise<number> {
  const announced = announcedVersion(db);
  if (announced !== undefined) return announced;
  const row = await db
    .selectFrom("content_meta")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

const cache = new WeakMap<Kysely<Database>, Promise<ContentSnapshot>>();

/**
 * The current content of a database: the announced version, else one cheap version query; after a write, the
 * snapshot is brought up to date with what changed (or read whole when it cannot be).
 */
export async function contentOf(db: Kysely<Database>): Promise<ContentSnapshot> {
  const announced = announcedVersion(db);
  if (announced !== undefined) {
    const kept = await cache.get(db)?.catch(() => undefined);
    if (kept?.version === announced) return kept;
  }
  const meta = await db
    .selectFrom("content_meta")
    .select(["version", "changes_from"])
    .where("id", "=", 1)
    .executeTakeFirst();
  const version = Number(meta?.version ?? 0);
  const cached = cache.get(db);
  const current = cached ? await cached.catch(() => undefined) : undefined;
  if (current?.version === version) return current;
  const loading =
    current && current.version < version && Number(meta?.changes_from) <= current.version + 1
      ? patchSnapshot(db, current, version)
      : loadSnapshot(db, version);
  cache.set(db, loading);
  return loading;
}

/** The app's current content (loaders call this with their context's database). */
export async function getContent({ db }: DbHandle): Promise<ContentSnapshot> {
  return contentOf(db);
}

// Lookups on a snapshot, used by loaders.

export function findPlace(content: ContentSnapshot, id: string): Place | undefined {
  return content.places.get(id);
}

/** A published place with a page of its own. */
export function pageOf(content: ContentSnapshot, id: string): Place | undefined {
  const place = content.places.get(id);
  return place?.hasDetailPage ? place : undefined;
}

/**
 * A published place with a page of its own, for the pages under it (a claim, a review):
 * 404 with the Swedish "not in the guide" for anything else.
 */
export async function placePageOr404(database: DbHandle, id: string): Promise<Place> {
  const place = pageOf(await getContent(database), id);
  if (!place) throw data("Företaget finns inte i guiden.", { status: 404 });
  return place;
}

/** Listing entries of a built-in category, or undefined for slugs without one. */
export function listingOf(
  content: ContentSnapshot,
  slug: string,
): readonly ListingEntry[] | undefined {
  return Object.hasOwn(content.listings, slug) ? content.listings[slug] : undefined;
}

/** The category a place belongs to, for its generated image's palette. */
export function categoryOfPlace(content: ContentSnapshot, id: string): string {
  const place = content.places.get(id);
  if (place) return place.category.toLowerCase();
  return "default";
}

/** Offers still valid on `now`'s date in Stockholm. */
export function currentOffers(content: ContentSnapshot, now: Date): Offer[] {
  const today = stockholmNow(now).slice(0, 10);
  return content.offers.filter((offer) => offer.validUntil === null || offer.validUntil >= today);
}

/** The running or next occurrence of a published event, as seen at `now`. */
export function findEvent(
  content: ContentSnapshot,
  id: string,
  now: Date,
): EventOccurrence | undefined {
  const record = content.events.find((event) => event.id === id);
  return record ? nextOccurrence(record, now) : undefined;
}

/** Each published business's plan at `now` (a subscription that ended delivers nothing). */
export function plansOf(content: ContentSnapshot, now: Date): ReadonlyMap<string, PlanId> {
  const plans = plansAt(content.subscriptions, now);
  for (const slug of plans.keys())
    if (!content.places.has(slug)) (plans as Map<string, PlanId>).delete(slug);
  return plans;
}
