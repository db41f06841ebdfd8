import type { Kysely, Migration } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "./columns";
import { createIndex, tableWithId } from "./ddl";

/**
 * Visitors' reviews of a place (issue 39): stars, a text, a display name and the visit
 * month; the address is only for the confirmation link and the decision's mail and is
 * never shown. A review is unconfirmed until its link is opened, then pending until an
 * operator publishes or rejects it; a newer confirmed review of the same address and
 * place replaces it, and its removal link removes it. Only token hashes are stored.
 * Times are Unix milliseconds, like the owner tables. One review per address and place
 * waits or is published at a time: a partial unique index, so two confirmations at once
 * cannot keep two.
 */
export function reviewsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(db, dialect, "reviews")
        .addColumn("business_slug", "varchar(100)", (col) => col.notNull())
        .addColumn("rating", "integer", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("display_name", "varchar(60)", (col) => col.notNull())
        /** Trimmed, lower case. */
        .addColumn("email", "varchar(254)", (col) => col.notNull())
        /** "2026-10", when given. */
        .addColumn("visit_month", "varchar(7)")
        /** unconfirmed | pending | published | rejected | removed | replaced */
        .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("unconfirmed"))
        .addColumn("confirm_token_hash", "varchar(64)")
        .addColumn("confirm_expires_at", "bigint")
        .addColumn("remove_token_hash", "varchar(64)")
        /** Why it was rejected (the reviewer's mail carries it). */
        .addColumn("reason", "text")
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .addColumn("confirmed_at", "bigint")
        .addColumn("decided_at", "bigint")
        .addColumn("decided_by", "varchar(254)")
        .execute();
      await createIndex(db, "reviews_place", "reviews", ["business_slug", "status", "id"]);
      await createIndex(db, "reviews_status", "reviews", ["status", "id"]);
      await createIndex(db, "reviews_email", "reviews", ["email", "created_at"]);
      await db.schema
        .createIndex("reviews_one_standing")
        .on("reviews")
        .columns(["business_slug", "email"])
        .unique()
        .where(sql.ref("status"), "in", sql`('pending', 'published')`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("reviews").execute();
    },
  };
}
