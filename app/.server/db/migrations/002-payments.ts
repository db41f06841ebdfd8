import type { Kysely, Migration } from "kysely";
import { stampedAt } from "./columns";
import { dropTables } from "./ddl";

/** Stripe events already applied (idempotency) and the demo provider's checkout sessions. */
export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("stripe_events")
      .addColumn("id", "varchar(255)", (col) => col.primaryKey())
      .addColumn("type", "varchar(100)", (col) => col.notNull())
      .addColumn("created", "bigint", (col) => col.notNull())
      .$call(stampedAt("processed_at"))
      .execute();
    await db.schema
      .createTable("demo_checkout_sessions")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("plan_type", "varchar(20)", (col) => col.notNull())
      .addColumn("price_id", "varchar(100)", (col) => col.notNull())
      .addColumn("completed", "boolean", (col) => col.notNull().defaultTo(false))
      .$call(stampedAt())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropTables(db, ["demo_checkout_sessions", "stripe_events"]);
  },
};
