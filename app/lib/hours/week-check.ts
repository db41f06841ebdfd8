import { MAX_HOURS_LENGTH } from "./form";
import {
  dateParts,
  type Eve,
  eveOn,
  type Interval,
  intervalError,
  MAX_EXCEPTIONS,
  MAX_INTERVALS,
  MAX_NOTE_LENGTH,
  normalIntervals,
  normaliseWeek,
  span,
  WEEKDAYS,
  type Weekday,
  type WeekHours,
} from "./week-model";
import { nightWarning, rulesOf, textOf } from "./week-syntax";

// Checking the editor's week (weekError): what the editor offers, and the server's bounds
// and the library's warning (nightWarning, in week-syntax.ts) on the value it writes.

const EVE_NAMES: Record<Eve, string> = {
  julafton: "julafton",
  midsommarafton: "midsommarafton",
  nyarsafton: "nyårsafton",
};

/** MAX_HOURS_PARTS in hours-syntax.ts: the parts the server reads at most (tested to agree). */
const MAX_PARTS = 260;

const DAY_NAMES: Record<Weekday, string> = {
  Mo: "måndag",
  Tu: "tisdag",
  We: "onsdag",
  Th: "torsdag",
  Fr: "fredag",
  Sa: "lördag",
  Su: "söndag",
};

/** The parts the server counts in a value (hoursParts in hours-syntax.ts). */
const partsOf = (value: string) => value.match(/"[^"]*"|[\p{L}]+|\d+|[^\s\p{L}\d]/gu)?.length ?? 0;

const DAY_LABELS = Object.fromEntries(
  WEEKDAYS.map((day) => [day, DAY_NAMES[day].replace(/^./, (first) => first.toUpperCase())]),
) as Record<Weekday, string>;

/** The first problem with one day's or date's intervals, prefixed with `where`. */
function intervalsError(where: string, intervals: readonly Interval[]): string | undefined {
  if (intervals.length > MAX_INTERVALS)
    return `${where}: högst ${MAX_INTERVALS} tider. Slå ihop eller ta bort någon.`;
  for (const interval of intervals) {
    const error = intervalError(interval);
    if (error) return `${where}: ${error}`;
  }
  const spans = normalIntervals(intervals).map(span);
  for (let index = 1; index < spans.length; index++) {
    const [start] = spans[index] ?? [0];
    const [, previousEnd] = spans[index - 1] ?? [0, 0];
    if (start < previousEnd) return `${where}: tiderna överlappar varandra. Slå ihop dem.`;
  }
  return undefined;
}

/**
 * The first reason, in Swedish, why the week cannot be saved as it is, else undefined:
 * a bad time, too many times or dates, a date that has been (given `today`, "2026-11-28"),
 * or a value longer or denser than the server reads. A week without a message gives a
 * value that hoursError accepts.
 */
export function weekError(input: WeekHours, today?: string): string | undefined {
  const week = normaliseWeek(input);
  for (const day of WEEKDAYS) {
    const error = intervalsError(DAY_LABELS[day], week.days[day]);
    if (error) return error;
  }
  if (week.exceptions.length > MAX_EXCEPTIONS)
    return `Högst ${MAX_EXCEPTIONS} datum med avvikande öppettider. Ta bort de som har varit eller inte behövs.`;
  const dates = new Set<string>();
  for (const exception of week.exceptions) {
    const { date } = exception;
    if (!dateParts(date)) return "Skriv datumet som 2026-12-30.";
    if (dates.has(date)) return `${date} finns redan bland de avvikande öppettiderna.`;
    dates.add(date);
    if (today && date < today) return `${date} har redan varit. Ta bort datumet.`;
    const error = intervalsError(date, exception.intervals);
    if (error) return error;
    if ((exception.note?.length ?? 0) > MAX_NOTE_LENGTH)
      return `${date}: anteckningen får vara högst ${MAX_NOTE_LENGTH} tecken.`;
    const eve = eveOn(date);
    if (eve && week.eves[eve])
      return `${date} är ${EVE_NAMES[eve]}, som är markerad som stängd. Ta bort datumet eller ta bort bocken för ${EVE_NAMES[eve]}.`;
  }
  const rules = rulesOf(week);
  const night = nightWarning(rules);
  if (night?.date)
    return `${night.date}: tider efter midnatt på ett datum går inte att kombinera med veckans tider efter midnatt. Låt datumet stänga senast 24:00.`;
  if (night)
    return "När alla öppna dagar stänger efter midnatt går det inte att också ange röda dagar, aftnar eller datum. Låt en dag stänga senast 24:00.";
  const value = textOf(rules);
  if (value.length > MAX_HOURS_LENGTH)
    return `Öppettiderna blir för långa (${value.length} tecken, högst ${MAX_HOURS_LENGTH}). Ta bort datum eller korta anteckningarna.`;
  if (partsOf(value) > MAX_PARTS)
    return "Öppettiderna har för många delar. Ta bort datum eller slå ihop tider.";
  return undefined;
}
