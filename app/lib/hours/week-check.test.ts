import { describe, expect, it } from "vitest";
import { hoursError, hoursParts, MAX_HOURS_PARTS } from "~/.server/hours/hours-syntax";
import { ALL_EVES, at, weekOf } from "../../../tests/support/week-hours";
import {
  type DatedException,
  emptyWeek,
  type Interval,
  MAX_EXCEPTIONS,
  MAX_INTERVALS,
  normaliseWeek,
  syntaxToWeek,
  WEEKDAYS,
  type WeekHours,
  weekError,
  weekToSyntax,
} from "./week";

// Issue 38: checking the opening-hours editor's week (week-check.ts), against the server's
// hoursError. Dated exceptions are in 2099, so that the library never finds a date that has been.

describe("weekError", () => {
  const open = { Mo: [at("10:00", "18:00")] };

  it.each<[string, WeekHours, string]>([
    [
      "a bad time, naming the day",
      weekOf({ We: [at("10:00", "18:00")], Th: [at("25:00", "18:00")] }),
      "Torsdag: ”25:00” är ingen giltig tid. Skriv en tid mellan 00:00 och 24:00.",
    ],
    [
      "too many times a day",
      weekOf({
        Fr: [
          at("08:00", "09:00"),
          at("10:00", "11:00"),
          at("12:00", "13:00"),
          at("14:00", "15:00"),
        ],
      }),
      `Fredag: högst ${MAX_INTERVALS} tider. Slå ihop eller ta bort någon.`,
    ],
    [
      "overlapping times",
      weekOf({ Sa: [at("12:00", "16:00"), at("10:00", "14:00")] }),
      "Lördag: tiderna överlappar varandra. Slå ihop dem.",
    ],
    [
      "a night into the small hours overlapping a later time",
      weekOf({ Su: [at("20:00", "02:00"), at("23:00", "23:30")] }),
      "Söndag: tiderna överlappar varandra. Slå ihop dem.",
    ],
    [
      "a date that is not one",
      weekOf(open, { exceptions: [{ date: "2099-02-30", intervals: [] }] }),
      "Skriv datumet som 2026-12-30.",
    ],
    [
      "the same date twice",
      weekOf(open, {
        exceptions: [
          { date: "2099-03-01", intervals: [] },
          { date: "2099-03-01", intervals: [at("10:00", "12:00")] },
        ],
      }),
      "2099-03-01 finns redan bland de avvikande öppettiderna.",
    ],
    [
      "a bad time on a date",
      weekOf(open, { exceptions: [{ date: "2099-03-01", intervals: [at("10:00", "10:00")] }] }),
      "2099-03-01: Öppnar och stänger kan inte vara samma tid. Skriv 00:00–24:00 för dygnet runt.",
    ],
    [
      "a long note",
      weekOf(open, { exceptions: [{ date: "2099-03-01", intervals: [], note: "x".repeat(41) }] }),
      "2099-03-01: anteckningen får vara högst 40 tecken.",
    ],
    [
      "a date its eve closes anyway",
      weekOf(open, {
        eves: { julafton: false, midsommarafton: true, nyarsafton: false },
        // Friday 19 June 2099.
        exceptions: [{ date: "2099-06-19", intervals: [at("10:00", "14:00")] }],
      }),
      "2099-06-19 är midsommarafton, som är markerad som stängd. Ta bort datumet eller ta bort bocken för midsommarafton.",
    ],
    [
      "too many dates",
      weekOf(open, {
        exceptions: Array.from({ length: MAX_EXCEPTIONS + 1 }, (_, index) => ({
          date: `2099-03-${String(index + 1).padStart(2, "0")}`,
          intervals: [],
        })),
      }),
      `Högst ${MAX_EXCEPTIONS} datum med avvikande öppettider. Ta bort de som har varit eller inte behövs.`,
    ],
  ])("names %s", (_, week, expected) => {
    expect(weekError(week)).toBe(expected);
  });

  it("names a date that has been, given today", () => {
    const week = weekOf(open, { exceptions: [{ date: "2026-11-27", intervals: [] }] });
    expect(weekError(week, "2026-11-28")).toBe("2026-11-27 har redan varit. Ta bort datumet.");
    expect(weekError(week, "2026-11-27")).toBeUndefined();
    expect(weekError(week)).toBeUndefined();
  });

  it("accepts a date on an eve that is not ticked", () => {
    const week = weekOf(open, {
      exceptions: [{ date: "2099-12-24", intervals: [at("10:00", "13:00")] }],
    });
    expect(weekError(week)).toBeUndefined();
    expect(hoursError(weekToSyntax(week))).toBeUndefined();
  });
});

// --- Many weeks ---

/** A small seeded generator (mulberry32), so a failure can be repeated. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Up to `most` intervals in order, on the half hour; sometimes the last runs past midnight. */
function intervalsOf(next: () => number, most: number): Interval[] {
  const count = Math.floor(next() * (most + 1));
  const points = new Set<number>();
  while (points.size < count * 2) points.add(Math.floor(next() * 49) * 30);
  const sorted = [...points].sort((a, b) => a - b);
  const intervals: Interval[] = [];
  for (let index = 0; index < sorted.length; index += 2)
    intervals.push(at(clock(sorted[index] ?? 0), clock(sorted[index + 1] ?? 0)));
  const last = intervals.at(-1);
  if (last && next() < 0.35 && last.from >= "12:00" && last.from < "24:00")
    intervals[intervals.length - 1] = at(last.from, clock(30 * (1 + Math.floor(next() * 8))));
  return intervals;
}

const NOTES = [undefined, "inventering", "personalfest", "öppet för förbeställda", "jul"];

function weekFrom(seed: number, dense: boolean): WeekHours {
  const next = random(seed);
  const week = emptyWeek();
  // Often several days alike, as real weeks are.
  const shared = intervalsOf(next, 2);
  for (const day of WEEKDAYS)
    week.days[day] = dense || next() < 0.3 ? intervalsOf(next, MAX_INTERVALS) : shared;
  week.holidaysClosed = next() < 0.6;
  week.eves = { julafton: next() < 0.5, midsommarafton: next() < 0.5, nyarsafton: next() < 0.5 };
  const dates = new Set<string>();
  const count = Math.floor(next() * (dense ? MAX_EXCEPTIONS : 8));
  const exceptions: DatedException[] = [];
  while (dates.size < count) {
    // Any day but the eves' (Dec 24, Dec 31, midsummer).
    const month = [1, 2, 3, 4, 5, 8, 9, 10, 11, 12][Math.floor(next() * 10)] ?? 1;
    const date = `2099-${String(month).padStart(2, "0")}-${String(1 + Math.floor(next() * 23)).padStart(2, "0")}`;
    if (dates.has(date)) continue;
    dates.add(date);
    const note = NOTES[Math.floor(next() * NOTES.length)];
    exceptions.push({ date, intervals: intervalsOf(next, 2), ...(note ? { note } : {}) });
  }
  week.exceptions = exceptions;
  return week;
}

describe("many weeks", () => {
  it("every week weekError lets through is read by the library, within the bounds, and round trips", () => {
    let written = 0;
    let refused = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const week = weekFrom(seed, seed % 4 === 0);
      const value = weekToSyntax(week);
      const error = weekError(week);
      // The editor's check and the server's agree, in both directions.
      expect(error === undefined, `${seed}: ${value} (${error})`).toBe(
        value === "" || hoursError(value) === undefined,
      );
      if (error) {
        refused++;
        continue;
      }
      written++;
      expect(value.length, value).toBeLessThanOrEqual(500);
      expect(hoursParts(value), value).toBeLessThanOrEqual(MAX_HOURS_PARTS);
      expect(syntaxToWeek(value), value).toStrictEqual(normaliseWeek(week));
    }
    // Both outcomes happen: the dense weeks reach the bounds.
    expect(written).toBeGreaterThan(200);
    expect(refused).toBeGreaterThan(10);
  });

  it("keeps the densest week within the bounds up to weekError's limit", () => {
    // Seven different days of three times each (a minute apart), holidays and the eves.
    const week = weekOf(
      Object.fromEntries(
        WEEKDAYS.map((day, index) => [
          day,
          [at("08:00", `10:0${index}`), at("11:30", `14:0${index}`), at("17:00", `23:3${index}`)],
        ]),
      ),
      { holidaysClosed: true, eves: ALL_EVES },
    );
    let last = "";
    for (let count = 0; count <= MAX_EXCEPTIONS; count++) {
      const exceptions = Array.from({ length: count }, (_, index) => ({
        date: `2099-0${1 + (index % 9)}-${String(10 + index).padStart(2, "0")}`,
        intervals: [at("10:00", "12:00"), at("13:00", "15:00")],
      }));
      const next = { ...week, exceptions };
      if (weekError(next)) break;
      last = weekToSyntax(next);
    }
    expect(hoursParts(last)).toBeGreaterThan(MAX_HOURS_PARTS - 30);
    expect(hoursParts(last)).toBeLessThanOrEqual(MAX_HOURS_PARTS);
    expect(hoursError(last)).toBeUndefined();
  });
});
