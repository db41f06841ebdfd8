/** label, header link, /all-categories tile link, category slug */
const ROWS: [label: string, href: string, tileHref: string, slug: string][] = [
  ["Fika & Lunch", "/category/fika-lunch", "/category/fika-lunch", "fika-lunch"],
  ["Shopping", "/category/shopping", "/category/shopping", "shopping"],
  ["Boende", "/category/boende", "/category/boende", "boende"],
  ["Restauranger", "/category/restauranger", "/category/restauranger", "restauranger"],
  ["Sport", "/category/sport", "/category/sport", "sport"],
  ["Musik & Teater", "/category/musik", "/category/musik", "musik"],
  ["Aktiviteter för barn", "/category/barn", "/category/barn", "barn"],
  ["Frisörsalonger", "/category/frisor", "/category/frisor", "frisor"],
  ["Spa", "/category/massage", "/category/massage", "massage"],
  ["Konst & Museer", "/category/konst", "/category/konst", "konst"],
  ["Malmös Hantverkare", "/coming-soon/hantverkare", "/coming-soon/hantverkare", "hantverkare"],
  ["Hälsa & Skönhet", "/coming-soon/halsa", "/coming-soon/halsa", "halsa"],
  ["Erbjudanden", "/offers", "/category/erbjudanden", "erbjudanden"],
];

/**
 * The header's 13 links in the spec's order (spec 2, "Shared frame"), with where each
 * /all-categories tile leads (spec 2, /all-categories) and the category slug of the
 * tile. Written from the spec, not from app/content/categories.ts, so tests compare
 * the site against the spec.
 */
export const SPEC_HEADER_LINKS = ROWS.map(([label, href, tileHref, slug]) => ({
  label,
  href,
  tileHref,
  slug,
}));

/** The header's labels in order; on a wide screen the first 7 are in the bar, the rest under 'Mer'. */
export const SPEC_HEADER_LABELS = SPEC_HEADER_LINKS.map((link) => link.label);
