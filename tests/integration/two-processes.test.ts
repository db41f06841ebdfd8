import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeSetup, createSetupToken } from "~/.server/auth/auth";
import { migrateToLatest } from "~/.server/db/db";
import { saveOpera, signedInCookie } from "../support/admin-server";
import { BUILD_EXISTS, type RunningServer, startServer } from "../support/server-process";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

// Two app processes on one PostgreSQL: a session made on one works on the other, and
// an edit made through one is on the other's public pages at the next request.

describe.skipIf(!BUILD_EXISTS)("two processes on one PostgreSQL", () => {
  let testDb: TestDatabase;
  let dataDir: string;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase("postgres");
    await migrateToLatest(testDb);
    const token = await createSetupToken(testDb.db, null);
    await completeSetup(testDb.db, token, "op@example.se", "ett långt lösenord 1");
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-two-"));
    for (let index = 0; index < 2; index++)
      servers.push(
        await startServer({ DATA_DIR: dataDir, DATABASE_URL: testDb.env.DATABASE_URL as string }),
      );
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await testDb?.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("shares sessions and shows an edit on the other process at once", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    // Both processes seeded (one of them did it) and serve the same page.
    for (const server of [a, b])
      expect(await (await fetch(`${server.base}/business/malmo-opera`)).text()).not.toContain(
        "040-99 99 99",
      );
    const cookie = await signedInCookie(a.base, {
      email: "op@example.se",
      password: "ett långt lösenord 1",
    });

    const onB = await fetch(`${b.base}/admin/foretag/malmo-opera`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(onB.status).toBe(200);

    await saveOpera(b.base, cookie, { description: "Operahus i Malmö.", phone: "040-99 99 99" });
    // Process A cached the page's content before; it sees the new version now.
    const page = await (await fetch(`${a.base}/business/malmo-opera`)).text();
    expect(page).toContain("040-99 99 99");
    expect(page).toContain("Operahus i Malmö.");
  });
});
