import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { rm, stat } from "node:fs/promises";
import SQLite from "better-sqlite3";
import pg from "pg";

// The database half of a backup: a consistent snapshot taken while the site keeps
// writing, and its restore into an empty target.
// - SQLite: the online backup API, all pages in one step (one read transaction, so a
//   write arriving meanwhile neither blocks nor restarts it: WAL lets it go on).
// - PostgreSQL: pg_dump in the snapshot of a transaction of our own
//   (pg_export_snapshot), in which the rows per table are counted too.

export interface Snapshot {
  /** Rows per table, as in the snapshot. */
  tables: Record<string, number>;
  /** The last migration applied in the snapshot. */
  migration: string | null;
}

/** A failure the operator can act on, said in one line (no stack). */
export class BackupError extends Error {}

const MIGRATIONS_TABLE = "kysely_migration";

function sqliteTables(db: SQLite.Database): string[] {
  const rows = db.prepare("PRAGMA table_list").all() as {
    schema: string;
    name: string;
    type: string;
  }[];
  return rows
    .filter(
      (row) => row.schema === "main" && row.type === "table" && !row.name.startsWith("sqlite_"),
    )
    .map((row) => row.name)
    .sort();
}

function quoted(name: string) {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Rows per table and the last migration of an SQLite file; throws when it is not whole. */
export function inspectSqlite(file: string): Snapshot {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new BackupError(`the SQLite database is damaged (${String(check)})`);
    const tables: Record<string, number> = {};
    for (const name of sqliteTables(db))
      tables[name] = (
        db.prepare(`SELECT count(*) AS n FROM ${quoted(name)}`).get() as { n: number }
      ).n;
    const migration = tables[MIGRATIONS_TABLE]
      ? ((
          db.prepare(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY name DESC LIMIT 1`).get() as
            | { name: string }
            | undefined
        )?.name ?? null)
      : null;
    return { tables, migration };
  } finally {
    db.close();
  }
}

/** Copies the live SQLite database at `source` into `target` (a new file). */
export async function snapshotSqlite(source: string, target: string): Promise<Snapshot> {
  if (!existsSync(source)) throw new BackupError(`no SQLite database at ${source}`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 10000");
    // The first step only starts the backup; the next copies every page at once.
    await db.backup(target, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  return inspectSqlite(target);
}

/** The connection string without its password, and the password for PGPASSWORD. */
function pgConnection(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${command} was not found: install PostgreSQL's client tools (apt-get install postgresql-client), the same major version as the server or newer`,
            )
          : error,
      ),
    );
    child.on("close", (code) => {
      if (code === 0) resolve();
      else {
        const line = stderr.trim().split("\n").filter(Boolean).slice(-1)[0] ?? `exit code ${code}`;
        reject(new BackupError(`${command} failed: ${line}`));
      }
    });
  });
}

async function pgTables(client: pg.PoolClient | pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  return rows.map((row) => row.name);
}

/** A connection to the database, or a BackupError that says it cannot be reached. */
async function connected(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    return client;
  } catch (error) {
    throw new BackupError(`PostgreSQL cannot be reached: ${(error as Error).message}`);
  }
}

/** pg_dump of the database in one snapshot, with the rows per table counted in it. */
export async function snapshotPostgres(databaseUrl: string, target: string): Promise<Snapshot> {
  const client = await connected(databaseUrl);
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows: exported } = await client.query<{ id: string }>(
      "SELECT pg_export_snapshot() AS id",
    );
    const id = exported[0]?.id;
    const tables: Record<string, number> = {};
    for (const name of await pgTables(client)) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${quoted(name)}`,
      );
      tables[name] = Number(rows[0]?.n);
    }
    const migration = tables[MIGRATIONS_TABLE]
      ? ((
          await client.query<{ name: string }>(
            `SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY name DESC LIMIT 1`,
          )
        ).rows[0]?.name ?? null)
      : null;
    const { dbname, env } = pgConnection(databaseUrl);
    await run(
      "pg_dump",
      [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--snapshot=${id}`,
        `--file=${target}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await client.query("COMMIT");
    return { tables, migration };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Tables in the target's public schema (an empty database has none). */
export async function postgresTables(databaseUrl: string): Promise<string[]> {
  const client = await connected(databaseUrl);
  try {
    return await pgTables(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Restores a pg_dump archive in one transaction (all or nothing). With `replace`, the
 * public schema is emptied first.
 */
export async function restorePostgres(
  databaseUrl: string,
  dump: string,
  replace: boolean,
): Promise<void> {
  if (replace) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
    } finally {
      await client.end().catch(() => {});
    }
  }
  const { dbname, env } = pgConnection(databaseUrl);
  await run(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      `--dbname=${dbname}`,
      dump,
    ],
    env,
  );
}

/** True when an SQLite database (or its write-ahead log) is at `file`. */
export async function sqliteExists(file: string): Promise<boolean> {
  for (const candidate of [file, `${file}-wal`]) {
    const info = await stat(candidate).catch(() => undefined);
    if (info && info.size > 0) return true;
  }
  return false;
}

/** Removes an SQLite database with its log and shared-memory files. */
export async function removeSqlite(file: string): Promise<void> {
  for (const suffix of ["", "-wal", "-shm", "-journal"])
    await rm(`${file}${suffix}`, { force: true });
}
