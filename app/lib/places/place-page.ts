import type { BookingLink, PlaceDetails } from "~/content/types";
import { usablePhone } from "~/lib/text/format";

// Pure helpers for business pages; the data itself is read through app/.server/snapshot/content.ts.

/** Grand Fitness has its own layout (spec 2). */
export const GRAND_FITNESS_ID = "grand-fitness";

export function isGrandFitness(id: string): boolean {
  return id === GRAND_FITNESS_ID;
}

/** Place names without a street: the map search then needs the business name as well. */
function hasStreetNumber(address: string): boolean {
  return /\d/.test(address);
}

/**
 * What the map link searches for: a street address on its own, otherwise the name plus
 * the locality given ("The Shave Cave, Malmö"), so the search can still find the place.
 */
export function mapQuery(place: Pick<PlaceDetails, "name" | "address">): string {
  const address = place.address.trim();
  if (!address) return place.name;
  return hasStreetNumber(address) ? address : `${place.name}, ${address}`;
}

/** External OpenStreetMap search for the place (a link, not an embed: nothing is hotlinked). */
export function mapHref(place: Pick<PlaceDetails, "name" | "address">): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(mapQuery(place))}`;
}

/**
 * Whether an address names a street and a number in it ("Adelgatan 4, Malmö", "Carlsgatan
 * 10C", "Ola Billgrens plats 2–4"), precise enough for directions; "Hyllie, Malmö" is not.
 */
export function hasStreetAndNumber(address: string): boolean {
  return /\p{L}{2,}\.?\s+\d/u.test(address);
}

/**
 * Directions to the place in Google Maps (its documented Maps URLs, which open the map app
 * on a phone), for an address with a street and a number; none otherwise. An address
 * without a locality is in Malmö.
 */
export function directionsHref(address: string): string | undefined {
  const street = address.trim();
  if (!hasStreetAndNumber(street)) return undefined;
  const destination = street.includes(",") ? street : `${street}, Malmö`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/**
 * The ways a visitor can act from a detail page's 'Boka tid' box. E-mail and phone are the
 * spec's buttons; without either, the business's own site and the map link keep the box
 * from being a dead end.
 */
export function bookingActions(place: PlaceDetails): {
  email?: string;
  phone?: string;
  website?: string;
  map?: string;
  booking?: BookingLink;
} {
  const phone = usablePhone(place.phone);
  const email = place.email?.trim() || undefined;
  // The owner's booking, menu or tickets link (issue 38) is a button of its own.
  const booking = place.booking;
  if (email || phone) return { email, phone, booking };
  return {
    website: place.website,
    map: place.address.trim() ? mapHref(place) : undefined,
    booking,
  };
}

/** The alt text of a place's picture: the generated art is an illustration, an upload a photo. */
export function placeImageAlt(
  imageUrl: string,
  name: string,
  t: (id: "card.illustration" | "card.photo", values: { subject: string }) => string,
): string {
  return t(imageUrl.endsWith(".svg") ? "card.illustration" : "card.photo", { subject: name });
}
