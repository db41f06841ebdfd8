import type { GuideEvent } from "~/content/types";
import { endOfMonth, endOfWeek, stockholmNow } from "./dates";

/** An event is upcoming until it is over: a running event still counts. */
export function isUpcoming(event: GuideEvent, nowLocal: string = stockholmNow()): boolean {
  return event.end > nowLocal;
}

export function upcomingEvents(
  events: readonly GuideEvent[],
  nowLocal: string = stockholmNow(),
): GuideEvent[] {
  return events
    .filter((event) => isUpcoming(event, nowLocal))
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** Lower case without diacritics' case differences, so 'malmö' finds 'Malmö'. */
function normalise(text: string): string {
  return text.normalize("NFC").toLocaleLowerCase("sv-SE");
}

/** Free-text search over title, description, location and category (spec 2, /events). Every word must match. */
export function searchEvents(events: readonly GuideEvent[], query: string): GuideEvent[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...events];
  return events.filter((event) => {
    const haystack = normalise(
      [event.title, event.description, event.location, event.category].join(" "),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** Time choices of the Filter panel (the spec leaves the Filter's behaviour open). */
export const TIME_FILTERS = {
  kommande: "Kommande",
  vecka: "Denna vecka",
  manad: "Denna månad",
  tidigare: "Tidigare evenemang",
  alla: "Alla datum",
} as const;
export type TimeFilter = keyof typeof TIME_FILTERS;

export function isTimeFilter(value: string | null | undefined): value is TimeFilter {
  return value != null && Object.hasOwn(TIME_FILTERS, value);
}

export interface EventFilter {
  query?: string;
  category?: string;
  time?: TimeFilter;
  /** Inclusive local dates "YYYY-MM-DD". */
  from?: string;
  to?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Does the event overlap the local window [fromLocal, toLocal)? */
function overlaps(event: GuideEvent, fromLocal: string, toLocal: string): boolean {
  return event.end > fromLocal && event.start < toLocal;
}

export function filterEvents(
  events: readonly GuideEvent[],
  filter: EventFilter,
  nowLocal: string = stockholmNow(),
): GuideEvent[] {
  const today = nowLocal.slice(0, 10);
  let result = searchEvents(events, filter.query ?? "");
  if (filter.category) result = result.filter((event) => event.category === filter.category);

  switch (filter.time ?? "kommande") {
    case "kommande":
      result = result.filter((event) => isUpcoming(event, nowLocal));
      break;
    case "vecka":
      result = result.filter((event) => overlaps(event, nowLocal, `${endOfWeek(today)}T24:00`));
      break;
    case "manad":
      result = result.filter((event) => overlaps(event, nowLocal, `${endOfMonth(today)}T24:00`));
      break;
    case "tidigare":
      result = result.filter((event) => !isUpcoming(event, nowLocal));
      break;
    case "alla":
      break;
  }

  if (filter.from && ISO_DATE.test(filter.from)) {
    const from = filter.from;
    result = result.filter((event) => event.end > `${from}T00:00`);
  }
  if (filter.to && ISO_DATE.test(filter.to)) {
    const to = filter.to;
    result = result.filter((event) => event.start < `${to}T24:00`);
  }

  const newestFirst = filter.time === "tidigare";
  return result.sort((a, b) =>
    newestFirst ? b.start.localeCompare(a.start) : a.start.localeCompare(b.start),
  );
}
