import { EVE_FIELDS, MAX_HOURS_LENGTH } from "./form";
import {
  ALL_DAY,
  ALL_DAYS,
  AND,
  CLOSED,
  type Eve,
  EXAMPLE,
  EXCEPT,
  FILLERS,
  notUnderstood,
  quoted,
  Refusal,
  SPECIAL_NAMES,
  SYNTAX_WORDS,
  segmentAt,
  TARGETS,
  type Target,
  type Token,
  tokensOf,
} from "./swedish-words";
import {
  emptyWeek,
  type Interval,
  syntaxToWeek,
  WEEKDAYS,
  type Weekday,
  type WeekHours,
  weekError,
  weekToSyntax,
} from "./week";

// Opening hours as Swedes type them ("Mån–Fre 8–18, Lör 10–16", issue 38) in the syntax.
// They are read into the editor's week and written by weekToSyntax, so the value is
// the one the editor would write. Runs in the browser: no library, and bounded work
// (at most MAX_HOURS_LENGTH characters, each looked at a few times).
// The words it knows, how it cuts a text into them and its refusals: swedish-words.ts.

// --- Times ---

const pad = (number: number) => String(number).padStart(2, "0");

/** Minutes since midnight of "8", "08", "8.30", "08:30" or "0830", else undefined. */
function minutesOf(text: string): number | undefined {
  const short = /^(\d{1,2})(?:[.:](\d{2}))?$/.exec(text);
  const long = /^\d{3,4}$/.test(text) ? [text.slice(0, -2), text.slice(-2)] : undefined;
  const [hours, minutes] = short ? [short[1], short[2] ?? "0"] : (long ?? []);
  if (hours === undefined || minutes === undefined) return undefined;
  const [h, m] = [Number(hours), Number(minutes)];
  if (h > 24 || m > 59 || (h === 24 && m > 0)) return undefined;
  return h * 60 + m;
}

const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

// --- Items: days, times, closed ---

interface Span {
  start: number;
  end: number;
}

type Item =
  | ({ kind: "targets"; targets: Target[] } & Span)
  | ({ kind: "interval"; interval: Interval } & Span)
  | ({ kind: "closed" } & Span)
  | ({ kind: "except" } & Span)
  | ({ kind: "separator" } & Span);

const isDash = (token: Token | undefined) =>
  token?.kind === "dash" || (token?.kind === "word" && token.text === "till");

function itemsOf(text: string, tokens: readonly Token[]): Item[] {
  const items: Item[] = [];
  const unknown = (token: Token) =>
    new Refusal(notUnderstood(segmentAt(text, token.start, token.end)), true);
  // "mellan 10 och 18": the next "och" joins two times.
  let between = false;
  for (let index = 0; index < tokens.length; ) {
    const token = tokens[index] as Token;
    if (token.kind === "separator") {
      items.push({ kind: "separator", start: token.start, end: token.end });
      index++;
    } else if (token.kind === "number") {
      const joint = tokens[index + 1];
      const joins = isDash(joint) || (between && joint?.text === "och");
      const end = tokens[index + 2];
      if (!joins || end?.kind !== "number") {
        const segment = segmentAt(text, token.start, token.end);
        throw new Refusal(
          `${quoted(segment)} saknar en tid när ni stänger. Skriv till exempel ”10–16”.`,
        );
      }
      const raw = text.slice(token.start, end.end);
      const from = minutesOf(token.text);
      const to = minutesOf(end.text);
      if (from === undefined || to === undefined || from === 24 * 60)
        throw new Refusal(
          `${quoted(raw)} är ingen giltig tid. Skriv timmar mellan 0 och 24, till exempel ”8–18”.`,
        );
      if (from === to)
        throw new Refusal(
          `${quoted(raw)} börjar och slutar samma tid. Skriv till exempel ”10–18”, eller ”dygnet runt” för hela dygnet.`,
        );
      items.push({
        kind: "interval",
        interval: { from: clockOf(from), to: clockOf(to) },
        start: token.start,
        end: end.end,
      });
      between = false;
      index += 3;
    } else if (token.kind === "word") {
      // The longest name that starts here, of up to three words.
      let length = Math.min(3, tokens.length - index);
      let name = "";
      for (; length > 0; length--) {
        const words = tokens.slice(index, index + length);
        name = words.map((word) => word.text).join(" ");
        if (words.every((word) => word.kind === "word") && (TARGETS.has(name) || ALL_DAY.has(name)))
          break;
      }
      if (length === 0) {
        name = token.text;
        length = 1;
      }
      const last = tokens[index + length - 1] as Token;
      const targets = TARGETS.get(name);
      if (targets) {
        // A range of weekdays: "Mån–Fre", "måndag till fredag", "Fre–Mån".
        const to = tokens[index + length + 1];
        const toDays = to?.kind === "word" ? TARGETS.get(to.text) : undefined;
        const [from] = targets;
        const [until] = toDays ?? [];
        if (
          isDash(tokens[index + length]) &&
          targets.length === 1 &&
          toDays?.length === 1 &&
          WEEKDAYS.includes(from as Weekday) &&
          WEEKDAYS.includes(until as Weekday)
        ) {
          const days: Weekday[] = [];
          for (let day = WEEKDAYS.indexOf(from as Weekday); ; day = (day + 1) % 7) {
            days.push(WEEKDAYS[day] as Weekday);
            if (WEEKDAYS[day] === until) break;
          }
          items.push({ kind: "targets", targets: days, start: token.start, end: to?.end ?? 0 });
          index += length + 2;
          continue;
        }
        items.push({ kind: "targets", targets, start: token.start, end: last.end });
      } else if (ALL_DAY.has(name))
        items.push({
          kind: "interval",
          interval: { from: "00:00", to: "24:00" },
          start: token.start,
          end: last.end,
        });
      else if (CLOSED.has(name)) items.push({ kind: "closed", start: token.start, end: last.end });
      else if (AND.has(name)) items.push({ kind: "separator", start: token.start, end: last.end });
      else if (EXCEPT.has(name)) items.push({ kind: "except", start: token.start, end: last.end });
      else if (name === "mellan") between = true;
      else if (!FILLERS.has(name)) throw unknown(token);
      index += length;
    } else throw unknown(token);
  }
  return items;
}

// --- Clauses: which days, which times ---

interface Clause extends Span {
  targets: Target[];
  /** Days after "utom", before the times: not among the targets. */
  excluded: Target[];
  excepting: boolean;
  intervals: Interval[];
  closed: boolean;
  /** The times or "stängt" came before the days ("Stängt söndag", "10–16 lör"). */
  actionFirst: boolean;
}

const acts = (clause: Clause) => clause.closed || clause.intervals.length > 0;

/** Whether the days from `index` on (with commas and "och") are followed by times or "stängt". */
function actionAhead(items: readonly Item[], index: number): boolean {
  for (const item of items.slice(index)) {
    if (item.kind === "interval" || item.kind === "closed") return true;
    if (item.kind !== "targets" && item.kind !== "separator") return false;
  }
  return false;
}

/**
 * Days and what they have, as written: "Mån–Fre 8–18", "Lör, sön 10–16", "Söndag stängt",
 * "Stängt söndag och måndag", "Mån–Fre 11–14, 17–22" (times without days belong to the
 * days before them).
 */
function clausesOf(text: string, items: readonly Item[]): Clause[] {
  const clauses: Clause[] = [];
  let current: Clause | undefined;
  const start = (item: Item, rest: Partial<Clause>) => {
    current = {
      targets: [],
      excluded: [],
      excepting: false,
      intervals: [],
      closed: false,
      actionFirst: false,
      start: item.start,
      end: item.end,
      ...rest,
    };
    clauses.push(current);
  };
  items.forEach((item, index) => {
    if (item.kind === "separator") return;
    // Times without days take the days right after them ("10–16 lör"), not the next clause's.
    const apart = items[index - 1]?.kind === "separator";
    if (item.kind === "targets") {
      const joins =
        current &&
        (!acts(current) ||
          (current.actionFirst &&
            (current.targets.length === 0 ? !apart : !actionAhead(items, index))));
      if (!current || !joins) start(item, { targets: [...item.targets] });
      else {
        (current.excepting && !acts(current) ? current.excluded : current.targets).push(
          ...item.targets,
        );
        current.end = item.end;
      }
    } else if (item.kind === "interval") {
      if (current?.closed)
        throw new Refusal(
          `${quoted(text.slice(current.start, item.end))} säger både stängt och en tid. Skriv till exempel ”Sön stängt” eller ”Sön 10–16”.`,
        );
      if (current) {
        current.intervals.push(item.interval);
        current.end = item.end;
      } else start(item, { intervals: [item.interval], actionFirst: true });
    } else if (current && !acts(current) && current.targets.length > 0) {
      // "Sön stängt", or "Alla dagar utom sön" waiting for its times.
      if (item.kind === "except") current.excepting = true;
      else current.closed = true;
      current.end = item.end;
    } else start(item, { closed: true, actionFirst: true });
  });
  return clauses;
}

/** The week the text describes; later clauses replace earlier ones' days, as in the syntax. */
function weekOfSwedish(text: string): WeekHours {
  const clauses = clausesOf(text, itemsOf(text, tokensOf(text)));
  if (clauses.length === 0) throw new Refusal(notUnderstood(text), true);
  const week = emptyWeek();
  for (const clause of clauses) {
    const raw = text.slice(clause.start, clause.end).replace(/\s+/g, " ");
    if (!acts(clause))
      throw new Refusal(
        `${quoted(raw)} saknar tider. Skriv till exempel ”${raw} 10–18” eller ”${raw} stängt”.`,
      );
    // Times alone, as the whole text ("10–18"), are every day's.
    const named = clause.targets.filter((target) => !clause.excluded.includes(target));
    const targets = clause.targets.length > 0 ? named : clauses.length === 1 ? ALL_DAYS : [];
    if (targets.length === 0)
      throw new Refusal(
        `Vi vet inte vilka dagar ${quoted(raw)} gäller. Skriv dagarna först, till exempel ”Lör 10–16”.`,
      );
    for (const target of targets) {
      if (target === "PH" || EVE_FIELDS.includes(target as Eve)) {
        if (!clause.closed) {
          const name = SPECIAL_NAMES[target as Exclude<Target, Weekday>];
          throw new Refusal(
            `${quoted(raw)}: här går det bara att ange att ni har stängt på ${name}. Skriv ”${name.replace(/^./, (first) => first.toUpperCase())} stängt”.`,
          );
        }
        if (target === "PH") week.holidaysClosed = true;
        else week.eves[target as Eve] = true;
      } else week.days[target as Weekday] = clause.closed ? [] : [...clause.intervals];
    }
  }
  return week;
}

// --- The syntax itself ---

/**
 * Whether the text reads as the syntax (`Apr-Sep Mo-Su 10:00-20:00`): only its signs,
 * and only its words outside comments.
 */
function looksLikeSyntax(text: string): boolean {
  const bare = text.replace(/"[^"\n]*"/g, " ");
  if (/[^\w\s:;,\-+/[\]()|.']/.test(bare)) return false;
  const words = bare.match(/[A-Za-z]+/g) ?? [];
  return words.length > 0 && words.every((word) => SYNTAX_WORDS.has(word));
}

function answerOf(week: WeekHours): { value: string } | { error: string } {
  if (WEEKDAYS.every((day) => week.days[day].length === 0))
    return {
      error: `Texten säger bara när ni har stängt. Skriv också när ni har öppet, till exempel ${EXAMPLE}.`,
    };
  const error = weekError(week);
  return error ? { error } : { value: weekToSyntax(week) };
}

/**
 * Opening hours as written in Swedish, as the syntax the editor writes (or why not, in
 * Swedish). Days: full names, three and two letters (mån, tis, ons, tor/tors, fre, lör,
 * sön; må, ti, on, to, fr, lö, sö; and Mo–Su), any case, with a dot or a colon; "alla
 * dagar", "dagligen", "varje dag", "vardagar", "helger"; ranges with -, –, — or "till".
 * Times: 8, 08, 8.30, 08:30, 0830, "kl.", "dygnet runt"; past midnight as 11–01.
 * "mellan 8 och 18". "Stängt" before or after the days, "utom"/"förutom" days;
 * "röda dagar"/"helgdagar stängt" (PH off) and "julafton", "midsommarafton",
 * "nyårsafton stängt" (the eve rules). Clauses apart with commas, semicolons, line
 * breaks or "och"; later ones win.
 *
 * A value already in the syntax is returned as the editor writes it when the week can
 * hold it, else as it is (Apr-Sep …): the server's hoursError still judges it.
 */
export function parseSwedishHours(text: string): { value: string } | { error: string } {
  const input = text.normalize("NFC").trim();
  if (!input) return { error: `Skriv öppettiderna, till exempel ${EXAMPLE}.` };
  if (input.length > MAX_HOURS_LENGTH)
    return { error: `Öppettiderna får vara högst ${MAX_HOURS_LENGTH} tecken.` };
  const syntax = syntaxToWeek(input);
  if (syntax) return answerOf(syntax);
  try {
    return answerOf(weekOfSwedish(input));
  } catch (error) {
    if (!(error instanceof Refusal)) return { error: notUnderstood(input) };
    if (error.unknown && looksLikeSyntax(input)) return { value: input };
    return { error: error.message };
  }
}
