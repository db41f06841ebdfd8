import { formatDate, formatTime, formatTimeRange } from "~/lib/text/dates";
import { formatCount, formatRating } from "~/lib/text/format";
import { useLanguage } from "./i18n";
import type { Language } from "./languages";

// Times and numbers in the page's language (issue 40, point 3), written by hand as each
// language's Intl locale writes them (format.test.ts compares them): the page renders
// them on the server and again in the browser, whose Intl data may differ from Node's
// (Chromium spaces a date range's dash differently), and Intl's first use held the main
// thread while the app hydrated (issue 21). A single date is written here too; ranges and
// weekdays in words are made on the server only (app/.server/i18n/dates.ts).

export interface Formats {
  /** "18:00" from "18:00" or "2026-12-05T18:00" */
  time(time: string): string;
  /** "18:00–21:00" */
  timeRange(start: string, end: string): string;
  /** 4.8 -> "4.8" */
  rating(value: number): string;
  /** 10000 -> "10,000" */
  count(value: number): string;
  /** "2026-12-05" -> "5 December 2026" */
  date(isoDate: string): string;
}

const SWEDISH: Formats = {
  time: formatTime,
  timeRange: formatTimeRange,
  rating: formatRating,
  count: formatCount,
  date: formatDate,
};

/** Each language's month names, as Intl writes them in a date ("5. Dezember 2026"). */
const MONTHS = {
  en: "January February March April May June July August September October November December",
  de: "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
  da: "januar februar marts april maj juni juli august september oktober november december",
} as const;

/** A language's clock ("18:00" or "18.00") and number separators. */
function formatsWith(
  clock: ":" | ".",
  decimal: "." | ",",
  group: "," | ".",
  months: string,
  dayDot: "" | ".",
): Formats {
  const monthNames = months.split(" ");
  const time = (value: string) => value.slice(-5).replace(":", clock);
  return {
    time,
    timeRange: (start, end) => `${time(start)}–${time(end)}`,
    rating: (value) => (Math.round(value * 10) / 10).toFixed(1).replace(".", decimal),
    count: (value) => {
      const [whole = "", fraction] = String(Math.abs(value)).split(".");
      const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
      return `${value < 0 ? "-" : ""}${grouped}${fraction ? `${decimal}${fraction}` : ""}`;
    },
    date: (isoDate) => {
      const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
      return `${day}${dayDot} ${monthNames[(month ?? 1) - 1]} ${year}`;
    },
  };
}

const FORMATS: Readonly<Record<Language, Formats>> = {
  sv: SWEDISH,
  en: formatsWith(":", ".", ",", MONTHS.en, ""),
  de: formatsWith(":", ",", ".", MONTHS.de, "."),
  da: formatsWith(".", ",", ".", MONTHS.da, "."),
};

/** The formats of a language. */
export function formatsOf(language: Language): Formats {
  return FORMATS[language];
}

/** The page's formats. */
export function useFormats(): Formats {
  return formatsOf(useLanguage());
}
