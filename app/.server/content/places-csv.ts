import type { Kysely } from "kysely";
import type * as z from "zod/mini";
import { businessFieldRules } from "~/lib/admin-forms";
import { stockholmDate } from "~/lib/dates";
import { type Changes, changesBetween } from "../admin/audit";
import type { Database } from "../db/schema";
import { hoursError } from "../hours/opening-hours";
import { csvDocument, csvRow, parseCsv, unescapeCell } from "../http/csv";
import { businessTexts, categoryOptions } from "./admin-businesses";
import { firstSentence } from "./business-profile";
import { isValidSlug } from "./slugs";

// Places in and out of the admin as CSV (issue 24, point 6; docs/decisions/023): the
// export writes what the import reads, and the import creates or updates places by slug,
// checking every cell with the business form's own rule for its field, all or nothing
// in one content write.

/** The file's columns, in the export's order; the import takes any order and subset with the first three. */
export const PLACE_COLUMNS = [
  "slug",
  "name",
  "category",
  "status",
  "summary",
  "description",
  "address",
  "email",
  "phone",
  "website",
  "opening_hours",
  "source",
] as const;

export type PlaceColumn = (typeof PLACE_COLUMNS)[number];
type FieldColumn = Exclude<PlaceColumn, "slug">;

export const REQUIRED_COLUMNS: readonly PlaceColumn[] = ["slug", "name", "category"];
const FIELD_COLUMNS = PLACE_COLUMNS.filter((column): column is FieldColumn => column !== "slug");

/** The most places one file may hold (10,000 is the target; the 20 MB file holds far more short rows). */
export const MAX_IMPORT_ROWS = 20_000;

/** Rows per insert: inside SQLite's and PostgreSQL's limits on bound values. */
export const CHUNK = 400;

/** A place as the file has it: every cell a text, "" for none. */
type PlaceCells = Record<PlaceColumn, string>;

/** A place's columns as the database returns them. */
type PlaceRow = Omit<PlaceCells, NullableColumn> & Record<NullableColumn, string | null>;
type NullableColumn = "email" | "phone" | "website" | "opening_hours" | "source";

/** A stored place as its row of the file. */
function cellsOf(row: PlaceRow): PlaceCells {
  return {
    ...businessTexts(row),
    status: row.status,
    opening_hours: row.opening_hours ?? "",
  };
}

async function storedPlaces(db: Kysely<Database>): Promise<PlaceCells[]> {
  const rows = await db
    .selectFrom("businesses")
    .select([...PLACE_COLUMNS])
    .execute();
  return rows.map(cellsOf);
}

/**
 * Every place the admin's list shows, as CSV for Swedish Excel: UTF-8 with BOM, `;`
 * between cells, CRLF, formula-like cells made harmless. Sorted by name (then slug) the
 * same way on both databases.
 */
export async function placesCsv(db: Kysely<Database>): Promise<string> {
  const places = (await storedPlaces(db)).sort(
    (a, b) => a.name.localeCompare(b.name, "sv") || (a.slug < b.slug ? -1 : 1),
  );
  return csvDocument([
    csvRow(PLACE_COLUMNS, ";"),
    ...places.map((place) =>
      csvRow(
        PLACE_COLUMNS.map((column) => place[column]),
        ";",
      ),
    ),
  ]);
}

// --- Import: plan (the dry run), then write ---

/** One problem of a row: its number as a spreadsheet shows it (the header is row 1). */
export interface RowError {
  row: number;
  column?: PlaceColumn;
  message: string;
}

/** The values a place is stored with. */
export type PlaceValues = Omit<PlaceRow, "slug" | "status"> & { status: "published" | "hidden" };

export interface PlannedCreate {
  row: number;
  slug: string;
  values: PlaceValues;
  changes: Changes;
}

export interface PlannedUpdate {
  row: number;
  slug: string;
  name: string;
  oldCategory: string;
  set: Partial<PlaceValues>;
  changes: Changes;
}

export interface ImportPlan {
  /** Why the whole file was refused (nothing else is then filled in). */
  fileError?: string;
  creates: PlannedCreate[];
  updates: PlannedUpdate[];
  unchanged: number;
  errors: RowError[];
  /** Rows with at least one error. */
  failedRows: number;
}

const fileRefused = (fileError: string): ImportPlan => ({
  fileError,
  creates: [],
  updates: [],
  unchanged: 0,
  errors: [],
  failedRows: 0,
});

/** Swedish words for the status, as a person might write them. */
const STATUS_WORDS: Record<string, string> = { publicerad: "published", dold: "hidden" };

type Checked = { value: string } | { error: string };

function byRule(rule: z.ZodMiniType<string | undefined>, value: string | undefined): Checked {
  const parsed = rule.safeParse(value);
  return parsed.success
    ? { value: parsed.data ?? "" }
    : { error: parsed.error.issues[0]?.message ?? "Ogiltigt värde." };
}

/** One cell checked with its field's rule (the business form's, or the hours' validator). */
function checkCell(
  column: FieldColumn,
  value: string | undefined,
  categories: Set<string>,
): Checked {
  switch (column) {
    case "category": {
      const checked = byRule(businessFieldRules.category, value);
      if ("error" in checked) return checked;
      return categories.has(checked.value)
        ? checked
        : { error: `Kategorin '${checked.value}' finns inte.` };
    }
    case "status": {
      const word = (value ?? "").trim().toLowerCase();
      return byRule(businessFieldRules.status, STATUS_WORDS[word] ?? word);
    }
    case "opening_hours": {
      const hours = (value ?? "").trim();
      if (!hours) return { value: "" };
      const error = hoursError(hours);
      return error ? { error } : { value: hours };
    }
    default:
      return byRule(businessFieldRules[column], value);
  }
}

const blankToNull = (value: string) => (value === "" ? null : value);

function storedValues(cells: Record<FieldColumn, string>): PlaceValues {
  return {
    name: cells.name,
    category: cells.category,
    status: cells.status === "published" ? "published" : "hidden",
    summary: cells.summary,
    description: cells.description,
    address: cells.address,
    email: blankToNull(cells.email),
    phone: blankToNull(cells.phone),
    website: blankToNull(cells.website),
    opening_hours: blankToNull(cells.opening_hours),
    source: blankToNull(cells.source),
  };
}

/** The columns of the header row, or why they cannot be imported. */
function readHeader(
  header: string[],
): { columns: (PlaceColumn | undefined)[] } | { error: string } {
  const known = new Set<string>(PLACE_COLUMNS);
  const columns: PlaceColumn[] = [];
  for (const [index, cell] of header.entries()) {
    const name = cell.trim().toLowerCase();
    if (!name) return { error: `Kolumn ${index + 1} i rubrikraden saknar namn.` };
    if (!known.has(name))
      return {
        error: `Okänd kolumn '${cell.trim()}'. Filen får ha kolumnerna ${PLACE_COLUMNS.join(", ")}.`,
      };
    if (columns.includes(name as PlaceColumn))
      return { error: `Kolumnen '${name}' finns två gånger i rubrikraden.` };
    columns.push(name as PlaceColumn);
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    return {
      error: `${missing.length === 1 ? "Kolumnen" : "Kolumnerna"} ${missing.map((column) => `'${column}'`).join(" och ")} saknas. Filen måste ha kolumnerna ${REQUIRED_COLUMNS.join(", ")}.`,
    };
  return { columns };
}

/**
 * The dry run: what importing `text` would create and change, or every row's errors.
 * Writes nothing. A cell equal to what is stored is taken as it is (not checked again);
 * a column the file does not have keeps the stored value, and a new place gets what
 * the admin's "Nytt företag" form gives it (hidden, its summary from its description).
 */
export async function planImport(
  db: Kysely<Database>,
  text: string,
  now = new Date(),
): Promise<ImportPlan> {
  const parsed = parseCsv(text, { maxRecords: MAX_IMPORT_ROWS + 1 });
  if (!parsed.ok) return fileRefused(parsed.error);
  const blank = (cells: string[]) => cells.every((cell) => cell.trim() === "");
  const [header, ...records] = parsed.records;
  if (!header || blank(header)) return fileRefused("Filen är tom.");
  const read = readHeader(header);
  if ("error" in read) return fileRefused(read.error);
  if (records.every(blank))
    return fileRefused("Filen har inga platser: bara rubrikraden. Lägg till en rad per plats.");

  const index = new Map(read.columns.map((column, position) => [column, position]));
  const stored = new Map((await storedPlaces(db)).map((place) => [place.slug, place]));
  const categories = new Set((await categoryOptions(db)).map((option) => option.value));
  const importSource = `CSV-import ${stockholmDate(now)}`;

  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0, errors: [], failedRows: 0 };
  const seen = new Map<string, number>();
  for (const [position, cells] of records.entries()) {
    const row = position + 2;
    if (blank(cells)) continue;
    const errors: RowError[] = [];
    const fail = (message: string, column?: PlaceColumn) => errors.push({ row, column, message });
    const cellOf = (column: PlaceColumn) => {
      const at = index.get(column);
      return at === undefined ? undefined : unescapeCell(cells[at] ?? "");
    };

    if (cells.length !== header.length)
      fail(`Raden har ${cells.length} värden men rubrikraden har ${header.length} kolumner.`);
    const slug = (cellOf("slug") ?? "").trim();
    const old = stored.get(slug);
    if (!slug) fail("Slug saknas.", "slug");
    else if (seen.has(slug))
      fail(`Sluggen '${slug}' finns redan på rad ${seen.get(slug)}.`, "slug");
    else if (!old && !isValidSlug(slug))
      fail(
        `Sluggen '${slug}' går inte att använda: bara a–z, 0–9 och bindestreck, högst 80 tecken (t.ex. kafe-lilla-torg).`,
        "slug",
      );
    if (slug && !seen.has(slug)) seen.set(slug, row);

    const next = {} as Record<FieldColumn, string>;
    // With a wrong number of cells, which value belongs to which column is a guess.
    if (cells.length === header.length)
      for (const column of FIELD_COLUMNS) {
        const cell = cellOf(column);
        if (old && (cell === undefined || cell === old[column])) {
          next[column] = old[column];
          continue;
        }
        // What the form does with an empty cell that cannot be empty.
        const empty = (cell ?? "").trim() === "";
        if (column === "status" && empty) {
          next.status = old?.status ?? "hidden";
          continue;
        }
        if (column === "summary" && empty && old) {
          next.summary = old.summary;
          continue;
        }
        const checked = checkCell(column, cell, categories);
        if ("error" in checked) fail(checked.error, column);
        else next[column] = checked.value;
      }
    if (errors.length > 0) {
      plan.errors.push(...errors);
      plan.failedRows++;
      continue;
    }

    if (!old) {
      if (!next.summary) next.summary = firstSentence(next.description);
      if (!next.source) next.source = importSource;
      const values = storedValues(next);
      plan.creates.push({ row, slug, values, changes: changesBetween(undefined, { ...values }) });
      continue;
    }
    const before = storedValues(old);
    const after = storedValues(next);
    const changed = FIELD_COLUMNS.filter((column) => next[column] !== old[column]);
    if (changed.length === 0) {
      plan.unchanged++;
      continue;
    }
    const set = Object.fromEntries(
      changed.map((column) => [column, after[column]]),
    ) as Partial<PlaceValues>;
    plan.updates.push({
      row,
      slug,
      name: after.name,
      oldCategory: old.category,
      set,
      changes: Object.fromEntries(
        changed.map((column) => [column, [before[column], after[column]]]),
      ),
    });
  }
  return plan;
}
