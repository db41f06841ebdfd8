import { describe, expect, it } from "vitest";
import { type EventSeed, events as seededEvents } from "~/.server/db/seed/events";
import {
  eventOccurrences,
  isUpcoming,
  nextOccurrence,
  offersCalendarFile,
  previousOccurrence,
  relativeStart,
  upcomingEvents,
} from "~/lib/events/events";
import { isoWeekday, isSwedishHoliday, stockholmNow } from "~/lib/text/dates";
import { event, NOW } from "../../../tests/support/guide-events";

// Seeded events are rules; the dates are computed for a given instant.
const base = {
  description: "Beskrivning",
  location: "Malmö",
  category: "Mat och dryck",
  image: "",
} as const;

/** A test event: `base`, its id and title, and what makes it differ (rule, time, source…). */
const seed = (
  id: string,
  title: string,
  rest: Omit<EventSeed, keyof typeof base | "id" | "title">,
) => ({ ...base, id, title, ...rest }) as EventSeed;
const SOURCE = "En publicerad källa";

const market = seed("market", "Julmarknad", {
  rule: { kind: "yearly", start: { month: 11, lastWeekday: 7 }, end: { month: 12, day: 23 } },
  source: SOURCE,
});
const lucia = seed("lucia", "Lucia", {
  rule: { kind: "yearly", start: { month: 12, day: 13 }, end: { month: 12, day: 13 } },
  time: { start: "18:00" },
  source: SOURCE,
});
const newYear = seed("newyear", "Över nyår", {
  rule: { kind: "yearly", start: { month: 12, day: 30 }, end: { month: 1, day: 2 } },
  time: { start: "10:00", end: "16:00" },
  source: SOURCE,
});
const saturday = seed("saturday", "Exempel på lördag", {
  rule: { kind: "weekly", weekday: 6 },
  time: { start: "09:00", end: "15:00" },
  example: true,
});
const laterSunday = seed("sunday", "Exempel på söndag om två veckor", {
  rule: { kind: "weekly", weekday: 7, weeksAhead: 2 },
  time: { start: "14:00", end: "15:00" },
  example: true,
});

/** A Stockholm wall-clock time as an instant (tests only use winter and summer dates). */
function at(local: string, offsetHours: 1 | 2 = 1): Date {
  return new Date(`${local}:00+0${offsetHours}:00`);
}

describe("yearly rules", () => {
  it("computes the market from the last Sunday of November to 23 December", () => {
    const m = nextOccurrence(market, at("2026-11-25T12:00"));
    expect([m.start, m.end]).toEqual(["2026-11-29T00:00", "2026-12-23T24:00"]);
    expect(m.timing).toBe("none");
    expect(nextOccurrence(market, at("2027-03-01T12:00", 1)).start).toBe("2027-11-28T00:00");
    expect(nextOccurrence(market, at("2030-06-01T12:00", 2)).start).toBe("2030-11-24T00:00");
  });

  it("keeps a running occurrence and moves on once it is over", () => {
    expect(nextOccurrence(market, at("2026-12-23T23:59")).start).toBe("2026-11-29T00:00");
    expect(nextOccurrence(market, at("2026-12-24T00:00")).start).toBe("2027-11-28T00:00");
    expect(previousOccurrence(market, at("2026-12-24T00:00"))?.start).toBe("2026-11-29T00:00");
    expect(previousOccurrence(market, at("2026-12-01T12:00"))?.start).toBe("2025-11-30T00:00");
  });

  it("knows a start time without inventing an end", () => {
    const l = nextOccurrence(lucia, at("2026-12-13T19:00"));
    expect([l.start, l.end, l.timing]).toEqual(["2026-12-13T18:00", "2026-12-13T24:00", "start"]);
    expect(nextOccurrence(lucia, at("2026-12-14T00:30")).start).toBe("2027-12-13T18:00");
  });

  it("handles a rule across New Year, also while it runs", () => {
    const running = nextOccurrence(newYear, at("2027-01-01T12:00"));
    expect([running.start, running.end]).toEqual(["2026-12-30T10:00", "2027-01-02T16:00"]);
    expect(nextOccurrence(newYear, at("2027-01-02T17:00")).start).toBe("2027-12-30T10:00");
  });
});

describe("dates a source confirms", () => {
  // The crowning: the source confirms 30 November 2024 at 16.45 only.
  const crowning: EventSeed = {
    id: "crowning",
    title: "Kröning",
    description: "",
    location: "Gustav Adolfs torg, Malmö",
    category: "Musik och teater",
    image: "",
    rule: {
      kind: "yearly",
      start: { month: 11, day: 30 },
      end: { month: 11, day: 30 },
      confirmed: [{ start: "2024-11-30", end: "2024-11-30" }],
    },
    time: { start: "16:45" },
    source: "Pressmeddelande 2024",
  };
  // A season whose confirmed dates differ from the rule's guess.
  const season: EventSeed = {
    ...crowning,
    id: "season",
    time: undefined,
    rule: {
      kind: "yearly",
      start: { month: 11, day: 28 },
      end: { month: 2, day: 1 },
      confirmed: [
        { start: "2024-12-11", end: "2025-02-23" },
        { start: "2025-11-28", end: "2026-02-01" },
      ],
    },
  };

  it("gives a confirmed year its source's dates and a calendar file", () => {
    const confirmed = nextOccurrence(crowning, at("2024-11-01T12:00"));
    expect([confirmed.start, confirmed.unconfirmed]).toEqual(["2024-11-30T16:45", undefined]);
    expect(offersCalendarFile(confirmed)).toBe(true);
    const winter = nextOccurrence(season, at("2024-11-30T12:00"));
    expect([winter.start, winter.end]).toEqual(["2024-12-11T00:00", "2025-02-23T24:00"]);
    expect(offersCalendarFile(winter)).toBe(true);
  });

  it("marks every other year's dates as not confirmed, with no calendar file", () => {
    const guess = nextOccurrence(crowning, at("2026-03-11T12:00"));
    expect([guess.start, guess.unconfirmed]).toEqual(["2026-11-30T16:45", true]);
    expect(offersCalendarFile(guess)).toBe(false);
    const nextSeason = nextOccurrence(season, at("2026-03-11T12:00"));
    expect([nextSeason.start, nextSeason.end, nextSeason.unconfirmed]).toEqual([
      "2026-11-28T00:00",
      "2027-02-01T24:00",
      true,
    ]);
  });

  it("shows only a confirmed occurrence as past", () => {
    expect(previousOccurrence(crowning, at("2026-12-05T12:00"))?.start).toBe("2024-11-30T16:45");
    expect(previousOccurrence(season, at("2026-03-11T12:00"))?.start).toBe("2025-11-28T00:00");
    expect(previousOccurrence(crowning, at("2024-11-01T12:00"))).toBeNull();
  });

  it("confirms the seeded real events only for the dates their sources give", () => {
    for (const seed of seededEvents) {
      if (seed.example) continue;
      expect(seed.rule.kind, seed.id).toBe("yearly");
      if (seed.rule.kind !== "yearly") continue;
      expect(seed.rule.confirmed?.length, seed.id).toBeGreaterThan(0);
      for (const dates of seed.rule.confirmed ?? [])
        expect(seed.source, seed.id).toMatch(new RegExp(dates.start.slice(0, 4)));
    }
  });
});

describe("example events (weekly rules relative to now)", () => {
  it("take the next such weekday, today while it lasts, plus the weeks ahead", () => {
    expect(nextOccurrence(saturday, NOW).start).toBe("2026-11-28T09:00"); // Wednesday -> Saturday
    expect(nextOccurrence(saturday, at("2026-11-28T14:59")).start).toBe("2026-11-28T09:00");
    expect(nextOccurrence(saturday, at("2026-11-28T15:00")).start).toBe("2026-12-05T09:00");
    expect(nextOccurrence(laterSunday, NOW).start).toBe("2026-12-13T14:00");
  });

  it("never fall on a public holiday or a big eve: a week later instead", () => {
    // 24 December 2026 is a Thursday, 25 December a Friday, 26 December a Saturday.
    // (The operator's own weekly real events are left alone: they happen when they happen.)
    const on = (weekday: 4 | 5 | 6) =>
      nextOccurrence({ ...saturday, rule: { kind: "weekly", weekday } }, at("2026-12-20T12:00"));
    expect(on(4).start.slice(0, 10)).toBe("2027-01-07"); // not julafton, nor nyårsafton
    expect(on(5).start.slice(0, 10)).toBe("2027-01-08"); // not juldagen, nor nyårsdagen
    expect(on(6).start.slice(0, 10)).toBe("2027-01-02");
    for (const seed of seededEvents.filter((e) => e.example))
      for (let day = 0; day < 366; day += 3) {
        const now = new Date(Date.UTC(2026, 0, 1 + day, 11));
        const date = nextOccurrence(seed, now).start.slice(0, 10);
        expect(isSwedishHoliday(date), `${seed.id} on ${date}`).toBe(false);
      }
  });

  it("have no past and no calendar file", () => {
    expect(previousOccurrence(saturday, NOW)).toBeNull();
    expect(offersCalendarFile(nextOccurrence(saturday, NOW))).toBe(false);
    expect(offersCalendarFile(nextOccurrence(market, NOW))).toBe(true);
  });
});

describe("occurrences over time", () => {
  it("lists each event's next date and the last past date of yearly events, soonest first", () => {
    const list = eventOccurrences([market, saturday, lucia], NOW);
    expect(list.map((e) => e.key)).toEqual([
      "market@2025-11-30",
      "lucia@2025-12-13",
      "saturday@2026-11-28",
      "market@2026-11-29",
      "lucia@2026-12-13",
    ]);
    expect(upcomingEvents([market, saturday, lucia], NOW).map((e) => e.key)).toEqual([
      "saturday@2026-11-28",
      "market@2026-11-29",
      "lucia@2026-12-13",
    ]);
  });

  for (const [label, now] of [
    ["a winter day in 2027", at("2027-02-10T09:00")],
    ["a summer evening in 2027", at("2027-07-15T22:30", 2)],
    ["Christmas Eve 2030", at("2030-12-24T12:00")],
    ["a spring day in 2030", at("2030-04-02T08:00", 2)],
  ] as const) {
    it(`never runs dry: at least four upcoming seeded events on ${label}`, () => {
      const upcoming = upcomingEvents(seededEvents, now);
      expect(upcoming.length).toBeGreaterThanOrEqual(4);
      for (const event of upcoming) expect(isUpcoming(event, stockholmNow(now))).toBe(true);
    });
  }

  for (const year of [2027, 2030]) {
    it(`puts the Christmas market in late November–23 December ${year}`, () => {
      const seed = seededEvents.find((e) => e.id === "julmarknad-gustav-adolfs-torg");
      expect(seed).toBeDefined();
      if (!seed) return;
      const occurrence = nextOccurrence(seed, at(`${year}-10-01T12:00`, 2));
      const startDate = occurrence.start.slice(0, 10);
      expect(startDate >= `${year}-11-24` && startDate <= `${year}-11-30`).toBe(true);
      expect(isoWeekday(startDate)).toBe(7);
      expect(occurrence.end).toBe(`${year}-12-23T24:00`);
      expect(upcomingEvents(seededEvents, at(`${year}-12-10T12:00`)).map((e) => e.id)).toContain(
        seed.id,
      );
    });
  }
});

describe("a card's start in words (issue 23, point 4)", () => {
  // Thursday 26 November 2026, 15.30 in Stockholm.
  const NOW = "2026-11-26T15:30";
  const occurrence = (start: string, end: string, timing: "range" | "start" | "none" = "range") =>
    ({
      ...event("x", start, end),
      key: "x",
      example: false,
      timing,
      recurring: "once",
    }) as Parameters<typeof relativeStart>[0];

  it("says 'I dag' and 'I kväll' (from 18.00) today, and 'I morgon' tomorrow", () => {
    expect(relativeStart(occurrence("2026-11-26T16:00", "2026-11-26T17:00"), NOW)).toBe(
      "I dag 16.00",
    );
    expect(relativeStart(occurrence("2026-11-26T20:00", "2026-11-26T22:00"), NOW)).toBe(
      "I kväll 20.00",
    );
    expect(relativeStart(occurrence("2026-11-26T18:00", "2026-11-26T21:00", "start"), NOW)).toBe(
      "I kväll 18.00",
    );
    expect(relativeStart(occurrence("2026-11-27T18:00", "2026-11-27T21:00"), NOW)).toBe(
      "I morgon 18.00",
    );
    expect(relativeStart(occurrence("2026-11-27T00:00", "2026-11-27T23:59", "none"), NOW)).toBe(
      "I morgon",
    );
  });

  it("names the weekday and date for the rest of the coming week", () => {
    expect(relativeStart(occurrence("2026-11-28T11:00", "2026-11-28T15:00"), NOW)).toBe(
      "lör 28 nov",
    );
    expect(relativeStart(occurrence("2026-11-30T19:00", "2026-11-30T21:00"), NOW)).toBe(
      "mån 30 nov",
    );
    expect(relativeStart(occurrence("2026-12-02T19:00", "2026-12-02T21:00"), NOW)).toBe(
      "ons 2 dec",
    );
    expect(relativeStart(occurrence("2026-12-03T19:00", "2026-12-03T21:00"), NOW)).toBeUndefined();
  });

  it("leaves events that have begun or last several days to their dates", () => {
    expect(relativeStart(occurrence("2026-11-26T15:00", "2026-11-26T17:00"), NOW)).toBeUndefined();
    expect(relativeStart(occurrence("2026-11-27T10:00", "2026-11-29T16:00"), NOW)).toBeUndefined();
  });

  it("is given to the occurrences made at a moment", () => {
    const concert = {
      id: "konsert",
      title: "Konsert",
      description: "",
      location: "Malmö",
      category: "Musik och teater",
      image: "",
      rule: { kind: "once", start: "2026-11-26", end: "2026-11-26" },
      time: { start: "20:00", end: "22:00" },
    } as const;
    const [made] = eventOccurrences([concert], new Date("2026-11-26T14:30:00Z"));
    expect(made?.relative).toBe("I kväll 20.00");
  });
});
