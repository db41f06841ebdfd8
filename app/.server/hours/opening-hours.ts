import type OpeningHours from "opening_hours";
import type { HoursLine, PlaceHours, SpecialDay } from "~/lib/hours/hours";
import { formatShortDay, SHORT_WEEKDAYS } from "~/lib/text/dates";
import { hoursOf, isReadable, type Parsed, parse } from "./hours-syntax";

export type { HoursLine, PlaceHours, SpecialDay } from "~/lib/hours/hours";
export {
  EVE_RULES,
  type EveKey,
  hoursError,
  isReadable,
  splitEveRules,
  withEveRules,
} from "./hours-syntax";

import { formatsOf } from "~/lib/i18n/format";
import type { MessageId } from "~/lib/i18n/i18n";
import type { Language } from "~/lib/i18n/languages";
import { serverT } from "../i18n/catalogs";
import { dateWordsIn } from "../i18n/dates";

// Opening hours as data (issue 24, point 1): what a place's hours (hours-syntax.ts reads
// them) mean at a time. Everything is worked out in Stockholm wall-clock time, whatever
// the server's time zone: a wall-clock time is handed to the library as a Date whose
// local fields say the same (the library reads local fields), and what it answers is read
// back the same way.

// --- Stockholm wall-clock time ("2026-12-24T14:05") and the library's Dates ---

const pad = (number: number) => String(number).padStart(2, "0");

function wallDate(local: string): Date {
  const [date = "", time = "00:00"] = local.split("T");
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return new Date(year, month - 1, day, hour, minute);
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const clock = (date: Date) => `${pad(date.getHours())}.${pad(date.getMinutes())}`;
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

// --- One day ---

interface Day {
  date: Date;
  /** "10.00–18.00", "10.00–14.00, 17.00–22.00", "dygnet runt" or "stängt". */
  text: string;
  /** Opening and closing times ("10:00", "18:00") for structured data. */
  spans: [opens: string, closes: string][];
  /** Why the day is not like the others: the holiday's or the rule's name. */
  reason?: string;
  /** Whether the day is a public holiday. */
  holiday?: boolean;
}

function dayOf(hours: OpeningHours, date: Date): Day {
  const next = addDays(date, 1);
  const spans: [string, string][] = [];
  const texts: string[] = [];
  for (const [from, to] of hours.getOpenIntervals(date, next)) {
    if (from.getTime() === date.getTime() && hours.getState(new Date(date.getTime() - 60_000))) {
      // Open since the day before: the whole day, or the end of last night's hours.
      if (to.getTime() === next.getTime()) texts.push("dygnet runt");
      continue;
    }
    const end = to.getTime() === next.getTime() ? (hours.getNextChange(from) ?? to) : to;
    const closes = end.getTime() === next.getTime() ? "24.00" : clock(end);
    texts.push(`${clock(from)}–${closes}`);
    spans.push([clock(from).replace(".", ":"), closes.replace(".", ":")]);
  }
  const noon = new Date(date.getFullYear(), date.getMonth(), date.getDate(), 12);
  const holiday = hours.getPublicHolidayContext(noon).isHoliday;
  const comment = hours.getComment(noon) ?? hours.getComment(date);
  const reason = holiday ? (comment ?? "helgdag") : comment;
  return {
    date,
    text: texts.length > 0 ? texts.join(", ") : "stängt",
    spans,
    ...(reason ? { reason } : {}),
    ...(holiday ? { holiday } : {}),
  };
}

// --- The week ---

const SCHEMA_DAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/**
 * The usual day of each weekday, Monday first: from the undated rules when there are
 * some, else each weekday's first day in the next six weeks without a holiday or a
 * comment.
 */
function usualWeek(parsed: Parsed, today: Date): (Day | undefined)[] {
  const week: (Day | undefined)[] = Array(7).fill(undefined);
  const { hours, usual } = parsed;
  for (let offset = 0; offset < 42 && week.includes(undefined); offset++) {
    const date = addDays(today, offset);
    const index = (date.getDay() + 6) % 7;
    if (week[index]) continue;
    if (usual) {
      const { reason: _, holiday: __, ...day } = dayOf(usual, date);
      week[index] = day;
      continue;
    }
    const day = dayOf(hours, date);
    if (!day.reason) week[index] = day;
  }
  return week;
}

/** Said of a day whose hours differ from its weekday's usual and that has no name. */
export const OTHER_HOURS = "avvikande öppettider";

/**
 * The days of the `count` from `today` unlike the usual week: public holidays, days a
 * rule with a comment names, and days whose hours differ from their weekday's usual
 * (a dated rule: `Dec 24 off`, `Dec 1-23 Mo-Fr 10:00-20:00`, `2026 Dec 30 10:00-14:00`).
 */
function specialDays(
  parsed: Parsed,
  usual: (Day | undefined)[],
  today: Date,
  count: number,
): (Day & { reason: string })[] {
  const days: (Day & { reason: string })[] = [];
  for (let offset = 0; offset < count; offset++) {
    const day = dayOf(parsed.hours, addDays(today, offset));
    const usualText = usual[(day.date.getDay() + 6) % 7]?.text ?? "stängt";
    const reason = day.reason ?? (day.text !== usualText ? OTHER_HOURS : undefined);
    if (reason) days.push({ ...day, reason });
  }
  return days;
}

export interface HoursView {
  /** The usual week, weekdays with the same hours together: mån–fre 10.00–18.00. */
  week: HoursLine[];
  /** Coming days that differ from the usual: holidays and the rules' days. */
  special: SpecialDay[];
}

/** Sweden's public holidays by the names the hours library gives them, in the catalogs. */
const HOLIDAY_IDS: Readonly<Record<string, MessageId>> = {
  nyårsdagen: "holiday.newYear",
  "trettondedag jul": "holiday.epiphany",
  långfredagen: "holiday.goodFriday",
  påskdagen: "holiday.easterSunday",
  "annandag påsk": "holiday.easterMonday",
  "första maj": "holiday.mayDay",
  "Kristi himmelsfärdsdag": "holiday.ascension",
  pingstdagen: "holiday.whitSunday",
  nationaldagen: "holiday.nationalDay",
  midsommardagen: "holiday.midsummerDay",
  "alla helgons dag": "holiday.allSaints",
  juldagen: "holiday.christmasDay",
  "annandag jul": "holiday.boxingDay",
};

/** A Monday: the weekdays' names in other languages are this week's days'. */
const A_MONDAY = "2026-11-30";

/**
 * The words of a week's line or a day in `language`: Swedish as it is; else the days'
 * names and the times as the language writes them, and 'closed', '24 hours', the eves'
 * and holidays' names in its words (an operator's own Swedish note is said as 'different
 * opening hours', as the badge leaves it out).
 */
function wordsIn(language: Language) {
  const t = serverT(language);
  const words = dateWordsIn(language);
  const formats = formatsOf(language);
  const eves: Record<string, string> = {
    julafton: t("hours.eve.julafton"),
    midsommarafton: t("hours.eve.midsommarafton"),
    nyårsafton: t("hours.eve.nyarsafton"),
  };
  const weekday = (index: number) =>
    language === "sv"
      ? (SHORT_WEEKDAYS[index] ?? "")
      : words.shortWeekday(isoDay(addDays(wallDate(A_MONDAY), index)));
  const hoursText = (text: string) => {
    if (language === "sv") return text;
    if (text === "stängt") return t("hours.closedDay");
    if (text === "dygnet runt") return t("hours.allDay");
    return text.replace(/\b(\d{2})\.(\d{2})\b/g, (_, hour, minute) =>
      formats.time(`${hour}:${minute}`),
    );
  };
  const reasonText = (day: Day & { reason: string }) => {
    if (language === "sv") return day.reason;
    const holiday = HOLIDAY_IDS[day.reason];
    return (
      eves[day.reason] ??
      (holiday ? t(holiday) : day.holiday ? t("hours.holiday") : t("hours.otherHours"))
    );
  };
  const shortDay = (isoDate: string) =>
    language === "sv" ? formatShortDay(isoDate) : words.shortDay(isoDate);
  return { weekday, hoursText, reasonText, shortDay };
}

/**
 * The week as pages show it, seen from Stockholm wall-clock time `nowLocal`, with the
 * special days of the next `specialDays` days (a week on the place's page), in `language`.
 */
export function hoursView(
  value: string,
  nowLocal: string,
  specialCount = 7,
  language: Language = "sv",
): HoursView {
  const found = parse(value);
  const today = wallDate(nowLocal.slice(0, 10));
  const words = wordsIn(language);
  const week: HoursLine[] = [];
  let start = 0;
  const usual = usualWeek(found, today);
  for (let index = 1; index <= 7; index++) {
    const text = usual[start]?.text ?? "stängt";
    if (index < 7 && (usual[index]?.text ?? "stängt") === text) continue;
    const days =
      index - 1 === start
        ? words.weekday(start)
        : `${words.weekday(start)}–${words.weekday(index - 1)}`;
    week.push({ days, hours: words.hoursText(text) });
    start = index;
  }
  const special: SpecialDay[] = specialDays(found, usual, today, specialCount).map((day) => {
    const date = isoDay(day.date);
    return {
      date,
      days: words.shortDay(date),
      hours: words.hoursText(day.text),
      reason: words.reasonText(day),
    };
  });
  return { week, special };
}

// --- Now ---

/** 'Öppet nu · stänger 18.00', 'Stängt · öppnar i morgon 10.00', 'Stängt i dag (helgdag)'. */
export function hoursBadge(value: string, nowLocal: string, language: Language = "sv"): string {
  const found = parse(value);
  const { hours } = found;
  const now = wallDate(nowLocal);
  const today = wallDate(nowLocal.slice(0, 10));
  const t = serverT(language);
  const words = dateWordsIn(language);
  const time = (date: Date) =>
    formatsOf(language).time(`${pad(date.getHours())}:${pad(date.getMinutes())}`);
  const when = (date: Date) => {
    const days = Math.round((addDays(date, 0).getTime() - today.getTime()) / 86_400_000);
    if (days === 0) return time(date);
    if (days === 1) return t("hours.tomorrow", { time: time(date) });
    const day = isoDay(date);
    return t("hours.day", {
      day: days < 7 ? words.shortWeekday(day) : words.shortDay(day),
      time: time(date),
    });
  };
  if (hours.getState(now)) {
    const closes = hours.getNextChange(now, addDays(today, 8));
    return closes ? t("hours.openCloses", { when: when(closes) }) : t("hours.openAllDay");
  }
  const [day] = specialDays(found, usualWeek(found, today), today, 1);
  if (day && day.text === "stängt") {
    if (hours.getPublicHolidayContext(now).isHoliday) return t("hours.closedHoliday");
    // The day's reason is the operator's Swedish words: other languages say only that.
    return language === "sv" ? `Stängt i dag (${day.reason})` : t("hours.closedToday");
  }
  const opens = hours.getNextChange(now, addDays(today, 15));
  return opens ? t("hours.closedOpens", { when: when(opens) }) : t("hours.closed");
}

/** What a place's page shows of its hours at `nowLocal`: no badge unless they are confirmed. */
export function placeHours(
  place: { openingHours?: string; hoursCheckedAt?: string },
  nowLocal: string,
  language: Language = "sv",
): PlaceHours | undefined {
  // Hours saved before the admin refused warnings still show, if the library reads them.
  if (!place.openingHours || !isReadable(place.openingHours)) return undefined;
  const view = hoursView(place.openingHours, nowLocal, 7, language);
  if (!place.hoursCheckedAt) return view;
  return {
    ...view,
    badge: {
      text: hoursBadge(place.openingHours, nowLocal, language),
      open: isOpenAt(place.openingHours, nowLocal),
    },
    checkedAt: place.hoursCheckedAt,
  };
}

/** Whether the place is open at `nowLocal`. */
export function isOpenAt(value: string, nowLocal: string): boolean {
  return hoursOf(value).getState(wallDate(nowLocal));
}

/** Whether the place is open some time tonight: from 18.00 (or now, if later) to midnight. */
export function isOpenTonight(value: string, nowLocal: string): boolean {
  const today = wallDate(nowLocal.slice(0, 10));
  const evening = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 18);
  const from = new Date(Math.max(evening.getTime(), wallDate(nowLocal).getTime()));
  const to = addDays(today, 1);
  return from < to && hoursOf(value).getOpenIntervals(from, to).length > 0;
}

// --- Structured data ---

type Specification = Record<string, string>;

/** schema.org openingHoursSpecification (the usual week) and special days of the next 30. */
export function hoursJsonLd(
  value: string,
  nowLocal: string,
): {
  openingHoursSpecification: Specification[];
  specialOpeningHoursSpecification?: Specification[];
} {
  const found = parse(value);
  const today = wallDate(nowLocal.slice(0, 10));
  const week = usualWeek(found, today);
  const usual: Specification[] = week.flatMap((day, index) =>
    (day?.spans ?? []).map(([opens, closes]) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[index]}`,
      opens,
      closes: closes === "24:00" ? "23:59" : closes,
    })),
  );
  const special: Specification[] = [];
  for (const day of specialDays(found, week, today, 30)) {
    const date = isoDay(day.date);
    // A closed day: opens and closes at midnight (schema.org's convention).
    const spans = day.spans.length > 0 ? day.spans : [["00:00", "00:00"] as [string, string]];
    for (const [opens, closes] of spans)
      special.push({
        "@type": "OpeningHoursSpecification",
        validFrom: date,
        validThrough: date,
        opens,
        closes: closes === "24:00" ? "23:59" : closes,
      });
  }
  return {
    openingHoursSpecification: usual,
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
  };
}
