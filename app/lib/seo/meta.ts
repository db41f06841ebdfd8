import { SITE } from "~/content/site";
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from "~/lib/i18n/languages";

/** A unique <title> and meta description for a page, in its language (Swedish unless told). */
export function pageMeta(
  title: string,
  description: string,
  language: Language = DEFAULT_LANGUAGE,
) {
  return [
    // The home page's title starts with the name (and is the name alone in Swedish).
    { title: title.startsWith(SITE.name) ? title : `${title} | ${SITE.name}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:locale", content: LANGUAGE_LOCALES[language].replace("-", "_") },
  ];
}
