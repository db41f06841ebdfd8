import type { Migration } from "kysely";
import { addColumns, dropColumns } from "./ddl";

/**
 * The language a subscriber signed up in (issue 40, point 6): their confirmation mail
 * and its link are in it. Everyone before signed up on a Swedish page.
 */
export const subscriberLanguageMigration: Migration = {
  up: (db) =>
    addColumns(db, "newsletter_subscribers", [
      ["language", "varchar(5)", (col) => col.notNull().defaultTo("sv")],
    ]),
  down: (db) => dropColumns(db, "newsletter_subscribers", ["language"]),
};
