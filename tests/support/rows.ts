import type { Kysely, Selectable } from "kysely";
import type { Database } from "~/.server/db/schema";

// Test support: a stored row read back by one column, the way tests check what a write left.

/** The row of `table` whose `column` equals `value`, or undefined. */
export function rowWhere<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  column: keyof Database[T] & string,
  value: string | number,
): Promise<Selectable<Database[T]> | undefined> {
  // Kysely cannot follow a table chosen at run time; the signature above keeps callers typed.
  const query = (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(table)
    .selectAll()
    .where(column as string, "=", value as never);
  return query.executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

/** The same row, which must exist. */
export async function storedRow<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  column: keyof Database[T] & string,
  value: string | number,
): Promise<Selectable<Database[T]>> {
  const row = await rowWhere(db, table, column, value);
  if (!row) throw new Error(`no ${table} row with ${column} = ${value}`);
  return row;
}
