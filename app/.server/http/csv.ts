import { formatCount } from "~/lib/text/format";

// CSV as spreadsheets write and read it: cells made harmless on the way out (formula
// injection), files read on the way in whatever Swedish Excel or another tool wrote
// (UTF-8 with or without BOM, comma or semicolon, quoted cells with line breaks, CRLF or LF).

/** Cells a spreadsheet would read as a formula: =, +, -, @, a tab or a carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: quoted (RFC 4180), and a value a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so
 * it is shown as text and never run (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export type CsvSeparator = "," | ";";

export function csvRow(
  values: readonly (string | number | null | undefined)[],
  separator: CsvSeparator = ",",
): string {
  return values.map(csvCell).join(separator);
}

/** A whole file: UTF-8 with BOM (so Excel reads å, ä and ö), CRLF after every row. */
export function csvDocument(rows: readonly string[]): string {
  return `\uFEFF${rows.join("\r\n")}\r\n`;
}

/**
 * A cell as it was before csvCell made it harmless: the apostrophe in front of a
 * formula-like value is dropped, so an exported file imports as it was. Any other
 * leading apostrophe is part of the value.
 */
export function unescapeCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * A file's bytes as text: UTF-8, its BOM dropped; undefined when the bytes are not UTF-8
 * (e.g. Excel's older "CSV (semikolonavgränsad)", which writes Windows-1252).
 */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    // fatal: invalid bytes throw instead of turning into U+FFFD; the BOM is consumed.
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The separator of a file: the one its header row (outside quotes) holds more of. */
export function detectSeparator(text: string): CsvSeparator {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === "\n" || char === "\r") break;
    else if (char === ",") commas++;
    else if (char === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

export type CsvParsed =
  | { ok: true; separator: CsvSeparator; records: string[][] }
  /** Why the file cannot be read, in Swedish, with its row (as a spreadsheet numbers it). */
  | { ok: false; error: string };

/**
 * Reads CSV text into records (rows as a spreadsheet shows them: a quoted cell may hold
 * line breaks; record 1 is the header). The separator is detected from the header row;
 * a BOM is dropped. Refused: a quote that never ends, text after a closing quote, and
 * more than `maxRecords` records.
 */
export function parseCsv(input: string, { maxRecords }: { maxRecords: number }): CsvParsed {
  const reading = readingCsv(input, maxRecords);
  for (;;) {
    const step = reading.next();
    if (step.done) return step.value;
  }
}

/**
 * parseCsv for a long file in a request: gives other requests their turn (`turn`) every
 * few dozen records, as `turn` decides by time (20 MB take a second or more to read; 200
 * records of a cold parser took 70-110 ms).
 */
export async function parseCsvInTurns(
  input: string,
  { maxRecords }: { maxRecords: number },
  turn: () => Promise<void>,
): Promise<CsvParsed> {
  const reading = readingCsv(input, maxRecords);
  for (let count = 1; ; count++) {
    const step = reading.next();
    if (step.done) return step.value;
    if (count % 50 === 0) await turn();
  }
}

/** parseCsv's reading, stopping after each record. */
function* readingCsv(input: string, maxRecords: number): Generator<undefined, CsvParsed> {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const sep = separator.charCodeAt(0);
  const records: string[][] = [];
  const length = text.length;
  let row: string[] = [];
  let index = 0;
  for (;;) {
    let cell: string;
    if (text.charCodeAt(index) === 34) {
      // A quoted cell: up to the quote that is not doubled.
      let value = "";
      let from = index + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1)
          return {
            ok: false,
            error: `Rad ${records.length + 1}: ett citattecken (") avslutas aldrig.`,
          };
        value += text.slice(from, quote);
        if (text.charCodeAt(quote + 1) === 34) {
          value += '"';
          from = quote + 2;
          continue;
        }
        index = quote + 1;
        break;
      }
      const next = text.charCodeAt(index);
      if (index < length && next !== sep && next !== 13 && next !== 10)
        return {
          ok: false,
          error: `Rad ${records.length + 1}: text efter ett avslutande citattecken ("). Ett citattecken i en cell skrivs dubbelt ("").`,
        };
      cell = value;
    } else {
      let end = index;
      while (end < length) {
        const char = text.charCodeAt(end);
        if (char === sep || char === 13 || char === 10) break;
        end++;
      }
      cell = text.slice(index, end);
      index = end;
    }
    row.push(cell);
    if (index >= length) {
      records.push(row);
      if (records.length > maxRecords) return tooMany(maxRecords);
      break;
    }
    if (text.charCodeAt(index) === sep) {
      index++;
      continue;
    }
    // The end of a row: CRLF, LF or a lone CR.
    index += text.charCodeAt(index) === 13 && text.charCodeAt(index + 1) === 10 ? 2 : 1;
    records.push(row);
    row = [];
    if (records.length > maxRecords) return tooMany(maxRecords);
    if (index >= length) break;
    yield;
  }
  return { ok: true, separator, records };
}

const tooMany = (maxRecords: number): CsvParsed => ({
  ok: false,
  error: `Filen har fler än ${formatCount(maxRecords - 1)} rader. Dela upp den i flera filer.`,
});
