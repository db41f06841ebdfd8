import type { EVE_FIELDS } from "./form";
import { WEEKDAYS, type Weekday } from "./week";

// The words parseSwedishHours (swedish.ts) knows, the words, numbers and signs it cuts a
// text into, and its refusals with their Swedish messages.

export type Eve = (typeof EVE_FIELDS)[number];
/** What a clause is about: weekdays, the public holidays or an eve. */
export type Target = Weekday | "PH" | Eve;

export const EXAMPLE = "”Mån–Fre 8–18, Lör 10–16”";
export const ALL_DAYS: Target[] = [...WEEKDAYS];

/** Names of days and groups of days, any case, with or without å, ä, ö where unambiguous. */
export const TARGETS = new Map<string, Target[]>([
  ...Object.entries({
    Mo: ["måndag", "måndagar", "mån", "må", "mo", "mandag"],
    Tu: ["tisdag", "tisdagar", "tis", "ti", "tu"],
    We: ["onsdag", "onsdagar", "ons", "on", "we"],
    Th: ["torsdag", "torsdagar", "tors", "tor", "to", "th"],
    Fr: ["fredag", "fredagar", "fre", "fr"],
    Sa: ["lördag", "lördagar", "lör", "lö", "sa", "lordag", "lor"],
    Su: ["söndag", "söndagar", "sön", "sö", "su", "sondag"],
  }).flatMap(([day, names]) => names.map((name): [string, Target[]] => [name, [day as Weekday]])),
  ...["alla dagar", "alla veckans dagar", "dagligen", "varje dag", "hela veckan"].map(
    (name): [string, Target[]] => [name, ALL_DAYS],
  ),
  ...["vardagar", "vardag", "vardagarna"].map((name): [string, Target[]] => [
    name,
    ["Mo", "Tu", "We", "Th", "Fr"],
  ]),
  ...["helger", "helg", "helgen", "helgerna", "veckoslut", "veckoslutet"].map(
    (name): [string, Target[]] => [name, ["Sa", "Su"]],
  ),
  ...[
    "röda dagar",
    "röda dagarna",
    "röd dag",
    "helgdagar",
    "helgdagarna",
    "helgdag",
    "allmänna helgdagar",
    "ph",
  ].map((name): [string, Target[]] => [name, ["PH"]]),
  ["julafton", ["julafton"]],
  ["julaftonen", ["julafton"]],
  ["midsommarafton", ["midsommarafton"]],
  ["midsommaraftonen", ["midsommarafton"]],
  ["nyårsafton", ["nyarsafton"]],
  ["nyårsaftonen", ["nyarsafton"]],
]);

export const CLOSED = new Set(["stängt", "stängd", "stängda", "closed", "off"]);
/** Words that say nothing the hours need ("Öppettider:", "kl. 10–18", "från 10 till 18"). */
export const FILLERS = new Set(["kl", "klockan", "öppet", "öppettider", "från"]);
/** Between days, times or clauses, like a comma. */
export const AND = new Set(["och", "samt"]);
/** "Alla dagar utom söndag 10–18", "Alla dagar 10–18 utom söndag". */
export const EXCEPT = new Set(["utom", "förutom"]);
export const ALL_DAY = new Set(["dygnet runt", "hela dygnet"]);

/** A refusal with its Swedish message; `unknown`: a word or sign not understood. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly unknown = false,
  ) {
    super(message);
  }
}

/** Text for a message: on one line, not too long, in Swedish quotes. */
export function quoted(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return `”${line.length > 60 ? `${line.slice(0, 59)}…` : line}”`;
}

export const notUnderstood = (part: string) =>
  `Vi förstod inte ${quoted(part)}. Skriv till exempel ${EXAMPLE}.`;

// --- Words, numbers and signs ---

export interface Token {
  kind: "word" | "number" | "dash" | "separator" | "other";
  text: string;
  start: number;
  end: number;
}

const TOKEN =
  /(\n)|([^\S\n]+)|(\p{L}+)|(\d+(?:[.:]\d+)?)|([-\u2010-\u2015\u2212])|([,;&+/])|([.:!])|([\s\S])/uy;

export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    const [whole, newline, space, word, number, dash, separator, punctuation] = match;
    const start = match.index;
    const token = (kind: Token["kind"], value = whole) =>
      tokens.push({ kind, text: value, start, end: start + whole.length });
    if (newline || separator) token("separator");
    else if (word) token("word", word.toLowerCase());
    else if (number) token("number");
    else if (dash) token("dash");
    else if (!space && !punctuation) token("other");
  }
  return tokens;
}

/** The part of the text around a position, between commas, semicolons and line breaks. */
export function segmentAt(text: string, start: number, end: number): string {
  const before = Math.max(...[",", ";", "\n"].map((sign) => text.lastIndexOf(sign, start - 1)));
  const afters = [",", ";", "\n"].map((sign) => text.indexOf(sign, end)).filter((at) => at >= 0);
  return text.slice(before + 1, afters.length > 0 ? Math.min(...afters) : undefined);
}

/** The days a clause names that are not weekdays, as messages name them. */
export const SPECIAL_NAMES: Record<Exclude<Target, Weekday>, string> = {
  PH: "röda dagar",
  julafton: "julafton",
  midsommarafton: "midsommarafton",
  nyarsafton: "nyårsafton",
};

/** The syntax's own words (looksLikeSyntax). */
export const SYNTAX_WORDS = new Set([
  ...WEEKDAYS,
  ..."PH SH Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" "),
  ..."off closed open unknown week easter sunrise sunset dawn dusk".split(" "),
]);
