import type { CategorySlug } from "./types";

export interface NavLink {
  label: string;
  href: string;
}

/** The header's 13 links, in the spec's order (spec 2, "Shared frame"). */
export const NAV_LINKS: readonly NavLink[] = [
  { label: "Fika & Lunch", href: "/category/fika-lunch" },
  { label: "Shopping", href: "/category/shopping" },
  { label: "Boende", href: "/category/boende" },
  { label: "Restauranger", href: "/category/restauranger" },
  { label: "Sport", href: "/category/sport" },
  { label: "Musik & Teater", href: "/category/musik" },
  { label: "Aktiviteter för barn", href: "/category/barn" },
  { label: "Frisörsalonger", href: "/category/frisor" },
  { label: "Spa", href: "/category/massage" },
  { label: "Konst & Museer", href: "/category/konst" },
  { label: "Malmös Hantverkare", href: "/coming-soon/hantverkare" },
  { label: "Hälsa & Skönhet", href: "/coming-soon/halsa" },
  { label: "Erbjudanden", href: "/offers" },
];

/** Wide screens show this many links in the bar; the rest sit under 'Mer'. */
export const PRIMARY_NAV_COUNT = 7;

/** The 13 tiles of /all-categories. Same labels as the header; Erbjudanden points at its category page. */
export const ALL_CATEGORY_TILES: readonly (NavLink & { slug: string })[] = NAV_LINKS.map((link) => {
  const slug = link.href.split("/").pop() ?? "";
  return link.href === "/offers"
    ? { ...link, slug: "erbjudanden", href: "/category/erbjudanden" }
    : { ...link, slug };
});

/** Page titles per category slug (spec 2, "Slugs and titles"). */
export const CATEGORY_TITLES: Readonly<Record<CategorySlug, string>> = {
  barn: "Aktiviteter för barn",
  frisor: "Frisörsalonger",
  massage: "Spa",
  restauranger: "Restauranger",
  nojesparker: "Nöjesparker",
  boende: "Boende",
  konst: "Konstgallerier och museer",
  sport: "Sportaktiviteter och evenemang",
  musik: "Musik och teater",
  shopping: "Shopping",
  "fika-lunch": "Fika & Lunch",
  utomhus: "Utomhusaktiviteter",
  halsa: "Hälso- och skönhetssalonger",
  transport: "Transport och parkering",
  erbjudanden: "Erbjudanden",
};

export const UNKNOWN_CATEGORY_TITLE = "Kategori";

export function categoryTitle(slug: CategorySlug): string {
  return Object.hasOwn(CATEGORY_TITLES, slug)
    ? (CATEGORY_TITLES[slug] as string)
    : UNKNOWN_CATEGORY_TITLE;
}

/** Slugs without a built-in listing: their page shows 'Exempel 1' to 'Exempel 6'. */
export const PLACEHOLDER_SLUGS: readonly CategorySlug[] = [
  "nojesparker",
  "utomhus",
  "transport",
  "erbjudanden",
  "historia",
];

/**
 * Label of a business's category in its back link and badge (spec 2, "Business detail").
 * The spec's mapping first; restauranger, barn, boende and konst stay in their plain
 * form; values the spec does not name but our header does get the header's label;
 * anything else (such as a capitalised 'Boende') is shown as it is.
 */
const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  halsa: "Hälsa & Skönhet",
  frisor: "Frisörsalonger",
  sport: "Sport",
  musik: "Musik & Teater",
  massage: "Spa",
  "fika-lunch": "Fika & Lunch",
  shopping: "Shopping",
};

export function categoryLabel(category: string): string {
  return Object.hasOwn(CATEGORY_LABELS, category)
    ? (CATEGORY_LABELS[category] as string)
    : category;
}

/** The category page a business's back link leads to ('Boende' -> /category/boende). */
export function categoryHref(category: string): string {
  return `/category/${encodeURIComponent(category.toLowerCase())}`;
}

/** Slugs with a hand-drawn scene in public/images/categories; others use the city scene. */
const CATEGORY_ART = new Set([
  "barn",
  "boende",
  "erbjudanden",
  "evenemang",
  "fika-lunch",
  "frisor",
  "halsa",
  "hantverkare",
  "historia",
  "konst",
  "massage",
  "musik",
  "nojesparker",
  "restauranger",
  "shopping",
  "sport",
  "transport",
  "utomhus",
]);

export function categoryImage(slug: string): string {
  return `/images/categories/${CATEGORY_ART.has(slug) ? slug : "default"}.svg`;
}
