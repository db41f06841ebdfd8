import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useLanguage } from "~/lib/i18n/i18n";
import { PREFIXED_LANGUAGES, type PrefixedLanguage, pathIn } from "~/lib/i18n/languages";
import { isTranslatedPath } from "~/lib/i18n/pages";

// Issue 40: a visitor whose browser asks for English, German or Danish is told once, on
// a Swedish page that exists in that language, in that language, that it does: a line
// they can follow or close. Decided in the browser from navigator.languages after the
// page has loaded, so the server's page (and its cache) is the same for everyone, and
// nobody is ever redirected.

/** The line in each language it can suggest: the only words of other languages a Swedish page may hold. */
const SUGGESTIONS: Readonly<
  Record<PrefixedLanguage, { text: string; link: string; close: string }>
> = {
  en: { text: "This page is also in English.", link: "Read it in English", close: "Close" },
  de: {
    text: "Diese Seite gibt es auch auf Deutsch.",
    link: "Auf Deutsch lesen",
    close: "Schließen",
  },
  da: { text: "Denne side findes også på dansk.", link: "Læs den på dansk", close: "Luk" },
};

/** Remembered once the line has been shown: it is not shown again. */
const SHOWN_KEY = "mg-language-suggested";

/** The first of the browser's languages the guide has, if it is not Swedish. */
function wantedLanguage(): PrefixedLanguage | undefined {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.slice(0, 2).toLowerCase();
    if (language === "sv" || language === "nb" || language === "nn" || language === "no") return;
    if ((PREFIXED_LANGUAGES as readonly string[]).includes(language))
      return language as PrefixedLanguage;
  }
  return undefined;
}

function alreadyShown(): boolean {
  try {
    if (localStorage.getItem(SHOWN_KEY)) return true;
    localStorage.setItem(SHOWN_KEY, "1");
    return false;
  } catch {
    // No storage (a private window that refuses it): never risk showing it on every page.
    return true;
  }
}

export function LanguageSuggestion() {
  const { pathname } = useLocation();
  const language = useLanguage();
  const [suggested, setSuggested] = useState<PrefixedLanguage>();
  useEffect(() => {
    if (language !== "sv" || !isTranslatedPath(pathname)) return;
    const wanted = wantedLanguage();
    if (wanted && !alreadyShown()) setSuggested(wanted);
  }, [language, pathname]);
  if (!suggested) return null;
  const words = SUGGESTIONS[suggested];
  return (
    <aside
      lang={suggested}
      aria-label={words.text}
      // Fixed at the bottom, over the page: appearing after the page has loaded, it moves
      // nothing on it (no layout shift).
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-sky px-4 py-3 text-sm shadow-lg"
    >
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
        <span>{words.text}</span>
        <a
          href={pathIn(suggested, pathname)}
          hrefLang={suggested}
          className="font-semibold text-teal-dark underline"
        >
          {words.link}
        </a>
        <button
          type="button"
          onClick={() => setSuggested(undefined)}
          className="ml-auto inline-flex items-center gap-1 rounded-full px-2 py-1 hover:bg-white"
        >
          <X className="size-4" aria-hidden="true" />
          {words.close}
        </button>
      </p>
    </aside>
  );
}
