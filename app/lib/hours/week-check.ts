import { MAX_HOURS_LENGTH } from "./form";
import { dayLabel, eveName, type HoursWords, SWEDISH_HOURS } from "./messages";
import {
  dateParts,
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
  type WeekHours,
} from "./week-model";
import { nightWarning, rulesOf, textOf } from "./week-syntax";

// Checking the editor's week (weekError): what the editor offers, and the server's bounds
// and the library's warning (nightWarning, in week-syntax.ts) on the value it writes.

/** MAX_HOURS_PARTS in hours-syntax.ts: the parts the server reads at most (tested to agree). */
const MAX_PARTS = 260;

/** The parts the server counts in a value (hoursParts in hours-syntax.ts). */
const partsOf = (value: string) => value.match(/"[^"]*"|[\p{L}]+|\d+|[^\s\p{L}\d]/gu)?.length ?? 0;

/** The first problem with one day's or date's intervals, prefixed with `where`. */
function intervalsError(
  where: string,
  intervals: readonly Interval[],
  words: HoursWords,
): string | undefined {
  if (intervals.length > MAX_INTERVALS)
    return words("hoursForm.tooManyTimes", { where, max: MAX_INTERVALS });
  for (const interval of intervals) {
    const error = intervalError(interval, words);
    if (error) return `${where}: ${error}`;
  }
  const spans = normalIntervals(intervals).map(span);
  for (let index = 1; index < spans.length; index++) {
    const [start] = spans[index] ?? [0];
    const [, previousEnd] = spans[index - 1] ?? [0, 0];
    if (start < previousEnd) return words("hoursForm.overlap", { where });
  }
  return undefined;
}

/**
 * The first reason, in Swedish unless `words` say otherwise, why the week cannot be saved as it is, else undefined:
 * a bad time, too many times or dates, a date that has been (given `today`, "2026-11-28"),
 * or a value longer or denser than the server reads. A week without a message gives a
 * value that hoursError accepts.
 */
export function weekError(
  input: WeekHours,
  today?: string,
  words: HoursWords = SWEDISH_HOURS,
): string | undefined {
  const week = normaliseWeek(input);
  for (const day of WEEKDAYS) {
    const error = intervalsError(dayLabel(words, day), week.days[day], words);
    if (error) return error;
  }
  if (week.exceptions.length > MAX_EXCEPTIONS)
    return words("hoursForm.tooManyDates", { max: MAX_EXCEPTIONS });
  const dates = new Set<string>();
  for (const exception of week.exceptions) {
    const { date } = exception;
    if (!dateParts(date)) return words("hoursForm.dateFormat");
    if (dates.has(date)) return words("hoursForm.dateTwice", { date });
    dates.add(date);
    if (today && date < today) return words("hoursForm.datePast", { date });
    const error = intervalsError(date, exception.intervals, words);
    if (error) return error;
    if ((exception.note?.length ?? 0) > MAX_NOTE_LENGTH)
      return words("hoursForm.noteTooLong", { date, max: MAX_NOTE_LENGTH });
    const eve = eveOn(date);
    if (eve && week.eves[eve])
      return words("hoursForm.eveMarked", { date, eve: eveName(words, eve) });
  }
  const rules = rulesOf(week);
  const night = nightWarning(rules);
  if (night?.date) return words("hoursForm.nightDate", { date: night.date });
  if (night) return words("hoursForm.nightAll");
  const value = textOf(rules);
  if (value.length > MAX_HOURS_LENGTH)
    return words("hoursForm.valueTooLong", { length: value.length, max: MAX_HOURS_LENGTH });
  if (partsOf(value) > MAX_PARTS) return words("hoursForm.tooManyParts");
  return undefined;
}
