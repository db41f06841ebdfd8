import { useT } from "./i18n";

// Content left in Swedish on a page in another language (issue 40, point 4): the loader
// names each field that has no text in the page's language (app/.server/i18n/content.ts);
// the page shows it inside lang="sv", followed by a short note in the page's language.

/** The fields of a content item still in Swedish on a page in another language. */
export interface Swedish {
  swedish?: readonly string[];
}

/** An event's dates in words in the page's language, made on the server (none in Swedish). */
export interface DatesInWords {
  dates?: { range: string; weekday: string };
}

/** `lang="sv"` for a field left in Swedish, nothing otherwise (spread on its element). */
export function langOf(item: Swedish, field: string): { lang?: "sv" } {
  return item.swedish?.includes(field) ? { lang: "sv" } : {};
}

/** 'Only available in Swedish', in the page's language, after a field left in Swedish. */
export function OnlySwedish({
  item,
  field,
  className = "mt-1 block text-xs italic text-ink-soft",
}: {
  item: Swedish;
  field: string;
  className?: string;
}) {
  const t = useT();
  if (!item.swedish?.includes(field)) return null;
  return <span className={className}>{t("languages.onlySwedish")}</span>;
}
