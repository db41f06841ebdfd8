import { BUSINESS_IDS_WITHOUT_PAGE, businesses, grandFitness } from "~/content/businesses";
import { listings } from "~/content/listings";
import type { Business, ListingEntry } from "~/content/types";

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
