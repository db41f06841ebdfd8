import type { Migration } from "kysely";
import { addColumns, dropColumns } from "./ddl";

/**
 * The language a claim was sent on (issue 40, point 6): the claimant's receipt and the
 * operator's decision are mailed in it. Every claim before was sent on a Swedish page.
 */
export const claimLanguageMigration: Migration = {
  up: (db) =>
    addColumns(db, "business_claims", [
      ["language", "varchar(5)", (col) => col.notNull().defaultTo("sv")],
    ]),
  down: (db) => dropColumns(db, "business_claims", ["language"]),
};
