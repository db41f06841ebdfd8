// The guide's languages (issue 40): Swedish at today's URLs, English, German and Danish
// under their own prefixes with the same paths after it (/en/events, /de/events, …).
// Client-safe: the header, the footer's language switcher and the loaders use it.

export const LANGUAGES = ["sv", "en", "de", "da"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages that live under a prefix of their own. */
export const PREFIXED_LANGUAGES = ["en", "de", "da"] as const satisfies readonly Language[];
export type PrefixedLanguage = (typeof PREFIXED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "sv";

/** Each language's name in itself: the switcher's words on every page. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  sv: "Svenska",
  en: "English",
  de: "Deutsch",
  da: "Dansk",
};

/** `og:locale` and Intl's locale of each language. */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  sv: "sv-SE",
  en: "en-GB",
  de: "de-DE",
  da: "da-DK",
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

const PREFIX = /^\/(en|de|da)(?=\/|$)/;

/** The language a path is in: its prefix's, else Swedish. */
export function languageOfPath(pathname: string): Language {
  return (PREFIX.exec(pathname)?.[1] as PrefixedLanguage | undefined) ?? DEFAULT_LANGUAGE;
}

/** The path without its language prefix: "/en/events" → "/events", "/en" → "/". */
export function unprefixedPath(pathname: string): string {
  const rest = pathname.replace(PREFIX, "");
  return rest === "" ? "/" : rest;
}

/**
 * A Swedish path in `language`: "/events" → "/en/events", "/" → "/en" (as the canonical
 * address writes it, without a trailing slash). Swedish paths stay as they are; a path
 * already in a language is moved to the other.
 */
export function pathIn(language: Language, pathname: string): string {
  const path = unprefixedPath(pathname);
  if (language === DEFAULT_LANGUAGE) return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}
