import type { Kysely, Migration } from "kysely";
import { type Dialect, deletedWith } from "./columns";
import { addColumns, createIndex, dropColumns, dropIndexes, dropTables, tableWithId } from "./ddl";

/**
 * Newsletter consent (double opt-in) and sending.
 *
 * Subscribers get a status: `pending` (signed up, not confirmed), `confirmed` (clicked the
 * link in the confirmation mail; only these receive newsletters) or `unsubscribed`.
 * Rows from before this migration never confirmed and gave no recorded consent, so they
 * become `pending` with empty consent fields: they receive nothing until they sign up
 * again and confirm.
 *
 * Only a SHA-256 of the confirmation token is stored (the token itself is in the mail).
 * The unsubscribe token is stored as it is: every newsletter carries it, so it must be
 * readable at send time; it can do nothing but unsubscribe and undo that.
 *
 * Times are epoch milliseconds (bigint), like the outbox's, so both databases compare
 * and return them the same way.
 */
export function newsletterMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(db, "newsletter_subscribers", [
        ["status", "varchar(20)", (col) => col.notNull().defaultTo("pending")],
        ["confirm_token_hash", "varchar(64)"],
        ["confirm_expires_at", "bigint"],
        ["confirmed_at", "bigint"],
        ["consent_at", "bigint"],
        ["consent_source", "varchar(40)"],
        ["policy_version", "varchar(40)"],
        ["unsubscribe_token", "varchar(64)"],
        ["unsubscribed_at", "bigint"],
        ["last_confirmation_sent_at", "bigint"],
      ]);
      await createIndex(
        db,
        "newsletter_subscribers_confirm_token",
        "newsletter_subscribers",
        ["confirm_token_hash"],
        { unique: true },
      );
      await createIndex(
        db,
        "newsletter_subscribers_unsubscribe_token",
        "newsletter_subscribers",
        ["unsubscribe_token"],
        { unique: true },
      );
      await createIndex(db, "newsletter_subscribers_status", "newsletter_subscribers", [
        "status",
        "id",
      ]);

      await tableWithId(db, dialect, "newsletters")
        .addColumn("subject", "varchar(200)", (col) => col.notNull())
        /** Markdown; HTML and plain text are generated from it when mail is rendered. */
        .addColumn("body", "text", (col) => col.notNull())
        /** draft | sending | sent */
        .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("draft"))
        /** Bumped by every save: the send confirmation names the revision it confirms. */
        .addColumn("revision", "integer", (col) => col.notNull().defaultTo(1))
        .addColumn("created_by", "varchar(254)", (col) => col.notNull())
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .addColumn("updated_at", "bigint", (col) => col.notNull())
        .addColumn("sent_by", "varchar(254)")
        /** When sending began; subscribers confirmed after it are not in this send. */
        .addColumn("send_started_at", "bigint")
        /** Confirmed subscribers when sending began. */
        .addColumn("recipients", "integer")
        /** When the last recipient's message was queued. */
        .addColumn("sent_at", "bigint")
        /** Which process is queueing it, and until when (resumed by another after a crash). */
        .addColumn("queue_owner", "varchar(64)")
        .addColumn("queue_lease_until", "bigint")
        .execute();

      // What was sent to whom: one row per recipient, with the outbox message.
      await tableWithId(db, dialect, "newsletter_deliveries")
        .addColumn("newsletter_id", "integer", (col) =>
          deletedWith(col.notNull(), "newsletters.id"),
        )
        .addColumn("subscriber_id", "integer", (col) => col.notNull())
        .addColumn("email", "varchar(254)", (col) => col.notNull())
        .addColumn("outbox_id", "integer", (col) => col.notNull())
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .addUniqueConstraint("newsletter_deliveries_once", ["newsletter_id", "subscriber_id"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, ["newsletter_deliveries", "newsletters"]);
      await dropIndexes(db, [
        "newsletter_subscribers_status",
        "newsletter_subscribers_unsubscribe_token",
        "newsletter_subscribers_confirm_token",
      ]);
      await dropColumns(db, "newsletter_subscribers", [
        "last_confirmation_sent_at",
        "unsubscribed_at",
        "unsubscribe_token",
        "policy_version",
        "consent_source",
        "consent_at",
        "confirmed_at",
        "confirm_expires_at",
        "confirm_token_hash",
        "status",
      ]);
    },
  };
}
