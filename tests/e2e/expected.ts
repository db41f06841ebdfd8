import { grandFitness, HIDDEN_IN_SEED, places } from "../../app/.server/db/seed/places";
import type { ListingEntry } from "../../app/content/types";

// What the pages should show, written from the spec here rather than computed by the
// app's own functions: a test that asked the app what to expect could not fail when the
// app is wrong.

/** Spec 2, "Featured rule": the first three flagged places if three are, else the first three. */
export function expectedFeatured(entries: readonly ListingEntry[]): ListingEntry[] {
  const flagged = entries.filter((entry) => entry.featured);
  return (flagged.length >= 3 ? flagged : entries).slice(0, 3);
}

/** A rating as Swedish writes it, with Intl's own "sv-SE" format as the oracle: 4.8 -> '4,8'. */
export const swedishRating = (rating: number) =>
  rating.toLocaleString("sv-SE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The seed's phone as shown, or none: 'N/A' and other values without a digit are no number. */
export const shownPhone = (phone: string | undefined) =>
  phone && /\d/.test(phone) ? phone.trim() : undefined;

/** A website link's text: the address without 'https://' and a trailing slash. */
export const shownWebsite = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

/**
 * The seeded places with a basic profile page: all but Grand Fitness (its own layout) and
 * those the seed hides (no source confirms they opened; their address redirects home).
 */
export const BASIC_PROFILES = places.filter(
  (place) => place.id !== grandFitness.id && !HIDDEN_IN_SEED.has(place.id),
);
