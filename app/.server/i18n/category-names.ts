import { CATEGORIES } from "~/content/categories";
import type { Language } from "~/lib/i18n/languages";
import { type Translations, textsIn } from "./content";

// The categories' names in a page's language (issue 40): each category's label in the
// header, footer and category tiles, as content_translations has it (the guide's own
// translations, seeded, or an operator's).

/** Each translated category's name in `language`, by slug; none for Swedish (the spec's names). */
export function categoryNamesIn(
  translations: Translations,
  language: Language,
): Record<string, string> | undefined {
  if (language === "sv") return undefined;
  return Object.fromEntries(
    CATEGORIES.flatMap((category) => {
      const name = textsIn(translations, language, "category", category.slug)?.label;
      return name ? [[category.slug, name]] : [];
    }),
  );
}
