import OpeningHours from "opening_hours";
import { MAX_HOURS_LENGTH } from "~/lib/hours/form";

// Opening hours as data (issue 24, point 1), the syntax: reading a place's hours in
// OpenStreetMap's `opening_hours` syntax with the library (Sweden's public holidays as PH),
// the eve rules the admin adds with one click, and the operator's errors in Swedish.
// What the hours mean at a time (the week, the badge, JSON-LD) is opening-hours.ts.

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
export interface Parsed {
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

export function parse(value: string): Parsed {
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

export const hoursOf = (value: string) => parse(value).hours;

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
 * The most parts (words, numbers and signs outside comments) a value may have. The
 * library reads a value part by part, a few hundred microseconds each on a busy machine
 * (it tries its whole list of misspellings at every part), so this bounds the time one
 * value takes to read, here and on every page that shows it. The densest value the
 * admin's hours form writes, 500 characters of dated exceptions with all three eves,
 * has under 230 (tested); a value of single-minute time ranges reaches it first.
 */
export const MAX_HOURS_PARTS = 260;

/** The parts the library reads in `value`; a comment ("julafton") counts as one. */
export function hoursParts(value: string): number {
  return value.match(/"[^"]*"|[\p{L}]+|\d+|[^\s\p{L}\d]/gu)?.length ?? 0;
}

/**
 * A Swedish message when the value cannot be read, is too long or too intricate to read
 * quickly, or reads as something else than it seems (the library's warnings:
 * `Mo-Fr 10:00-18:00 PH off` without its semicolon means closed every day), else
 * undefined. The value is read once, afresh: whether a date has been is judged when it
 * is read, and a cached reading may be older than today.
 */
export function hoursError(value: string): string | undefined {
  if (!value.trim())
    return "Skriv öppettiderna, till exempel Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off.";
  if (value.length > MAX_HOURS_LENGTH)
    return `Öppettiderna får vara högst ${MAX_HOURS_LENGTH} tecken.`;
  const parts = hoursParts(value);
  if (parts > MAX_HOURS_PARTS)
    return `Öppettiderna har för många delar (${parts} veckodagar, datum, tider och tecken; högst ${MAX_HOURS_PARTS}). Slå ihop dagar med samma tider, till exempel Mo-Fr 10:00-18:00 i stället för en regel per dag.`;
  let hours: OpeningHours;
  try {
    if (SCHOOL_HOLIDAYS.test(value.replace(/"[^"]*"/g, ""))) throw new Error("no holidays (SH)");
    hours = new OpeningHours(value, MALMO, { locale: "sv" } as never);
  } catch (error) {
    return readError(value, error);
  }
  return warningText(value, hours);
}

/**
 * Reads a typical value once at start-up: the library builds its holiday and warning
 * tables on first use (about 50-85 ms on one core, measured by bench:import), which would
 * otherwise stall the first request that reads hours (a place page, an operator's CSV
 * preview) and every visitor's request waiting behind it (issue 35, point 2).
 */
export function warmUpHours(): void {
  hoursError('Mo-Fr 08:00-18:00; Sa 10:00-16:00; PH off; Dec 24 off "julafton"');
}
