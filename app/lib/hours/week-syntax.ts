import { EVE_FIELDS } from "./form";
import {
  type DatedException,
  dateParts,
  EVE_SYNTAX,
  type Interval,
  MONTHS,
  normaliseWeek,
  WEEKDAYS,
  type Weekday,
  type WeekHours,
  wrapsMidnight,
} from "./week-model";

// Writing the editor's week in the syntax (weekToSyntax), in a way the library reads
// without a warning where there is one; weekError (week-check.ts) names why when not.

const timesText = (intervals: readonly Interval[]) =>
  intervals.map(({ from, to }) => `${from}-${to}`).join(",");

/** The days in runs of consecutive days (no run over Sunday to Monday). */
function runsOf(days: readonly Weekday[]): Weekday[][] {
  const runs: Weekday[][] = [];
  let previous = false;
  for (const day of WEEKDAYS) {
    const included = days.includes(day);
    if (included && previous) runs.at(-1)?.push(day);
    else if (included) runs.push([day]);
    previous = included;
  }
  return runs;
}

/** Runs of days as ranges: "Mo-Tu,Th-Fr", "We", "Mo,Sa-Su". */
const daysText = (days: readonly Weekday[]) =>
  runsOf(days)
    .map((run) => (run.length === 1 ? run[0] : `${run[0]}-${run.at(-1)}`))
    .join(",");

interface Group {
  days: Weekday[];
  times: string;
  /** Its times run past midnight, into each of its days' next day. */
  wraps: boolean;
}

/** Days with the same times together, in the order of their first day. */
function groupsOf(days: WeekHours["days"]): Group[] {
  const groups: Group[] = [];
  for (const day of WEEKDAYS) {
    const intervals = days[day];
    if (intervals.length === 0) continue;
    const times = timesText(intervals);
    const group = groups.find((candidate) => candidate.times === times);
    if (group) group.days.push(day);
    else groups.push({ days: [day], times, wraps: intervals.some(wrapsMidnight) });
  }
  return groups;
}

const dayIndex = (day: Weekday) => WEEKDAYS.indexOf(day);

/** The other groups holding a day that the group's nights run into. */
function nightsInto(group: Group, groups: readonly Group[]): Group[] {
  if (!group.wraps) return [];
  const next = new Set(group.days.map((day) => WEEKDAYS[(dayIndex(day) + 1) % 7]));
  return groups.filter((other) => other !== group && other.days.some((day) => next.has(day)));
}

/**
 * The groups as `;` rules, each after the groups its nights run into (a later `;` rule
 * replaces the whole of its days, the night before included); undefined when two groups
 * run into each other (`Mo-Th,Su 17:00-01:00` and `Fr-Sa 17:00-03:00`).
 */
function nightOrder(groups: readonly Group[]): Group[] | undefined {
  const order: Group[] = [];
  while (order.length < groups.length) {
    const next = groups.find(
      (group) =>
        !order.includes(group) && nightsInto(group, groups).every((into) => order.includes(into)),
    );
    if (!next) return undefined;
    order.push(next);
  }
  return order;
}

/** Closed days whose day before is closed too: an `off` rule there cuts no night short. */
const quietDays = (days: WeekHours["days"]) =>
  WEEKDAYS.filter(
    (day, index) => days[day].length === 0 && days[WEEKDAYS[(index + 6) % 7] ?? "Su"].length === 0,
  );

/**
 * The weekdays the library notes for days as written ("Mo-Th,Su"), in its numbering
 * (Su = 0) and with its arithmetic: a range `A-B` is noted as B, B+1, … (as many numbers
 * as the range has days), a range over Sunday after reversing it. Only its check of
 * nights past midnight reads them.
 */
function notedDays(days: readonly Weekday[]): number[] {
  return runsOf(days).flatMap((run) => {
    let from = (dayIndex(run[0] ?? "Mo") + 1) % 7;
    let to = (dayIndex(run.at(-1) ?? "Mo") + 1) % 7;
    if (to < from) [from, to] = [to + 1, from - 1];
    return Array.from({ length: to - from + 1 }, (_, index) => index + to);
  });
}

/** One `;` rule of a value, and what the library's check of nights past midnight reads in it. */
export interface Rule {
  /** The rule and its additional rules (`, `); dated: a year, month or week selector. */
  parts: { text: string; additional: boolean; dated: boolean }[];
  wraps: boolean;
  /** The weekdays the library notes for it (notedDays); none for holidays and dates. */
  noted?: number[];
  /** The exception it writes. */
  date?: string;
}

const dayRule = (groups: readonly Group[]): Rule => ({
  parts: groups.map((group, index) => ({
    text: `${daysText(group.days)} ${group.times}`,
    additional: index > 0,
    dated: false,
  })),
  wraps: groups.some((group) => group.wraps),
  noted: groups.flatMap((group) => notedDays(group.days)),
});

const simpleRule = (text: string, rest: Omit<Rule, "parts">, dated = false): Rule => ({
  parts: [{ text, additional: false, dated }],
  ...rest,
});

/**
 * Ways to write the usual week, the plainest first. Times past midnight spill into the
 * next day, and a later `;` rule for that day replaces them with the rest of the day, so
 * each group goes after the groups its nights run into. The library also warns about the
 * rule right after one that runs past midnight (what hoursError refuses), so when other
 * rules follow, the week may end on a group that stops by midnight and that no night runs
 * into, or on an `off` rule for closed days after closed days (`Mo off`: it changes
 * nothing). Groups whose nights run into each other are written as additional rules
 * (`, `): a day is in one group only, so nothing is replaced.
 */
function weekCandidates(days: WeekHours["days"]): Rule[][] {
  const groups = groupsOf(days);
  const quiet = quietDays(days);
  const closing =
    quiet.length > 0
      ? [simpleRule(`${daysText(quiet)} off`, { wraps: false, noted: notedDays(quiet) })]
      : [];
  const reached = new Set(groups.flatMap((group) => nightsInto(group, groups)));
  const calm = groups.filter((group) => !group.wraps && !reached.has(group)).reverse();
  const candidates: Rule[][] = [];
  const order = nightOrder(groups);
  if (order) {
    const single = (ordered: readonly Group[]) => ordered.map((group) => dayRule([group]));
    candidates.push(single(order));
    for (const last of calm) {
      const rest = nightOrder(groups.filter((group) => group !== last));
      if (rest) candidates.push(single([...rest, last]));
    }
    if (closing.length > 0) candidates.push([...single(order), ...closing]);
  }
  if (groups.length > 1) {
    candidates.push([dayRule(groups)]);
    const last = groups.findLast((group) => !group.wraps);
    if (last) candidates.push([dayRule([...groups.filter((group) => group !== last), last])]);
    if (closing.length > 0) candidates.push([dayRule(groups), ...closing]);
  }
  return candidates.length > 0 ? candidates : [[]];
}

function exceptionRule({ date, intervals, note }: DatedException): Rule {
  const parts = dateParts(date);
  const day = parts ? `${parts[0]} ${MONTHS[parts[1] - 1]} ${parts[2]}` : date;
  const hours = intervals.length > 0 ? timesText(intervals) : "off";
  const text = `${day} ${hours}${note ? ` "${note}"` : ""}`;
  return simpleRule(text, { wraps: intervals.some(wrapsMidnight), date }, true);
}

/**
 * The rule whose night past midnight the library warns about, if any. This mirrors its
 * check ("additional_rule_separator_not_used_after_time_wrapping_midnight" in
 * opening_hours), quirks included: it reads whether a rule wraps and its weekdays by `;`
 * rules, but its neighbour and whether both are dated by parts, additional rules counted
 * ("tokens !== new_tokens" in its source), and notes weekdays as notedDays does. The
 * tests hold it against hoursError.
 */
export function nightWarning(rules: readonly Rule[]): Rule | undefined {
  const parts = rules.flatMap((rule) => rule.parts);
  for (let index = 0; index + 1 < parts.length; index++) {
    const rule = rules[index];
    const part = parts[index];
    const next = parts[index + 1];
    if (!rule?.wraps || !part || !next || next.additional || (part.dated && next.dated)) continue;
    const following = rules[index + 1]?.noted;
    const into = (day: number) => following?.includes(day === 6 ? 0 : day + 1);
    if (rule.noted && following && !rule.noted.some(into)) continue;
    return rule;
  }
  return undefined;
}

/**
 * The value's rules: the week's, `PH off`, the dated exceptions, then the eves (in
 * EVE_RULES' order; later rules win, so an eve closes even a dated exception's day). The
 * exceptions go by date, or with those past midnight last; the first way to write it all
 * that the library reads without a warning, else the plainest (weekError names why).
 */
export function rulesOf(week: WeekHours): Rule[] {
  const eves = EVE_FIELDS.filter((eve) => week.eves[eve]);
  const holidays = week.holidaysClosed ? [simpleRule("PH off", { wraps: false })] : [];
  const tail = eves.map((eve) =>
    simpleRule(
      EVE_SYNTAX[eve],
      { wraps: false, ...(eve === "midsommarafton" ? { noted: notedDays(["Fr"]) } : {}) },
      true,
    ),
  );
  const byDate = week.exceptions.map(exceptionRule);
  const nightsLast = [
    ...byDate.filter((rule) => !rule.wraps),
    ...byDate.filter((rule) => rule.wraps),
  ];
  const candidates = weekCandidates(week.days).flatMap((head) => [
    [...head, ...holidays, ...byDate, ...tail],
    [...head, ...holidays, ...nightsLast, ...tail],
  ]);
  return candidates.find((rules) => !nightWarning(rules)) ?? candidates[0] ?? [];
}

export const textOf = (rules: readonly Rule[]) =>
  rules.map((rule) => rule.parts.map((part) => part.text).join(", ")).join("; ");

/** The week in the syntax; "" when nothing is open and there are no rules. */
export function weekToSyntax(week: WeekHours): string {
  return textOf(rulesOf(normaliseWeek(week)));
}
