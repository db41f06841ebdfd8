import type { Kysely, Migration } from "kysely";
import { addColumns, dropColumns } from "./ddl";

/**
 * Accessibility as data (issue 24, point 2): a place's facts as JSON,
 * { "trappfri": { "value": "yes", "checkedAt": "2026-11-26" }, … } (app/lib/accessibility/accessibility.ts);
 * a fact not in it is unknown.
 */
export function accessibilityMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(db, "businesses", [["accessibility", "text"]]);
    },
    async down(db: Kysely<unknown>) {
      await dropColumns(db, "businesses", ["accessibility"]);
    },
  };
}
