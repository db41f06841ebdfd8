import type { Kysely } from "kysely";
import type * as z from "zod/mini";
import { turnTaker } from "~/.server/db/turns";
import { placeTexts } from "~/.server/places/admin-places";
import {
  ACCESSIBILITY,
  type Accessibility,
  accessibilityOf,
} from "~/lib/accessibility/accessibility";
import { placeFieldRules } from "~/lib/places/place-form";
import type { Database } from "../db/schema";
import { hoursError } from "../hours/opening-hours";

// The columns of the places' CSV file (docs/decisions/023) and how a stored place reads
// as a row of it and back: places-csv.ts exports and plans with them.

/** The most places one file may hold (10,000 is the target; the 20 MB file holds far more short rows). */
export const MAX_IMPORT_ROWS = 20_000;

/** Rows per insert: inside SQLite's and PostgreSQL's limits on bound values. */
export const CHUNK = 400;

type Underscored<S extends string> = S extends `${infer A}-${infer B}`
  ? `${A}_${Underscored<B>}`
  : S;
type AccessibilityColumn = `accessibility_${Underscored<(typeof ACCESSIBILITY)[number]["key"]>}`;

/** A fact's column: `accessibility_` and its key (`lugna-timmar` as `lugna_timmar`). */
const ACCESSIBILITY_COLUMNS = ACCESSIBILITY.map(
  ({ key }) => `accessibility_${key.replace(/-/g, "_")}` as AccessibilityColumn,
);

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
  "hours_checked_at",
  "source",
  "confirmed_at",
  "confirmed_by",
  ...ACCESSIBILITY_COLUMNS,
] as const;

export type PlaceColumn = (typeof PLACE_COLUMNS)[number];
export type FieldColumn = Exclude<PlaceColumn, "slug">;

export const REQUIRED_COLUMNS: readonly PlaceColumn[] = ["slug", "name", "category"];
export const FIELD_COLUMNS = PLACE_COLUMNS.filter(
  (column): column is FieldColumn => column !== "slug",
);

/** The facts' columns, with their facts' keys. */
export const FACT_COLUMNS = ACCESSIBILITY.map(({ key }, index) => ({
  key,
  column: ACCESSIBILITY_COLUMNS[index] as AccessibilityColumn,
}));

export const isFactColumn = (column: string): column is AccessibilityColumn =>
  (ACCESSIBILITY_COLUMNS as readonly string[]).includes(column);

/** A place as the file has it: every cell a text, "" for none. */
export type PlaceCells = Record<PlaceColumn, string>;

/** A stored place: its row of the file, and its facts as stored (their days are not in the file). */
export interface StoredPlace {
  cells: PlaceCells;
  accessibility: string | null;
}

type NullableColumn =
  | "email"
  | "phone"
  | "website"
  | "opening_hours"
  | "source"
  | "hours_checked_at"
  | "confirmed_at"
  | "confirmed_by"
  | "accessibility";

/** The columns of `businesses` the file reads and writes. */
const STORED_COLUMNS = [
  ...PLACE_COLUMNS.filter((column) => !isFactColumn(column)),
  "accessibility",
] as const;
type StoredColumn = Exclude<(typeof STORED_COLUMNS)[number], AccessibilityColumn>;

/** The values a place is stored with. */
export type PlaceValues = Omit<Record<Exclude<StoredColumn, "slug">, string>, NullableColumn> &
  Record<NullableColumn, string | null> & { status: "published" | "hidden" };

type StoredRow = Omit<PlaceValues, "status"> & { slug: string; status: string };

function storedPlace(row: StoredRow): StoredPlace {
  const facts = accessibilityOf(row.accessibility);
  const cells = {
    ...placeTexts(row),
    status: row.status,
    opening_hours: row.opening_hours ?? "",
    hours_checked_at: row.hours_checked_at ?? "",
    confirmed_at: row.confirmed_at ?? "",
    confirmed_by: row.confirmed_by ?? "",
  } as PlaceCells;
  for (const { key, column } of FACT_COLUMNS) cells[column] = facts[key]?.value ?? "";
  return { cells, accessibility: row.accessibility ?? null };
}

/**
 * Places read per query: a select of all 20,000 at once held the event loop for seconds,
 * a page of 1,000 (with its long texts, read and turned into cells) for 40-120 ms, and one
 * of 250 still for 40-60 ms.
 */
const PAGE = 125;

/** Every stored place, as the file would have it, a page at a time by slug. */
export async function storedPlaces(db: Kysely<Database>): Promise<StoredPlace[]> {
  const places: StoredPlace[] = [];
  let after: string | undefined;
  const turn = turnTaker();
  for (;;) {
    let query = db
      .selectFrom("businesses")
      .select(STORED_COLUMNS.filter((column) => !isFactColumn(column)) as StoredColumn[])
      .orderBy("slug")
      .limit(PAGE);
    if (after !== undefined) query = query.where("slug", ">", after);
    const rows = await query.execute();
    for (const row of rows) places.push(storedPlace(row as StoredRow));
    if (rows.length < PAGE) return places;
    after = rows.at(-1)?.slug;
    await turn();
  }
}

/** Whether two readings of a place are the same (what a plan made against one holds for the other). */
export const samePlace = (a: StoredPlace | undefined, b: StoredPlace | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.accessibility === b.accessibility &&
    PLACE_COLUMNS.every((column) => a.cells[column] === b.cells[column]));

const blankToNull = (value: string) => (value === "" ? null : value);

/**
 * The stored facts for the row's cells: unchanged cells keep the stored text as it is;
 * a fact whose value changed (or is new) is dated `today`, as in the admin's form.
 */
function accessibilityValue(
  cells: PlaceCells,
  old: StoredPlace | undefined,
  today: string,
): string | null {
  if (old && FACT_COLUMNS.every(({ column }) => cells[column] === old.cells[column]))
    return old.accessibility;
  const before: Accessibility = accessibilityOf(old?.accessibility);
  const facts: Accessibility = {};
  for (const { key, column } of FACT_COLUMNS) {
    const value = cells[column];
    if (value !== "yes" && value !== "no") continue;
    const known = before[key];
    facts[key] = { value, checkedAt: known?.value === value ? known.checkedAt : today };
  }
  return Object.keys(facts).length > 0 ? JSON.stringify(facts) : null;
}

/** What a row of the file is stored as. */
export function storedValues(
  cells: PlaceCells,
  old: StoredPlace | undefined,
  today: string,
): PlaceValues {
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
    hours_checked_at: blankToNull(cells.hours_checked_at),
    source: blankToNull(cells.source),
    confirmed_at: blankToNull(cells.confirmed_at),
    confirmed_by: blankToNull(cells.confirmed_by),
    accessibility: accessibilityValue(cells, old, today),
  };
}

// --- The new columns' cells ---

export type Checked = { value: string } | { error: string };

/** Swedish words for the status, as a person might write them. */
const STATUS_WORDS: Record<string, string> = { publicerad: "published", dold: "hidden" };

function byRule(rule: z.ZodMiniType<string | undefined>, value: string | undefined): Checked {
  const parsed = rule.safeParse(value);
  return parsed.success
    ? { value: parsed.data ?? "" }
    : { error: parsed.error.issues[0]?.message ?? "Ogiltigt värde." };
}

/** What the rows of one file share while they are planned. */
export interface Context {
  today: string;
  importSource: string;
  /** Each hours value's verdict: read once per file, however many rows have it. */
  hours: Map<string, string | undefined>;
}

/** One cell checked with its field's rule (the business form's, or the hours' validator). */
export function checkCell(
  column: FieldColumn,
  value: string | undefined,
  categories: Set<string>,
  context: Context,
): Checked {
  if (isFactColumn(column)) return checkFact(value);
  switch (column) {
    case "category": {
      const checked = byRule(placeFieldRules.category, value);
      if ("error" in checked) return checked;
      return categories.has(checked.value)
        ? checked
        : { error: `Kategorin '${checked.value}' finns inte.` };
    }
    case "status": {
      const word = (value ?? "").trim().toLowerCase();
      return byRule(placeFieldRules.status, STATUS_WORDS[word] ?? word);
    }
    case "opening_hours": {
      const hours = (value ?? "").trim();
      if (!hours) return { value: "" };
      if (!context.hours.has(hours)) context.hours.set(hours, hoursError(hours));
      const error = context.hours.get(hours);
      return error ? { error } : { value: hours };
    }
    case "hours_checked_at":
    case "confirmed_at":
      return checkDay(value, context.today);
    case "confirmed_by":
      return checkConfirmer(value);
    default:
      return byRule(placeFieldRules[column], value);
  }
}

/** A day as stored ("2026-11-26"): a real one, and not after `today`. */
export function checkDay(value: string | undefined, today: string): Checked {
  const day = (value ?? "").trim();
  if (!day) return { value: "" };
  const [year = 0, month = 0, date = 0] = day.split("-").map(Number);
  const real =
    /^\d{4}-\d{2}-\d{2}$/.test(day) &&
    new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10) === day;
  if (!real) return { error: `Skriv datumet som ÅÅÅÅ-MM-DD, till exempel ${today}.` };
  if (day > today) return { error: `Datumet ${day} har inte varit än.` };
  return { value: day };
}

/** Who confirmed: as stored, or in the words the place's page uses. */
const CONFIRMERS: Record<string, string> = {
  operator: "operator",
  malmöguiden: "operator",
  owner: "owner",
  företaget: "owner",
};

export function checkConfirmer(value: string | undefined): Checked {
  const word = (value ?? "").trim().toLowerCase();
  if (!word) return { value: "" };
  const confirmer = CONFIRMERS[word];
  return confirmer
    ? { value: confirmer }
    : { error: "Skriv vem som bekräftade: operator (Malmöguiden) eller owner (företaget)." };
}

const FACT_WORDS: Record<string, string> = { yes: "yes", ja: "yes", no: "no", nej: "no" };

export function checkFact(value: string | undefined): Checked {
  const word = (value ?? "").trim().toLowerCase();
  if (!word) return { value: "" };
  const fact = FACT_WORDS[word];
  return fact
    ? { value: fact }
    : { error: "Skriv yes eller no, eller lämna tomt om det är okänt." };
}
