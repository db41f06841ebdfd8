import type { GuideEvent } from "~/content/types";

// What the event tests (app/lib/events/*.test.ts) share: a fixed "now" and an event made
// from its id and local Stockholm times.

export const NOW_LOCAL = "2026-11-25T12:00"; // a Wednesday
export const NOW = new Date("2026-11-25T11:00:00Z"); // the same instant (UTC+1 in winter)

/** A test event: its id, its start and end as Stockholm wall-clock times, and changes. */
export function event(
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
