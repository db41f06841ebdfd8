import type { PlaceDetails } from "~/content/types";
import type { EventOccurrence } from "~/lib/events/events";
import type { JsonLd } from "~/lib/seo/json-ld";
import { stockholmNow } from "~/lib/text/dates";
import { usablePhone } from "~/lib/text/format";

// schema.org structured data for business and event pages (issue 23, point 6). Only what
// the record says: fields it lacks are left out, opening hours unless they are data (the
// place's opening_hours, added by page-share.ts), and never a rating (ratings are the
// operator's own, not reviews).

const CONTEXT = "https://schema.org";

/** The most specific schema.org type each category's places share. */
const TYPE_BY_CATEGORY: Readonly<Record<string, string>> = {
  restauranger: "Restaurant",
  "fika-lunch": "CafeOrCoffeeShop",
  boende: "LodgingBusiness",
  konst: "Museum",
  musik: "PerformingArtsTheater",
  shopping: "Store",
  sport: "SportsActivityLocation",
  nojesparker: "AmusementPark",
  frisor: "HairSalon",
  massage: "DaySpa",
  halsa: "HealthAndBeautyBusiness",
};

/**
 * The schema.org type of a place: its category's, narrowed where the name says more (a
 * hotel among lodgings, a gallery among museums); LocalBusiness for other categories.
 */
export function schemaTypeOf(category: string, name: string): string {
  const slug = category.toLowerCase();
  if (slug === "boende" && /\bhotel(l)?\b/i.test(name)) return "Hotel";
  if (slug === "konst" && /galleri|gallery|konsthall/i.test(name)) return "ArtGallery";
  return Object.hasOwn(TYPE_BY_CATEGORY, slug)
    ? (TYPE_BY_CATEGORY[slug] as string)
    : "LocalBusiness";
}

/**
 * A free-text address as a PostalAddress: the last comma-separated part is the locality
 * ("Friisgatan 14, Malmö"), what comes before it the street. Nothing else is assumed.
 */
export function postalAddressOf(text: string): JsonLd | undefined {
  const parts = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const locality = parts.pop();
  if (!locality) return undefined;
  return {
    "@type": "PostalAddress",
    ...(parts.length > 0 ? { streetAddress: parts.join(", ") } : {}),
    addressLocality: locality,
  };
}

/** Absolute addresses of the page and its image. */
export interface PageAddresses {
  url: string;
  image: string;
}

export function placeJsonLd(place: PlaceDetails, page: PageAddresses): JsonLd {
  const address = postalAddressOf(place.address);
  const telephone = usablePhone(place.phone);
  const email = place.email?.trim();
  return {
    "@context": CONTEXT,
    "@type": schemaTypeOf(place.category, place.name),
    name: place.name,
    ...(place.description ? { description: place.description } : {}),
    url: page.url,
    image: page.image,
    ...(address ? { address } : {}),
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
    ...(place.website ? { sameAs: place.website } : {}),
  };
}

/**
 * A local Stockholm wall-clock time ("2026-12-05T18:00") with its offset that day
 * ("2026-12-05T18:00:00+01:00"). A time in the spring gap has no instant: it gets the
 * winter offset.
 */
export function stockholmDateTime(local: string): string {
  const asUtc = Date.parse(`${local}:00Z`);
  for (const hours of [2, 1]) {
    if (stockholmNow(new Date(asUtc - hours * 3_600_000)) === local)
      return `${local}:00+0${hours}:00`;
  }
  return `${local}:00+01:00`;
}

/** Start and end as the event knows them: with times where known, else whole days. */
function eventDates(event: EventOccurrence): { startDate: string; endDate: string } {
  const day = (local: string) => local.slice(0, 10);
  switch (event.timing) {
    case "range":
      return { startDate: stockholmDateTime(event.start), endDate: stockholmDateTime(event.end) };
    case "start":
      return { startDate: stockholmDateTime(event.start), endDate: day(event.end) };
    case "none":
      return { startDate: day(event.start), endDate: day(event.end) };
  }
}

/**
 * An event's structured data, or undefined for an example event or dates the source does
 * not confirm (nothing is claimed for dates nobody confirmed).
 */
export function eventJsonLd(event: EventOccurrence, page: PageAddresses): JsonLd | undefined {
  if (event.example || event.unconfirmed) return undefined;
  const address = postalAddressOf(event.location);
  const placeName = event.location.split(",")[0]?.trim() || event.location;
  return {
    "@context": CONTEXT,
    "@type": "Event",
    name: event.title,
    description: event.description,
    url: page.url,
    image: page.image,
    ...eventDates(event),
    eventStatus: `${CONTEXT}/EventScheduled`,
    location: {
      "@type": "Place",
      name: placeName,
      ...(address ? { address } : {}),
    },
  };
}

/** The steps of a page's visible breadcrumbs, the page itself last; URLs absolute. */
export function breadcrumbJsonLd(steps: readonly { name: string; url: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
