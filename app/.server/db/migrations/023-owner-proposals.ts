import type { Kysely, Migration } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "./columns";
import { createIndex, tableWithId } from "./ddl";

/**
 * An owner's proposed changes to their place (issue 38): the values as JSON, waiting for
 * the operator, who approves or rejects them field by field (the decision per field as
 * JSON, the rejection's reason). One pending proposal per place: an owner's later edit
 * of the same place joins it (a partial unique index, so two posts at once cannot store
 * two). Times are Unix milliseconds, like the owner tables.
 */
export function ownerProposalsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(db, dialect, "owner_proposals")
        .addColumn("business_slug", "varchar(100)", (col) => col.notNull())
        /** The owner who proposed it last (trimmed, lower case). */
        .addColumn("email", "varchar(254)", (col) => col.notNull())
        /** {"field": value, …}: app/lib/owner/proposal-fields.ts names the fields. */
        .addColumn("fields", "text", (col) => col.notNull())
        /** pending | approved | rejected | partly (some fields approved, some not) */
        .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("pending"))
        /** {"field": "approved" | "rejected", …} once decided. */
        .addColumn("decisions", "text")
        .addColumn("reason", "text")
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .addColumn("updated_at", "bigint", (col) => col.notNull())
        .addColumn("decided_at", "bigint")
        .addColumn("decided_by", "varchar(254)")
        .execute();
      await createIndex(db, "owner_proposals_status", "owner_proposals", ["status", "id"]);
      await db.schema
        .createIndex("owner_proposals_one_pending")
        .on("owner_proposals")
        .column("business_slug")
        .unique()
        .where(sql.ref("status"), "=", "pending")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("owner_proposals").execute();
    },
  };
}
