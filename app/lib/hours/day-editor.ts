// The day-by-day hours editor's form (issue 38): its fields, read into a week and written
// from one. Plain fields, so it works without JavaScript: each weekday's times (an empty
// row is no time; a day without times is closed), the one-press rules, and dated
// exceptions ('Avvikande öppettider'). Browser-safe: the owner's editor and the admin's
// hours page share it.
import * as z from "zod/mini";
import { EVE_FIELDS, hoursSchema } from "./form";
import { type HoursWords, SWEDISH_HOURS } from "./messages";
import {
  type DatedException,
  emptyWeek,
  type Interval,
  intervalError,
  MAX_INTERVALS,
  MAX_NOTE_LENGTH,
  WEEKDAYS,
  type Weekday,
  type WeekHours,
} from "./week";

/** Blank rows of exceptions the form offers beside those the week has. */
export const BLANK_EXCEPTIONS = 2;
/** The most exception rows a post may carry. */
export const MAX_EXCEPTION_ROWS = 20;

const ROWS = Array.from({ length: MAX_INTERVALS }, (_, index) => index);
const EXCEPTION_ROWS = Array.from({ length: MAX_EXCEPTION_ROWS }, (_, index) => index);

export const dayField = (day: Weekday, row: number, end: "fran" | "till") =>
  `${day.toLowerCase()}-${row}-${end}`;
export const exceptionField = (row: number, part: "datum" | "fran" | "till" | "notering") =>
  `avvikande-${row}-${part}`;
export const HOLIDAYS_FIELD = "helgdagar-stangt";

const short = z.optional(z.string().check(z.trim(), z.maxLength(60, "För lång.")));

/** Every field the editor posts (all optional text; readWeek judges them together). */
export const dayEditorShape = {
  ...Object.fromEntries(
    WEEKDAYS.flatMap((day) =>
      ROWS.flatMap((row) => [
        [dayField(day, row, "fran"), short],
        [dayField(day, row, "till"), short],
      ]),
    ),
  ),
  ...Object.fromEntries(
    EXCEPTION_ROWS.flatMap((row) =>
      (["datum", "fran", "till", "notering"] as const).map((part) => [
        exceptionField(row, part),
        short,
      ]),
    ),
  ),
  [HOLIDAYS_FIELD]: z.optional(z.string()),
  ...Object.fromEntries(EVE_FIELDS.map((eve) => [eve, z.optional(z.string())])),
} as Record<string, typeof short>;

export type DayEditorValues = Record<string, string | undefined>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The week a post describes, or the fields in error with messages (Swedish unless `words`
 * say otherwise). A row with
 * one time but not the other is an error; a day or date without any times is closed.
 */
export function readWeek(
  values: DayEditorValues,
  words: HoursWords = SWEDISH_HOURS,
): { ok: true; week: WeekHours } | { ok: false; errors: Record<string, string> } {
  const week = emptyWeek();
  const errors: Record<string, string> = {};
  const interval = (from: string, to: string, fromField: string, toField: string) => {
    if (!from && !to) return undefined;
    if (!from || !to) {
      errors[from ? toField : fromField] = words(
        from ? "hoursForm.closeMissing" : "hoursForm.openMissing",
      );
      return undefined;
    }
    const found: Interval = { from, to };
    const error = intervalError(found, words);
    if (error) errors[fromField] = error;
    return error ? undefined : found;
  };
  for (const day of WEEKDAYS)
    for (const row of ROWS) {
      const fromField = dayField(day, row, "fran");
      const toField = dayField(day, row, "till");
      const found = interval(values[fromField] ?? "", values[toField] ?? "", fromField, toField);
      if (found) week.days[day].push(found);
    }
  week.holidaysClosed = values[HOLIDAYS_FIELD] !== undefined;
  for (const eve of EVE_FIELDS) week.eves[eve] = values[eve] !== undefined;
  for (const row of EXCEPTION_ROWS) {
    const date = values[exceptionField(row, "datum")] ?? "";
    const from = values[exceptionField(row, "fran")] ?? "";
    const to = values[exceptionField(row, "till")] ?? "";
    const note = values[exceptionField(row, "notering")] ?? "";
    if (!date && !from && !to && !note) continue;
    if (!DATE.test(date)) {
      errors[exceptionField(row, "datum")] = words("hoursForm.pickDate");
      continue;
    }
    if (note.length > MAX_NOTE_LENGTH || /["”;]/.test(note)) {
      errors[exceptionField(row, "notering")] = words("hoursForm.noteInvalid", {
        max: MAX_NOTE_LENGTH,
      });
      continue;
    }
    const found = interval(from, to, exceptionField(row, "fran"), exceptionField(row, "till"));
    const exception: DatedException = { date, intervals: found ? [found] : [] };
    if (note) exception.note = note;
    week.exceptions.push(exception);
  }
  week.exceptions.sort((a, b) => a.date.localeCompare(b.date));
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, week };
}

/** The form's values for a week (what the editor shows). */
export function valuesOfWeek(week: WeekHours): DayEditorValues {
  const values: DayEditorValues = {};
  for (const day of WEEKDAYS)
    week.days[day].forEach((interval, row) => {
      values[dayField(day, row, "fran")] = interval.from;
      values[dayField(day, row, "till")] = interval.to === "24:00" ? "00:00" : interval.to;
    });
  if (week.holidaysClosed) values[HOLIDAYS_FIELD] = "on";
  for (const eve of EVE_FIELDS) if (week.eves[eve]) values[eve] = "on";
  week.exceptions.forEach((exception, row) => {
    values[exceptionField(row, "datum")] = exception.date;
    const [first] = exception.intervals;
    if (first) {
      values[exceptionField(row, "fran")] = first.from;
      values[exceptionField(row, "till")] = first.to === "24:00" ? "00:00" : first.to;
    }
    if (exception.note) values[exceptionField(row, "notering")] = exception.note;
  });
  return values;
}

/** How many exception rows the editor shows for these values: the filled ones and blanks. */
export function exceptionRows(values: DayEditorValues): number {
  let last = -1;
  for (const row of EXCEPTION_ROWS) if (values[exceptionField(row, "datum")]) last = row;
  return Math.min(MAX_EXCEPTION_ROWS, last + 1 + BLANK_EXCEPTIONS);
}

/** 'Kopiera': which days a button copies the first day's times to. */
export const COPY_TARGETS: Record<string, { label: string; days: Weekday[] }> = {
  vardagar: { label: "Kopiera måndag till tisdag–fredag", days: ["Tu", "We", "Th", "Fr"] },
  alla: { label: "Kopiera måndag till alla dagar", days: ["Tu", "We", "Th", "Fr", "Sa", "Su"] },
};

/**
 * A post of the editor as its own form: the week, and 'Kopiera' (which only fills days
 * in). The owner's editor sends it for review; the admin's hours page saves it, with
 * `confirmed` when the operator has checked the hours with the place.
 */
export const weekFormSchema = z.object({
  section: z.literal("veckan"),
  kopiera: z.optional(z.enum(["vardagar", "alla"])),
  confirmed: z.optional(z.string()),
  ...dayEditorShape,
});

/**
 * The admin's hours page: the day-by-day week, or the OpenStreetMap syntax (advanced). A
 * week post that fails its checks is refused, never read as an empty syntax form.
 */
export const adminHoursSchema = z.union([
  weekFormSchema,
  z.extend(hoursSchema, { section: z.optional(z.literal("syntax")) }),
]);
