import type { Kysely, Migration } from "kysely";
import { addColumns, dropColumns } from "./ddl";

/**
 * Which facts a confirmation covered (issue 35): the groups the confirming page showed
 * and the place had that day, "hours,contact" (app/lib/places/confirmation.ts). None: confirmed
 * before this column (or by an import), read as the facts the place has.
 */
export function confirmedFactsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(db, "businesses", [["confirmed_facts", "varchar(60)"]]);
    },
    async down(db: Kysely<unknown>) {
      await dropColumns(db, "businesses", ["confirmed_facts"]);
    },
  };
}
