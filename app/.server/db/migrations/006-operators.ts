import type { Kysely, Migration } from "kysely";
import { type Dialect, deletedWith, stampedAt } from "./columns";
import { createIndex, dropTables, tableWithId, tokenTable } from "./ddl";

/**
 * The operator role: accounts (argon2id password hashes), server-side sessions
 * (only a hash of each token is stored), one-time setup links, and the audit log of
 * content changes.
 */
export function operatorsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(db, dialect, "operators")
        .addColumn("email", "varchar(254)", (col) => col.notNull().unique())
        .addColumn("password_hash", "varchar(255)")
        .$call(stampedAt())
        .execute();
      await tokenTable(db, "operator_sessions", "session", [
        "operator_id",
        "integer",
        (col) => deletedWith(col.notNull(), "operators.id"),
      ]).execute();
      // The first operator's link has none: they choose their e-mail address on the setup page.
      await tokenTable(db, "operator_setup_tokens", "link", [
        "operator_id",
        "integer",
        (col) => deletedWith(col, "operators.id"),
      ]).execute();
      await tableWithId(db, dialect, "audit_log")
        .addColumn("operator_id", "integer")
        .addColumn("operator_email", "varchar(254)", (col) => col.notNull())
        .addColumn("entity", "varchar(40)", (col) => col.notNull())
        .addColumn("entity_id", "varchar(100)", (col) => col.notNull())
        .addColumn("action", "varchar(40)", (col) => col.notNull())
        .addColumn("changes", "text", (col) => col.notNull())
        .$call(stampedAt())
        .execute();
      await createIndex(db, "audit_log_entity", "audit_log", ["entity", "entity_id"]);
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, [
        "audit_log",
        "operator_setup_tokens",
        "operator_sessions",
        "operators",
      ]);
    },
  };
}
