import type { Kysely } from "kysely";
import { turnTaker } from "~/.server/db/turns";
import {
  type Context,
  checkCell,
  FIELD_COLUMNS,
  MAX_IMPORT_ROWS,
  PLACE_COLUMNS,
  type PlaceCells,
  type PlaceColumn,
  type PlaceValues,
  REQUIRED_COLUMNS,
  type StoredPlace,
  samePlace,
  storedPlaces,
  storedValues,
} from "~/.server/import/places-columns";
import { categoryOptions } from "~/.server/places/admin-places";
import { firstSentence } from "~/.server/places/place-profile";
import { isValidSlug } from "~/.server/snapshot/slugs";
import { stockholmDate } from "~/lib/text/dates";
import { type Changes, changesBetween } from "../admin/audit";
import type { Database } from "../db/schema";
import { parseCsvInTurns, unescapeCell } from "../http/csv";

// The import's plan (issue 24, point 6; issue 35; docs/decisions/023): every row checked
// with the business form's own rule for its field, against the places as stored. The
// dry run is the plan; 'Importera' makes it outside the write and, inside, plans again
// only the rows whose place changed meanwhile (places-import.ts writes it).

// --- Import: plan (the dry run), then write ---

/** One problem of a row: its number as a spreadsheet shows it (the header is row 1). */
export interface RowError {
  row: number;
  column?: PlaceColumn;
  message: string;
}

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

/** The file, read: its rows' cells, where each column is, and each slug's first row. */
interface FileRows {
  width: number;
  records: string[][];
  index: Map<PlaceColumn, number>;
  firstRow: Map<string, number>;
}

const blank = (cells: string[]) => cells.every((cell) => cell.trim() === "");

function cellOf(file: FileRows, cells: string[], column: PlaceColumn): string | undefined {
  const at = file.index.get(column);
  return at === undefined ? undefined : unescapeCell(cells[at] ?? "");
}

const slugOf = (file: FileRows, cells: string[]) => (cellOf(file, cells, "slug") ?? "").trim();

async function readFile(text: string): Promise<FileRows | { error: string }> {
  const parsed = await parseCsvInTurns(text, { maxRecords: MAX_IMPORT_ROWS + 1 }, turnTaker());
  if (!parsed.ok) return { error: parsed.error };
  const [header, ...records] = parsed.records;
  if (!header || blank(header)) return { error: "Filen är tom." };
  const read = readHeader(header);
  if ("error" in read) return read;
  if (records.every(blank))
    return { error: "Filen har inga platser: bara rubrikraden. Lägg till en rad per plats." };
  const file: FileRows = {
    width: header.length,
    records,
    index: new Map(read.columns.map((column, position) => [column as PlaceColumn, position])),
    firstRow: new Map(),
  };
  for (const [position, cells] of records.entries()) {
    const slug = slugOf(file, cells);
    if (slug && !blank(cells) && !file.firstRow.has(slug)) file.firstRow.set(slug, position + 2);
  }
  return file;
}

/** What a plan is made against: the stored places and the categories. */
interface Snapshot {
  places: Map<string, StoredPlace>;
  categories: Set<string>;
}

async function snapshotOf(db: Kysely<Database>): Promise<Snapshot> {
  return {
    places: new Map((await storedPlaces(db)).map((place) => [place.cells.slug, place])),
    categories: new Set((await categoryOptions(db)).map((option) => option.value)),
  };
}

/** What one row of the file does. */
type Outcome =
  | { kind: "blank" }
  | { kind: "errors"; errors: RowError[] }
  | { kind: "create"; create: PlannedCreate }
  | { kind: "update"; update: PlannedUpdate }
  | { kind: "unchanged" };

/**
 * One row planned against `snapshot`. A cell equal to what is stored is taken as it is
 * (not checked again); a column the file does not have keeps the stored value, and a new
 * place gets what the admin's "Nytt företag" form gives it (hidden, its summary from its
 * description).
 */
function planRow(file: FileRows, snapshot: Snapshot, position: number, context: Context): Outcome {
  const cells = file.records[position] ?? [];
  const row = position + 2;
  if (blank(cells)) return { kind: "blank" };
  const errors: RowError[] = [];
  const fail = (message: string, column?: PlaceColumn) => errors.push({ row, column, message });
  const cell = (column: PlaceColumn) => cellOf(file, cells, column);

  if (cells.length !== file.width)
    fail(`Raden har ${cells.length} värden men rubrikraden har ${file.width} kolumner.`);
  const slug = slugOf(file, cells);
  const old = snapshot.places.get(slug);
  const first = file.firstRow.get(slug);
  if (!slug) fail("Slug saknas.", "slug");
  else if (first !== row) fail(`Sluggen '${slug}' finns redan på rad ${first}.`, "slug");
  else if (!old && !isValidSlug(slug))
    fail(
      `Sluggen '${slug}' går inte att använda: bara a–z, 0–9 och bindestreck, högst 80 tecken (t.ex. kafe-lilla-torg).`,
      "slug",
    );

  const next = { slug } as PlaceCells;
  // With a wrong number of cells, which value belongs to which column is a guess.
  if (cells.length === file.width)
    for (const column of FIELD_COLUMNS) {
      const value = cell(column);
      if (old && (value === undefined || value === old.cells[column])) {
        next[column] = old.cells[column];
        continue;
      }
      // What the form does with an empty cell that cannot be empty.
      const empty = (value ?? "").trim() === "";
      if (column === "status" && empty) {
        next.status = old?.cells.status ?? "hidden";
        continue;
      }
      if (column === "summary" && empty && old) {
        next.summary = old.cells.summary;
        continue;
      }
      const checked = checkCell(column, value, snapshot.categories, context);
      if ("error" in checked) fail(checked.error, column);
      else next[column] = checked.value;
    }
  if (errors.length === 0) confirmations(next, old, cell, fail);
  if (errors.length > 0) return { kind: "errors", errors };

  if (!old) {
    if (!next.summary) next.summary = firstSentence(next.description);
    if (!next.source) next.source = context.importSource;
    const values = storedValues(next, undefined, context.today);
    return {
      kind: "create",
      create: { row, slug, values, changes: changesBetween(undefined, { ...values }) },
    };
  }
  const before = storedValues(old.cells, old, context.today);
  const after = storedValues(next, old, context.today);
  const changed = (Object.keys(after) as (keyof PlaceValues)[]).filter(
    (column) => after[column] !== before[column],
  );
  if (changed.length === 0) return { kind: "unchanged" };
  return {
    kind: "update",
    update: {
      row,
      slug,
      name: after.name,
      oldCategory: old.cells.category,
      set: Object.fromEntries(changed.map((column) => [column, after[column]])),
      changes: Object.fromEntries(
        changed.map((column) => [column, [before[column], after[column]]]),
      ),
    },
  };
}

/**
 * The confirmations' rules across cells: hours are confirmed only when there are some,
 * and changed hours lose their confirmation unless the file dates a new one (as in the
 * hours form); a place's confirmation needs its day, and is the operator's by default.
 */
function confirmations(
  next: PlaceCells,
  old: StoredPlace | undefined,
  cell: (column: PlaceColumn) => string | undefined,
  fail: (message: string, column?: PlaceColumn) => void,
) {
  if (!next.opening_hours) {
    if ((cell("hours_checked_at") ?? "").trim())
      fail("Öppettiderna kan bara bekräftas när platsen har öppettider.", "hours_checked_at");
    next.hours_checked_at = "";
  } else if (
    old &&
    next.opening_hours !== old.cells.opening_hours &&
    next.hours_checked_at === old.cells.hours_checked_at
  )
    next.hours_checked_at = "";
  if (!next.confirmed_at) {
    if ((cell("confirmed_by") ?? "").trim())
      fail("Ange dagen i confirmed_at när confirmed_by är ifyllt.", "confirmed_by");
    next.confirmed_by = "";
  } else if (!next.confirmed_by) next.confirmed_by = "operator";
}

function planOf(outcomes: Outcome[]): ImportPlan {
  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0, errors: [], failedRows: 0 };
  for (const outcome of outcomes)
    if (outcome.kind === "errors") {
      plan.errors.push(...outcome.errors);
      plan.failedRows++;
    } else if (outcome.kind === "create") plan.creates.push(outcome.create);
    else if (outcome.kind === "update") plan.updates.push(outcome.update);
    else if (outcome.kind === "unchanged") plan.unchanged++;
  return plan;
}

/** A plan and what it was made from, so that the write can re-plan what has changed since. */
export interface PreparedImport {
  plan: ImportPlan;
  file?: FileRows;
  snapshot?: Snapshot;
  outcomes: Outcome[];
  context: Context;
}

async function planRows(
  prepared: PreparedImport & { file: FileRows; snapshot: Snapshot },
  positions: Iterable<number>,
) {
  const turn = turnTaker();
  for (const position of positions) {
    prepared.outcomes[position] = planRow(
      prepared.file,
      prepared.snapshot,
      position,
      prepared.context,
    );
    await turn();
  }
  prepared.plan = planOf(prepared.outcomes);
}

/** The dry run with what it was made from; writes nothing. */
export async function prepareImport(
  db: Kysely<Database>,
  text: string,
  now = new Date(),
): Promise<PreparedImport> {
  const context: Context = {
    today: stockholmDate(now),
    importSource: `CSV-import ${stockholmDate(now)}`,
    hours: new Map(),
  };
  const file = await readFile(text);
  if ("error" in file) return { plan: fileRefused(file.error), outcomes: [], context };
  const prepared = {
    plan: planOf([]),
    file,
    snapshot: await snapshotOf(db),
    outcomes: [],
    context,
  };
  await planRows(prepared, file.records.keys());
  return prepared;
}

/**
 * The dry run: what importing `text` would create and change, or every row's errors.
 * Writes nothing, and gives other requests their turn as it goes.
 */
export async function planImport(
  db: Kysely<Database>,
  text: string,
  now = new Date(),
): Promise<ImportPlan> {
  return (await prepareImport(db, text, now)).plan;
}

/**
 * Inside the write: the rows whose place changed since the plan (edited, added or
 * removed; every row when the categories changed) planned again against `db`. Returns
 * how many rows were planned again.
 */
export async function replanChanged(
  db: Kysely<Database>,
  prepared: PreparedImport,
): Promise<number> {
  const { file, snapshot: then } = prepared;
  if (!file || !then) return 0;
  const now = await snapshotOf(db);
  const sameCategories =
    now.categories.size === then.categories.size &&
    [...now.categories].every((category) => then.categories.has(category));
  const positions = [...file.records.keys()].filter((position) => {
    if (!sameCategories) return true;
    const slug = slugOf(file, file.records[position] ?? []);
    return !samePlace(then.places.get(slug), now.places.get(slug));
  });
  const current = { ...prepared, file, snapshot: now };
  await planRows(current, positions);
  prepared.snapshot = now;
  prepared.plan = current.plan;
  return positions.length;
}
