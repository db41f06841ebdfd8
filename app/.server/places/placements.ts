import { type ContentSnapshot, currentOffers, plansOf } from "~/.server/snapshot/content";
import type { FeaturedPlace, Offer } from "~/content/types";
import { adsOnDay, FRONT_PAGE_PLACES } from "~/lib/places/rotation";
import { isHighlighted } from "~/lib/plans/effects";
import { stockholmNow } from "~/lib/text/dates";

// Where Guld shows (spec 9: highlighted listing, an offer and days on the front page),
// worked out per request from the content and the clock. Every paid placement is
// marked `sponsored`, which the cards show as 'Annons'; the editors' order of
// everything else is left exactly as it is.

export type Sponsored<T> = T & { sponsored?: true };

/** Spec: three current offers on the start page. */
export const HOME_OFFER_COUNT = 3;

/** The businesses with Guld at `now`, in slug order. */
export function guldPlaces(content: ContentSnapshot, now: Date): string[] {
  return [...plansOf(content, now)]
    .filter(([, plan]) => isHighlighted(plan))
    .map(([slug]) => slug)
    .sort();
}

/** The front page's featured row on `now`'s Stockholm day: its Guld days first, then the editors' picks. */
export function homeFeaturedAt(content: ContentSnapshot, now: Date): Sponsored<FeaturedPlace>[] {
  const today = stockholmNow(now).slice(0, 10);
  const ads = adsOnDay(guldPlaces(content, now), today).flatMap((slug) => {
    const card = content.featuredCards.get(slug);
    return card ? [{ ...card, sponsored: true as const }] : [];
  });
  const shown = new Set(ads.map((card) => card.title));
  const editorial = content.homeFeatured.filter((card) => !shown.has(card.title));
  return [...ads, ...editorial].slice(0, FRONT_PAGE_PLACES);
}

/** The front page's offers: one offer of each Guld business first, then the editors' offers. */
export function homeOffersAt(content: ContentSnapshot, now: Date): Sponsored<Offer>[] {
  const guld = new Set(guldPlaces(content, now));
  const offers = currentOffers(content, now);
  const paid: Sponsored<Offer>[] = [];
  for (const offer of offers) {
    if (!offer.businessId || !guld.has(offer.businessId)) continue;
    if (paid.some((shown) => shown.businessId === offer.businessId)) continue;
    paid.push({ ...offer, sponsored: true });
  }
  const editorial = offers.filter((offer) => !paid.some((shown) => shown.id === offer.id));
  return [...paid, ...editorial].slice(0, Math.max(HOME_OFFER_COUNT, paid.length));
}
