import type { Migration } from "kysely";
import { addColumns, dropColumns } from "./ddl";

/**
 * A place's booking, menu or tickets link and its button's words (issue 38): shown in
 * the 'Boka tid' box beside 'Skicka e-post' and 'Ring oss'. Both or neither.
 */
export const bookingLinkMigration: Migration = {
  up: (db) =>
    addColumns(db, "businesses", [
      ["booking_url", "varchar(500)"],
      ["booking_label", "varchar(40)"],
    ]),
  down: (db) => dropColumns(db, "businesses", ["booking_label", "booking_url"]),
};
