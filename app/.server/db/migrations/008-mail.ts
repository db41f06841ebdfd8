import type { Kysely, Migration } from "kysely";
import { type Dialect, stampedAt } from "./columns";
import { createIndex, tableWithId } from "./ddl";

/**
 * The transactional outbox: a message is written here in the same transaction as the
 * change that causes it, and the mail worker sends it afterwards (app/.server/mail).
 * Times the worker compares (`due_at`, `locked_until`) are epoch milliseconds so both
 * databases compare them the same way.
 */
export function mailMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(db, dialect, "mail_outbox")
        /** What caused it, e.g. "registration-received"; for logs and the admin area. */
        .addColumn("kind", "varchar(60)", (col) => col.notNull())
        /** A reference to the record it is about, e.g. "registration:12" or "newsletter:3". */
        .addColumn("ref", "varchar(100)")
        .addColumn("recipient", "varchar(254)", (col) => col.notNull())
        .addColumn("subject", "varchar(300)", (col) => col.notNull())
        .addColumn("text_body", "text", (col) => col.notNull())
        .addColumn("html_body", "text", (col) => col.notNull())
        /** Extra headers as JSON (e.g. List-Unsubscribe), or null. */
        .addColumn("headers", "text")
        /** Fixed when queued, so a message sent again carries the same Message-ID. */
        .addColumn("message_id", "varchar(255)", (col) => col.notNull().unique())
        /** pending | sent | failed */
        .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("due_at", "bigint", (col) => col.notNull())
        .addColumn("locked_until", "bigint")
        .addColumn("last_error", "text")
        .addColumn("sent_at", "timestamp")
        .$call(stampedAt())
        .execute();
      await createIndex(db, "mail_outbox_due", "mail_outbox", ["status", "due_at"]);
      await createIndex(db, "mail_outbox_ref", "mail_outbox", ["ref"]);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("mail_outbox").execute();
    },
  };
}
