import { events } from "~/content/events";
import { type EventOccurrence, nextOccurrence } from "./events";

/** The running or next occurrence of the event with this id, as seen at `now`. */
export function findEvent(id: string, now: Date): EventOccurrence | undefined {
  const seed = events.find((event) => event.id === id);
  return seed ? nextOccurrence(seed, now) : undefined;
}
