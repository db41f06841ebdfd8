import { describe, expect, it } from "vitest";
import { nextOccurrence, offersCalendarFile } from "~/lib/events";
import { loader as eventPageLoader } from "~/routes/event";
import { loader as calendarLoader } from "~/routes/event-ics";
import { events } from "./events";
import { EVENT_CATEGORIES } from "./types";

// Every seeded event is either real with a published source for its dates, or an
// example that says so and offers no calendar file. A fixed clock keeps this stable.
const NOW = new Date("2027-03-10T12:00:00Z");

type CalendarArgs = Parameters<typeof calendarLoader>[0];
type PageArgs = Parameters<typeof eventPageLoader>[0];

function calendarArgs(eventId: string): CalendarArgs {
  const request = new Request(`https://malmoguiden.se/events/${eventId}/kalender.ics`);
  return { params: { eventId }, request, context: {} } as unknown as CalendarArgs;
}

function pageArgs(eventId: string): PageArgs {
  const request = new Request(`https://malmoguiden.se/events/${eventId}`);
  return { params: { eventId }, request, context: {} } as unknown as PageArgs;
}

async function calendarStatus(eventId: string): Promise<number> {
  try {
    const response = await calendarLoader(calendarArgs(eventId));
    return response.status;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
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

describe("calendar files", () => {
  for (const seed of examples) {
    it(`an example event (${seed.id}) offers no calendar file`, async () => {
      expect(await calendarStatus(seed.id)).toBe(404);
      const page = await eventPageLoader(pageArgs(seed.id));
      const pageData = "data" in page ? page.data : page;
      expect(pageData.event?.example).toBe(true);
      expect(pageData.calendarHref).toBeNull();
    });
  }

  for (const seed of sourced) {
    it(`a sourced event (${seed.id}) offers a calendar file`, async () => {
      const response = await calendarLoader(calendarArgs(seed.id));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/calendar");
      expect(await response.text()).toContain("BEGIN:VEVENT");
      const page = await eventPageLoader(pageArgs(seed.id));
      const pageData = "data" in page ? page.data : page;
      expect(pageData.calendarHref).toBe(`/events/${seed.id}/kalender.ics`);
    });
  }

  it("an unknown event has no calendar file", async () => {
    expect(await calendarStatus("finns-inte")).toBe(404);
  });
});
