// The one place that turns dates and times into Swedish text, in Stockholm time: pages,
// mails and the admin area call the named formats below instead of Intl themselves.
//
// Event times are stored as local Stockholm wall-clock strings ("2026-12-05T18:00").
// Comparing them with "now" as a Stockholm wall-clock string of the same shape
// keeps every rule (upcoming, this week, this month) free of offset arithmetic.

export const TIME_ZONE = "Europe/Stockholm";

/** An instant's date and time to the minute in Stockholm, as digits. */
const STOCKHOLM_MINUTES = {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
} as const;
/**
 * A formatter made on its first use: making one loads locale and time-zone data, and
 * eight of them made as the browser evaluates this module held the main thread for tens
 * of milliseconds before the app could start (issue 21).
 */
function lazyFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format;
  };
}

const stockholmParts = lazyFormat("en-CA", { ...STOCKHOLM_MINUTES, hourCycle: "h23" });

/** Local Stockholm wall-clock time of an instant, as "YYYY-MM-DDTHH:MM". */
export function stockholmNow(now: Date = new Date()): string {
  const parts = stockholmParts().formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

function toUtcDate(isoDate: string): Date {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** "2026-11-23" plus n days. */
export function addDays(isoDate: string, days: number): string {
  const date = toUtcDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** ISO weekday of a date: Monday = 1 … Sunday = 7. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export function isoWeekday(isoDate: string): IsoWeekday {
  return (((toUtcDate(isoDate).getUTCDay() + 6) % 7) + 1) as IsoWeekday;
}

/** Sunday of the (Monday-first, Swedish) week containing the date. */
export function endOfWeek(isoDate: string): string {
  return addDays(isoDate, 7 - isoWeekday(isoDate));
}

/** The first date on or after isoDate that falls on the weekday. */
export function nextWeekdayOnOrAfter(isoDate: string, weekday: IsoWeekday): string {
  return addDays(isoDate, (weekday - isoWeekday(isoDate) + 7) % 7);
}

/** "YYYY-MM-DD" of a day in a month (month 1–12). */
export function isoDateOf(year: number, month: number, day: number): string {
  return toIsoDate(new Date(Date.UTC(year, month - 1, day)));
}

/** The last given weekday of a month, e.g. the last Sunday of November. */
export function lastWeekdayOfMonth(year: number, month: number, weekday: IsoWeekday): string {
  const last = endOfMonth(isoDateOf(year, month, 1));
  return addDays(last, -((isoWeekday(last) - weekday + 7) % 7));
}

/** Easter Sunday of a year (the Gregorian computus of Meeus, Jones and Butcher). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h =
    (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return isoDateOf(year, Math.floor(n / 31), (n % 31) + 1);
}

/**
 * Is the date a Swedish public holiday, or one of the eves on which nearly everything
 * closes (julafton, nyårsafton, midsommarafton, påskafton)? For example events, which
 * must not fall on a day when no such thing would happen.
 */
export function isSwedishHoliday(isoDate: string): boolean {
  const year = Number(isoDate.slice(0, 4));
  const monthDay = isoDate.slice(5);
  if (["01-01", "01-06", "05-01", "06-06", "12-24", "12-25", "12-26", "12-31"].includes(monthDay))
    return true;
  const easter = easterSunday(year);
  // Långfredag, påskafton, påskdagen, annandag påsk, Kristi himmelsfärd, pingstdagen.
  if ([-2, -1, 0, 1, 39, 49].some((days) => addDays(easter, days) === isoDate)) return true;
  // Midsommarafton (the Friday 19–25 June), midsommardagen and alla helgons dag (Saturdays).
  const midsommarafton = nextWeekdayOnOrAfter(isoDateOf(year, 6, 19), 5);
  const allaHelgon = nextWeekdayOnOrAfter(isoDateOf(year, 10, 31), 6);
  return [midsommarafton, addDays(midsommarafton, 1), allaHelgon].includes(isoDate);
}

/** Last day of the month containing the date. */
export function endOfMonth(isoDate: string): string {
  const date = toUtcDate(isoDate);
  return toIsoDate(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
}

// Calendar dates are written with the Swedish names below, not Intl: the first Intl
// formatter a page makes loads the browser's locale data, which held the main thread for
// 35-150 ms while the app hydrated (issue 21). The names are Intl's "sv-SE" ones
// (dates.test.ts compares them).
const MONTH_NAMES = [
  "januari",
  "februari",
  "mars",
  "april",
  "maj",
  "juni",
  "juli",
  "augusti",
  "september",
  "oktober",
  "november",
  "december",
] as const;
/** ISO weekday order: Monday first. */
const WEEKDAY_NAMES = [
  "måndag",
  "tisdag",
  "onsdag",
  "torsdag",
  "fredag",
  "lördag",
  "söndag",
] as const;

function dateParts(isoDate: string): { year: number; month: string; day: number } {
  const date = toUtcDate(isoDate);
  return {
    year: date.getUTCFullYear(),
    month: MONTH_NAMES[date.getUTCMonth()] ?? "",
    day: date.getUTCDate(),
  };
}

// Instants (stored timestamps) in Stockholm time, as the admin area lists them.
const dateTimeMinutes = lazyFormat("sv-SE", STOCKHOLM_MINUTES);
const dateTimeSeconds = lazyFormat("sv-SE", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** "2026-12-05" -> "5 december 2026". */
export function formatDate(isoDate: string): string {
  const { year, month, day } = dateParts(isoDate);
  return `${day} ${month} ${year}`;
}

/** Weekdays as lists and cards shorten them, Monday first. */
export const SHORT_WEEKDAYS = ["mån", "tis", "ons", "tors", "fre", "lör", "sön"] as const;
const SHORT_MONTHS = [
  "jan",
  "feb",
  "mars",
  "apr",
  "maj",
  "juni",
  "juli",
  "aug",
  "sep",
  "okt",
  "nov",
  "dec",
] as const;

/** "2026-11-28" -> "lör 28 nov". */
export function formatShortDay(isoDate: string): string {
  const [, month, day] = isoDate.split("-").map(Number);
  return `${SHORT_WEEKDAYS[isoWeekday(isoDate) - 1]} ${day} ${SHORT_MONTHS[(month ?? 1) - 1]}`;
}

/** "2026-12-05" -> "lördag". */
export function formatWeekday(isoDate: string): string {
  return WEEKDAY_NAMES[isoWeekday(isoDate) - 1] ?? "";
}

/** 7 -> "söndag" (ISO weekday, Monday = 1). */
export function formatWeekdayName(weekday: IsoWeekday): string {
  return WEEKDAY_NAMES[weekday - 1] ?? "";
}

/** "2026-10" -> "oktober 2026". */
export function formatMonth(month: string): string {
  const { year, month: name } = dateParts(`${month}-01`);
  return `${name} ${year}`;
}

/** 10 -> "oktober" (month 1–12). */
export function formatMonthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? "";
}

/** An instant in Stockholm time, to the minute: "2026-05-04 14:03". */
export function formatDateTime(instant: Date | number): string {
  return dateTimeMinutes().format(instant);
}

/** An instant in Stockholm time, to the second: "2026-05-04 14:03:09". */
export function formatDateTimeSeconds(instant: Date | number): string {
  return dateTimeSeconds().format(instant);
}

/** The Stockholm date of an instant: "2026-05-04". */
export function stockholmDate(instant: Date | number = new Date()): string {
  return stockholmNow(new Date(instant)).slice(0, 10);
}

/**
 * Swedish date range of an event: "5 december 2026", "5–6 december 2026",
 * "30 november – 2 december 2026" or "30 december 2026 – 2 januari 2027".
 */
export function formatDateRange(start: string, end: string): string {
  const startDate = start.slice(0, 10);
  const endDate = end.slice(0, 10);
  if (startDate === endDate || endDate < startDate) return formatDate(startDate);
  const [startYear, startMonth] = startDate.split("-");
  const [endYear, endMonth] = endDate.split("-");
  if (startYear !== endYear) return `${formatDate(startDate)} – ${formatDate(endDate)}`;
  if (startMonth !== endMonth) {
    const { day, month } = dateParts(startDate);
    return `${day} ${month} – ${formatDate(endDate)}`;
  }
  return `${toUtcDate(startDate).getUTCDate()}–${formatDate(endDate)}`;
}

/** Swedish clock notation: "18:00" or "2026-12-05T18:00" -> "18.00". */
export function formatTime(time: string): string {
  return time.slice(-5).replace(":", ".");
}

/** "18.00–21.00" from the two local times (Swedish notation with a full stop). */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime(start)}–${formatTime(end)}`;
}
