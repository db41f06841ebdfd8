import type { Migration } from "kysely";
import { addColumns, dropColumns } from "./ddl";

/**
 * The photos a registrant adds to a registration while it waits (issue 38, point 5):
 * `[{"id":1,"src":"<stored path>","alt":"…","at":<ms>},…]` in the registrant's order,
 * shown to the operator with the registration and published into the place's gallery
 * on approval.
 */
export const registrationPhotosMigration: Migration = {
  up: (db) => addColumns(db, "business_submissions", [["photos", "text"]]),
  down: (db) => dropColumns(db, "business_submissions", ["photos"]),
};
