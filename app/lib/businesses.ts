import { BUSINESS_IDS_WITHOUT_PAGE, businesses, grandFitness } from "~/content/businesses";
import { listings } from "~/content/listings";
import type { Business, ListingEntry } from "~/content/types";
import { usablePhone } from "./format";

const byId = new Map<string, Business>(businesses.map((business) => [business.id, business]));

export function findBusiness(id: string): Business | undefined {
  return byId.get(id);
}

export function isGrandFitness(id: string): boolean {
  return id === grandFitness.id;
}

export function hasDetailPage(id: string): boolean {
  return byId.has(id) && !(BUSINESS_IDS_WITHOUT_PAGE as readonly string[]).includes(id);
}

/** Listing entries of a built-in category, or undefined for slugs without one. */
export function listingFor(slug: string): readonly ListingEntry[] | undefined {
  return Object.hasOwn(listings, slug) ? listings[slug] : undefined;
}

/** The category a business belongs to, for its generated image's palette. */
export function categoryOfBusiness(id: string): string {
  const business = byId.get(id);
  if (business) return business.category.toLowerCase();
  const slug = Object.keys(listings).find((key) => listings[key]?.some((entry) => entry.id === id));
  return slug ?? "default";
}

/** Place names without a street: the map search then needs the business name as well. */
function hasStreetNumber(address: string): boolean {
  return /\d/.test(address);
}

/**
 * What the map link searches for: a street address on its own, otherwise the name plus
 * the locality given ("The Shave Cave, Malmö"), so the search can still find the place.
 */
export function mapQuery(business: Pick<Business, "name" | "address">): string {
  const address = business.address.trim();
  if (!address) return business.name;
  return hasStreetNumber(address) ? address : `${business.name}, ${address}`;
}

/** External OpenStreetMap search for the place (a link, not an embed: nothing is hotlinked). */
export function mapHref(business: Pick<Business, "name" | "address">): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(mapQuery(business))}`;
}

/**
 * The ways a visitor can act from a detail page's 'Boka tid' box. E-mail and phone are the
 * spec's buttons; without either, the business's own site and the map link keep the box
 * from being a dead end.
 */
export function bookingActions(business: Business): {
  email?: string;
  phone?: string;
  website?: string;
  map?: string;
} {
  const phone = usablePhone(business.phone);
  const email = business.email?.trim() || undefined;
  if (email || phone) return { email, phone };
  return {
    website: business.website,
    map: business.address.trim() ? mapHref(business) : undefined,
  };
}
