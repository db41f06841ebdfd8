import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import { NAV_LINKS } from "~/content/categories";
import { findPlan, type PlanId } from "~/content/plans";
import type {
  Business,
  EventCategory,
  FeaturedPlace,
  GymBusiness,
  ListingEntry,
  Offer,
} from "~/content/types";
import { stockholmNow } from "~/lib/dates";
import {
  type EventOccurrence,
  type EventRecord,
  type EventRecurrence,
  nextOccurrence,
  ruleOfStored,
} from "~/lib/events";
import { type PlanSubscription, plansAt } from "~/lib/plan-effects";
import { database } from "../db/database";
import type { Database, EventsTable, SubscriptionsTable } from "../db/schema";

// The one read path for the guide's content. Loaders call getContent(); it returns an
// in-process copy that is reloaded whenever the content version in the database has
// changed, so a write made by any process is visible on the next request everywhere.
// Every write goes through a transaction that calls bumpContentVersion().

/** A place as pages use it: the business fields plus how it is listed. */
export interface Place extends Business {
  hasDetailPage: boolean;
  featured: boolean;
  /** The card's short text. */
  summary: string;
  /** Grand Fitness-style extended profile, when the place has one. */
  profile?: Omit<GymBusiness, keyof Business>;
}

export interface ContentSnapshot {
  /** Changes with every write; page caches can key on it. */
  version: number;
  places: ReadonlyMap<string, Place>;
  /** Category slug -> its places in order (published only). */
  listings: Readonly<Record<string, ListingEntry[]>>;
  featured: FeaturedPlace[];
  homeFeatured: FeaturedPlace[];
  /** Every published place as a featured card (for paid front-page days). */
  featuredCards: ReadonlyMap<string, FeaturedPlace>;
  /** Published offers in order, with their last day (null = no end). */
  offers: (Offer & { validUntil: string | null })[];
  /** Published events in order; their dates follow each record's rule. */
  events: EventRecord[];
  /** Subscriptions linked to a business; what they deliver depends on the clock (plansOf). */
  subscriptions: PlanSubscription[];
}

/** The spec's default rating where a place has none. */
const DEFAULT_RATING = 4.8;

export async function bumpContentVersion(trx: Transaction<Database> | Kysely<Database>) {
  await trx
    .updateTable("content_meta")
    .set({ version: sql<number>`version + 1` })
    .where("id", "=", 1)
    .execute();
}

/** A subscription row as the plan effects read it: none for an unknown plan or without a business. */
export function planSubscriptionOf(
  row: Pick<
    Selectable<SubscriptionsTable>,
    "business_slug" | "plan_type" | "status" | "active" | "expires_at"
  >,
): PlanSubscription | undefined {
  const plan = findPlan(row.plan_type);
  if (!plan || !row.business_slug) return undefined;
  return {
    businessSlug: row.business_slug,
    plan: plan.id,
    status: row.status,
    active: Boolean(row.active),
    expiresAt: row.expires_at,
  };
}

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
    return await db.transaction().execute(async (trx) => {
      await bumpContentVersion(trx);
      return work(trx);
    });
  } catch (error) {
    if (error instanceof Unchanged) return error.result as T;
    throw error;
  }
}

export async function contentVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("content_meta")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

const navLabelOf = (slug: string) =>
  NAV_LINKS.find((link) => link.href === `/category/${slug}`)?.label ?? slug;

async function load(db: Kysely<Database>, version: number): Promise<ContentSnapshot> {
  const [rows, hours, listingRows, featuredRows, offerRows, eventRows, subscriptionRows] =
    await Promise.all([
      db.selectFrom("businesses").selectAll().where("status", "=", "published").execute(),
      db.selectFrom("business_hours").selectAll().orderBy("position").execute(),
      db.selectFrom("business_listings").selectAll().orderBy("position").execute(),
      db.selectFrom("featured_places").selectAll().orderBy("position").execute(),
      db
        .selectFrom("offers")
        .selectAll()
        .where("status", "=", "published")
        .orderBy("position")
        .execute(),
      db
        .selectFrom("events")
        .selectAll()
        .where("status", "=", "published")
        .orderBy("position")
        .execute(),
      db
        .selectFrom("subscriptions")
        .select(["business_slug", "plan_type", "status", "active", "expires_at"])
        .where("business_slug", "is not", null)
        .execute(),
    ]);

  const places = new Map<string, Place>();
  for (const row of rows) {
    const profile = row.profile ? (JSON.parse(row.profile) as Record<string, unknown>) : undefined;
    places.set(row.slug, {
      id: row.slug,
      name: row.name,
      category: row.category,
      description: row.description,
      summary: row.summary,
      address: row.address,
      email: row.email ?? undefined,
      phone: row.phone ?? undefined,
      website: row.website ?? undefined,
      rating: row.rating ?? undefined,
      imageUrl: row.image ?? undefined,
      source: row.source ?? undefined,
      hasDetailPage: Boolean(row.has_detail_page),
      featured: Boolean(row.featured),
      profile: profile
        ? {
            longDescription: String(profile.longDescription ?? ""),
            philosophy: String(profile.philosophy ?? ""),
            equipment: String(profile.equipment ?? ""),
            features: Array.isArray(profile.features) ? profile.features.map(String) : [],
            hours: hours
              .filter((hour) => hour.business_slug === row.slug)
              .map((hour) => ({ days: hour.days, time: hour.time })),
          }
        : undefined,
    });
  }

  const card = (place: Place): ListingEntry => ({
    id: place.id,
    title: place.name,
    description: place.summary,
    image: place.imageUrl ?? `/images/business/${place.id}.svg`,
    rating: place.rating ?? DEFAULT_RATING,
    location: place.address,
    businessId: place.id,
    ...(place.featured ? { featured: true } : {}),
  });
  const listings: Record<string, ListingEntry[]> = {};
  const firstCategory = new Map<string, string>();
  for (const row of listingRows) {
    const place = places.get(row.business_slug);
    if (!place) continue; // hidden
    const list = listings[row.category_slug] ?? [];
    list.push(card(place));
    listings[row.category_slug] = list;
    if (!firstCategory.has(place.id)) firstCategory.set(place.id, row.category_slug);
  }

  const featuredCard = (place: Place): FeaturedPlace => ({
    image: place.imageUrl ?? `/images/business/${place.id}.svg`,
    title: place.name,
    category: navLabelOf(firstCategory.get(place.id) ?? place.category),
    rating: place.rating ?? DEFAULT_RATING,
    location: place.address,
    businessId: place.hasDetailPage ? place.id : undefined,
  });
  const featuredCards = new Map(
    [...places.values()].map((place) => [place.id, featuredCard(place)]),
  );
  const featured: FeaturedPlace[] = [];
  const home: [number, FeaturedPlace][] = [];
  for (const row of featuredRows) {
    const place = places.get(row.business_slug);
    if (!place) continue;
    const entry = featuredCard(place);
    featured.push(entry);
    if (row.home_position !== null) home.push([row.home_position, entry]);
  }

  const offers = offerRows.map((row) => ({
    id: row.slug,
    business: row.business_name,
    title: row.title,
    description: row.description,
    location: row.location,
    image: row.image,
    rating: row.rating ?? DEFAULT_RATING,
    url: row.url,
    color: row.color as Offer["color"],
    tag: row.tag as Offer["tag"],
    businessId: row.business_slug ?? undefined,
    validUntil: row.valid_until,
  }));

  const events = eventRows.map(eventRecordOf);
  const subscriptions = subscriptionRows.flatMap((row) => planSubscriptionOf(row) ?? []);

  return {
    version,
    places,
    events,
    listings,
    featured,
    homeFeatured: home.sort((a, b) => a[0] - b[0]).map(([, entry]) => entry),
    featuredCards,
    offers,
    subscriptions,
  };
}

/** An event row as the guide holds it: its facts and the rule its dates follow. */
export function eventRecordOf(row: Selectable<EventsTable>): EventRecord {
  return {
    id: row.slug,
    title: row.title,
    description: row.description,
    location: row.location,
    category: row.category as EventCategory,
    image: row.image,
    ...ruleOfStored(
      row.starts_at,
      row.ends_at,
      row.recurrence ? (JSON.parse(row.recurrence) as EventRecurrence) : null,
    ),
    example: Boolean(row.example),
    ...(row.source ? { source: row.source } : {}),
  };
}

const cache = new WeakMap<Kysely<Database>, Promise<ContentSnapshot>>();

/** The current content of a database: one cheap version query, a reload only after a write. */
export async function contentOf(db: Kysely<Database>): Promise<ContentSnapshot> {
  const version = await contentVersion(db);
  const cached = cache.get(db);
  const current = cached ? await cached.catch(() => undefined) : undefined;
  if (current?.version === version) return current;
  const loading = load(db, version);
  cache.set(db, loading);
  return loading;
}

/** The app's current content (loaders call this). */
export async function getContent(): Promise<ContentSnapshot> {
  return contentOf((await database()).db);
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
