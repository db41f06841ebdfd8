import { type RawBuilder, type SqlBool, sql } from "kysely";

// The admin lists' search: a column containing what the operator typed, case aside,
// every character taken literally ('100%' finds "100%", '_' finds an underscore).

/** `%`, `_` and the escape character itself, taken literally in a LIKE pattern. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Whether the column, lower-cased, contains `text` lower-cased, on SQLite and PostgreSQL. */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${likeLiteral(text.toLowerCase())}%`} escape '\\'`;
}
