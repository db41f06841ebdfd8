import type { Migration } from "kysely";
import { addColumns, dropColumns } from "./ddl";

/**
 * The language a registration was sent on (issue 40): the registrant's receipt and the
 * operator's decision are mailed in it. Every registration before was sent on a Swedish page.
 */
export const registrationLanguageMigration: Migration = {
  up: (db) =>
    addColumns(db, "business_submissions", [
      ["language", "varchar(5)", (col) => col.notNull().defaultTo("sv")],
    ]),
  down: (db) => dropColumns(db, "business_submissions", ["language"]),
};
