import type { EventCategory, GuideEvent } from "~/content/types";
import {
  addDays,
  formatShortDay,
  type IsoWeekday,
  isoDateOf,
  isoWeekday,
  isSwedishHoliday,
  lastWeekdayOfMonth,
  nextWeekdayOnOrAfter,
  stockholmNow,
} from "~/lib/text/dates";

// Events are stored as records (app/.server/snapshot/content.ts reads them from the database);
// the dates shown are computed from each record's rule for a given "now". Every
// function takes "now" explicitly: loaders pass `new Date()`, tests pass fixed dates.

/** A day of the year: a fixed date, or the last given weekday of a month. */
export type YearDay = { month: number; day: number } | { month: number; lastWeekday: IsoWeekday };

export type EventRule =
  /** Once, from `start` to `end` (local dates, both inclusive). */
  | { kind: "once"; start: string; end: string }
  /**
   * Every year from `start` to `end` (both inclusive; an end before the start is in the
   * next year). With `confirmed`, only those occurrences are confirmed by the event's
   * source: they replace the rule's dates in the year they start, and every other year's
   * dates are the rule's guess, shown as not confirmed.
   */
  | { kind: "yearly"; start: YearDay; end: YearDay; confirmed?: ConfirmedDates[] }
  /**
   * Every week on `weekday`: the next one from today on (or, once today's is over, the
   * one after), plus `weeksAhead` weeks, never before the date `from`.
   */
  | { kind: "weekly"; weekday: IsoWeekday; weeksAhead?: number; from?: string };

/** One occurrence's dates as a published source gives them (local dates, both inclusive). */
export interface ConfirmedDates {
  start: string;
  end: string;
}

/** Recurrence as stored in the database (a single occurrence is stored as null). */
export type EventRecurrence = Exclude<EventRule, { kind: "once" }>;

/** Local wall-clock times "HH:MM". No time means only the dates are known. */
export interface EventTime {
  start: string;
  end?: string;
}

/** One event as the guide holds it: its facts and the rule its dates follow. */
export interface EventRecord {
  id: string;
  title: string;
  description: string;
  location: string;
  category: EventCategory;
  image: string;
  rule: EventRule;
  time?: EventTime;
  /** An example: badge 'Exempel', no calendar file, dates not confirmed. */
  example?: boolean;
  /** Where a real event's dates come from, one line. */
  source?: string;
}

/** Each event category's picture (served by the app). */
export const EVENT_IMAGES: Readonly<Record<EventCategory, string>> = {
  "Mat och dryck": "/images/events/mat-och-dryck.svg",
  "Konstgallerier och museer": "/images/events/konst.svg",
  "Musik och teater": "/images/events/musik.svg",
};

/** The reference year in which stored first occurrences of seeded rules lie. */
const REFERENCE_YEAR = 2026;

/**
 * The stored form of a record's dates: first occurrence as local "YYYY-MM-DDTHH:MM"
 * (an end of "T24:00" is the end of that day) and the recurrence, null for once.
 */
export function storedDatesOf(record: Pick<EventRecord, "rule" | "time">): {
  startsAt: string;
  endsAt: string;
  recurrence: EventRecurrence | null;
} {
  const rule = record.rule;
  let start: string;
  let end: string;
  if (rule.kind === "once") [start, end] = [rule.start, rule.end];
  else if (rule.kind === "yearly") {
    start = dayOfYear(REFERENCE_YEAR, rule.start);
    end = dayOfYear(REFERENCE_YEAR, rule.end);
    if (end < start) end = dayOfYear(REFERENCE_YEAR + 1, rule.end);
  } else {
    start = rule.from ?? nextWeekdayOnOrAfter(`${REFERENCE_YEAR}-01-01`, rule.weekday);
    end = start;
  }
  return {
    startsAt: `${start}T${record.time?.start ?? "00:00"}`,
    endsAt: `${end}T${record.time?.end ?? "24:00"}`,
    recurrence:
      rule.kind === "once" ? null : rule.kind === "weekly" ? { ...rule, from: start } : rule,
  };
}

/** The rule and times of stored dates (the inverse of storedDatesOf). */
export function ruleOfStored(
  startsAt: string,
  endsAt: string,
  recurrence: EventRecurrence | null,
): Pick<EventRecord, "rule" | "time"> {
  const startTime = startsAt.slice(11, 16);
  const endTime = endsAt.slice(11, 16);
  const time =
    startTime === "00:00" && endTime === "24:00"
      ? undefined
      : endTime === "24:00"
        ? { start: startTime }
        : { start: startTime, end: endTime };
  const rule: EventRule = recurrence ?? {
    kind: "once",
    start: startsAt.slice(0, 10),
    end: endsAt.slice(0, 10),
  };
  return time ? { rule, time } : { rule };
}

/** A weekly rule's weekday from its first date, for rules made from a form. */
export function weekdayOf(isoDate: string): IsoWeekday {
  return isoWeekday(isoDate);
}

/**
 * One dated occurrence of an event. `start`/`end` are local Stockholm
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
  /**
   * A real event whose source does not confirm this occurrence's dates (they follow the
   * usual pattern): shown as 'Datum ej bekräftat', with no calendar file.
   */
  unconfirmed?: true;
  /** How the dates repeat: a yearly rule from the source, weekly, or a single occurrence. */
  recurring: EventRule["kind"];
  /**
   * When it starts, told from the moment the list was made, for a one-day event in the
   * coming week: "I kväll 20.00", "I morgon 18.00", "lör 29 nov" (issue 23, point 4).
   */
  relative?: string;
}

function dayOfYear(year: number, day: YearDay): string {
  return "day" in day
    ? isoDateOf(year, day.month, day.day)
    : lastWeekdayOfMonth(year, day.month, day.lastWeekday);
}

function occurrenceOn(
  seed: EventRecord,
  startDate: string,
  endDate: string,
  unconfirmed = false,
): EventOccurrence {
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
    ...(unconfirmed && !seed.example ? { unconfirmed: true as const } : {}),
    timing,
    recurring: seed.rule.kind,
  };
}

function yearlyOccurrence(seed: EventRecord, year: number): EventOccurrence | null {
  if (seed.rule.kind !== "yearly") return null;
  const confirmed = seed.rule.confirmed?.find((dates) => dates.start.startsWith(`${year}-`));
  if (confirmed) return occurrenceOn(seed, confirmed.start, confirmed.end);
  const start = dayOfYear(year, seed.rule.start);
  let end = dayOfYear(year, seed.rule.end);
  if (end < start) end = dayOfYear(year + 1, seed.rule.end); // a rule across New Year
  return occurrenceOn(seed, start, end, seed.rule.confirmed !== undefined);
}

/** The running or next occurrence of an event, as seen at `now` (a single one even when over). */
export function nextOccurrence(seed: EventRecord, now: Date): EventOccurrence {
  const nowLocal = stockholmNow(now);
  const rule = seed.rule;
  if (rule.kind === "once") return occurrenceOn(seed, rule.start, rule.end);
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
  if (rule.from && date < rule.from) date = nextWeekdayOnOrAfter(rule.from, rule.weekday);
  // An invented event on juldagen or midsommarafton would not be plausible: a week later.
  if (seed.example) while (isSwedishHoliday(date)) date = addDays(date, 7);
  return occurrenceOn(seed, date, date);
}

/**
 * The last occurrence that is over, for real yearly events; examples have no past. Where
 * the source confirms only some years, the last of those: a past guess helps nobody.
 */
export function previousOccurrence(seed: EventRecord, now: Date): EventOccurrence | null {
  if (seed.rule.kind !== "yearly" || seed.example) return null;
  const nowLocal = stockholmNow(now);
  if (seed.rule.confirmed)
    return (
      seed.rule.confirmed
        .map((dates) => occurrenceOn(seed, dates.start, dates.end))
        .filter((occurrence) => !isUpcoming(occurrence, nowLocal))
        .sort(byStart)
        .at(-1) ?? null
    );
  const year = Number(nowLocal.slice(0, 4));
  for (const y of [year, year - 1, year - 2]) {
    const occurrence = yearlyOccurrence(seed, y);
    if (occurrence && !isUpcoming(occurrence, nowLocal)) return occurrence;
  }
  return null;
}

/** Every occurrence the guide shows at `now`: each event's next one (a single event's only one), and the last past one of yearly events. */
export function eventOccurrences(
  seeds: readonly EventRecord[],
  now: Date,
  words: RelativeWords = SWEDISH_RELATIVE,
): EventOccurrence[] {
  const nowLocal = stockholmNow(now);
  return seeds
    .flatMap((seed) => [previousOccurrence(seed, now), nextOccurrence(seed, now)])
    .filter((occurrence): occurrence is EventOccurrence => occurrence !== null)
    .map((occurrence) => {
      const relative = relativeStart(occurrence, nowLocal, words);
      return relative ? { ...occurrence, relative } : occurrence;
    })
    .sort(byStart);
}

/** From this hour a start today is 'I kväll', as the quick filter counts it. */
const EVENING = "18:00";

/** The words and forms a relative start is told in (issue 40): Swedish unless a page asks otherwise. */
export interface RelativeWords {
  today: string;
  tonight: string;
  tomorrow: string;
  /** "20.00" from "20:00" */
  time(time: string): string;
  /** "lör 29 nov" from "2026-11-29" */
  shortDay(isoDate: string): string;
}

export const SWEDISH_RELATIVE: RelativeWords = {
  today: "I dag",
  tonight: "I kväll",
  tomorrow: "I morgon",
  time: (time) => time.replace(":", "."),
  shortDay: formatShortDay,
};

/**
 * A one-day event's start in words, seen from `nowLocal`: "I dag 14.00", "I kväll 20.00",
 * "I morgon 18.00", then "lör 29 nov" for the rest of the coming week; undefined for a
 * longer event, one already begun, or one further ahead (its date is shown instead).
 */
export function relativeStart(
  event: EventOccurrence,
  nowLocal: string,
  words: RelativeWords = SWEDISH_RELATIVE,
): string | undefined {
  const startDate = event.start.slice(0, 10);
  if (startDate !== event.end.slice(0, 10) || event.start < nowLocal) return undefined;
  const today = nowLocal.slice(0, 10);
  const time = event.timing === "none" ? "" : ` ${words.time(event.start.slice(11, 16))}`;
  if (startDate === today)
    return `${event.timing !== "none" && event.start.slice(11) >= EVENING ? words.tonight : words.today}${time}`;
  if (startDate === addDays(today, 1)) return `${words.tomorrow}${time}`;
  if (startDate > addDays(today, 6)) return undefined;
  return words.shortDay(startDate);
}

/** Only real events with a source offer a calendar file, and only for dates it confirms. */
export function offersCalendarFile(occurrence: EventOccurrence): boolean {
  return !occurrence.example && !occurrence.unconfirmed && Boolean(occurrence.source);
}

function byStart(a: EventOccurrence, b: EventOccurrence): number {
  return a.start.localeCompare(b.start) || a.title.localeCompare(b.title, "sv");
}

/** An event is upcoming until it is over: a running event still counts. */
export function isUpcoming(event: GuideEvent, nowLocal: string): boolean {
  return event.end > nowLocal;
}

/** Upcoming occurrences at `now`, soonest first. */
export function upcomingEvents(
  seeds: readonly EventRecord[],
  now: Date,
  words: RelativeWords = SWEDISH_RELATIVE,
): EventOccurrence[] {
  const nowLocal = stockholmNow(now);
  return eventOccurrences(seeds, now, words).filter((event) => isUpcoming(event, nowLocal));
}
