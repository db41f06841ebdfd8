import type { Migration } from "kysely";
import { addColumns, dropColumns } from "./ddl";

/**
 * A review's automatic holds (issue 39, point 2): the client it came from, as a hash of
 * its address (to count a client's reviews in a day without keeping the address), and the
 * holds found when it was confirmed (`["link","duplicate","many"]`), shown to the operator.
 */
export const reviewHoldsMigration: Migration = {
  up: (db) =>
    addColumns(db, "reviews", [
      ["client_key", "varchar(64)"],
      ["holds", "varchar(200)"],
    ]),
  down: (db) => dropColumns(db, "reviews", ["holds", "client_key"]),
};
