import { describe, expect, it } from "vitest";
import { EVENT_CATEGORIES } from "~/content/types";
import {
  type EventRecord,
  nextOccurrence,
  offersCalendarFile,
  ruleOfStored,
  storedDatesOf,
} from "~/lib/events/events";
import { events } from "./events";

// Every seeded event is either real with a published source for its dates, or an
// example that says so and offers no calendar file. A fixed clock keeps this stable.
const NOW = new Date("2027-03-10T12:00:00Z");

/** A seed as the database gives it back: stored dates turned into a rule again. */
function stored(seed: (typeof events)[number]): EventRecord {
  const dates = storedDatesOf(seed);
  const { rule: _rule, time: _time, ...facts } = seed;
  return { ...facts, ...ruleOfStored(dates.startsAt, dates.endsAt, dates.recurrence) };
}

const examples = events.filter((event) => event.example === true);
const sourced = events.filter((event) => event.example !== true);

describe("seeded events", () => {
  it("have unique, URL-safe ids and known categories", () => {
    const ids = events.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const event of events) {
      expect(event.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(EVENT_CATEGORIES).toContain(event.category);
    }
  });

  for (const event of events) {
    it(`${event.id} has a source or is marked as an example, never both or neither`, () => {
      const hasSource = typeof event.source === "string" && event.source.trim().length > 0;
      const isExample = event.example === true;
      expect(hasSource !== isExample, `${event.id}: source xor example`).toBe(true);
      if (hasSource) expect(event.source).not.toMatch(/\n/); // one line
    });
  }

  it("include at least one real event and keep the Christmas market real, until 23 December", () => {
    expect(sourced.length).toBeGreaterThan(0);
    const market = events.find((event) => event.id === "julmarknad-gustav-adolfs-torg");
    expect(market?.source).toBeTruthy();
    expect(market?.rule).toMatchObject({ kind: "yearly", end: { month: 12, day: 23 } });
  });

  it("claim no price, performer-style exact programme or year in the text", () => {
    for (const event of events) {
      const text = `${event.title} ${event.description}`;
      expect(text, event.id).not.toMatch(/\d\s*(kr|kronor|sek)\b|biljettpris|\bgratis\b/i);
      expect(text, event.id).not.toMatch(/\b20\d\d\b/); // no year that would go stale
      expect(text, event.id).not.toMatch(/\b\d{1,2}[.:]\d{2}\b/); // times belong in the rule
    }
  });

  it("give example events dates that never run out, marked as examples", () => {
    for (const seed of examples) {
      expect(seed.rule.kind, seed.id).toBe("weekly");
      const occurrence = nextOccurrence(seed, NOW);
      expect(occurrence.example).toBe(true);
      expect(occurrence.source).toBeUndefined();
      expect(offersCalendarFile(occurrence)).toBe(false);
    }
  });
});

describe("stored seeds", () => {
  for (const seed of events) {
    it(`${seed.id} has the same dates after a round trip through the database's columns`, () => {
      for (const now of [NOW, new Date("2026-11-23T08:00:00Z"), new Date("2027-12-20T20:00:00Z")])
        expect(nextOccurrence(stored(seed), now)).toEqual(nextOccurrence(seed, now));
    });
  }

  for (const seed of examples)
    it(`an example event (${seed.id}) offers no calendar file`, () => {
      expect(offersCalendarFile(nextOccurrence(stored(seed), NOW))).toBe(false);
    });

  for (const seed of sourced)
    it(`a sourced event (${seed.id}) offers a calendar file only for the dates its source confirms`, () => {
      const confirmed = seed.rule.kind === "yearly" ? (seed.rule.confirmed ?? []) : [];
      expect(confirmed.length).toBeGreaterThan(0);
      for (const dates of confirmed) {
        // The day before the confirmed occurrence begins: it is the next one.
        const before = new Date(`${dates.start}T00:00:00Z`);
        before.setUTCDate(before.getUTCDate() - 1);
        const occurrence = nextOccurrence(stored(seed), before);
        expect([occurrence.start.slice(0, 10), occurrence.end.slice(0, 10)]).toEqual([
          dates.start,
          dates.end,
        ]);
        expect(offersCalendarFile(occurrence)).toBe(true);
      }
      // No source gives 2027's dates: shown as not confirmed, no calendar file.
      const guess = nextOccurrence(stored(seed), NOW);
      expect(guess.unconfirmed).toBe(true);
      expect(offersCalendarFile(guess)).toBe(false);
    });
});
