// What a page shows of a place's opening hours (issue 24, point 1), worked out on the
// server (app/.server/hours/opening-hours.ts); client-safe types only.

/** One line of a week: "mån–fre" and "10.00–18.00". */
export interface HoursLine {
  days: string;
  hours: string;
}

/** A day of the coming week unlike the usual: "tors 24 dec", "stängt", "julafton". */
export interface SpecialDay extends HoursLine {
  date: string;
  reason: string;
}

export interface PlaceHours {
  /** The usual week, weekdays with the same hours together. */
  week: HoursLine[];
  /** Days of the coming seven that differ from the usual. */
  special: SpecialDay[];
  /** 'Öppet nu · stänger 18.00' and whether open; only for confirmed hours. */
  badge?: { text: string; open: boolean };
  /** When the hours were last confirmed ("2026-11-26"). */
  checkedAt?: string;
}
