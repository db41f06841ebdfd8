// Guld promises front-page visibility on at least three days of every calendar month
// (spec 9). The front page's featured row keeps AD_SLOTS_PER_DAY of its places for
// Guld businesses and the rest for the editors' picks; which Guld businesses a day
// shows follows a round-robin over the month, so the result is deterministic (the
// same month and businesses always give the same calendar) and fair (the days of any
// two businesses differ by at most one).

/** Places on the front page's featured row. */
export const FRONT_PAGE_PLACES = 4;
/** Of those, the places Guld businesses may take on one day. */
export const AD_SLOTS_PER_DAY = 2;
/** The days per month Guld promises. */
export const MIN_DAYS_PER_MONTH = 3;

export interface MonthRotation {
  /** YYYY-MM */
  month: string;
  /** Day of month (index 0 = the 1st) -> the slugs shown that day. */
  days: string[][];
  /** Days each business gets. */
  daysPer: Record<string, number>;
  /** True when the month cannot give every business its minimum number of days. */
  overbooked: boolean;
}

function parseMonth(month: string): [year: number, monthNumber: number] {
  return [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
}

export function daysInMonth(month: string): number {
  const [year, monthNumber] = parseMonth(month);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** The month's calendar for these businesses (any order in; sorted for determinism). */
export function rotationFor(slugs: readonly string[], month: string): MonthRotation {
  const places = [...new Set(slugs)].sort();
  const dayCount = daysInMonth(month);
  const perDay = Math.min(AD_SLOTS_PER_DAY, places.length);
  // Each month starts at a different business, so the extra days move around.
  const [year, monthNumber] = parseMonth(month);
  const start = places.length ? (year * 12 + monthNumber) % places.length : 0;
  const days: string[][] = [];
  const daysPer: Record<string, number> = Object.fromEntries(places.map((slug) => [slug, 0]));
  for (let day = 0; day < dayCount; day++) {
    const shown: string[] = [];
    for (let slot = 0; slot < perDay; slot++) {
      const slug = places[(start + day * perDay + slot) % places.length] as string;
      shown.push(slug);
      daysPer[slug] = (daysPer[slug] ?? 0) + 1;
    }
    days.push(shown);
  }
  return {
    month,
    days,
    daysPer,
    overbooked: places.length * MIN_DAYS_PER_MONTH > dayCount * AD_SLOTS_PER_DAY,
  };
}

/** The Guld businesses on the front page on `date` (YYYY-MM-DD, Stockholm). */
export function adsOnDay(slugs: readonly string[], date: string): string[] {
  if (slugs.length === 0) return [];
  const rotation = rotationFor(slugs, date.slice(0, 7));
  return rotation.days[Number(date.slice(8, 10)) - 1] ?? [];
}
