import type { Kysely, Migration } from "kysely";
import type { ColumnSpec, Dialect } from "./columns";
import { addColumns, createIndex, dropTables, tableWithId, tableWithKey, tokenTable } from "./ddl";

/**
 * Paid plans deliver (issue 11): a subscription belongs to a business (its slug);
 * a demo checkout remembers the business it was started for; businesses get a
 * gallery; business pages count views per day (no visitor data); Silver's monthly
 * social-media post is a task; the monthly report is sent once per business and
 * month, and the notice of a plan whose period ran out without any event once per
 * period; owners sign in by a single-use link and hold a server-side session; an
 * owner's requested changes to a listing wait for moderation.
 */
export function plansMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(db, "subscriptions", [["business_slug", "varchar(100)"]]);
      await createIndex(db, "subscriptions_business", "subscriptions", ["business_slug"]);
      await addColumns(db, "demo_checkout_sessions", [["business_slug", "varchar(100)"]]);

      await tableWithId(db, dialect, "business_images")
        .addColumn("business_slug", "varchar(100)", (col) => col.notNull())
        .addColumn("position", "integer", (col) => col.notNull())
        /** The image's public path (/images/business/<slug>/<file>). */
        .addColumn("path", "varchar(500)", (col) => col.notNull())
        .addColumn("alt", "varchar(300)", (col) => col.notNull())
        /** Unix milliseconds. */
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .execute();
      await createIndex(db, "business_images_business", "business_images", [
        "business_slug",
        "position",
      ]);

      await tableWithKey(db, "page_views", ["business_slug", "day"])
        .addColumn("business_slug", "varchar(100)", (col) => col.notNull())
        /** The Stockholm date, YYYY-MM-DD. */
        .addColumn("day", "varchar(10)", (col) => col.notNull())
        .addColumn("views", "integer", (col) => col.notNull())
        .execute();

      await tableWithKey(db, "social_posts", ["business_slug", "month"])
        .addColumn("business_slug", "varchar(100)", (col) => col.notNull())
        /** YYYY-MM */
        .addColumn("month", "varchar(7)", (col) => col.notNull())
        /** YYYY-MM-DD */
        .addColumn("due_on", "varchar(10)", (col) => col.notNull())
        .addColumn("done_at", "bigint")
        .addColumn("done_by", "varchar(254)")
        .execute();

      await tableWithKey(db, "monthly_reports", ["business_slug", "month"])
        .addColumn("business_slug", "varchar(100)", (col) => col.notNull())
        .addColumn("month", "varchar(7)", (col) => col.notNull())
        .addColumn("sent_at", "bigint", (col) => col.notNull())
        .execute();

      await tableWithKey(db, "plan_lapse_notices", ["subscription_id", "expires_at"])
        .addColumn("subscription_id", "integer", (col) => col.notNull())
        /** The period end that ran out (subscriptions.expires_at). */
        .addColumn("expires_at", "varchar(40)", (col) => col.notNull())
        .addColumn("sent_at", "bigint", (col) => col.notNull())
        .execute();

      const owner: ColumnSpec = ["email", "varchar(254)", (col) => col.notNull()];
      await tokenTable(db, "owner_sign_in_tokens", "link", owner).execute();
      await tokenTable(db, "owner_sessions", "session", owner).execute();

      await tableWithId(db, dialect, "listing_change_requests")
        .addColumn("business_slug", "varchar(100)", (col) => col.notNull())
        .addColumn("email", "varchar(254)", (col) => col.notNull())
        .addColumn("message", "text", (col) => col.notNull())
        .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("new"))
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .addColumn("reviewed_at", "bigint")
        .addColumn("reviewed_by", "varchar(254)")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, [
        "listing_change_requests",
        "owner_sessions",
        "owner_sign_in_tokens",
        "plan_lapse_notices",
        "monthly_reports",
        "social_posts",
        "page_views",
        "business_images",
      ]);
      await db.schema.alterTable("demo_checkout_sessions").dropColumn("business_slug").execute();
      await db.schema.dropIndex("subscriptions_business").execute();
      await db.schema.alterTable("subscriptions").dropColumn("business_slug").execute();
    },
  };
}
