import { COPY_TARGETS, type DayEditorValues, readWeek, valuesOfWeek } from "~/lib/hours/day-editor";
import { type HoursWords, SWEDISH_HOURS } from "~/lib/hours/messages";
import { copyDay, weekError, weekToSyntax } from "~/lib/hours/week";
import { stockholmNow } from "~/lib/text/dates";
import { hoursError } from "./hours-syntax";

// A post of the day-by-day editor (app/components/owner/day-editor.tsx), read the same way
// for the owner's proposal and the operator's save: 'Kopiera' fills days in and stores
// nothing; otherwise the week becomes the opening_hours syntax, checked by the library.

export type WeekPost =
  /** 'Kopiera': the editor's values with Monday copied, to show again. */
  | { kind: "copied"; week: DayEditorValues }
  | { kind: "refused"; errors: Record<string, string> | string }
  /** The syntax to store ("" for no hours). */
  | { kind: "hours"; value: string };

export function readWeekPost(
  form: DayEditorValues & { kopiera?: string },
  now: Date = new Date(),
  words: HoursWords = SWEDISH_HOURS,
): WeekPost {
  const read = readWeek(form, words);
  if (!read.ok) return { kind: "refused", errors: read.errors };
  const target = form.kopiera ? COPY_TARGETS[form.kopiera] : undefined;
  if (target) return { kind: "copied", week: valuesOfWeek(copyDay(read.week, "Mo", target.days)) };
  const value = weekToSyntax(read.week);
  const error =
    weekError(read.week, stockholmNow(now).slice(0, 10), words) ??
    (value ? hoursError(value) : undefined);
  return error ? { kind: "refused", errors: error } : { kind: "hours", value };
}
