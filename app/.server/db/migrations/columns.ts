import { type Kysely, sql } from "kysely";

export type Dialect = "sqlite" | "postgres";

/** The database's clock as a column default: `timestamp` columns start at the time of the insert. */
export const now = sql`CURRENT_TIMESTAMP`;

/** An auto-incrementing primary key `id`, spelled as the dialect needs. */
export function withIdColumn(dialect: Dialect) {
  return (table: ReturnType<Kysely<unknown>["schema"]["createTable"]>) =>
    dialect === "postgres"
      ? table.addColumn("id", "serial", (col) => col.primaryKey())
      : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
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
