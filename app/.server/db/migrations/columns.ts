import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type ColumnDefinitionBuilderCallback,
  type CreateTableBuilder,
  sql,
} from "kysely";

export type Dialect = "sqlite" | "postgres";

/** A column as `[name, type]` (nullable) or `[name, type, constraints]`. */
export type ColumnSpec = readonly [
  name: string,
  type: ColumnDataType,
  build?: ColumnDefinitionBuilderCallback,
];

/** The database's clock as a column default: `timestamp` columns start at the time of the insert. */
const now = sql`CURRENT_TIMESTAMP`;

/** A reference to `target` ("table.column"): the row is deleted with the row it refers to. */
export function deletedWith(col: ColumnDefinitionBuilder, target: string) {
  return col.references(target).onDelete("cascade");
}

/** A `timestamp` column (`created_at` unless named) that the database sets at the insert. */
export function stampedAt<N extends string = "created_at">(name: N = "created_at" as N) {
  return <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    table.addColumn(name, "timestamp", (col) => col.notNull().defaultTo(now));
}

/** `created_at` and `updated_at`, both starting at the time of the insert (content records). */
export function timestamps<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table.$call(stampedAt()).$call(stampedAt("updated_at"));
}
