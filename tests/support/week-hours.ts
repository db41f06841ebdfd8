import { emptyWeek, type Interval, type Weekday, type WeekHours } from "~/lib/hours/week";

// Test support for the opening-hours editor's week (app/lib/hours/week*.test.ts).

export const at = (from: string, to: string): Interval => ({ from, to });

/** A week from the days that are open; everything else closed and unticked. */
export function weekOf(
  days: Partial<Record<Weekday, Interval[]>>,
  rest: Partial<Omit<WeekHours, "days">> = {},
): WeekHours {
  const week = emptyWeek();
  return { ...week, ...rest, days: { ...week.days, ...days } };
}

export const ALL_EVES = { julafton: true, midsommarafton: true, nyarsafton: true };
