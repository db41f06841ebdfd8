import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import {
  BUILD_EXISTS,
  freePort,
  ROOT,
  spawnServer,
  withOwnServer,
} from "../support/server-process";

// /healthz on HEALTH_PORT (server/health-thread.js): a thread of its own answers while the
// main thread renders. Here the thread runs against a main thread the test plays: one that
// answers its questions, one too busy to, and one that never reported at all.

const THREAD = path.join(ROOT, "server/health-thread.js");

const REPORT = {
  code: 200,
  status: "ok",
  details: { status: "ok", database: "sqlite", process: 4242, checks: { database: "ok" } },
};

type Question = { id: number; cookie?: string };

const threads: Worker[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.terminate()));
});

/** Starts the thread on a free port; `answer` plays the main thread (undefined: too busy). */
async function startThread(
  answer: (question: Question) => { report: unknown; operator: boolean } | undefined,
) {
  const thread = new Worker(THREAD, {
    workerData: {
      port: 0,
      host: "127.0.0.1",
      trustProxy: "loopback",
      waitMs: 100,
      staleMs: 60_000,
    },
  });
  threads.push(thread);
  let port = 0;
  thread.on("message", (message) => {
    if ("id" in message) {
      const reply = answer(message);
      if (reply) thread.postMessage({ id: message.id, ...reply });
    }
  });
  const [listening] = await once(thread, "message");
  port = listening.listening;
  const base = `http://127.0.0.1:${port}`;
  return {
    thread,
    /** /healthz as this machine asks it, or as a visitor behind nginx (X-Forwarded-For). */
    ask: async (headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}/healthz`, { headers });
      return { status: response.status, body: await response.json() };
    },
    base,
  };
}

const VISITOR = { "X-Forwarded-For": "203.0.113.5" };

describe("the health thread", () => {
  it("answers with the main thread's fresh report: details to this machine and to an operator, the status to a visitor", async () => {
    const asked: Question[] = [];
    const health = await startThread((question) => {
      asked.push(question);
      return { report: REPORT, operator: question.cookie === "mg_admin=operator" };
    });
    expect(await health.ask()).toEqual({ status: 200, body: REPORT.details });
    expect(await health.ask(VISITOR)).toEqual({ status: 200, body: { status: "ok" } });
    expect(await health.ask({ ...VISITOR, Cookie: "mg_admin=operator" })).toEqual({
      status: 200,
      body: REPORT.details,
    });
    expect(await health.ask({ ...VISITOR, Cookie: "mg_admin=someone" })).toEqual({
      status: 200,
      body: { status: "ok" },
    });
    // The cookie goes to the main thread only when it decides; this machine's never does.
    expect(asked.map((question) => question.cookie)).toEqual([
      undefined,
      undefined,
      "mg_admin=operator",
      "mg_admin=someone",
    ]);
    expect((await fetch(`${health.base}/`)).status).toBe(404);
  });

  it("passes an unavailable report on with its 503", async () => {
    const down = {
      code: 503,
      status: "unavailable",
      details: { status: "unavailable", checks: { database: "error" } },
    };
    const health = await startThread(() => ({ report: down, operator: false }));
    expect(await health.ask(VISITOR)).toEqual({ status: 503, body: { status: "unavailable" } });
  });

  it("while the main thread is too busy to answer, answers with the newest report it sent, saying when it was checked", async () => {
    const health = await startThread(() => undefined);
    // The report the main thread sends unasked, every few seconds.
    health.thread.postMessage({ report: REPORT, operator: false });
    const local = await health.ask();
    expect(local.status).toBe(200);
    expect(local.body).toMatchObject(REPORT.details);
    expect(Date.parse(local.body.checkedAt)).not.toBeNaN();
    expect(await health.ask(VISITOR)).toEqual({ status: 200, body: { status: "ok" } });
  });

  it("says unavailable when the main thread has reported nothing in time (stuck)", async () => {
    const health = await startThread(() => undefined);
    expect(await health.ask()).toEqual({ status: 503, body: { status: "unavailable" } });
  });
});

describe.skipIf(!BUILD_EXISTS)("HEALTH_PORT on the server", () => {
  it("answers /healthz on the health port as on the app's port", async () => {
    const healthPort = await freePort();
    await withOwnServer(
      "mg-health-port-",
      { HEALTH_PORT: String(healthPort), LOG_LEVEL: "info" },
      async (server) => {
        const main = await (await fetch(`${server.base}/healthz`)).json();
        // The thread says when it listens (a moment after the app's port may).
        while (!server.output().includes(`/healthz also on port ${healthPort}`))
          await once(server.child.stdout as NodeJS.ReadableStream, "data");
        const own = await fetch(`http://127.0.0.1:${healthPort}/healthz`);
        expect(own.status).toBe(200);
        expect(await own.json()).toEqual(main);
        expect(main).toMatchObject({ status: "ok", process: server.child.pid });
      },
    );
  }, 60_000);

  it("says in one line that it cannot start when its health port is taken", async () => {
    const taken = net.createServer();
    const healthPort = await freePort();
    await new Promise<void>((resolve) => taken.listen(healthPort, "127.0.0.1", resolve));
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-health-port-"));
    try {
      const { exited, output } = spawnServer(
        { DATA_DIR: dataDir, HEALTH_PORT: String(healthPort), LOG_LEVEL: "error" },
        await freePort(),
      );
      expect(await exited).toBe(1);
      expect(output().trim()).toMatch(/^Malmöguiden could not start its health port: .*EADDRINUSE/);
    } finally {
      taken.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
