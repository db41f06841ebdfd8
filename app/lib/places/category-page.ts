import { categoryTitle, PLACEHOLDER_SLUGS } from "~/content/categories";
import type { ListingEntry } from "~/content/types";
import type { Swedish } from "~/lib/i18n/content";
import { FEATURED_COUNT, pickFeatured } from "~/lib/places/featured";

export const PLACEHOLDER_COUNT = 6;

export interface CategoryPlace extends Omit<ListingEntry, "businessId" | "rating">, Swedish {
  /** Placeholders claim no rating. */
  rating?: number;
  /** Link of the card; placeholders have none. */
  href?: string;
  /** A paid placement (Guld), labelled 'Annons'. */
  sponsored?: true;
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

/**
 * What /category/{slug} shows: a listing, placeholders, the events pointer or nothing yet.
 * `highlighted` businesses (Guld) come first in the featured row and in the listing,
 * marked as paid; the others keep the spec's featured rule and their order.
 */
export function categoryPage(
  slug: string,
  listingFor: (slug: string) => readonly ListingEntry[] | undefined,
  highlighted: ReadonlySet<string> = new Set(),
): CategoryPage {
  const normalised = slug.toLowerCase();
  if (normalised === "evenemang") return { kind: "events", slug: normalised, title: "Evenemang" };

  const listing = listingFor(normalised);
  const title = categoryTitle(normalised);
  if (listing) {
    const paid = listing.filter((entry) => highlighted.has(entry.businessId));
    const unpaid = listing.filter((entry) => !highlighted.has(entry.businessId));
    const sponsored = (entry: ListingEntry): CategoryPlace => ({
      ...toPlace(entry),
      sponsored: true,
    });
    return {
      kind: "listing",
      slug: normalised,
      title,
      featured: [...paid.map(sponsored), ...pickFeatured(unpaid).map(toPlace)].slice(
        0,
        FEATURED_COUNT,
      ),
      places: [...paid.map(sponsored), ...unpaid.map(toPlace)],
    };
  }
  if (PLACEHOLDER_SLUGS.includes(normalised)) {
    const places = placeholderPlaces();
    return { kind: "listing", slug: normalised, title, featured: places.slice(0, 3), places };
  }
  return { kind: "empty", slug: normalised, title };
}
