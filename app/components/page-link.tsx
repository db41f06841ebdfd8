import { Link, type LinkProps } from "react-router";
import { useLanguage } from "~/lib/i18n/i18n";
import { type Language, languageOfPath } from "~/lib/i18n/languages";
import { hrefIn } from "~/lib/i18n/pages";

/**
 * A link to one of the guide's pages, given by its Swedish path: on a page in another
 * language it leads to that page in the same language where there is one, and otherwise
 * says that the page it leads to is Swedish (hreflang="sv"). On Swedish pages it is a Link.
 */
export function PageLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const language = useLanguage();
  const href = pageHref(language, to);
  const swedishOnly = language !== "sv" && languageOfPath(href) === "sv";
  return <Link to={href} hrefLang={swedishOnly ? "sv" : undefined} {...props} />;
}

/** A Swedish path, with any query or fragment, in `language` where that page exists in it. */
export function pageHref(language: Language, to: string): string {
  if (language === "sv") return to;
  const rest = to.search(/[?#]/);
  return rest === -1 ? hrefIn(language, to) : hrefIn(language, to.slice(0, rest)) + to.slice(rest);
}
