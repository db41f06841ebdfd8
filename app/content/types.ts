// Typed shapes of the guide's fixed content (spec section 3). Every content
// module imports these so a typo in the data fails the typecheck.

/** Slug of a category page, e.g. "fika-lunch". */
export type CategorySlug = string;

/** One place in a category page's grid. */
export interface ListingEntry {
  /** Equal to businessId for real places. */
  id: string;
  title: string;
  /** One or two Swedish sentences for the card. */
  description: string;
  /** Path of an image served by the app (public/images/...). */
  image: string;
  /** 4.3 to 4.9; none where nobody gave one (issue 24). */
  rating?: number;
  /** Street address, e.g. "Södra Förstadsgatan 41, Malmö". */
  location: string;
  /** Id of the detail page; the five ids without a page still carry it (they redirect to /). */
  businessId: string;
  featured?: boolean;
}

/**
 * A place's details as its page (/business/{id}) shows them. "Place" is the code's one
 * name for a listed place (docs/decisions/033-one-name-for-a-place.md).
 */
export interface PlaceDetails {
  id: string;
  name: string;
  /** Swedish description, 2 to 4 sentences. */
  description: string;
  address: string;
  email?: string;
  phone?: string;
  /** Full URL including protocol, e.g. "https://www.malmoopera.se". */
  website?: string;
  /** Category value as the original stored it: usually a slug ("sport"), sometimes capitalised ("Boende"). */
  category: string;
  imageUrl?: string;
  /** None: no rating is shown (the seed writes the spec's default 4.8 for its own pages). */
  rating?: number;
  /** A booking, menu or tickets link, a button in the 'Boka tid' box (issue 38). */
  booking?: BookingLink;
  /**
   * Where the entry's facts come from, one line (publication or site, and what it
   * confirms). Required by businesses.test.ts whenever the entry states a fact; never shown.
   */
  source?: string;
}

export interface BookingLink {
  url: string;
  /** One of BOOKING_LABELS (app/lib/places/booking.ts): 'Boka bord', 'Meny', … */
  label: string;
}

/** Grand Fitness has its own layout with extra fields. */
export interface GymPlace extends PlaceDetails {
  longDescription: string;
  philosophy: string;
  equipment: string;
  hours: { days: string; time: string }[];
  features: string[];
}

/** Event with real local (Europe/Stockholm) times in ISO form without offset. */
export interface GuideEvent {
  id: string;
  title: string;
  description: string;
  location: string;
  /** One of EVENT_CATEGORIES. */
  category: EventCategory;
  /** Local start, "2026-12-05T18:00". */
  start: string;
  /** Local end, "2026-12-05T21:00" (may be on a later day for multi-day events). */
  end: string;
  image: string;
}

export const EVENT_CATEGORIES = [
  "Mat och dryck",
  "Konstgallerier och museer",
  "Musik och teater",
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export interface Offer {
  id: string;
  business: string;
  title: string;
  description: string;
  location: string;
  image: string;
  rating?: number;
  /** External link to the business's own site. */
  url: string;
  /** Accent colour name used by the card. */
  color: "rose" | "amber" | "emerald" | "sky" | "violet";
  tag: "Rabatt" | "Special" | "Årskort";
  /** Optional business detail id. */
  businessId?: string;
}

/** Card on /featured and the home page. */
export interface FeaturedPlace {
  image: string;
  title: string;
  category: string;
  rating?: number;
  location: string;
  businessId?: string;
}
