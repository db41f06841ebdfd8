import type { Migration } from "kysely";
import { addColumns, dropColumns } from "./ddl";

/**
 * The language a review was written on (issue 40, point 6): its confirmation and the
 * operator's decision are mailed in it, with links to the pages in it. Every review
 * before was written on a Swedish page.
 */
export const reviewLanguageMigration: Migration = {
  up: (db) =>
    addColumns(db, "reviews", [["language", "varchar(5)", (col) => col.notNull().defaultTo("sv")]]),
  down: (db) => dropColumns(db, "reviews", ["language"]),
};
