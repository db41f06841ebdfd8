import type { EVE_FIELDS } from "./form";
import { type HoursWords, SWEDISH_HOURS } from "./messages";

// The editor's week (issue 38): its types, bounds and times, as weekToSyntax (week-syntax.ts),
// syntaxToWeek (week-read.ts) and weekError (week-check.ts) share them. Import it all from
// week.ts; this module imports none of theirs.

export const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "08:00"–"18:00"; `to` before `from` runs past midnight ("22:00"–"02:00"), `to` may be "24:00". */
export interface Interval {
  from: string;
  to: string;
}

/** 'Avvikande öppettider': other hours on one date ("2026-12-30"), no intervals = closed. */
export interface DatedException {
  date: string;
  intervals: Interval[];
  /** Short, shown with the date ("inventering"). */
  note?: string;
}

export interface WeekHours {
  /** The usual week; a day without intervals is closed (Stängt). */
  days: Record<Weekday, Interval[]>;
  /** Closed on public holidays (`PH off`). */
  holidaysClosed: boolean;
  /** Closed on the eves (the admin's one-click eve rules). */
  eves: { julafton: boolean; midsommarafton: boolean; nyarsafton: boolean };
  /** Sorted by date. */
  exceptions: DatedException[];
}

export type Eve = (typeof EVE_FIELDS)[number];

/** The most intervals the editor offers per day or date (a split lunch and a late evening). */
export const MAX_INTERVALS = 3;
/**
 * The most dated exceptions the editor offers. Alone it cannot keep a value within the
 * server's bounds (500 characters, 260 parts): notes and dense days use them up first,
 * so weekError measures the value itself.
 */
export const MAX_EXCEPTIONS = 20;
/** The longest note on a dated exception. */
export const MAX_NOTE_LENGTH = 40;

/** The eve rules, exactly as EVE_RULES in app/.server/hours/hours-syntax.ts writes them (tested). */
export const EVE_SYNTAX: Record<Eve, string> = {
  julafton: 'Dec 24 off "julafton"',
  midsommarafton: 'Jun 19-25 Fr off "midsommarafton"',
  nyarsafton: 'Dec 31 off "nyårsafton"',
};

export const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

export function emptyWeek(): WeekHours {
  return {
    days: { Mo: [], Tu: [], We: [], Th: [], Fr: [], Sa: [], Su: [] },
    holidaysClosed: false,
    eves: { julafton: false, midsommarafton: false, nyarsafton: false },
    exceptions: [],
  };
}

/** The same hours on the `to` days as on `from`. */
export function copyDay(week: WeekHours, from: Weekday, to: readonly Weekday[]): WeekHours {
  const days = { ...week.days };
  for (const day of to) days[day] = week.days[from].map((interval) => ({ ...interval }));
  return { ...week, days };
}

// --- Times ---

const TIME = /^(\d{1,2}):(\d{2})$/;
export const pad = (number: number) => String(number).padStart(2, "0");

/** Minutes since midnight of "08:30" (0–1440), or undefined for no time of day. */
function minutesOf(time: string): number | undefined {
  const match = TIME.exec(time.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** A message (Swedish unless `words` say otherwise) for a time the editor cannot write, else undefined. */
export function intervalError(
  interval: Interval,
  words: HoursWords = SWEDISH_HOURS,
): string | undefined {
  for (const time of [interval.from, interval.to]) {
    if (!TIME.test(time.trim())) return words("hoursForm.timeFormat");
    if (minutesOf(time) === undefined) return words("hoursForm.badTime", { time: time.trim() });
  }
  const from = minutesOf(interval.from);
  const to = minutesOf(interval.to);
  if (from === 24 * 60) return words("hoursForm.startsAt24");
  if (from === to) return words("hoursForm.sameTime");
  return undefined;
}

/** "8:00" as "08:00", and closing at "00:00" as "24:00" (midnight, not a minute past). */
function normalInterval({ from, to }: Interval): Interval {
  const start = minutesOf(from);
  const end = minutesOf(to);
  return {
    from: start === undefined ? from : clockOf(start),
    to:
      end === undefined
        ? to
        : end === 0 && start !== undefined && start > 0
          ? "24:00"
          : clockOf(end),
  };
}

/** Sorted by opening time, each once. */
export function normalIntervals(intervals: readonly Interval[]): Interval[] {
  const unique = new Map<string, Interval>();
  for (const interval of intervals.map(normalInterval))
    unique.set(`${interval.from}-${interval.to}`, interval);
  return [...unique.values()].sort(
    (a, b) =>
      (minutesOf(a.from) ?? 9999) - (minutesOf(b.from) ?? 9999) ||
      (minutesOf(a.to) ?? 9999) - (minutesOf(b.to) ?? 9999),
  );
}

export const wrapsMidnight = ({ from, to }: Interval) =>
  (minutesOf(to) ?? 9999) < (minutesOf(from) ?? 0);

/** The interval as minutes, the end past midnight counted on from the start's day. */
export function span({ from, to }: Interval): [number, number] {
  const start = minutesOf(from) ?? 0;
  const end = minutesOf(to) ?? 0;
  return [start, end < start ? end + 24 * 60 : end];
}

/**
 * A note as the syntax can hold it: no quotes (they end a comment) and no semicolons (the
 * admin splits rules at them), on one line.
 */
export function cleanNote(note: string | undefined): string | undefined {
  const clean = note
    ?.replace(/[";\p{Cc}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return clean || undefined;
}

/** The week as weekToSyntax writes it: times padded and sorted, exceptions by date, notes clean. */
export function normaliseWeek(week: WeekHours): WeekHours {
  const days = emptyWeek().days;
  for (const day of WEEKDAYS) days[day] = normalIntervals(week.days[day] ?? []);
  const exceptions = week.exceptions
    .map((exception) => {
      const note = cleanNote(exception.note);
      return {
        date: exception.date.trim(),
        intervals: normalIntervals(exception.intervals),
        ...(note ? { note } : {}),
      };
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    days,
    holidaysClosed: week.holidaysClosed,
    eves: {
      julafton: week.eves.julafton,
      midsommarafton: week.eves.midsommarafton,
      nyarsafton: week.eves.nyarsafton,
    },
    exceptions,
  };
}

// --- Dates ---

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1–12) and day of a real date "2026-12-30", else undefined. */
export function dateParts(date: string): [number, number, number] | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const real = new Date(Date.UTC(year, month - 1, day));
  return real.getUTCFullYear() === year &&
    real.getUTCMonth() === month - 1 &&
    real.getUTCDate() === day
    ? [year, month, day]
    : undefined;
}

/** The eve whose rule selects the date (a later rule wins, so it hides an exception there). */
export function eveOn(date: string): Eve | undefined {
  const parts = dateParts(date);
  if (!parts) return undefined;
  const [year, month, day] = parts;
  if (month === 12 && day === 24) return "julafton";
  if (month === 12 && day === 31) return "nyarsafton";
  const friday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() === 5;
  if (month === 6 && day >= 19 && day <= 25 && friday) return "midsommarafton";
  return undefined;
}
