import { createHash } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { type Kysely, sql, type Transaction } from "kysely";
import type * as z from "zod/mini";
import { businessFieldRules } from "~/lib/admin-forms";
import { stockholmDate } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { type Changes, changesBetween, recordAudits } from "../admin/audit";
import type { Operator } from "../auth/auth";
import { bool } from "../db/db";
import type { Database } from "../db/schema";
import { hoursError } from "../hours/opening-hours";
import { BodyTooLargeError, bodyProblem, CSV_IMPORT_MAX_FILE_BYTES } from "../http/body";
import { csvDocument, csvRow, decodeUtf8, parseCsv, unescapeCell } from "../http/csv";
import { readFormFields } from "../http/form";
import type { ParsedForm } from "../http/multipart";
import { isStorageFault } from "../uploads/storage";
import { businessTexts, categoryOptions } from "./admin-businesses";
import { firstSentence, listingSlug } from "./business-profile";
import { Unchanged, writeContent } from "./content";
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
const CHUNK = 400;

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
type PlaceValues = Omit<PlaceRow, "slug" | "status"> & { status: "published" | "hidden" };

interface PlannedCreate {
  row: number;
  slug: string;
  values: PlaceValues;
  changes: Changes;
}

interface PlannedUpdate {
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

/** Lists places last on their category's page unless they are listed there already. */
async function listAtEnd(trx: Transaction<Database>, places: { slug: string; category: string }[]) {
  if (places.length === 0) return;
  const listed = await trx
    .selectFrom("business_listings")
    .select(["category_slug", "business_slug", "position"])
    .execute();
  const last = new Map<string, number>();
  const has = new Set<string>();
  for (const row of listed) {
    last.set(row.category_slug, Math.max(last.get(row.category_slug) ?? -1, Number(row.position)));
    has.add(`${row.category_slug}\n${row.business_slug}`);
  }
  const additions: { category_slug: string; business_slug: string; position: number }[] = [];
  for (const { slug, category } of places) {
    const categorySlug = listingSlug(category);
    if (has.has(`${categorySlug}\n${slug}`)) continue;
    const position = (last.get(categorySlug) ?? -1) + 1;
    last.set(categorySlug, position);
    has.add(`${categorySlug}\n${slug}`);
    additions.push({ category_slug: categorySlug, business_slug: slug, position });
  }
  for (let at = 0; at < additions.length; at += CHUNK)
    await trx
      .insertInto("business_listings")
      .values(additions.slice(at, at + CHUNK))
      .execute();
}

/**
 * Writes the updates a few hundred rows per statement (`with v(slug, …) as (values …)
 * update businesses … from v`, the same SQL on SQLite and PostgreSQL), grouped by the
 * columns they change: one statement per row took 24 s for 10,000 rows on PostgreSQL.
 */
async function updateAll(trx: Transaction<Database>, updates: PlannedUpdate[], stamp: string) {
  const groups = new Map<string, PlannedUpdate[]>();
  for (const update of updates) {
    const key = Object.keys(update.set).sort().join(",");
    const group = groups.get(key);
    if (group) group.push(update);
    else groups.set(key, [update]);
  }
  for (const [key, group] of groups) {
    const columns = key.split(",") as (keyof PlaceValues)[];
    for (let at = 0; at < group.length; at += CHUNK) {
      const rows = group
        .slice(at, at + CHUNK)
        .map(
          ({ slug, set }) =>
            sql`(${sql.join([slug, ...columns.map((column) => set[column] ?? null)])})`,
        );
      const assignments = columns.map((column) => sql`${sql.ref(column)} = v.${sql.ref(column)}`);
      // Changed hours are not confirmed: they lose the badge until the operator confirms them.
      if (columns.includes("opening_hours")) assignments.push(sql`hours_checked_at = null`);
      await sql`with v(${sql.join(["slug", ...columns].map((column) => sql.ref(column)))}) as (values ${sql.join(rows)})
        update businesses set ${sql.join(assignments)}, updated_at = ${stamp}
        from v where businesses.slug = v.slug`.execute(trx);
    }
  }
}

async function writePlan(
  trx: Transaction<Database>,
  operator: Operator,
  plan: ImportPlan,
  now: Date,
) {
  const stamp = now.toISOString();
  for (let at = 0; at < plan.creates.length; at += CHUNK)
    await trx
      .insertInto("businesses")
      .values(
        plan.creates.slice(at, at + CHUNK).map(({ slug, values }) => ({
          slug,
          ...values,
          // No invented rating, image or profile: the operator adds them in the admin.
          rating: null,
          image: null,
          profile: null,
          featured: bool(false),
          has_detail_page: bool(true),
          updated_at: stamp,
        })),
      )
      .execute();

  // A place is listed on its own category's page: the listing follows the category.
  const moved = plan.updates.filter(
    (update) =>
      update.set.category !== undefined &&
      listingSlug(update.set.category) !== listingSlug(update.oldCategory),
  );
  for (const update of moved)
    await trx
      .deleteFrom("business_listings")
      .where("business_slug", "=", update.slug)
      .where("category_slug", "=", listingSlug(update.oldCategory))
      .execute();
  await updateAll(trx, plan.updates, stamp);
  await listAtEnd(trx, [
    ...plan.creates.map(({ slug, values }) => ({ slug, category: values.category })),
    ...moved.map(({ slug, set }) => ({ slug, category: set.category as string })),
  ]);

  await recordAudits(trx, operator, "business", [
    ...plan.creates.map(({ slug, changes }) => ({
      entityId: slug,
      action: "create" as const,
      changes,
    })),
    ...plan.updates.map(({ slug, changes }) => ({
      entityId: slug,
      action: "update" as const,
      changes,
    })),
  ]);
}

export interface ImportResult {
  plan: ImportPlan;
  /** True when the places were written; false when the file had errors or changed nothing. */
  written: boolean;
}

/**
 * Imports a file: planned and written in one content write (one transaction that bumps
 * the content version), so it is all or nothing and plans against the rows it writes.
 * A file with any error, or one that changes nothing, writes nothing.
 */
export async function importPlaces(
  db: Kysely<Database>,
  operator: Operator,
  text: string,
  now = new Date(),
): Promise<ImportResult> {
  const result = await writeContent(db, async (trx) => {
    const plan = await planImport(trx, text, now);
    const clean = !plan.fileError && plan.errors.length === 0;
    if (!clean || plan.creates.length + plan.updates.length === 0)
      throw new Unchanged<ImportResult>({ plan, written: false });
    await writePlan(trx, operator, plan, now);
    return { plan, written: true };
  });
  if (result.written)
    logger.info(
      {
        operator: operator.email,
        created: result.plan.creates.length,
        updated: result.plan.updates.length,
        unchanged: result.plan.unchanged,
      },
      "places imported from CSV",
    );
  return result;
}

// --- What the page shows of a plan ---

/** Errors and changes the page lists (the counts cover all of them). */
const SHOWN = 200;

export interface ImportSummary {
  fileError?: string;
  created: number;
  updated: number;
  unchanged: number;
  failedRows: number;
  errors: RowError[];
  /** Errors not in `errors`. */
  moreErrors: number;
  changes: { row: number; slug: string; name: string; kind: "ny" | "ändrad"; columns: string[] }[];
  moreChanges: number;
}

export function importSummary(plan: ImportPlan): ImportSummary {
  const changes = [
    ...plan.creates.map((create) => ({
      row: create.row,
      slug: create.slug,
      name: create.values.name,
      kind: "ny" as const,
      columns: [],
    })),
    ...plan.updates.map((update) => ({
      row: update.row,
      slug: update.slug,
      name: update.name,
      kind: "ändrad" as const,
      columns: Object.keys(update.changes),
    })),
  ].sort((a, b) => a.row - b.row);
  return {
    ...(plan.fileError ? { fileError: plan.fileError } : {}),
    created: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged,
    failedRows: plan.failedRows,
    errors: plan.errors.slice(0, SHOWN),
    moreErrors: Math.max(0, plan.errors.length - SHOWN),
    changes: changes.slice(0, SHOWN),
    moreChanges: Math.max(0, changes.length - SHOWN),
  };
}

// --- The posted file ---

export const IMPORT_INTENTS = ["forhandsgranska", "importera"] as const;
export type ImportIntent = (typeof IMPORT_INTENTS)[number];

export const IMPORT_MESSAGES = {
  tooLarge: `Filen är för stor: högst ${CSV_IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB. Dela upp den i flera filer.`,
  noFile: "Välj en CSV-fil att importera (filen saknas eller är tom).",
  notUtf8:
    "Filen är inte sparad som UTF-8. Spara den i Excel som ”CSV UTF-8 (kommaavgränsad)” och försök igen.",
  unknownIntent: "Välj Förhandsgranska eller Importera.",
  notPreviewed:
    "Förhandsgranska filen först. Importera skriver bara den fil som du har förhandsgranskat.",
  unavailable: "Filen kan inte tas emot just nu. Försök igen senare.",
} as const;

export type ImportPost =
  | { ok: true; intent: ImportIntent; text: string; sha256: string; previewed: string }
  | { ok: false; status: number; message: string };

/**
 * Reads the import form's post: the intent, the file as UTF-8 text and its SHA-256 (the
 * preview hands it back in `previewed`, so that Importera writes the file that was
 * previewed). The file waits in `tempDir` while it arrives and is removed after.
 */
export async function readImportPost(request: Request, tempDir: string): Promise<ImportPost> {
  let form: ParsedForm;
  try {
    form = await readFormFields(request, "csvImport", {
      field: "file",
      maxFileBytes: CSV_IMPORT_MAX_FILE_BYTES,
      maxFieldBytes: 1024,
      tempDir,
    });
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return { ok: false, status: 413, message: IMPORT_MESSAGES.tooLarge };
    if (isStorageFault(error)) {
      logger.error({ err: error }, "upload folder not writable");
      return { ok: false, status: 503, message: IMPORT_MESSAGES.unavailable };
    }
    const problem = bodyProblem(error);
    return { ok: false, status: problem.status, message: problem.message };
  }
  const { file } = form;
  try {
    const intent = IMPORT_INTENTS.find((value) => value === form.fields.intent);
    if (!intent) return { ok: false, status: 400, message: IMPORT_MESSAGES.unknownIntent };
    if (!file) return { ok: false, status: 400, message: IMPORT_MESSAGES.noFile };
    if (file.tooLarge) return { ok: false, status: 413, message: IMPORT_MESSAGES.tooLarge };
    const bytes = await readFile(file.tempPath);
    const text = decodeUtf8(bytes);
    if (text === undefined) return { ok: false, status: 400, message: IMPORT_MESSAGES.notUtf8 };
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    return { ok: true, intent, text, sha256, previewed: form.fields.previewed ?? "" };
  } finally {
    if (file) await rm(file.tempPath, { force: true });
  }
}
