import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";

// kill -9 during a burst of signups: every signup that got a success answer must be
// in the database after the restart (SQLite WAL with synchronous=FULL).

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD = path.join(ROOT, "build/server/index.js");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SQLITE_PATH: "",
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_MINUTE: "1000000",
    },
    stdio: "ignore",
  });
}

async function waitForHealth(base: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("server did not become healthy");
}

describe.skipIf(!existsSync(BUILD))("crash safety (production build)", () => {
  let dataDir: string;
  let server: ChildProcess | undefined;

  afterAll(async () => {
    server?.kill("SIGKILL");
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged signup after kill -9", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-crash-"));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServer(port, dataDir);
    await waitForHealth(base);

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

    // 16 clients send signups back to back; the server is killed mid-burst.
    const workers = Array.from({ length: 16 }, async (_, worker) => {
      for (let n = 0; !killed && n < 10_000; n++) await signup(`krasch-${worker}-${n}@example.se`);
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.kill("SIGKILL");
    killed = true;
    await Promise.all(workers);

    const database = new SQLite(path.join(dataDir, "malmoguiden.db"));
    const stored = new Set(
      (
        database.prepare("select email from newsletter_subscribers").all() as { email: string }[]
      ).map((row) => row.email),
    );
    database.close();
    const missing = acknowledged.filter((email) => !stored.has(email));
    console.log(
      `crash test: ${sent} sent, ${acknowledged.length} acknowledged, ${stored.size} rows found, ${missing.length} missing`,
    );
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);

    // The restarted server recovers the WAL and takes signups again.
    server = startServer(port, dataDir);
    await waitForHealth(base);
    const after = await fetch(`${base}/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ email: "efter@example.se" }),
    });
    expect(after.status).toBe(200);
    server.kill("SIGKILL");
  }, 60_000);
});
