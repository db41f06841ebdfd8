import type { EventSeed, YearDay } from "~/content/events";
import type { GuideEvent } from "~/content/types";
import {
  addDays,
  endOfMonth,
  endOfWeek,
  isoDateOf,
  lastWeekdayOfMonth,
  nextWeekdayOnOrAfter,
  stockholmNow,
} from "./dates";

// Events are seeded as rules (content/events.ts); the dates shown are computed from
// those rules for a given "now". Every function takes "now" explicitly: loaders pass
// `new Date()`, tests pass fixed dates.

/**
 * One dated occurrence of a seeded event. `start`/`end` are local Stockholm
 * wall-clock strings; without a known time they span whole days ("T00:00" to "T24:00"),
 * and with only a start time the end is the end of that day.
 */
export interface EventOccurrence extends GuideEvent {
  /** Unique per occurrence: id plus start date. */
  key: string;
  /** An example event: badge 'Exempel', no calendar file, dates not confirmed. */
  example: boolean;
  /** Where a real event's dates come from. */
  source?: string;
  /** "range": start and end times known; "start": only the start time; "none": dates only. */
  timing: "range" | "start" | "none";
  /** The dates follow a yearly rule from the source, not a published programme for that year. */
  recurring: "yearly" | "weekly";
}

function dayOfYear(year: number, day: YearDay): string {
  return "day" in day
    ? isoDateOf(year, day.month, day.day)
    : lastWeekdayOfMonth(year, day.month, day.lastWeekday);
}

function occurrenceOn(seed: EventSeed, startDate: string, endDate: string): EventOccurrence {
  const time = seed.time;
  const timing = time ? (time.end ? "range" : "start") : "none";
  return {
    key: `${seed.id}@${startDate}`,
    id: seed.id,
    title: seed.title,
    description: seed.description,
    location: seed.location,
    category: seed.category,
    image: seed.image,
    start: `${startDate}T${time?.start ?? "00:00"}`,
    end: `${endDate}T${time?.end ?? "24:00"}`,
    example: seed.example === true,
    ...(seed.source ? { source: seed.source } : {}),
    timing,
    recurring: seed.rule.kind,
  };
}

function yearlyOccurrence(seed: EventSeed, year: number): EventOccurrence | null {
  if (seed.rule.kind !== "yearly") return null;
  const start = dayOfYear(year, seed.rule.start);
  let end = dayOfYear(year, seed.rule.end);
  if (end < start) end = dayOfYear(year + 1, seed.rule.end); // a rule across New Year
  return occurrenceOn(seed, start, end);
}

/** The running or next occurrence of a seeded event, as seen at `now`. */
export function nextOccurrence(seed: EventSeed, now: Date): EventOccurrence {
  const nowLocal = stockholmNow(now);
  const rule = seed.rule;
  if (rule.kind === "yearly") {
    const year = Number(nowLocal.slice(0, 4));
    for (const y of [year - 1, year, year + 1]) {
      const occurrence = yearlyOccurrence(seed, y);
      if (occurrence && isUpcoming(occurrence, nowLocal)) return occurrence;
    }
    // Unreachable for a rule within one year; keep a sane answer anyway.
    return yearlyOccurrence(seed, year + 1) as EventOccurrence;
  }
  const today = nowLocal.slice(0, 10);
  let date = nextWeekdayOnOrAfter(today, rule.weekday);
  if (!isUpcoming(occurrenceOn(seed, date, date), nowLocal)) date = addDays(date, 7);
  date = addDays(date, 7 * (rule.weeksAhead ?? 0));
  return occurrenceOn(seed, date, date);
}

/** The last occurrence that is over, for real yearly events; examples have no past. */
export function previousOccurrence(seed: EventSeed, now: Date): EventOccurrence | null {
  if (seed.rule.kind !== "yearly" || seed.example) return null;
  const nowLocal = stockholmNow(now);
  const year = Number(nowLocal.slice(0, 4));
  for (const y of [year, year - 1, year - 2]) {
    const occurrence = yearlyOccurrence(seed, y);
    if (occurrence && !isUpcoming(occurrence, nowLocal)) return occurrence;
  }
  return null;
}

/** Every occurrence the guide shows at `now`: each event's next one, and the last past one of yearly events. */
export function eventOccurrences(seeds: readonly EventSeed[], now: Date): EventOccurrence[] {
  return seeds
    .flatMap((seed) => [previousOccurrence(seed, now), nextOccurrence(seed, now)])
    .filter((occurrence): occurrence is EventOccurrence => occurrence !== null)
    .sort(byStart);
}

/** Only real events with a source offer a calendar file. */
export function offersCalendarFile(occurrence: EventOccurrence): boolean {
  return !occurrence.example && Boolean(occurrence.source);
}

function byStart(a: EventOccurrence, b: EventOccurrence): number {
  return a.start.localeCompare(b.start) || a.title.localeCompare(b.title, "sv");
}

/** An event is upcoming until it is over: a running event still counts. */
export function isUpcoming(event: GuideEvent, nowLocal: string): boolean {
  return event.end > nowLocal;
}

/** Upcoming occurrences at `now`, soonest first. */
export function upcomingEvents(seeds: readonly EventSeed[], now: Date): EventOccurrence[] {
  const nowLocal = stockholmNow(now);
  return eventOccurrences(seeds, now).filter((event) => isUpcoming(event, nowLocal));
}

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
