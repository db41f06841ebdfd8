import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { logger } from "~/.server/logger";
import { checkpointInThread } from "./checkpoint-thread";
import { type Dialect, migrations } from "./migrations";
import type { Database } from "./schema";

export interface DbHandle {
  db: Kysely<Database>;
  dialect: Dialect;
}

export interface DbConfig {
  databaseUrl?: string;
  sqlitePath: string;
  /** SQLite: checkpoint from a thread of its own (the app's one database; see checkpoint-thread.ts). */
  checkpointInThread?: boolean;
}

/** Opens SQLite (default) or PostgreSQL (when a URL is given). */
export function openDatabase(config: DbConfig): DbHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // Nothing waits for ever on a database that is away: a connection is given up after
      // 5 s and a query after 30 s (the request then gets 503, see unavailable.ts).
      connectionTimeoutMillis: 5000,
      query_timeout: 30_000,
      keepAlive: true,
    });
    // An idle connection that the server closes must not crash the process; the pool replaces it.
    pool.on("error", (error) =>
      logger.warn({ err: error.message }, "idle PostgreSQL connection closed"),
    );
    // A connection that dies while checked out (between the statements of a transaction)
    // is an 'error' event the pool does not listen to then: without this listener it was
    // an uncaught exception that stopped the process (found by the cluster test's
    // PostgreSQL outage). The statement in flight fails with the error anyway.
    pool.on("connect", (client) =>
      client.on("error", (error) =>
        logger.warn({ err: error.message }, "PostgreSQL connection lost while in use"),
      ),
    );
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
    };
  }
  fs.mkdirSync(path.dirname(path.resolve(config.sqlitePath)), { recursive: true });
  const sqlite = new SQLite(config.sqlitePath);
  sqlite.pragma("journal_mode = WAL");
  // FULL: a commit is on disk before we answer, so an acknowledged write survives a crash.
  sqlite.pragma("synchronous = FULL");
  // Wait for a writer in another process instead of failing with SQLITE_BUSY.
  sqlite.pragma("busy_timeout = 10000");
  sqlite.pragma("foreign_keys = ON");
  if (config.checkpointInThread) checkpointInThread(sqlite, path.resolve(config.sqlitePath));
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: "sqlite",
  };
}

export async function migrateToLatest(handle: DbHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations(handle.dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Success")
      logger.info({ migration: result.migrationName }, "migration applied");
    if (result.status === "Error")
      logger.error({ migration: result.migrationName }, "migration failed");
  }
  if (error) throw error;
}

/**
 * A timestamp column's value as an instant. SQLite's CURRENT_TIMESTAMP is text without
 * a zone (it is UTC, "2026-05-04 12:03:09"); PostgreSQL gives a Date.
 */
export function instantOf(value: Date | string): Date {
  if (value instanceof Date) return value;
  return /[zZ]|[+-]\d\d:?\d\d$/.test(value)
    ? new Date(value)
    : new Date(`${value.replace(" ", "T")}Z`);
}

/** Booleans as 1/0: SQLite cannot bind true/false, and PostgreSQL reads 1/0 for a boolean column. */
export function bool(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

/** True for a unique-constraint violation on either database (PostgreSQL code 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}
