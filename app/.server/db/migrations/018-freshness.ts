import type { Kysely, Migration } from "kysely";
import { addColumns, createIndex, dropColumns, dropTables, tokenTable } from "./ddl";

/**
 * Fresh facts (issue 24, point 4): when a place's details were last confirmed and by
 * whom ("operator" or "owner"); the monthly "Stämmer uppgifterna?" mails to owners, one
 * per place, address and month (the key lets exactly one process send it), each with a
 * token for its one-click answer; and the addresses that asked for no more of them.
 */
export function freshnessMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(db, "businesses", [
        /** The Stockholm day, "2026-11-26"; none: never confirmed. */
        ["confirmed_at", "varchar(10)"],
        ["confirmed_by", "varchar(20)"],
      ]);
      await tokenTable(db, "freshness_checks", "link", [
        "business_slug",
        "varchar(100)",
        (col) => col.notNull(),
      ])
        /** Trimmed, lower case, as owner addresses are compared. */
        .addColumn("email", "varchar(254)", (col) => col.notNull())
        /** The Stockholm month the mail was for, "2026-11". */
        .addColumn("month", "varchar(7)", (col) => col.notNull())
        .execute();
      await createIndex(
        db,
        "freshness_checks_once",
        "freshness_checks",
        ["business_slug", "email", "month"],
        { unique: true },
      );
      await db.schema
        .createTable("freshness_optouts")
        .addColumn("email", "varchar(254)", (col) => col.primaryKey())
        /** Unix milliseconds. */
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, ["freshness_optouts", "freshness_checks"]);
      await dropColumns(db, "businesses", ["confirmed_by", "confirmed_at"]);
    },
  };
}
