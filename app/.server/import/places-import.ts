import { createHash } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { type Kysely, sql, type Transaction } from "kysely";
import * as z from "zod/mini";
import {
  type ImportPlan,
  type PlaceValues,
  type PlannedUpdate,
  type PreparedImport,
  prepareImport,
  type RowError,
  replanChanged,
} from "~/.server/import/places-csv";
import { logger } from "~/.server/logger";
import { listingSlug } from "~/.server/places/place-profile";
import { Unchanged, writeContent } from "~/.server/snapshot/content";
import { failureMessage } from "~/lib/forms/replies";
import { recordAudits } from "../admin/audit";
import type { Operator } from "../auth/auth";
import { bool } from "../db/db";
import type { Database } from "../db/schema";
import { turnTaker } from "../db/turns";
import { BodyTooLargeError, CSV_IMPORT_MAX_FILE_BYTES } from "../http/body";
import { decodeUtf8 } from "../http/csv";
import { formRefused, readForm } from "../http/form";
import { isStorageFault } from "../uploads/storage";

// The import's second half (issue 24, point 6; docs/decisions/023): the planned rows
// written in one content write, all or nothing and audited; what the page shows of a
// plan; and the posted file. places-csv.ts holds the columns, the export and the plan.

/**
 * Rows per write statement, and after each statement other requests get their turn: on
 * SQLite the driver is synchronous, so a statement holds the event loop while it runs
 * (with the search index's triggers, about 0.4-0.75 ms a new place: 400 rows held it
 * 0.3 s, 100 rows 40-48 ms, and the 20,000-row write 15 s at once before it yielded at
 * all). The transaction stays
 * one: all or nothing. Meanwhile other database work waits for the connection, not the loop.
 */
const WRITE_CHUNK = 50;

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
  const turn = turnTaker();
  for (let at = 0; at < additions.length; at += WRITE_CHUNK) {
    await trx
      .insertInto("business_listings")
      .values(additions.slice(at, at + WRITE_CHUNK))
      .execute();
    await turn();
  }
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
  const turn = turnTaker();
  for (const [key, group] of groups) {
    const columns = key.split(",") as (keyof PlaceValues)[];
    for (let at = 0; at < group.length; at += WRITE_CHUNK) {
      const rows = group
        .slice(at, at + WRITE_CHUNK)
        .map(
          ({ slug, set }) =>
            sql`(${sql.join([slug, ...columns.map((column) => set[column] ?? null)])})`,
        );
      // The plan has cleared the confirmation of changed hours unless the file dates a new one.
      const assignments = columns.map((column) => sql`${sql.ref(column)} = v.${sql.ref(column)}`);
      await sql`with v(${sql.join(["slug", ...columns].map((column) => sql.ref(column)))}) as (values ${sql.join(rows)})
        update businesses set ${sql.join(assignments)}, updated_at = ${stamp}
        from v where businesses.slug = v.slug`.execute(trx);
      await turn();
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
  const turn = turnTaker();
  for (let at = 0; at < plan.creates.length; at += WRITE_CHUNK) {
    await trx
      .insertInto("businesses")
      .values(
        plan.creates.slice(at, at + WRITE_CHUNK).map(({ slug, values }) => ({
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
    await turn();
  }

  // A place is listed on its own category's page: the listing follows the category.
  const moved = plan.updates.filter(
    (update) =>
      update.set.category !== undefined &&
      listingSlug(update.set.category) !== listingSlug(update.oldCategory),
  );
  for (const update of moved) {
    await trx
      .deleteFrom("business_listings")
      .where("business_slug", "=", update.slug)
      .where("category_slug", "=", listingSlug(update.oldCategory))
      .execute();
    await turn();
  }
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
  /** Rows planned again inside the write, because their place changed after the plan. */
  replanned: number;
}

const writable = (plan: ImportPlan) =>
  !plan.fileError && plan.errors.length === 0 && plan.creates.length + plan.updates.length > 0;

/**
 * Imports a file, all or nothing: planned first outside any transaction (reading the
 * hours of 20,000 rows takes seconds, and the write lock would stop every other writer,
 * and on SQLite every reader, meanwhile), then written in one content write, which plans
 * again only the rows whose place changed since, so the rows written are planned
 * against the rows they change. A file with any error, or one that changes nothing,
 * writes nothing.
 */
export async function importPlaces(
  db: Kysely<Database>,
  operator: Operator,
  text: string,
  now = new Date(),
): Promise<ImportResult> {
  return writePrepared(db, operator, await prepareImport(db, text, now), now);
}

/** The write of a prepared import (importPlaces' second half; a test edits in between). */
export async function writePrepared(
  db: Kysely<Database>,
  operator: Operator,
  prepared: PreparedImport,
  now = new Date(),
): Promise<ImportResult> {
  if (!writable(prepared.plan)) return { plan: prepared.plan, written: false, replanned: 0 };
  const result = await writeContent(db, async (trx) => {
    const replanned = await replanChanged(trx, prepared);
    const { plan } = prepared;
    if (!writable(plan)) throw new Unchanged<ImportResult>({ plan, written: false, replanned });
    await writePlan(trx, operator, plan, now);
    return { plan, written: true, replanned };
  });
  if (result.written)
    logger.info(
      {
        operator: operator.email,
        created: result.plan.creates.length,
        updated: result.plan.updates.length,
        unchanged: result.plan.unchanged,
        replanned: result.replanned,
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

/** The import form: which button, and the previewed file's SHA-256 (Importera hands it back). */
const importFormSchema = z.object({
  intent: z.enum(IMPORT_INTENTS),
  previewed: z.optional(z.string()),
});

export type ImportPost =
  | { ok: true; intent: ImportIntent; text: string; sha256: string; previewed: string }
  | { ok: false; status: number; message: string };

/**
 * Reads the import form's post: the intent, the file as UTF-8 text and its SHA-256 (the
 * preview hands it back in `previewed`, so that Importera writes the file that was
 * previewed). The file waits in `tempDir` while it arrives and is removed after.
 */
export async function readImportPost(request: Request, tempDir: string): Promise<ImportPost> {
  const read = await readForm(request, importFormSchema, "csvImport", {
    upload: {
      field: "file",
      maxFileBytes: CSV_IMPORT_MAX_FILE_BYTES,
      maxFieldBytes: 1024,
      tempDir,
    },
    unreadable: (error) => {
      if (error instanceof BodyTooLargeError) return formRefused(413, IMPORT_MESSAGES.tooLarge);
      if (!isStorageFault(error)) return undefined;
      logger.error({ err: error }, "upload folder not writable");
      return formRefused(503, IMPORT_MESSAGES.unavailable);
    },
    invalid: () => formRefused(400, IMPORT_MESSAGES.unknownIntent),
  });
  if (!read.ok)
    return { ok: false, status: read.status, message: failureMessage(read.reply).title };
  const { file } = read;
  try {
    if (!file) return { ok: false, status: 400, message: IMPORT_MESSAGES.noFile };
    if (file.tooLarge) return { ok: false, status: 413, message: IMPORT_MESSAGES.tooLarge };
    const bytes = await readFile(file.tempPath);
    const text = decodeUtf8(bytes);
    if (text === undefined) return { ok: false, status: 400, message: IMPORT_MESSAGES.notUtf8 };
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    return {
      ok: true,
      intent: read.value.intent,
      text,
      sha256,
      previewed: read.value.previewed ?? "",
    };
  } finally {
    if (file) await rm(file.tempPath, { force: true });
  }
}
