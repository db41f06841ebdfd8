import { useLocation } from "react-router";
import { useLanguage, useT } from "~/lib/i18n/i18n";
import { LANGUAGE_NAMES } from "~/lib/i18n/languages";
import { alternatePaths } from "~/lib/i18n/pages";

/**
 * The page in its other languages (issue 40), each named in itself ('English',
 * 'Deutsch', 'Dansk', 'Svenska'); only on pages that exist in every language. A link
 * loads the page anew in its language, with the same query (a search, a filter, a page of
 * the list), so the visitor sees the same view in the other language.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { pathname, search } = useLocation();
  const t = useT();
  const current = useLanguage();
  const alternates = alternatePaths(pathname);
  if (alternates.length === 0) return null;
  return (
    <nav aria-label={t("languages.label")} className={className}>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2">
        {alternates.map(({ language, path }) => (
          <li key={language} lang={language}>
            {language === current ? (
              <span aria-current="page" className="font-semibold text-white">
                {LANGUAGE_NAMES[language]}
              </span>
            ) : (
              <a
                href={`${path}${search}`}
                hrefLang={language}
                className="underline underline-offset-4 hover:text-sun"
              >
                {LANGUAGE_NAMES[language]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
