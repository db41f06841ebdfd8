import { categoryTitle, PLACEHOLDER_SLUGS } from "~/content/categories";
import type { ListingEntry } from "~/content/types";
import { pickFeatured } from "./featured";

export const PLACEHOLDER_COUNT = 6;

export interface CategoryPlace extends Omit<ListingEntry, "businessId" | "rating"> {
  /** Placeholders claim no rating. */
  rating?: number;
  /** Link of the card; placeholders have none. */
  href?: string;
}

export type CategoryPage =
  | {
      kind: "listing";
      slug: string;
      title: string;
      featured: CategoryPlace[];
      places: CategoryPlace[];
    }
  | { kind: "events"; slug: string; title: string }
  | { kind: "empty"; slug: string; title: string };

/** 'Exempel 1' to 'Exempel 6' for slugs without a built-in listing (spec 2). */
export function placeholderPlaces(): CategoryPlace[] {
  return Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => ({
    id: String(index + 1),
    title: `Exempel ${index + 1}`,
    description:
      "Här kommer snart tips på platser i den här kategorin. Har du ett förslag? Hör gärna av dig.",
    image: "/images/categories/placeholder.svg",
    location: "Malmö",
  }));
}

function toPlace(entry: ListingEntry): CategoryPlace {
  const { businessId, ...rest } = entry;
  return { ...rest, href: `/business/${businessId}` };
}

/** What /category/{slug} shows: a listing, placeholders, the events pointer or nothing yet. */
export function categoryPage(
  slug: string,
  listingFor: (slug: string) => readonly ListingEntry[] | undefined,
): CategoryPage {
  const normalised = slug.toLowerCase();
  if (normalised === "evenemang") return { kind: "events", slug: normalised, title: "Evenemang" };

  const listing = listingFor(normalised);
  const title = categoryTitle(normalised);
  if (listing) {
    const places = listing.map(toPlace);
    return {
      kind: "listing",
      slug: normalised,
      title,
      featured: pickFeatured(listing).map(toPlace),
      places,
    };
  }
  if (PLACEHOLDER_SLUGS.includes(normalised)) {
    const places = placeholderPlaces();
    return { kind: "listing", slug: normalised, title, featured: places.slice(0, 3), places };
  }
  return { kind: "empty", slug: normalised, title };
}
