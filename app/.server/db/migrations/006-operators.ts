import type { Kysely, Migration } from "kysely";
import { createIndex, type Dialect, now, withIdColumn } from "./columns";

/**
 * The operator role: accounts (argon2id password hashes), server-side sessions
 * (only a hash of each token is stored), one-time setup links, and the audit log of
 * content changes.
 */
export function operatorsMigration(dialect: Dialect): Migration {
  const idColumn = withIdColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable("operators"))
        .addColumn("email", "varchar(254)", (col) => col.notNull().unique())
        .addColumn("password_hash", "varchar(255)")
        .addColumn("created_at", "timestamp", (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createTable("operator_sessions")
        .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
        .addColumn("operator_id", "integer", (col) =>
          col.notNull().references("operators.id").onDelete("cascade"),
        )
        /** Unix milliseconds. */
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .addColumn("last_seen_at", "bigint", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("operator_setup_tokens")
        .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
        /** Null: the first operator chooses their e-mail address on the setup page. */
        .addColumn("operator_id", "integer", (col) =>
          col.references("operators.id").onDelete("cascade"),
        )
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .addColumn("used_at", "bigint")
        .execute();
      await idColumn(db.schema.createTable("audit_log"))
        .addColumn("operator_id", "integer")
        .addColumn("operator_email", "varchar(254)", (col) => col.notNull())
        .addColumn("entity", "varchar(40)", (col) => col.notNull())
        .addColumn("entity_id", "varchar(100)", (col) => col.notNull())
        .addColumn("action", "varchar(40)", (col) => col.notNull())
        .addColumn("changes", "text", (col) => col.notNull())
        .addColumn("created_at", "timestamp", (col) => col.notNull().defaultTo(now))
        .execute();
      await createIndex(db, "audit_log_entity", "audit_log", ["entity", "entity_id"]);
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["audit_log", "operator_setup_tokens", "operator_sessions", "operators"])
        await db.schema.dropTable(table).execute();
    },
  };
}
