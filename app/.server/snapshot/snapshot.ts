import type { Kysely, Selectable } from "kysely";
import { categoryBySlug } from "~/content/categories";
import { findPlan } from "~/content/plans";
import type {
  EventCategory,
  FeaturedPlace,
  GymPlace,
  ListingEntry,
  Offer,
  PlaceDetails,
} from "~/content/types";
import { type Accessibility, accessibilityOf } from "~/lib/accessibility/accessibility";
import { type EventRecord, type EventRecurrence, ruleOfStored } from "~/lib/events/events";
import { bookingLink } from "~/lib/places/booking";
import { type Confirmation, confirmedFacts, storedFacts } from "~/lib/places/confirmation";
import type { PlanSubscription } from "~/lib/plans/effects";
import type {
  BusinessesTable,
  BusinessHoursTable,
  BusinessListingsTable,
  Database,
  EventsTable,
  OffersTable,
  SubscriptionsTable,
} from "../db/schema";
import { loadTranslations, type Translations } from "../i18n/content";

// The in-process copy of the guide's content (content.ts serves it): loaded whole at
// start, then brought up to date after each write by reading only the records the write
// changed, as the database's triggers wrote them down in content_changes (migration 015).
// A patched snapshot equals a whole load of the same rows (tests/integration/content-patch).

/** A place as pages use it: its details plus how it is listed. */
export interface Place extends PlaceDetails {
  hasDetailPage: boolean;
  featured: boolean;
  /** The card's short text. */
  summary: string;
  /** Grand Fitness-style extended profile, when the place has one. */
  profile?: Omit<GymPlace, keyof PlaceDetails>;
  /** Opening hours in OpenStreetMap syntax (app/.server/hours), when known. */
  openingHours?: string;
  /** When the hours were last confirmed ("2026-11-26"); unconfirmed hours get no badge. */
  hoursCheckedAt?: string;
  /** The accessibility facts known (an unknown one is absent). */
  accessibility: Accessibility;
  /** When the place's details were last confirmed, and by whom (issue 24, point 4). */
  confirmed?: Confirmation;
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
  /** The content's texts in English, German and Danish (issue 40). */
  translations: Translations;
}

/** More changed places than this since the last snapshot: loading everything is quicker. */
const MOST_PATCHED_PLACES = 500;

type Db = Kysely<Database>;

const navLabelOf = (slug: string) => categoryBySlug(slug)?.nav?.label ?? slug;

/**
 * The category a place's featured card names: its own, when it is listed there, else
 * the first it is listed in (`listedIn`, in listing order).
 */
function cardCategory(place: Place, listedIn: readonly string[]): string {
  const own = place.category.toLowerCase();
  return listedIn.includes(own) ? own : (listedIn[0] ?? own);
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

function placeOf(row: Selectable<BusinessesTable>, hours: Selectable<BusinessHoursTable>[]): Place {
  const profile = row.profile ? (JSON.parse(row.profile) as Record<string, unknown>) : undefined;
  return {
    id: row.slug,
    name: row.name,
    category: row.category,
    description: row.description,
    summary: row.summary,
    address: row.address,
    email: row.email ?? undefined,
    phone: row.phone ?? undefined,
    website: row.website ?? undefined,
    booking: bookingLink(row.booking_url, row.booking_label),
    rating: row.rating ?? undefined,
    imageUrl: row.image ?? undefined,
    source: row.source ?? undefined,
    hasDetailPage: Boolean(row.has_detail_page),
    featured: Boolean(row.featured),
    ...(row.opening_hours ? { openingHours: row.opening_hours } : {}),
    ...(row.hours_checked_at ? { hoursCheckedAt: row.hours_checked_at } : {}),
    accessibility: accessibilityOf(row.accessibility),
    ...(row.confirmed_at
      ? {
          confirmed: {
            at: row.confirmed_at,
            byOwner: row.confirmed_by === "owner",
            // Which facts the page may call confirmed (issue 35).
            facts: confirmedFacts(storedFacts(row.confirmed_facts), {
              address: row.address,
              phone: row.phone,
              email: row.email,
              website: row.website,
              openingHours: row.opening_hours,
              hoursCheckedAt: row.hours_checked_at,
            }),
          },
        }
      : {}),
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
  };
}

const cardOf = (place: Place): ListingEntry => ({
  id: place.id,
  title: place.name,
  description: place.summary,
  image: place.imageUrl ?? `/images/business/${place.id}.svg`,
  rating: place.rating,
  location: place.address,
  businessId: place.id,
  ...(place.featured ? { featured: true } : {}),
});

/** A place as a featured card, given the categories it is listed in. */
const featuredCardOf = (place: Place, listedIn: readonly string[]): FeaturedPlace => ({
  image: place.imageUrl ?? `/images/business/${place.id}.svg`,
  title: place.name,
  category: navLabelOf(cardCategory(place, listedIn)),
  rating: place.rating,
  location: place.address,
  businessId: place.hasDetailPage ? place.id : undefined,
});

const offerOf = (row: Selectable<OffersTable>) => ({
  id: row.slug,
  business: row.business_name,
  title: row.title,
  description: row.description,
  location: row.location,
  image: row.image,
  rating: row.rating ?? undefined,
  url: row.url,
  color: row.color as Offer["color"],
  tag: row.tag as Offer["tag"],
  businessId: row.business_slug ?? undefined,
  validUntil: row.valid_until,
});

// The parts of a snapshot, each read whole (the small ones are read whole on a patch too).

const publishedPlaces = (db: Db) =>
  db.selectFrom("businesses").selectAll().where("status", "=", "published").orderBy("id");

/** Listing rows in the order every list follows (and, across lists, a fixed one). */
const listingRows = (db: Db) =>
  db
    .selectFrom("business_listings")
    .selectAll()
    .orderBy("position")
    .orderBy("category_slug")
    .orderBy("business_slug");

/** The published rows of an ordered content table (offers, events), in their order. */
const publishedInOrder = <T extends "offers" | "events">(db: Db, table: T) =>
  db
    .selectFrom(table as "offers")
    .selectAll()
    .where("status", "=", "published")
    .orderBy("position")
    .orderBy("id")
    .execute() as unknown as Promise<Selectable<Database[T]>[]>;

const loadOffers = async (db: Db) => (await publishedInOrder(db, "offers")).map(offerOf);
const loadEvents = async (db: Db) => (await publishedInOrder(db, "events")).map(eventRecordOf);

async function loadSubscriptions(db: Db) {
  const rows = await db
    .selectFrom("subscriptions")
    .select(["business_slug", "plan_type", "status", "active", "expires_at"])
    .where("business_slug", "is not", null)
    .orderBy("id")
    .execute();
  return rows.flatMap((row) => planSubscriptionOf(row) ?? []);
}

/** The featured page's and the home page's cards, from the featured rows. */
async function loadFeatured(db: Db, cards: ReadonlyMap<string, FeaturedPlace>) {
  const rows = await db.selectFrom("featured_places").selectAll().orderBy("position").execute();
  const featured: FeaturedPlace[] = [];
  const home: [number, FeaturedPlace][] = [];
  for (const row of rows) {
    const card = cards.get(row.business_slug);
    if (!card) continue; // hidden
    featured.push(card);
    if (row.home_position !== null) home.push([row.home_position, card]);
  }
  return { featured, homeFeatured: home.sort((a, b) => a[0] - b[0]).map(([, card]) => card) };
}

/** Adds each listing row's card to its category's list; returns each place's categories. */
function addListings(
  rows: Selectable<BusinessListingsTable>[],
  places: ReadonlyMap<string, Place>,
  listings: Record<string, ListingEntry[]>,
): Map<string, string[]> {
  const listedIn = new Map<string, string[]>();
  for (const row of rows) {
    const place = places.get(row.business_slug);
    if (!place) continue; // hidden
    // An own key only: a category named like Object's members ('constructor') is a list too.
    const list =
      (Object.hasOwn(listings, row.category_slug) ? listings[row.category_slug] : undefined) ?? [];
    list.push(cardOf(place));
    listings[row.category_slug] = list;
    listedIn.set(place.id, [...(listedIn.get(place.id) ?? []), row.category_slug]);
  }
  return listedIn;
}

/** Everything, read whole. */
export async function loadSnapshot(db: Db, version: number): Promise<ContentSnapshot> {
  const [rows, hours, listed, offers, events, subscriptions, translations] = await Promise.all([
    publishedPlaces(db).execute(),
    db.selectFrom("business_hours").selectAll().orderBy("position").execute(),
    listingRows(db).execute(),
    loadOffers(db),
    loadEvents(db),
    loadSubscriptions(db),
    loadTranslations(db),
  ]);
  const places = new Map(rows.map((row) => [row.slug, placeOf(row, hours)]));
  const listings: Record<string, ListingEntry[]> = {};
  const listedIn = addListings(listed, places, listings);
  const featuredCards = new Map(
    [...places.values()].map((place) => [
      place.id,
      featuredCardOf(place, listedIn.get(place.id) ?? []),
    ]),
  );
  return {
    version,
    places,
    listings,
    ...(await loadFeatured(db, featuredCards)),
    featuredCards,
    offers,
    events,
    subscriptions,
    translations,
  };
}

/**
 * The snapshot `previous` brought up to `version`: the places changed since it was made
 * are read again, with their categories' lists; a changed small part is read whole.
 * Too many changed places, or changes already pruned: everything is read (loadSnapshot).
 */
export async function patchSnapshot(
  db: Db,
  previous: ContentSnapshot,
  version: number,
): Promise<ContentSnapshot> {
  const changes = await db
    .selectFrom("content_changes")
    .select(["entity", "key"])
    .where("version", ">", previous.version)
    .execute();
  const changed = new Set(changes.map((change) => change.entity));
  const slugs = [
    ...new Set(
      changes.filter((change) => change.entity === "business").map((change) => change.key),
    ),
  ];
  if (slugs.length > MOST_PATCHED_PLACES) return loadSnapshot(db, version);

  let { places, listings, featuredCards, featured, homeFeatured } = previous;
  if (slugs.length > 0) {
    const [rows, hours, ownListings] = await Promise.all([
      publishedPlaces(db).where("slug", "in", slugs).execute(),
      db
        .selectFrom("business_hours")
        .selectAll()
        .where("business_slug", "in", slugs)
        .orderBy("position")
        .execute(),
      listingRows(db).where("business_slug", "in", slugs).execute(),
    ]);
    // Map.set keeps an existing key where it was: the places keep the order of a whole load.
    const nextPlaces = new Map(previous.places);
    const nextCards = new Map(previous.featuredCards);
    for (const slug of slugs) {
      const row = rows.find((candidate) => candidate.slug === slug);
      if (!row) {
        nextPlaces.delete(slug); // hidden or gone
        nextCards.delete(slug);
        continue;
      }
      const place = placeOf(row, hours);
      const listedIn = ownListings
        .filter((listing) => listing.business_slug === slug)
        .map((listing) => listing.category_slug);
      nextPlaces.set(slug, place);
      nextCards.set(slug, featuredCardOf(place, listedIn));
    }
    // The lists that held a changed place before or hold it now are made again.
    const wanted = new Set(slugs);
    const categories = new Set(ownListings.map((row) => row.category_slug));
    for (const [category, list] of Object.entries(previous.listings))
      if (list.some((entry) => wanted.has(entry.businessId ?? entry.id))) categories.add(category);
    const nextListings = { ...previous.listings };
    for (const category of categories) delete nextListings[category];
    if (categories.size > 0)
      addListings(
        await listingRows(db)
          .where("category_slug", "in", [...categories])
          .execute(),
        nextPlaces,
        nextListings,
      );
    places = nextPlaces;
    listings = nextListings;
    featuredCards = nextCards;
  }
  if (slugs.length > 0 || changed.has("featured"))
    ({ featured, homeFeatured } = await loadFeatured(db, featuredCards));
  const [offers, events, subscriptions, translations] = await Promise.all([
    changed.has("offers") ? loadOffers(db) : previous.offers,
    changed.has("events") ? loadEvents(db) : previous.events,
    changed.has("subscriptions") ? loadSubscriptions(db) : previous.subscriptions,
    changed.has("translations") ? loadTranslations(db) : previous.translations,
  ]);
  return {
    version,
    places,
    listings,
    featured,
    homeFeatured,
    featuredCards,
    offers,
    events,
    subscriptions,
    translations,
  };
}
