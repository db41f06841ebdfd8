import type { CategorySlug } from "~/content/types";

// The guide's own translations of its seeded texts (issue 40, point 4): English, German
// and Danish, one folder per language, written by the guide's editors (no machine service),
// facts unchanged: names, addresses, numbers, dates, prices and links stay exactly as the
// Swedish text has them. A seeded text without a translation here is shown in Swedish,
// marked as such.

export type TranslatedLanguage = "en" | "de" | "da";

/** Who translated the seeded texts: the guide itself (shown to operators, never a machine). */
export const SEED_TRANSLATOR = "Malmöguiden";

/** A category's texts in one language (see app/content/categories.ts for the Swedish). */
export interface CategoryTexts {
  /** The category page's title (Swedish `title`). */
  title?: string;
  /** The header, footer and /all-categories label (Swedish `nav.label`). */
  label?: string;
  /** A place's back link and badge label (Swedish `backLinkLabel`). */
  backLinkLabel?: string;
  /** /coming-soon's title (Swedish `comingSoonTitle`). */
  comingSoonTitle?: string;
}

/** A seeded place's or listing entry's texts (app/.server/db/seed/places.ts, listings.ts). */
export interface PlaceTexts {
  description: string;
  /** Only where the Swedish entry has one (Grand Fitness's extended profile). */
  longDescription?: string;
}

/** A seeded event's texts (app/.server/db/seed/events.ts). */
export interface EventTexts {
  title: string;
  description: string;
}

/** A seeded offer's texts (app/.server/db/seed/offers.ts). */
export interface OfferTexts {
  title: string;
  description: string;
}

export interface SeedTexts {
  categories: Partial<Record<CategorySlug, CategoryTexts>>;
  places: Record<string, PlaceTexts>;
  events: Record<string, EventTexts>;
  offers: Record<string, OfferTexts>;
}
