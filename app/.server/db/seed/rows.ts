import { storedDatesOf } from "~/lib/events/events";
import { bool } from "../db";
import type { EventSeed } from "./events";
import { firstSentence, listings } from "./listings";
import { offers } from "./offers";
import { grandFitness, HIDDEN_IN_SEED, places } from "./places";

// The seed data as the rows the content tables hold: written once here, used by the
// seeds that insert them (index.ts) and by the corrections that bring old rows up to date
// (corrections.ts).

/** Every seeded business row, the spec's listed-only places included. */
export function placeRows() {
  const listed = new Map<string, { summary: string; featured: boolean }>();
  for (const entries of Object.values(listings))
    for (const entry of entries) {
      const known = listed.get(entry.businessId);
      listed.set(entry.businessId, {
        summary: known?.summary ?? entry.description,
        featured: Boolean(known?.featured || entry.featured),
      });
    }

  const rows = places.map((place) => ({
    slug: place.id,
    name: place.name,
    category: place.category,
    summary: listed.get(place.id)?.summary ?? firstSentence(place.description),
    description: place.description,
    address: place.address,
    email: place.email ?? null,
    phone: place.phone ?? null,
    website: place.website ?? null,
    rating: place.rating ?? null,
    image: place.imageUrl ?? null,
    featured: bool(listed.get(place.id)?.featured ?? false),
    has_detail_page: bool(true),
    status: HIDDEN_IN_SEED.has(place.id) ? ("hidden" as const) : ("published" as const),
    profile:
      place.id === grandFitness.id
        ? JSON.stringify({
            longDescription: grandFitness.longDescription,
            philosophy: grandFitness.philosophy,
            equipment: grandFitness.equipment,
            features: grandFitness.features,
          })
        : null,
    source: place.source ?? null,
  }));
  // Places listed without a detail page of their own (the spec's five ids).
  const withPage = new Set(places.map((place) => place.id));
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
          rating: entry.rating ?? null,
          image: entry.image,
          featured: bool(Boolean(entry.featured)),
          has_detail_page: bool(false),
          status: "published" as const,
          profile: null,
          source: null,
        });
  return rows;
}

/** Every seeded offer row, in the order of the /offers page. */
export function offerRows() {
  return offers.map((offer, index) => ({
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
  }));
}

/** One seeded event's row; `position` is its place in the seed list. */
export function eventRow(event: EventSeed, position: number) {
  const dates = storedDatesOf(event);
  return {
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
    position,
  };
}
