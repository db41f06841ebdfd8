import { CATEGORIES } from "~/content/categories";
import type { Language } from "~/lib/i18n/languages";
import { SEED_TRANSLATIONS } from "../db/seed/translations";

// The categories' names in a page's language (issue 40): the guide's own translation of
// each name in the header, footer and category tiles (app/.server/db/seed/translations).

/** Each category's name in `language`, by slug; none for Swedish (the spec's names). */
export function categoryNamesIn(language: Language): Record<string, string> | undefined {
  if (language === "sv") return undefined;
  const names = SEED_TRANSLATIONS[language].categories;
  return Object.fromEntries(
    CATEGORIES.flatMap((category) => {
      const name = names[category.slug]?.label;
      return name ? [[category.slug, name]] : [];
    }),
  );
}
