import type { Kysely, Migration } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "./columns";
import { createIndex, tableWithId } from "./ddl";

/**
 * Claims of a listing (issue 24, point 5): someone who says they represent a business
 * asks to become its owner; an operator approves (a business_owners row with source
 * "claim") or rejects with a reason. Times are Unix milliseconds, like the owner tables.
 * At most one pending claim per business and address: a partial unique index, which
 * SQLite and PostgreSQL both have, so two posts at once cannot store two.
 */
export function claimsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(db, dialect, "business_claims")
        .addColumn("business_slug", "varchar(100)", (col) => col.notNull())
        .addColumn("name", "varchar(200)", (col) => col.notNull())
        /** Trimmed, lower case, as the owner tables compare addresses. */
        .addColumn("email", "varchar(254)", (col) => col.notNull())
        .addColumn("role", "varchar(40)", (col) => col.notNull())
        .addColumn("verification", "text", (col) => col.notNull())
        /** pending | approved | rejected */
        .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("pending"))
        /** Why it was rejected (the claimant's mail carries it). */
        .addColumn("reason", "text")
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .addColumn("decided_at", "bigint")
        .addColumn("decided_by", "varchar(254)")
        .execute();
      await createIndex(db, "business_claims_status", "business_claims", ["status", "id"]);
      await db.schema
        .createIndex("business_claims_one_pending")
        .on("business_claims")
        .columns(["business_slug", "email"])
        .unique()
        .where(sql.ref("status"), "=", "pending")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("business_claims").execute();
    },
  };
}
