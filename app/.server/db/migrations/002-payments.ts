import type { Kysely, Migration } from "kysely";
import { now } from "./columns";

/** Stripe events already applied (idempotency) and the demo provider's checkout sessions. */
export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("stripe_events")
      .addColumn("id", "varchar(255)", (col) => col.primaryKey())
      .addColumn("type", "varchar(100)", (col) => col.notNull())
      .addColumn("created", "bigint", (col) => col.notNull())
      .addColumn("processed_at", "timestamp", (col) => col.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createTable("demo_checkout_sessions")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("plan_type", "varchar(20)", (col) => col.notNull())
      .addColumn("price_id", "varchar(100)", (col) => col.notNull())
      .addColumn("completed", "boolean", (col) => col.notNull().defaultTo(false))
      .addColumn("created_at", "timestamp", (col) => col.notNull().defaultTo(now))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("demo_checkout_sessions").execute();
    await db.schema.dropTable("stripe_events").execute();
  },
};
