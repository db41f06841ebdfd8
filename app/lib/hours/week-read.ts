import { EVE_FIELDS, MAX_HOURS_LENGTH } from "./form";
import {
  cleanNote,
  type DatedException,
  dateParts,
  EVE_SYNTAX,
  type Eve,
  emptyWeek,
  eveOn,
  type Interval,
  intervalError,
  MONTHS,
  normaliseWeek,
  pad,
  WEEKDAYS,
  type Weekday,
  type WeekHours,
} from "./week-model";

// Reading a value in the syntax into the editor's week (syntaxToWeek), when the week can
// hold what it says.

/** The rules between semicolons (none inside a comment), or undefined for an open quote. */
function splitRules(value: string): string[] | undefined {
  const rules: string[] = [];
  let rule = "";
  let quoted = false;
  for (const char of value) {
    if (char === '"') quoted = !quoted;
    if (char === ";" && !quoted) {
      rules.push(rule);
      rule = "";
    } else rule += char;
  }
  if (quoted) return undefined;
  rules.push(rule);
  return rules.map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** A small cursor over one rule. */
class Reader {
  index = 0;
  constructor(readonly text: string) {}
  get done() {
    return this.index >= this.text.length;
  }
  peek(pattern: RegExp): RegExpExecArray | null {
    pattern.lastIndex = this.index;
    return pattern.exec(this.text);
  }
  take(pattern: RegExp): RegExpExecArray | null {
    const match = this.peek(pattern);
    if (match) this.index += match[0].length;
    return match;
  }
}

const DAY_TOKEN = /(Mo|Tu|We|Th|Fr|Sa|Su)\b/y;
const TIME_RANGE = /(\d{2}:\d{2})-(\d{2}:\d{2})/y;

/** "Mo-Tu,Th" as days (a range may wrap: "Sa-Mo"); [] when the rule names none. */
function readDays(reader: Reader): Weekday[] | undefined {
  const days: Weekday[] = [];
  while (reader.peek(DAY_TOKEN)) {
    const first = WEEKDAYS.indexOf(reader.take(DAY_TOKEN)?.[1] as Weekday);
    let last = first;
    if (reader.take(/-/y)) {
      const end = reader.take(DAY_TOKEN);
      if (!end) return undefined;
      last = WEEKDAYS.indexOf(end[1] as Weekday);
    }
    for (let index = first; ; index = (index + 1) % 7) {
      const day = WEEKDAYS[index];
      if (day && !days.includes(day)) days.push(day);
      if (index === last) break;
    }
    // A comma goes on with more days only when a day follows it.
    if (!reader.peek(/,(?=(Mo|Tu|We|Th|Fr|Sa|Su)\b)/y)) break;
    reader.take(/,/y);
  }
  return days;
}

/** "10:00-14:00,17:00-22:00" as intervals, undefined for a time outside the model. */
function readTimes(reader: Reader): Interval[] | undefined {
  const intervals: Interval[] = [];
  do {
    const match = reader.take(TIME_RANGE);
    if (!match) return undefined;
    const interval = { from: match[1] ?? "", to: match[2] ?? "" };
    if (intervalError(interval)) return undefined;
    intervals.push(interval);
  } while (reader.peek(/,\d/y) && reader.take(/,/y));
  return intervals;
}

interface WeekPart {
  days: Weekday[];
  /** undefined: closed (`off`). */
  intervals?: Interval[];
}

/** One `;` rule of the week: parts joined by additional-rule commas ("Mo 10:00-12:00, Tu …"). */
function readWeekRule(rule: string): WeekPart[] | undefined {
  if (rule === "24/7")
    return [{ days: [...WEEKDAYS], intervals: [{ from: "00:00", to: "24:00" }] }];
  const reader = new Reader(rule);
  const parts: WeekPart[] = [];
  do {
    reader.take(/ /y);
    const named = readDays(reader);
    if (!named) return undefined;
    // Times without days are every day's; days without times (all day) are left out.
    const days = named.length > 0 ? named : [...WEEKDAYS];
    if (named.length > 0 && !reader.take(/ /y)) return undefined;
    if (reader.take(/(off|closed)\b/y)) parts.push({ days });
    else {
      const intervals = readTimes(reader);
      if (!intervals) return undefined;
      parts.push({ days, intervals });
    }
  } while (reader.take(/, ?(?=(Mo|Tu|We|Th|Fr|Sa|Su)\b)/y));
  return reader.done ? parts : undefined;
}

const EXCEPTION = /^(\d{4}) ([A-Z][a-z]{2}) (\d{1,2}) ([^"]+?)(?: "([^"]*)")?$/;

function readException(rule: string): DatedException | undefined {
  const match = EXCEPTION.exec(rule);
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[2] as (typeof MONTHS)[number]) + 1;
  const date = `${match[1]}-${pad(month)}-${pad(Number(match[3]))}`;
  if (month === 0 || !dateParts(date)) return undefined;
  let intervals: Interval[] = [];
  if (!/^(off|closed)$/.test(match[4] ?? "")) {
    const reader = new Reader(match[4] ?? "");
    const read = readTimes(reader);
    if (!read || !reader.done) return undefined;
    intervals = read;
  }
  const note = cleanNote(match[5]);
  return { date, intervals, ...(note ? { note } : {}) };
}

/** The eve a rule is: its rule as the admin writes it, or the same without the comment. */
function eveOf(rule: string): Eve | undefined {
  return EVE_FIELDS.find(
    (eve) => rule === EVE_SYNTAX[eve] || rule === EVE_SYNTAX[eve].replace(/ "[^"]*"$/, ""),
  );
}

/**
 * The week a value describes, or undefined when it says more than the week can (seasons,
 * week numbers, open ends, other comments, holidays with hours) or in an order that
 * changes what the week means (a weekday rule after `PH off` overrides the holidays on
 * that day; `PH off` after a date overrides the date). A later weekday rule replaces an
 * earlier one's days, as in the syntax. The editor then offers only the text field.
 */
export function syntaxToWeek(value: string): WeekHours | undefined {
  if (value.length > MAX_HOURS_LENGTH) return undefined;
  const rules = splitRules(value);
  if (!rules) return undefined;
  const week = emptyWeek();
  let pastWeek = false;
  let pastHolidays = false;
  for (const rule of rules) {
    const eve = eveOf(rule);
    if (eve) {
      week.eves[eve] = true;
      pastWeek = true;
      continue;
    }
    if (/^PH (off|closed)$/.test(rule)) {
      if (pastHolidays) return undefined;
      week.holidaysClosed = true;
      pastWeek = true;
      continue;
    }
    if (/^\d{4} /.test(rule)) {
      const exception = readException(rule);
      if (!exception) return undefined;
      const covering = eveOn(exception.date);
      if (covering && week.eves[covering]) return undefined;
      week.exceptions = [
        ...week.exceptions.filter((other) => other.date !== exception.date),
        exception,
      ];
      pastWeek = true;
      pastHolidays = true;
      continue;
    }
    const parts = pastWeek ? undefined : readWeekRule(rule);
    if (!parts) return undefined;
    parts.forEach((part, index) => {
      for (const day of part.days) {
        // The first part replaces the days' hours; additional parts add to them.
        const before = index === 0 ? [] : week.days[day];
        week.days[day] = [...before, ...(part.intervals ?? [])];
      }
    });
    if (parts.slice(1).some((part) => !part.intervals)) return undefined;
  }
  return normaliseWeek(week);
}
