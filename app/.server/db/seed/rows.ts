import { storedDatesOf } from "~/lib/events/events";
import { bool } from "../db";
import { businesses, grandFitness, HIDDEN_IN_SEED } from "./businesses";
import type { EventSeed } from "./events";
import { firstSentence, listings } from "./listings";
import { offers } from "./offers";

// The seed data as the rows the content tables hold: written once here, used by the
// seeds that insert them (index.ts) and by the corrections that bring old rows up to date
// (corrections.ts).

/** Every seeded business row, the spec's listed-only places included. */
export function businessRows() {
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
    status: HIDDEN_IN_SEED.has(business.id) ? ("hidden" as const) : ("published" as const),
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
