import { statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DbHandle, openDatabase } from "~/.server/db/db";

// Issue 35, point 2: the app's SQLite connection leaves checkpoints (copying the write-ahead
// log into the database file) to a thread of its own, so a large commit does not also copy
// its pages on the thread that serves every request.

let dir = "";
let handle: DbHandle | undefined;

afterEach(async () => {
  await handle?.db.destroy();
  handle = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** Writes about 4 MB (1,000 pages and more) in one transaction. */
async function writeALot(db: DbHandle["db"]) {
  await sql`create table filler (id integer primary key, body text)`.execute(db);
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 1000)
    insert into filler (body) select hex(randomblob(2000)) from n`.execute(db);
}

async function open(checkpointInThread: boolean) {
  dir = await mkdtemp(path.join(os.tmpdir(), "mg-checkpoint-"));
  const file = path.join(dir, "test.db");
  const opened = openDatabase({ sqlitePath: file, checkpointInThread });
  handle = opened;
  return { file, db: opened.db };
}

describe("checkpoints of the app's SQLite database", () => {
  it("are not run by the connection itself, and a thread copies the log into the file", async () => {
    const { file, db } = await open(true);
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      db,
    );
    expect(rows[0]?.wal_autocheckpoint).toBe(0);
    await writeALot(db);
    // The thread checkpoints once a second: the pages reach the database file.
    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(4_000_000), {
      timeout: 5000,
      interval: 50,
    });
  });

  it("are run in place by connections opened without the thread (tests, tools)", async () => {
    const { db } = await open(false);
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      db,
    );
    expect(rows[0]?.wal_autocheckpoint).toBe(1000);
  });
});
