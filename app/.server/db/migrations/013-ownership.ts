import type { Kysely, Migration } from "kysely";
import { addColumns, createIndex, tableWithKey } from "./ddl";

/**
 * Ownership is granted, never bought (issue 20). An owner is whoever sent the
 * approved registration of a business (business_submissions) or whom an operator
 * assigned (here; claims will add rows here too). A purchase only records the
 * business its buyer asked for; it is linked when the buyer owns that business, or
 * by the operator.
 */
export function ownershipMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithKey(db, "business_owners", ["business_slug", "email"])
        .addColumn("business_slug", "varchar(100)", (col) => col.notNull())
        /** Trimmed, lower case, as owner-auth compares addresses. */
        .addColumn("email", "varchar(254)", (col) => col.notNull())
        /** "operator" (assigned in the admin) or "claim". */
        .addColumn("source", "varchar(20)", (col) => col.notNull())
        .addColumn("created_by", "varchar(254)")
        /** Unix milliseconds. */
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .execute();
      await createIndex(db, "business_owners_email", "business_owners", ["email"]);
      await addColumns(db, "subscriptions", [["requested_business_slug", "varchar(100)"]]);
      await createIndex(db, "subscriptions_email", "subscriptions", ["email"]);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("subscriptions_email").execute();
      await db.schema.alterTable("subscriptions").dropColumn("requested_business_slug").execute();
      await db.schema.dropTable("business_owners").execute();
    },
  };
}
