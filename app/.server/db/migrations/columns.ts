import type { Kysely } from "kysely";

export type Dialect = "sqlite" | "postgres";

/** An auto-incrementing primary key `id`, spelled as the dialect needs. */
export function withIdColumn(dialect: Dialect) {
  return (table: ReturnType<Kysely<unknown>["schema"]["createTable"]>) =>
    dialect === "postgres"
      ? table.addColumn("id", "serial", (col) => col.primaryKey())
      : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}
