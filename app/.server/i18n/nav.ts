import { CATEGORIES, type NavLink } from "~/content/categories";
import type { Language } from "~/lib/i18n/languages";
import { hrefIn } from "~/lib/i18n/pages";
import { SEED_TRANSLATIONS } from "../db/seed/translations";

// The header's and footer's 13 category links in a page's language (issue 40): the
// guide's own translation of each name (app/.server/db/seed/translations), leading to
// the category's page in that language where it has one, else to the Swedish page.

/** The links in `language`; none for Swedish, whose links are the spec's (NAV_LINKS). */
export function navLinksIn(language: Language): NavLink[] | undefined {
  if (language === "sv") return undefined;
  const names = SEED_TRANSLATIONS[language].categories;
  return CATEGORIES.flatMap((category) => (category.nav ? [{ category, nav: category.nav }] : []))
    .sort((a, b) => a.nav.order - b.nav.order)
    .map(({ category, nav }) => ({
      label: names[category.slug]?.label ?? nav.label,
      href: hrefIn(language, nav.href),
    }));
}
