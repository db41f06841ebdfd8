// Lists of events at a given instant: upcoming, searched, filtered (split from
// events.test.ts, which tests the rules that make the dates).
import { describe, expect, it } from "vitest";
import { isUpcoming } from "~/lib/events/events";
import { filterEvents, searchEvents } from "~/lib/events/filters";
import { event, NOW, NOW_LOCAL } from "../../../tests/support/guide-events";

const past = event("past", "2026-11-20T18:00", "2026-11-20T21:00");
const running = event("running", "2026-11-25T10:00", "2026-11-25T16:00");
const thisWeek = event("week", "2026-11-28T18:00", "2026-11-28T21:00", {
  category: "Mat och dryck",
});
const nextWeek = event("nextweek", "2026-12-01T18:00", "2026-12-01T21:00");
const nextMonth = event("month", "2026-12-10T18:00", "2026-12-10T21:00", {
  title: "Julmarknad på Gustav Adolfs torg",
  location: "Gustav Adolfs torg",
  category: "Mat och dryck",
});
const all = [nextMonth, past, thisWeek, running, nextWeek];

describe("upcoming events", () => {
  it("counts an event as upcoming until it is over", () => {
    expect(isUpcoming(past, NOW_LOCAL)).toBe(false);
    expect(isUpcoming(running, NOW_LOCAL)).toBe(true);
    expect(isUpcoming(running, "2026-11-25T16:00")).toBe(false);
  });
});

describe("searchEvents", () => {
  it("matches title, description, location and category, case-insensitively", () => {
    expect(searchEvents(all, "julmarknad").map((e) => e.id)).toEqual(["month"]);
    expect(searchEvents(all, "GUSTAV adolfs").map((e) => e.id)).toEqual(["month"]);
    expect(
      searchEvents(all, "mat och dryck")
        .map((e) => e.id)
        .sort(),
    ).toEqual(["month", "week"]);
    expect(searchEvents(all, "beskrivning")).toHaveLength(5);
  });

  it("returns everything for an empty query and nothing for a miss", () => {
    expect(searchEvents(all, "   ")).toHaveLength(5);
    expect(searchEvents(all, "finnsinte")).toEqual([]);
  });
});

describe("filterEvents", () => {
  it("shows upcoming events by default", () => {
    expect(filterEvents(all, {}, NOW).map((e) => e.id)).toEqual([
      "running",
      "week",
      "nextweek",
      "month",
    ]);
  });

  it("filters this week (to Sunday) and this month", () => {
    expect(filterEvents(all, { time: "vecka" }, NOW).map((e) => e.id)).toEqual(["running", "week"]);
    expect(filterEvents(all, { time: "manad" }, NOW).map((e) => e.id)).toEqual(["running", "week"]);
  });

  it("answers 'what is on' at a glance: today, tonight, this weekend and next week", () => {
    // Wednesday 25 November 2026, 12.00: the running event ends at 16.00.
    const tonight = event("tonight", "2026-11-25T19:00", "2026-11-25T22:00");
    const friday = event("friday", "2026-11-27T19:00", "2026-11-27T23:00");
    const fridayDay = event("fridayday", "2026-11-27T09:00", "2026-11-27T17:00");
    const sunday = event("sunday", "2026-11-29T12:00", "2026-11-29T15:00");
    const nextSunday = event("nextsunday", "2026-12-06T12:00", "2026-12-06T15:00");
    const nextMonday = event("nextmonday", "2026-12-07T12:00", "2026-12-07T13:00");
    const list = [...all, tonight, friday, fridayDay, sunday, nextSunday, nextMonday];
    const ids = (time: "i-dag" | "i-kvall" | "i-helg" | "nasta-vecka", now = NOW) =>
      filterEvents(list, { time }, now).map((e) => e.id);
    expect(ids("i-dag")).toEqual(["running", "tonight"]);
    expect(ids("i-kvall")).toEqual(["tonight"]);
    // The weekend: Friday from 18.00 to Sunday's end; Saturday's event is 'week'.
    expect(ids("i-helg")).toEqual(["friday", "week", "sunday"]);
    // Next week: Monday 30 November to Sunday 6 December.
    expect(ids("nasta-vecka")).toEqual(["nextweek", "nextsunday"]);
    // On Saturday at 19.30 the weekend is what is left of it: Saturday's event runs to 21.00.
    expect(ids("i-helg", new Date("2026-11-28T18:30:00Z"))).toEqual(["week", "sunday"]);
    expect(ids("i-helg", new Date("2026-11-28T20:30:00Z"))).toEqual(["sunday"]);
  });

  it("lists past events newest first, and all events on request", () => {
    expect(filterEvents(all, { time: "tidigare" }, NOW).map((e) => e.id)).toEqual(["past"]);
    expect(filterEvents(all, { time: "alla" }, NOW)).toHaveLength(5);
  });

  it("filters by category and by an inclusive date range", () => {
    expect(filterEvents(all, { category: "Mat och dryck" }, NOW).map((e) => e.id)).toEqual([
      "week",
      "month",
    ]);
    expect(
      filterEvents(all, { from: "2026-12-01", to: "2026-12-01" }, NOW).map((e) => e.id),
    ).toEqual(["nextweek"]);
    expect(filterEvents(all, { from: "2026-12-02" }, NOW).map((e) => e.id)).toEqual(["month"]);
  });

  it("ignores malformed dates instead of failing", () => {
    expect(filterEvents(all, { from: "igår", to: "2026-13-45x" }, NOW)).toHaveLength(4);
  });

  it("combines search with filters", () => {
    expect(
      filterEvents(all, { query: "titel", category: "Musik och teater", time: "vecka" }, NOW).map(
        (e) => e.id,
      ),
    ).toEqual(["running"]);
  });
});
