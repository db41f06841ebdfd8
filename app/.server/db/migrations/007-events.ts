import type { Kysely, Migration } from "kysely";
import { type Dialect, timestamps } from "./columns";
import { tableWithId } from "./ddl";

/**
 * Events as records. `starts_at`/`ends_at` are local wall-clock times in
 * Europe/Stockholm ("2026-12-13T18:00"; an end of "…T24:00" means the end of that day,
 * and "T00:00"–"T24:00" means only the dates are known). For a recurring event they are
 * its first occurrence and `recurrence` (JSON, see app/lib/events/events.ts EventRule) says how
 * it repeats; null means it happens once.
 */
export function eventsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(db, dialect, "events")
        .addColumn("slug", "varchar(100)", (col) => col.notNull().unique())
        .addColumn("title", "varchar(200)", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull())
        .addColumn("location", "varchar(300)", (col) => col.notNull())
        .addColumn("category", "varchar(100)", (col) => col.notNull())
        .addColumn("image", "varchar(500)", (col) => col.notNull())
        .addColumn("starts_at", "varchar(16)", (col) => col.notNull())
        .addColumn("ends_at", "varchar(16)", (col) => col.notNull())
        .addColumn("recurrence", "text")
        /** An example: badge 'Exempel', no calendar file, dates not confirmed. */
        .addColumn("example", "boolean", (col) => col.notNull().defaultTo(false))
        /** Where a real event's dates come from. */
        .addColumn("source", "text")
        .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("published"))
        .addColumn("position", "integer", (col) => col.notNull())
        .$call(timestamps)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("events").execute();
    },
  };
}
