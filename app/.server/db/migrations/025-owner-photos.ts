import type { Migration } from "kysely";
import { addColumns, dropColumns } from "./ddl";

/**
 * A gallery image an owner uploaded waits for the operator (issue 38): `proposed` rows
 * are stored and served to the owner and the operator only; approval makes them
 * `published`. Every image stored before is published.
 */
export const ownerPhotosMigration: Migration = {
  up: (db) =>
    addColumns(db, "business_images", [
      ["status", "varchar(20)", (col) => col.notNull().defaultTo("published")],
    ]),
  down: (db) => dropColumns(db, "business_images", ["status"]),
};
