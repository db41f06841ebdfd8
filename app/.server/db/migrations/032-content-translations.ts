import type { Kysely, Migration } from "kysely";
import { addChangeTriggers } from "./015-content-changes";
import type { Dialect } from "./columns";

/**
 * The guide's content in English, German and Danish (issue 40, point 4): one text per
 * subject (a category, place, event or offer, by its slug), language and field, with who
 * wrote it (the guide's own translations of the seeded texts say "Malmöguiden"). Swedish
 * stays in the content's own tables. Every change is a content change (`translations`,
 * read whole), so each process's snapshot shows it at once.
 */
export function contentTranslationsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("content_translations")
        /** category | place | event | offer */
        .addColumn("subject", "varchar(20)", (col) => col.notNull())
        /** The subject's slug. */
        .addColumn("key", "varchar(200)", (col) => col.notNull())
        /** en | de | da */
        .addColumn("language", "varchar(5)", (col) => col.notNull())
        .addColumn("field", "varchar(40)", (col) => col.notNull())
        .addColumn("text", "text", (col) => col.notNull())
        .addColumn("translated_by", "varchar(254)", (col) => col.notNull())
        .addColumn("updated_at", "bigint", (col) => col.notNull())
        .addPrimaryKeyConstraint("content_translations_pk", ["subject", "key", "language", "field"])
        .execute();
      await addChangeTriggers(db, dialect, {
        table: "content_translations",
        entity: "translations",
        key: "",
      });
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("content_translations").execute();
    },
  };
}
