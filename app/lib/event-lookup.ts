import { events } from "~/content/events";
import type { GuideEvent } from "~/content/types";

export function findEvent(id: string): GuideEvent | undefined {
  return events.find((event) => event.id === id);
}
