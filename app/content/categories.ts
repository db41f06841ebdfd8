import {
  BadgePercent,
  BedDouble,
  Bus,
  CalendarDays,
  Castle,
  Coffee,
  Drama,
  Dumbbell,
  FerrisWheel,
  Flower2,
  Hammer,
  HeartPulse,
  type LucideIcon,
  MapPin,
  Palette,
  Scissors,
  ShoppingBag,
  ToyBrick,
  Trees,
  UtensilsCrossed,
} from "lucide-react";
import type { CategorySlug } from "./types";

/** Light, mid and dark colour of a category's generated business art. */
export type CategoryPalette = readonly [light: string, mid: string, dark: string];

/**
 * Everything the site knows about one category (spec 2). Every category has a
 * hand-drawn scene at public/images/categories/{slug}.svg.
 */
export interface Category {
  slug: CategorySlug;
  /** Page title (spec 2, "Slugs and titles"); absent when the spec gives none (the page says 'Kategori'). */
  title?: string;
  /** Header, footer and /all-categories link; absent when the category is not in the header. */
  nav?: {
    label: string;
    href: string;
    /** Position among the header's 13 links (spec 2, "Shared frame"), from 1. */
    order: number;
    /** Where the /all-categories tile goes, when not where the header link goes. */
    tileHref?: string;
  };
  /** Label of a business's category in its back link and badge; absent = the value as it is. */
  backLinkLabel?: string;
  icon: LucideIcon;
  /** Colours of generated business art; absent = the default palette. */
  palette?: CategoryPalette;
  /** No built-in listing: the page shows 'Exempel 1' to 'Exempel 6'. */
  placeholders?: true;
  /** Title of /coming-soon/{slug}; absent = 'Ny kategori'. */
  comingSoonTitle?: string;
}

/** One record per category, in the order of the spec's "Slugs and titles" table. */
export const CATEGORIES: readonly Category[] = [
  {
    slug: "barn",
    title: "Aktiviteter för barn",
    nav: { label: "Aktiviteter för barn", href: "/category/barn", order: 7 },
    icon: ToyBrick,
    palette: ["#fff4c2", "#f2b705", "#8a5a00"],
  },
  {
    slug: "frisor",
    title: "Frisörsalonger",
    nav: { label: "Frisörsalonger", href: "/category/frisor", order: 8 },
    backLinkLabel: "Frisörsalonger",
    icon: Scissors,
    palette: ["#f4e4ef", "#b5478a", "#5a1c44"],
  },
  {
    slug: "massage",
    title: "Spa",
    nav: { label: "Spa", href: "/category/massage", order: 9 },
    backLinkLabel: "Spa",
    icon: Flower2,
    palette: ["#e2f3ef", "#4ba695", "#1d5249"],
  },
  {
    slug: "restauranger",
    title: "Restauranger",
    nav: { label: "Restauranger", href: "/category/restauranger", order: 4 },
    icon: UtensilsCrossed,
    palette: ["#fff0cc", "#e0962f", "#7a3b10"],
  },
  {
    slug: "nojesparker",
    title: "Nöjesparker",
    icon: FerrisWheel,
    placeholders: true,
  },
  {
    slug: "boende",
    title: "Boende",
    nav: { label: "Boende", href: "/category/boende", order: 3 },
    icon: BedDouble,
    palette: ["#dbeef3", "#087e8b", "#0b3954"],
  },
  {
    slug: "konst",
    title: "Konstgallerier och museer",
    nav: { label: "Konst & Museer", href: "/category/konst", order: 10 },
    icon: Palette,
    palette: ["#e6ecfa", "#3f63c7", "#1a2c66"],
  },
  {
    slug: "sport",
    title: "Sportaktiviteter och evenemang",
    nav: { label: "Sport", href: "/category/sport", order: 5 },
    backLinkLabel: "Sport",
    icon: Dumbbell,
    palette: ["#d9f2e6", "#2e9e6a", "#0f4d33"],
  },
  {
    slug: "musik",
    title: "Musik och teater",
    nav: { label: "Musik & Teater", href: "/category/musik", order: 6 },
    backLinkLabel: "Musik & Teater",
    icon: Drama,
    palette: ["#ece3f7", "#7b4bb3", "#3a1d63"],
  },
  {
    slug: "shopping",
    title: "Shopping",
    nav: { label: "Shopping", href: "/category/shopping", order: 2 },
    // Not in the spec's back-link mapping; it gets its header label.
    backLinkLabel: "Shopping",
    icon: ShoppingBag,
    palette: ["#ffe1e2", "#ff5a5f", "#8c1c20"],
  },
  {
    slug: "fika-lunch",
    title: "Fika & Lunch",
    nav: { label: "Fika & Lunch", href: "/category/fika-lunch", order: 1 },
    // Not in the spec's back-link mapping; it gets its header label.
    backLinkLabel: "Fika & Lunch",
    icon: Coffee,
    palette: ["#f5e6c8", "#c9894f", "#6b3f1f"],
  },
  {
    slug: "utomhus",
    title: "Utomhusaktiviteter",
    icon: Trees,
    placeholders: true,
  },
  {
    slug: "halsa",
    title: "Hälso- och skönhetssalonger",
    nav: { label: "Hälsa & Skönhet", href: "/coming-soon/halsa", order: 12 },
    backLinkLabel: "Hälsa & Skönhet",
    icon: HeartPulse,
    palette: ["#e8f5e0", "#6aa84f", "#2f5420"],
    comingSoonTitle: "Hälsa & Skönhet",
  },
  {
    slug: "transport",
    title: "Transport och parkering",
    icon: Bus,
    placeholders: true,
  },
  {
    slug: "erbjudanden",
    title: "Erbjudanden",
    nav: {
      label: "Erbjudanden",
      href: "/offers",
      order: 13,
      tileHref: "/category/erbjudanden",
    },
    icon: BadgePercent,
    placeholders: true,
  },
  {
    slug: "hantverkare",
    nav: { label: "Malmös Hantverkare", href: "/coming-soon/hantverkare", order: 11 },
    icon: Hammer,
    comingSoonTitle: "Malmös Hantverkare",
  },
  {
    slug: "historia",
    icon: Castle,
    placeholders: true,
  },
  {
    slug: "evenemang",
    icon: CalendarDays,
  },
];

const BY_SLUG: ReadonlyMap<string, Category> = new Map(CATEGORIES.map((c) => [c.slug, c]));

/** The record of a slug, exactly as written (no case folding); undefined for unknown slugs. */
export function categoryBySlug(slug: string): Category | undefined {
  return BY_SLUG.get(slug);
}

export interface NavLink {
  label: string;
  href: string;
}

/** The header's 13 links, in the spec's order (spec 2, "Shared frame"). */
export const NAV_LINKS: readonly NavLink[] = CATEGORIES.flatMap((c) => (c.nav ? [c.nav] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ label, href }) => ({ label, href }));

/** Wide screens show this many links in the bar; the rest sit under 'Mer'. */
export const PRIMARY_NAV_COUNT = 7;

/** The 13 tiles of /all-categories. Same labels as the header; Erbjudanden points at its category page. */
export const ALL_CATEGORY_TILES: readonly (NavLink & { slug: string })[] = CATEGORIES.flatMap(
  (c) => (c.nav ? [{ ...c.nav, slug: c.slug }] : []),
)
  .sort((a, b) => a.order - b.order)
  .map(({ label, href, tileHref, slug }) => ({ label, href: tileHref ?? href, slug }));

/** Page titles per category slug (spec 2, "Slugs and titles"). */
export const CATEGORY_TITLES: Readonly<Record<CategorySlug, string>> = Object.fromEntries(
  CATEGORIES.flatMap((c) => (c.title === undefined ? [] : [[c.slug, c.title]])),
);

export const UNKNOWN_CATEGORY_TITLE = "Kategori";

export function categoryTitle(slug: CategorySlug): string {
  return categoryBySlug(slug)?.title ?? UNKNOWN_CATEGORY_TITLE;
}

/** Slugs without a built-in listing: their page shows 'Exempel 1' to 'Exempel 6'. */
export const PLACEHOLDER_SLUGS: readonly CategorySlug[] = CATEGORIES.filter(
  (c) => c.placeholders,
).map((c) => c.slug);

/**
 * Label of a business's category in its back link and badge (spec 2, "Business detail").
 * The spec's mapping; restauranger, barn, boende and konst stay in their plain form;
 * values the spec does not name but our header does get the header's label; anything
 * else (such as a capitalised 'Boende') is shown as it is.
 */
export function categoryLabel(category: string): string {
  return categoryBySlug(category)?.backLinkLabel ?? category;
}

/** The category page a business's back link leads to ('Boende' -> /category/boende). */
export function categoryHref(category: string): string {
  return `/category/${encodeURIComponent(category.toLowerCase())}`;
}

/** The category's hand-drawn scene; unknown slugs get the city scene. */
export function categoryImage(slug: string): string {
  return `/images/categories/${categoryBySlug(slug) ? slug : "default"}.svg`;
}

/** The icon of a category slug (any case); unknown slugs get the default map pin. */
export function categoryIconFor(slug: string): LucideIcon {
  return categoryBySlug(slug.toLowerCase())?.icon ?? MapPin;
}

/** Business art colours for categories without their own palette, and for unknown ones. */
export const DEFAULT_PALETTE: CategoryPalette = ["#e9eef2", "#5b7083", "#22313f"];

/** The palette of a category (exact slug); others get the default. */
export function categoryPalette(slug: string): CategoryPalette {
  return categoryBySlug(slug)?.palette ?? DEFAULT_PALETTE;
}

/** Title of /coming-soon/{slug} (any case); 'Ny kategori' for the rest. */
export function comingSoonTitle(slug: string): string {
  return categoryBySlug(slug.toLowerCase())?.comingSoonTitle ?? "Ny kategori";
}
