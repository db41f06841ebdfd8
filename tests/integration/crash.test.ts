import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { BUILD_EXISTS, type RunningServer, startServer } from "../support/server-process";

// kill -9 during a burst of signups: every signup that got a success answer must be
// in the database after the restart (SQLite WAL with synchronous=FULL).

describe.skipIf(!BUILD_EXISTS)("crash safety (production build)", () => {
  let dataDir: string;
  let server: RunningServer | undefined;

  afterAll(async () => {
    server?.child.kill("SIGKILL");
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged signup after kill -9", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-crash-"));
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const { base } = server;

    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    const signup = async (email: string) => {
      sent++;
      try {
        const response = await fetch(`${base}/newsletter`, {
          method: "POST",
          body: new URLSearchParams({ email }),
          headers: { accept: "application/json" },
        });
        if (response.status === 200) acknowledged.push(email);
      } catch {
        // Refused or cut off by the kill: not acknowledged, so nothing is promised.
      }
    };

    // 16 clients send signups back to back; the server is killed once 30 are acknowledged.
    const running = server;
    const workers = Array.from({ length: 16 }, async (_, worker) => {
      for (let n = 0; !killed && n < 10_000; n++) {
        await signup(`krasch-${worker}-${n}@example.se`);
        if (acknowledged.length >= 30 && !killed) {
          killed = true;
          running.child.kill("SIGKILL");
        }
      }
    });
    await Promise.all(workers);
    await running.exited;

    const database = new SQLite(path.join(dataDir, "malmoguiden.db"));
    const stored = new Set(
      (
        database.prepare("select email from newsletter_subscribers").all() as { email: string }[]
      ).map((row) => row.email),
    );
    database.close();
    const missing = acknowledged.filter((email) => !stored.has(email));
    expect(sent).toBeGreaterThan(acknowledged.length - 1);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    expect(missing).toEqual([]);

    // The restarted server recovers the WAL and takes signups again.
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const after = await fetch(`${server.base}/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ email: "efter@example.se" }),
    });
    expect(after.status).toBe(200);
    server.child.kill("SIGKILL");
  }, 60_000);
});
