import type { Kysely, Migration } from "kysely";

/**
 * Whose lease it is (issue: every mail exactly once on any number of processes): each
 * claim of outbox rows writes a random token with `locked_until`, and the worker extends
 * the lease, marks a message sent and records a failure only while the token is its own.
 * A message whose lease another process took over is not sent or marked by the first.
 */
export function mailLeaseMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("mail_outbox").addColumn("lease_token", "varchar(64)").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("mail_outbox").dropColumn("lease_token").execute();
    },
  };
}
