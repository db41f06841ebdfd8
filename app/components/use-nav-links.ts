import { useRouteLoaderData } from "react-router";
import { ALL_CATEGORY_TILES, CATEGORIES, NAV_LINKS, type NavLink } from "~/content/categories";
import { useLanguage } from "~/lib/i18n/i18n";
import { hrefIn } from "~/lib/i18n/pages";
import type { loader } from "~/root";

// The category links in the page's language (issue 40): the names the root loader sent
// (none on Swedish pages, whose names are the spec's), leading to the category's page in
// that language where it has one.

/** Each category's name in the page's language, by slug, where it differs from the Swedish. */
function useCategoryNames(): Record<string, string> | undefined {
  return useRouteLoaderData<typeof loader>("root")?.categoryNames;
}

/** The category a header link leads to, by its href. */
const SLUG_OF_HREF = new Map(
  CATEGORIES.flatMap((category) => (category.nav ? [[category.nav.href, category.slug]] : [])),
);

/** The 13 category links of the header and footer. */
export function useNavLinks(): readonly NavLink[] {
  const names = useCategoryNames();
  const language = useLanguage();
  if (!names) return NAV_LINKS;
  return NAV_LINKS.map((link) => ({
    label: names[SLUG_OF_HREF.get(link.href) ?? ""] ?? link.label,
    href: hrefIn(language, link.href),
  }));
}

/** The 13 tiles of /all-categories and the home page. */
export function useCategoryTiles(): typeof ALL_CATEGORY_TILES {
  const names = useCategoryNames();
  const language = useLanguage();
  if (!names) return ALL_CATEGORY_TILES;
  return ALL_CATEGORY_TILES.map((tile) => ({
    ...tile,
    label: names[tile.slug] ?? tile.label,
    href: hrefIn(language, tile.href),
  }));
}
