import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

// A PostgreSQL connection that dies while a transaction holds it (the server restarting,
// the network to it cut) fails that transaction and nothing else. Issue 25: the client's
// 'error' event had no listener while it was checked out of the pool, so it became an
// uncaught exception that stopped the process (Vitest fails a run on one as well).

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase("postgres");
});
afterAll(async () => {
  await database?.cleanup();
});

it("a connection lost inside a transaction fails that transaction, and the next query works", async () => {
  const { db } = database;
  const transaction = db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
    // Another connection ends this one, as a restarting server does.
    await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(db);
    await sql`select 1`.execute(trx);
  });
  await expect(transaction).rejects.toThrow();
  const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
  expect(rows[0]?.one).toBe(1);
});
