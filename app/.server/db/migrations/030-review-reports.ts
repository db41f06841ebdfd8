import type { Kysely, Migration } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "./columns";
import { createIndex, tableWithId } from "./ddl";

/**
 * Visitors' reports of a published review ('Rapportera', issue 39, point 2): why, in the
 * visitor's words if they add any, open until the operator keeps or removes the review.
 * One open report per client and review (a partial unique index: a double press or a
 * second tab stores one). The client is kept only as a hash of its address.
 */
export function reviewReportsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(db, dialect, "review_reports")
        .addColumn("review_id", "integer", (col) =>
          col.notNull().references("reviews.id").onDelete("cascade"),
        )
        .addColumn("reason", "varchar(40)", (col) => col.notNull())
        .addColumn("details", "text")
        .addColumn("client_key", "varchar(64)", (col) => col.notNull())
        /** open | closed */
        .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("open"))
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .addColumn("decided_at", "bigint")
        .addColumn("decided_by", "varchar(254)")
        .execute();
      await createIndex(db, "review_reports_status", "review_reports", ["status", "review_id"]);
      await db.schema
        .createIndex("review_reports_one_open")
        .on("review_reports")
        .columns(["review_id", "client_key"])
        .unique()
        .where(sql.ref("status"), "=", "open")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("review_reports").execute();
    },
  };
}
