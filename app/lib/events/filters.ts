import type { GuideEvent } from "~/content/types";
import { isUpcoming } from "~/lib/events/events";
import type { MessageId, MessageValues } from "~/lib/i18n/i18n";
import { addDays, endOfMonth, endOfWeek, stockholmNow } from "~/lib/text/dates";

// The /events page's search and filters (spec 2): free text, the time filters and a date
// range, over the occurrences app/lib/events/events.ts computes.

/** Lower case without diacritics' case differences, so 'malmö' finds 'Malmö'. */
function normalise(text: string): string {
  return text.normalize("NFC").toLocaleLowerCase("sv-SE");
}

/** Free-text search over title, description, location and category (spec 2, /events). Every word must match. */
export function searchEvents<T extends GuideEvent>(events: readonly T[], query: string): T[] {
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
  vecka: "Den här veckan",
  manad: "Den här månaden",
  tidigare: "Tidigare evenemang",
  alla: "Alla datum",
} as const;
/**
 * What's on, at a glance (issue 23, point 4): links on /events and the home page. Tonight
 * is from 18.00, the weekend from Friday 18.00 to Sunday's end, next week Monday to Sunday.
 */
export const QUICK_TIME_FILTERS = {
  "i-dag": "I dag",
  "i-kvall": "I kväll",
  "i-helg": "I helg",
  "nasta-vecka": "Nästa vecka",
} as const;
export type TimeFilter = keyof typeof TIME_FILTERS | keyof typeof QUICK_TIME_FILTERS;
export type QuickTimeFilter = keyof typeof QUICK_TIME_FILTERS;

export const isQuickTimeFilter = (value: string): value is QuickTimeFilter =>
  Object.hasOwn(QUICK_TIME_FILTERS, value);

/**
 * 'Inga evenemang i kväll.', or '… i kväll matchar din sökning.' when more was asked for
 * (issue 35), in the page's language (`t`: its translate function).
 */
export function noQuickEventsText(
  filter: QuickTimeFilter,
  searched: boolean,
  t: (id: MessageId, values?: MessageValues) => string,
): string {
  return t(searched ? "eventsPage.noneSearched" : "eventsPage.none", {
    when: t(`eventsPage.when.${filter}`),
  });
}

export function isTimeFilter(value: string | null | undefined): value is TimeFilter {
  return (
    value != null &&
    (Object.hasOwn(TIME_FILTERS, value) || Object.hasOwn(QUICK_TIME_FILTERS, value))
  );
}

/** The later of two local wall-clock times ("YYYY-MM-DDTHH:MM"). */
function later(a: string, b: string): string {
  return a > b ? a : b;
}

/** The local window [from, to) a quick filter shows, from `nowLocal` on. */
function quickWindow(
  filter: keyof typeof QUICK_TIME_FILTERS,
  nowLocal: string,
): [from: string, to: string] {
  const today = nowLocal.slice(0, 10);
  const sunday = endOfWeek(today);
  switch (filter) {
    case "i-dag":
      return [nowLocal, `${today}T24:00`];
    case "i-kvall":
      return [later(nowLocal, `${today}T18:00`), `${today}T24:00`];
    case "i-helg":
      return [later(nowLocal, `${addDays(sunday, -2)}T18:00`), `${sunday}T24:00`];
    case "nasta-vecka":
      return [`${addDays(sunday, 1)}T00:00`, `${addDays(sunday, 7)}T24:00`];
  }
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

/** Filter dated events; `now` is the clock (loaders pass `new Date()`). */
export function filterEvents<T extends GuideEvent>(
  events: readonly T[],
  filter: EventFilter,
  now: Date,
): T[] {
  const nowLocal = stockholmNow(now);
  const today = nowLocal.slice(0, 10);
  let result = searchEvents(events, filter.query ?? "");
  if (filter.category) result = result.filter((event) => event.category === filter.category);

  const time = filter.time ?? "kommande";
  switch (time) {
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
    default: {
      const [from, to] = quickWindow(time, nowLocal);
      result = result.filter((event) => overlaps(event, from, to));
    }
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
