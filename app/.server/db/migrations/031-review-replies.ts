import type { Kysely, Migration } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "./columns";
import { createIndex, tableWithId } from "./ddl";

/**
 * An owner's reply to a published review of their place ('Svara', issue 39, point 3):
 * the text and who sent it, pending until an operator publishes or rejects it with a
 * reason (the owner's mail carries it). One reply per review waits or is published at a
 * time (a partial unique index: a double press or a second tab stores one); a rejected
 * reply may be written anew. It goes with its review when the review is removed.
 */
export function reviewRepliesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(db, dialect, "review_replies")
        .addColumn("review_id", "integer", (col) =>
          col.notNull().references("reviews.id").onDelete("cascade"),
        )
        .addColumn("body", "text", (col) => col.notNull())
        /** The owner who wrote it: trimmed, lower case; never shown. */
        .addColumn("email", "varchar(254)", (col) => col.notNull())
        /** pending | published | rejected */
        .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("pending"))
        .addColumn("reason", "text")
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .addColumn("decided_at", "bigint")
        .addColumn("decided_by", "varchar(254)")
        .execute();
      await createIndex(db, "review_replies_status", "review_replies", ["status", "id"]);
      await db.schema
        .createIndex("review_replies_one_standing")
        .on("review_replies")
        .column("review_id")
        .unique()
        .where(sql.ref("status"), "in", sql`('pending', 'published')`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("review_replies").execute();
    },
  };
}
