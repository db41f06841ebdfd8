import type { CreateTableBuilder, Kysely } from "kysely";
import type { ColumnSpec, Dialect } from "./columns";

// Statements the migrations share. Each issues exactly the DDL it did when it was
// written out in every migration: existing databases must match new ones. The table
// builders (tableWithId, tableWithKey, tokenTable) return the `create table` for the
// caller to complete and execute; the others run their statements.

/** `create table <name>` keyed by an auto-incrementing `id`, spelled as the dialect needs. */
export function tableWithId(db: Kysely<unknown>, dialect: Dialect, name: string) {
  const table = db.schema.createTable(name);
  return dialect === "postgres"
    ? table.addColumn("id", "serial", (col) => col.primaryKey())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

/**
 * `create table <name>` keyed by several columns, through the constraint `<name>_pk`
 * (written after the columns, whatever the order of the calls).
 */
export function tableWithKey<K extends string>(
  db: Kysely<unknown>,
  name: string,
  key: [K, K, ...K[]],
) {
  // Kysely checks a key against the columns added so far; here the key comes first and
  // the caller adds its columns.
  const table = db.schema.createTable(name) as unknown as CreateTableBuilder<string, K>;
  return table.addPrimaryKeyConstraint(`${name}_pk`, key);
}

/**
 * A table of tokens kept only as a SHA-256 (`token_hash`): a one-time link (`used_at`
 * once used) or a session (`last_seen_at`). `holder` is whose it is; times are Unix
 * milliseconds.
 */
export function tokenTable(
  db: Kysely<unknown>,
  name: string,
  kind: "link" | "session",
  [holder, type, build]: ColumnSpec,
) {
  const table = db.schema
    .createTable(name)
    .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn(holder, type, build)
    .addColumn("created_at", "bigint", (col) => col.notNull());
  return kind === "link"
    ? table.addColumn("used_at", "bigint")
    : table.addColumn("last_seen_at", "bigint", (col) => col.notNull());
}

/** `create [unique] index <name> on <table> (<columns>)`, one statement. */
export function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
  { unique = false } = {},
) {
  const index = db.schema.createIndex(name).on(table).columns(columns);
  return (unique ? index.unique() : index).execute();
}

/** Adds columns to an existing table, one statement each: SQLite alters one at a time. */
export async function addColumns(db: Kysely<unknown>, table: string, columns: ColumnSpec[]) {
  for (const [name, type, build] of columns)
    await db.schema.alterTable(table).addColumn(name, type, build).execute();
}

/** Drops columns, one statement each, in the order given. */
export async function dropColumns(db: Kysely<unknown>, table: string, columns: string[]) {
  for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
}

/** Drops tables in the order given (those that reference others first). */
export async function dropTables(db: Kysely<unknown>, tables: string[]) {
  for (const table of tables) await db.schema.dropTable(table).execute();
}

/** Drops indexes in the order given. */
export async function dropIndexes(db: Kysely<unknown>, indexes: string[]) {
  for (const index of indexes) await db.schema.dropIndex(index).execute();
}
