import { LANGUAGE_LOCALES, type Language } from "~/lib/i18n/languages";
import { formatDateRange, formatMonth, formatShortDay, formatWeekday } from "~/lib/text/dates";

// Dates in words in a page's language (issue 40, point 3), through Intl on the server:
// the page gets them as text, so the browser never formats them again with Intl data of
// its own (Chromium's ICU spaces a range's dash unlike Node's: the hydrated page would
// differ from the server's). Swedish keeps its hand-written forms (app/lib/text/dates.ts).

export interface DateWords {
  /** "5–6 December 2026" */
  dateRange(start: string, end: string): string;
  /** "Saturday" */
  weekday(isoDate: string): string;
  /** "Sat 28 Nov" */
  shortDay(isoDate: string): string;
  /** "Sat" */
  shortWeekday(isoDate: string): string;
  /** "2026-10" -> "October 2026" */
  monthYear(isoMonth: string): string;
}

const SWEDISH: DateWords = {
  dateRange: formatDateRange,
  weekday: formatWeekday,
  shortDay: formatShortDay,
  shortWeekday: (isoDate) => formatShortDay(isoDate).split(" ")[0] ?? "",
  monthYear: formatMonth,
};

/** A calendar date as a Date at UTC midnight, which every format below reads in. */
function utc(isoDate: string): Date {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

function intlWords(locale: string): DateWords {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options });
  const date = format({ day: "numeric", month: "long", year: "numeric" });
  const weekday = format({ weekday: "long" });
  const short = format({ weekday: "short", day: "numeric", month: "short" });
  const shortWeekday = format({ weekday: "short" });
  const monthYear = format({ month: "long", year: "numeric" });
  return {
    dateRange(start, end) {
      const [from, to] = [start.slice(0, 10), end.slice(0, 10)];
      return to <= from ? date.format(utc(from)) : date.formatRange(utc(from), utc(to));
    },
    weekday: (isoDate) => weekday.format(utc(isoDate)),
    shortDay: (isoDate) => short.format(utc(isoDate)),
    shortWeekday: (isoDate) => shortWeekday.format(utc(isoDate)),
    monthYear: (isoMonth) => monthYear.format(utc(`${isoMonth.slice(0, 7)}-01`)),
  };
}

const made = new Map<Language, DateWords>([["sv", SWEDISH]]);

/** The date words of a language. */
export function dateWordsIn(language: Language): DateWords {
  let words = made.get(language);
  if (!words) {
    words = intlWords(LANGUAGE_LOCALES[language]);
    made.set(language, words);
  }
  return words;
}
