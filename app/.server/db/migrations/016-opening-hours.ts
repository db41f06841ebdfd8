import type { Kysely, Migration } from "kysely";
import { addColumns, dropColumns } from "./ddl";

/**
 * Opening hours as data (issue 24, point 1): a place's hours in OpenStreetMap's
 * `opening_hours` syntax (app/.server/hours/opening-hours.ts), and the day they were last
 * confirmed; a place whose hours are not confirmed shows no open/closed badge.
 */
export function openingHoursMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(db, "businesses", [
        ["opening_hours", "text"],
        ["hours_checked_at", "varchar(10)"],
      ]);
    },
    async down(db: Kysely<unknown>) {
      await dropColumns(db, "businesses", ["hours_checked_at", "opening_hours"]);
    },
  };
}
