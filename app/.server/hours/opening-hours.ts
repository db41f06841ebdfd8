import OpeningHours from "opening_hours";
import { formatShortDay, SHORT_WEEKDAYS } from "~/lib/dates";
import type { HoursLine, PlaceHours, SpecialDay } from "~/lib/hours";
import { MAX_HOURS_LENGTH } from "~/lib/hours-form";

export type { HoursLine, PlaceHours, SpecialDay } from "~/lib/hours";

// Opening hours as data (issue 24, point 1): a place's hours in OpenStreetMap's
// `opening_hours` syntax ("Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off"), evaluated by the
// `opening_hours` library with Sweden's public holidays (PH). Everything is worked out in
// Stockholm wall-clock time, whatever the server's time zone: a wall-clock time is handed
// to the library as a Date whose local fields say the same (the library reads local
// fields), and what it answers is read back the same way.

/** Where the guide is: the library takes Sweden's public holidays from it. */
const MALMO = { lat: 55.605, lon: 13.0038, address: { country_code: "se", state: "Skåne län" } };

/**
 * The evenings before holidays that are no public holidays themselves, but on which most
 * places close: one click in the admin adds the rule (its comment names the day).
 */
export const EVE_RULES = [
  { key: "julafton", label: "Stängt på julafton (24 december)", rule: 'Dec 24 off "julafton"' },
  {
    key: "midsommarafton",
    label: "Stängt på midsommarafton (fredagen 19–25 juni)",
    rule: 'Jun 19-25 Fr off "midsommarafton"',
  },
  {
    key: "nyarsafton",
    label: "Stängt på nyårsafton (31 december)",
    rule: 'Dec 31 off "nyårsafton"',
  },
] as const;

export type EveKey = (typeof EVE_RULES)[number]["key"];

/** The value without the eve rules, and which of them it held. */
export function splitEveRules(value: string): { base: string; eves: EveKey[] } {
  const rules = value
    .split(";")
    .map((rule) => rule.trim())
    .filter(Boolean);
  const eves = EVE_RULES.filter((eve) => rules.includes(eve.rule)).map((eve) => eve.key);
  const base = rules.filter((rule) => !EVE_RULES.some((eve) => eve.rule === rule)).join("; ");
  return { base, eves };
}

/** The base hours with the chosen eve rules after them (later rules win in the syntax). */
export function withEveRules(base: string, eves: readonly string[]): string {
  const rules = EVE_RULES.filter((eve) => eves.includes(eve.key)).map((eve) => eve.rule);
  return [base.trim().replace(/;\s*$/, ""), ...rules].filter(Boolean).join("; ");
}

/**
 * A value read by the library, and its usual week: the same rules without those that
 * name dates or holidays (`Dec 24 off`, `Dec 1-23 Mo-Fr 10:00-20:00`, `2026 Dec 30
 * 10:00-14:00`, `week 50 off`, `easter off`, `Mo[1] off`, `PH off`). Without such an
 * undated rule (only seasons, `Apr-Sep …; Oct-Mar …`) there is no usual week of its own,
 * and the weekdays' first ordinary days stand for it.
 */
interface Parsed {
  hours: OpeningHours;
  usual?: OpeningHours;
}

const parsed = new Map<string, Parsed>();

/** Selector kinds that tie a rule to dates rather than to the week. */
const DATED_SELECTORS = new Set(["month", "week", "year", "holiday"]);

type Internals = [[[number, number, string], string][][], [unknown[][], boolean][]];

function undatedValue(hours: OpeningHours): string {
  const [rules, tokens] = (hours.prettifyValue as unknown as (options: object) => Internals)({
    get_internals: true,
  });
  let value = "";
  let previousKept = false;
  rules.forEach((selectors, index) => {
    const dated = selectors.some(
      ([[, , kind], text]) =>
        DATED_SELECTORS.has(kind) || (kind === "weekday" && text.includes("[")),
    );
    const [ruleTokens, fallback] = tokens[index] ?? [[], false];
    const additional = (ruleTokens[0] as unknown[] | undefined)?.[1] === "rule separator";
    const keep = !dated && (!fallback || previousKept);
    if (keep) {
      const text = hours.prettifyValue({ rule_index: index });
      const separator = !value ? "" : fallback ? " || " : additional && previousKept ? ", " : "; ";
      value += separator + text;
    }
    previousKept = keep;
  });
  return value;
}

/** School holidays (SH): the library has none for Sweden, and complains on the console. */
const SCHOOL_HOLIDAYS = /\bSH\b/;

function parse(value: string): Parsed {
  let found = parsed.get(value);
  if (!found) {
    if (SCHOOL_HOLIDAYS.test(value.replace(/"[^"]*"/g, ""))) throw new Error("no holidays (SH)");
    const hours = new OpeningHours(value, MALMO, { locale: "sv" } as never);
    const undated = undatedValue(hours);
    found = {
      hours,
      ...(undated ? { usual: new OpeningHours(undated, MALMO, { locale: "sv" } as never) } : {}),
    };
    if (parsed.size >= 5000) parsed.clear();
    parsed.set(value, found);
  }
  return found;
}

const hoursOf = (value: string) => parse(value).hours;

/** Whether the library can read and evaluate the value (warnings or not). */
export function isReadable(value: string): boolean {
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
}

const EXAMPLE = "till exempel Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off";

/** The user's rule (between semicolons) around character `position` of `value`. */
function ruleAt(value: string, position: number): string {
  const start = value.lastIndexOf(";", Math.max(0, position - 1)) + 1;
  const end = value.indexOf(";", position);
  return value.slice(start, end === -1 ? undefined : end).trim();
}

/** The word around character `position` of `value`. */
function wordAt(value: string, position: number): string {
  const start = value.slice(0, position + 1).search(/\S+$/);
  const rest = value.slice(Math.max(0, start)).match(/^\S+/)?.[0];
  return rest ?? value.trim();
}

/** The library's refusal ("Mo-Fr 25:00 <--- (Time range starts outside …)") in Swedish. */
function readError(value: string, error: unknown): string {
  const text = String(error);
  if (/no holidays \(SH\)/.test(text))
    return "Öppettiderna kunde inte läsas: skollov (SH) finns inte för Sverige. Skriv datumen i stället, till exempel Jun 22-Aug 9 off.";
  const at = text.split(" <--- ")[0]?.trim() ?? "";
  const token = text.match(/Unexpected token: "([^"]*)"/);
  if (token && value.startsWith(at)) {
    const word = wordAt(value, Math.max(0, at.length - 1));
    return `Öppettiderna kunde inte läsas: ”${word}” hör inte till formatet. Skriv veckodagar med engelska förkortningar (Mo, Tu, We, Th, Fr, Sa, Su, PH) och tider med kolon, ${EXAMPLE}.`;
  }
  if (/outside of the current day|outside the current day/i.test(text) && at)
    return `Öppettiderna kunde inte läsas. Kontrollera formatet vid ”${at}”: tiden ligger utanför dygnet (00:00–24:00).`;
  return at && at !== value.trim() && value.startsWith(at)
    ? `Öppettiderna kunde inte läsas. Kontrollera formatet vid ”${at}”, ${EXAMPLE}.`
    : `Öppettiderna kunde inte läsas. Kontrollera formatet, ${EXAMPLE}.`;
}

const TIME_WARNINGS = new Set([
  "adding_0",
  "ambiguous_single_digit_hour",
  "hour_min_separator",
  "no_colon_after",
  "timesep",
  "without_minutes",
]);

/** The first of the library's warnings, in Swedish: what it means for the value. */
function warningText(value: string, hours: OpeningHours): string | undefined {
  const [warning] = hours.getStructuredWarnings();
  if (!warning) return undefined;
  // Warnings about the order of selectors point into the library's own rewriting of the
  // value; the rules keep their order there, so the rule's number finds the user's rule.
  const position = warning.position ?? 0;
  const index = warning.value.slice(0, position).split(";").length - 1;
  const rule =
    warning.value === value
      ? ruleAt(value, position)
      : (value.split(";")[index]?.trim() ?? value.trim());
  const where = rule ? `i ”${rule}”` : "";
  switch (warning.type as string) {
    case "switched":
      return `Kontrollera öppettiderna: ${where} står delarna i fel ordning – saknas ett semikolon (;) mellan två regler? Skriv till exempel Mo-Fr 10:00-18:00; PH off.`;
    case "year_past":
    case "date_past":
    case "date_range_past":
      return `Kontrollera öppettiderna: ${where} gäller ett datum som redan har varit. Ta bort regeln.`;
    case "strange_24_7":
      return `Kontrollera öppettiderna: 24/7 tillsammans med andra regler betyder kanske inte dygnet runt. Skriv open och sedan undantagen, till exempel open; Mo off.`;
    case "empty_comment":
      return `Kontrollera öppettiderna: ${where} finns en tom kommentar (""). Skriv något i den eller ta bort den.`;
    default:
      if (TIME_WARNINGS.has(warning.type))
        return `Kontrollera öppettiderna: ${where} ska tiderna skrivas med timmar och minuter, till exempel 10:00-18:00.`;
      return `Kontrollera öppettiderna: ${where} kan betyda något annat än det ser ut som. Kontrollera stavningen och att reglerna skiljs åt med semikolon (;), ${EXAMPLE}.`;
  }
}

/**
 * A Swedish message when the value cannot be read, or reads as something else than it
 * seems (the library's warnings: `Mo-Fr 10:00-18:00 PH off` without its semicolon means
 * closed every day), else undefined.
 */
export function hoursError(value: string): string | undefined {
  if (!value.trim())
    return "Skriv öppettiderna, till exempel Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off.";
  if (value.length > MAX_HOURS_LENGTH)
    return `Öppettiderna får vara högst ${MAX_HOURS_LENGTH} tecken.`;
  try {
    hoursOf(value);
  } catch (error) {
    return readError(value, error);
  }
  // A fresh reading: whether a date has been is judged when the value is read, and the
  // cached one may be older than today.
  return warningText(value, new OpeningHours(value, MALMO, { locale: "sv" } as never));
}

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
      const { reason: _, ...day } = dayOf(usual, date);
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

/**
 * The week as pages show it, seen from Stockholm wall-clock time `nowLocal`, with the
 * special days of the next `specialDays` days (a week on the place's page).
 */
export function hoursView(value: string, nowLocal: string, specialCount = 7): HoursView {
  const found = parse(value);
  const today = wallDate(nowLocal.slice(0, 10));
  const week: HoursLine[] = [];
  let start = 0;
  const usual = usualWeek(found, today);
  for (let index = 1; index <= 7; index++) {
    const text = usual[start]?.text ?? "stängt";
    if (index < 7 && (usual[index]?.text ?? "stängt") === text) continue;
    const days =
      index - 1 === start
        ? SHORT_WEEKDAYS[start]
        : `${SHORT_WEEKDAYS[start]}–${SHORT_WEEKDAYS[index - 1]}`;
    week.push({ days: days ?? "", hours: text });
    start = index;
  }
  const special: SpecialDay[] = specialDays(found, usual, today, specialCount).map((day) => {
    const date = isoDay(day.date);
    return { date, days: formatShortDay(date), hours: day.text, reason: day.reason };
  });
  return { week, special };
}

// --- Now ---

/** 'Öppet nu · stänger 18.00', 'Stängt · öppnar i morgon 10.00', 'Stängt i dag (helgdag)'. */
export function hoursBadge(value: string, nowLocal: string): string {
  const found = parse(value);
  const { hours } = found;
  const now = wallDate(nowLocal);
  const today = wallDate(nowLocal.slice(0, 10));
  const when = (date: Date) => {
    const days = Math.round((addDays(date, 0).getTime() - today.getTime()) / 86_400_000);
    if (days === 0) return clock(date);
    if (days === 1) return `i morgon ${clock(date)}`;
    const short = formatShortDay(isoDay(date));
    return `${days < 7 ? short.split(" ")[0] : short} ${clock(date)}`;
  };
  if (hours.getState(now)) {
    const closes = hours.getNextChange(now, addDays(today, 8));
    return closes ? `Öppet nu · stänger ${when(closes)}` : "Öppet nu · dygnet runt";
  }
  const [day] = specialDays(found, usualWeek(found, today), today, 1);
  if (day && day.text === "stängt")
    return `Stängt i dag (${hours.getPublicHolidayContext(now).isHoliday ? "helgdag" : day.reason})`;
  const opens = hours.getNextChange(now, addDays(today, 15));
  return opens ? `Stängt · öppnar ${when(opens)}` : "Stängt";
}

/** What a place's page shows of its hours at `nowLocal`: no badge unless they are confirmed. */
export function placeHours(
  place: { openingHours?: string; hoursCheckedAt?: string },
  nowLocal: string,
): PlaceHours | undefined {
  // Hours saved before the admin refused warnings still show, if the library reads them.
  if (!place.openingHours || !isReadable(place.openingHours)) return undefined;
  const view = hoursView(place.openingHours, nowLocal);
  if (!place.hoursCheckedAt) return view;
  return {
    ...view,
    badge: {
      text: hoursBadge(place.openingHours, nowLocal),
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
