import type { Migration } from "kysely";
import { addColumns, dropColumns } from "./ddl";

/**
 * The language a demo checkout was started in (issue 40): its payment page sends the buyer
 * on to the confirmation in it (a Stripe session carries its own success URL). Every
 * checkout before was started on a Swedish page.
 */
export const checkoutLanguageMigration: Migration = {
  up: (db) =>
    addColumns(db, "demo_checkout_sessions", [
      ["language", "varchar(5)", (col) => col.notNull().defaultTo("sv")],
    ]),
  down: (db) => dropColumns(db, "demo_checkout_sessions", ["language"]),
};
