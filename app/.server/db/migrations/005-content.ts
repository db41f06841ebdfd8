import type { Kysely, Migration } from "kysely";
import { type Dialect, deletedWith, stampedAt, timestamps } from "./columns";
import { dropTables, tableWithId, tableWithKey } from "./ddl";

/**
 * The guide's content: one record per place (businesses), where each place is listed
 * (business_listings), the hand-picked places (featured_places), offers, and a content
 * version that changes with every write (content_meta) so every process can tell that
 * its cached copy is stale. content_seeds records which seed sets have been applied,
 * so a seed runs once and never overwrites an operator's edits.
 */
export function contentMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(db, dialect, "businesses")
        .addColumn("slug", "varchar(100)", (col) => col.notNull().unique())
        .addColumn("name", "varchar(200)", (col) => col.notNull())
        // The category value as the detail page shows it (usually a slug, sometimes 'Boende').
        .addColumn("category", "varchar(100)", (col) => col.notNull())
        /** The card's short text. */
        .addColumn("summary", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull())
        .addColumn("address", "varchar(300)", (col) => col.notNull())
        .addColumn("email", "varchar(254)")
        .addColumn("phone", "varchar(60)")
        .addColumn("website", "varchar(500)")
        /** 4.3–4.9, or none (pages then show the spec's default 4.8). */
        .addColumn("rating", "real")
        .addColumn("image", "varchar(500)")
        .addColumn("featured", "boolean", (col) => col.notNull().defaultTo(false))
        .addColumn("has_detail_page", "boolean", (col) => col.notNull().defaultTo(true))
        .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("published"))
        /** Extended profile (long description, philosophy, equipment, features) as JSON. */
        .addColumn("profile", "text")
        /** One line: where the facts come from. */
        .addColumn("source", "text")
        .$call(timestamps)
        .execute();

      // Opening hours as rows: a day range and a time range each, in order.
      await tableWithKey(db, "business_hours", ["business_slug", "position"])
        .addColumn("business_slug", "varchar(100)", (col) =>
          deletedWith(col.notNull(), "businesses.slug"),
        )
        .addColumn("position", "integer", (col) => col.notNull())
        .addColumn("days", "varchar(100)", (col) => col.notNull())
        .addColumn("time", "varchar(100)", (col) => col.notNull())
        .execute();

      await tableWithKey(db, "business_listings", ["category_slug", "business_slug"])
        .addColumn("category_slug", "varchar(100)", (col) => col.notNull())
        .addColumn("business_slug", "varchar(100)", (col) =>
          deletedWith(col.notNull(), "businesses.slug"),
        )
        .addColumn("position", "integer", (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("featured_places")
        .addColumn("business_slug", "varchar(100)", (col) =>
          deletedWith(col.primaryKey(), "businesses.slug"),
        )
        .addColumn("position", "integer", (col) => col.notNull())
        /** Also among the start page's four, in this order (null = not on the start page). */
        .addColumn("home_position", "integer")
        .execute();

      await tableWithId(db, dialect, "offers")
        .addColumn("slug", "varchar(100)", (col) => col.notNull().unique())
        .addColumn("business_slug", "varchar(100)", (col) =>
          col.references("businesses.slug").onDelete("set null"),
        )
        .addColumn("business_name", "varchar(200)", (col) => col.notNull())
        .addColumn("tag", "varchar(40)", (col) => col.notNull())
        .addColumn("title", "varchar(200)", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull())
        .addColumn("location", "varchar(300)", (col) => col.notNull())
        .addColumn("image", "varchar(500)", (col) => col.notNull())
        .addColumn("rating", "real")
        .addColumn("url", "varchar(500)", (col) => col.notNull())
        .addColumn("color", "varchar(20)", (col) => col.notNull())
        /** Last day the offer is shown (Europe/Stockholm date, YYYY-MM-DD); null = no end. */
        .addColumn("valid_until", "varchar(10)")
        .addColumn("position", "integer", (col) => col.notNull())
        .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("published"))
        .addColumn("source", "text")
        .$call(timestamps)
        .execute();

      await db.schema
        .createTable("content_meta")
        .addColumn("id", "integer", (col) => col.primaryKey())
        .addColumn("version", "bigint", (col) => col.notNull())
        .execute();
      await db
        .insertInto("content_meta" as never)
        .values({ id: 1, version: 0 } as never)
        .execute();

      await db.schema
        .createTable("content_seeds")
        .addColumn("name", "varchar(100)", (col) => col.primaryKey())
        .$call(stampedAt("applied_at"))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, [
        "content_seeds",
        "content_meta",
        "offers",
        "featured_places",
        "business_listings",
        "business_hours",
        "businesses",
      ]);
    },
  };
}
