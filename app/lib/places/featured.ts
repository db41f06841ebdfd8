import type { ListingEntry } from "~/content/types";

export const FEATURED_COUNT = 3;

/**
 * Spec 2, "Featured rule": if at least three places are flagged featured, the
 * first three of those; otherwise the first three places in the list.
 */
export function pickFeatured(
  entries: readonly ListingEntry[],
  count = FEATURED_COUNT,
): ListingEntry[] {
  const flagged = entries.filter((entry) => entry.featured);
  return (flagged.length >= count ? flagged : entries).slice(0, count);
}
