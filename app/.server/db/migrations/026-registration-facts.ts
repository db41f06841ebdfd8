import type { Migration } from "kysely";
import { addColumns, dropColumns } from "./ddl";

/**
 * The facts a registrant may add to the registration (issue 38, point 4): the opening
 * hours (the `opening_hours` syntax the day editor writes) and the accessibility answers
 * (`{"trappfri":"yes",…}`, the known ones), shown in moderation and published on approval.
 */
export const registrationFactsMigration: Migration = {
  up: (db) =>
    addColumns(db, "business_submissions", [
      ["opening_hours", "varchar(500)"],
      ["accessibility", "text"],
    ]),
  down: (db) => dropColumns(db, "business_submissions", ["accessibility", "opening_hours"]),
};
