import { describe, expect, it } from "vitest";
import type { GuideEvent } from "~/content/types";
import { filterEvents, isUpcoming, searchEvents, upcomingEvents } from "./events";

function event(
  id: string,
  start: string,
  end: string,
  extra: Partial<GuideEvent> = {},
): GuideEvent {
  return {
    id,
    title: `Titel ${id}`,
    description: "Beskrivning",
    location: "Malmö",
    category: "Musik och teater",
    start,
    end,
    image: "",
    ...extra,
  };
}

const NOW = "2026-11-25T12:00"; // a Wednesday

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
    expect(isUpcoming(past, NOW)).toBe(false);
    expect(isUpcoming(running, NOW)).toBe(true);
    expect(isUpcoming(running, "2026-11-25T16:00")).toBe(false);
  });

  it("never lists an event that is over, and sorts by start", () => {
    expect(upcomingEvents(all, NOW).map((e) => e.id)).toEqual([
      "running",
      "week",
      "nextweek",
      "month",
    ]);
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
