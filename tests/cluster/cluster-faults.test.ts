import net from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { until } from "../../scripts/cluster/cluster.js";
import {
  type Cluster,
  clusterForFile,
  postForm,
  send,
  signUp,
  steadyLoad,
} from "../support/cluster";
import { VALID_REGISTRATION } from "../support/registration";

// The cluster of cluster.test.ts, broken on purpose while a steady load runs through
// nginx: an app process killed (kill -9), Redis stopped for ten seconds, the network to
// PostgreSQL cut (a TCP proxy between the apps and the database, as when it restarts).

// Above nginx's max_conns (32 per process, deploy/nginx.conf): a process here would let
// a 33rd request in, so only nginx can turn it away.
const t = clusterForFile({ MAX_CONCURRENT_REQUESTS: "64" });
const BUSY = "Malmöguiden har många besökare just nu. Försök igen om en stund.";
const healthOf = async (app: Cluster["apps"][number]) => {
  const response = await fetch(`${app.base}/healthz`);
  return { code: response.status, ...(await response.json()) };
};
const UNAVAILABLE = "Tjänsten är tillfälligt otillgänglig";

describe("faults under a steady load", () => {
  it("kill -9 of one process: nginx routes around it, only requests in flight on it fail, no acknowledged write is lost, and it rejoins", async () => {
    const { base } = t.cluster;
    const load = steadyLoad(base);
    await until(() => load.log.length >= 40, 15_000, "the load under way");
    const inFlight = load.inFlight();
    const killedAt = Date.now();
    await t.cluster.crash(2);
    const diedAt = Date.now();
    await until(
      () => load.log.filter((sent) => sent.started > diedAt).length >= 60,
      15_000,
      "requests after the kill",
    );
    await t.cluster.restart(2);
    const pid = t.cluster.apps[2]?.pid();
    // nginx tries the process again once its fail_timeout (5 s) has passed.
    await until(
      async () => (await (await fetch(`${base}/healthz`)).json()).process === pid,
      15_000,
      "the restarted process answering through nginx",
    );
    const log = await load.stop();

    const failed = log.filter((sent) => sent.status < 200 || sent.status > 299);
    console.info(
      `kill -9: ${log.length} requests, ${failed.length} failed (${inFlight} in flight at the kill)`,
    );
    // Only requests that were in flight when the process died may fail.
    for (const sent of failed) {
      expect(sent.started).toBeLessThanOrEqual(diedAt);
      expect(sent.ended).toBeGreaterThanOrEqual(killedAt);
    }
    expect(failed.length).toBeLessThanOrEqual(inFlight);
    const acknowledged = log.filter((sent) => sent.email && sent.status === 200);
    expect(acknowledged.length).toBeGreaterThan(20);
    const db = new pg.Client({ connectionString: t.cluster.databaseUrl });
    await db.connect();
    try {
      const stored = await db.query(
        "select count(*)::int as n from newsletter_subscribers where email = any($1)",
        [acknowledged.map((sent) => sent.email)],
      );
      expect(stored.rows[0].n).toBe(acknowledged.length);
    } finally {
      await db.end();
    }
  });

  it("Redis away for ten seconds: pages and forms keep working on per-process limits, and it recovers by itself", async () => {
    const load = steadyLoad(t.cluster.base);
    await t.cluster.redis.stop();
    const stoppedAt = Date.now();
    for (const app of t.cluster.apps) {
      await until(
        async () => {
          const health = await healthOf(app);
          return (
            health.code === 200 &&
            health.status === "degraded" &&
            health.rateLimits === "per-process"
          );
        },
        5000,
        `process ${app.index} degraded`,
      );
    }
    // The outage lasts ten seconds: the load goes on meanwhile.
    await until(() => Date.now() - stoppedAt >= 10_000, 11_000, "ten seconds without Redis");
    await t.cluster.redis.start();
    for (const app of t.cluster.apps) {
      await until(
        async () => (await healthOf(app)).rateLimits === "shared",
        10_000,
        `process ${app.index} sharing limits again`,
      );
    }
    const log = await load.stop();
    const during = log.filter((sent) => sent.started >= stoppedAt);
    expect(during.filter((sent) => sent.email).length).toBeGreaterThan(20);
    expect(during.filter((sent) => sent.status !== 200)).toEqual([]);
    // A log line may reach the pipe after the answers that followed it.
    for (const app of t.cluster.apps) {
      for (const line of [
        "rate limits count per process until it is back",
        "rate limits are shared again",
      ]) {
        await until(() => app.output().includes(line), 5000, `process ${app.index}: ${line}`);
      }
    }
  });

  it("PostgreSQL cut off: requests get a Swedish 503 at once, nothing hangs, and service resumes without a restart", async () => {
    const { base } = t.cluster;
    t.cluster.proxy.cut();
    try {
      for (let round = 0; round < 3; round++) {
        const started = Date.now();
        // A page no one has asked for yet: a copy already in the page cache may still be
        // served for the moment before the content-version feed notices the cut (a kept
        // page is a fair answer while the database is away); a page to be rendered is not.
        const page = await send(`${base}/?avbrott=${round}-${process.pid}`);
        const form = await signUp(base, `avbrott-${round}-${process.pid}@example.se`);
        const place = await send(`${base}/business/malmo-opera`);
        const registration = await postForm(`${base}/submit-business`, VALID_REGISTRATION);
        const claim = await postForm(`${base}/business/malmo-opera/agare`, {
          name: "Karin Lind",
          email: `karin-${round}@malmoopera.example`,
          role: "Anställd",
          verification: "Jag är marknadschef. Ring växeln och fråga efter mig.",
        });
        // Bounded: the pool gives up on a connection after 5 s (app/.server/db/db.ts).
        expect(Date.now() - started).toBeLessThan(12_000);
        const answers = { page, form, business: place, registration, claim };
        for (const [name, answer] of Object.entries(answers)) {
          expect(answer.status, name).toBe(503);
          expect(answer.text, name).toContain(UNAVAILABLE);
          expect(answer.headers["retry-after"], name).toBe("5");
        }
      }
      const health = await healthOf(t.cluster.apps[0] as Cluster["apps"][number]);
      expect(health).toMatchObject({ code: 503, checks: { database: "error" } });
    } finally {
      t.cluster.proxy.restore();
    }
    await until(
      async () =>
        (await send(`${base}/`)).status === 200 &&
        (await signUp(base, `tillbaka-${Date.now()}@example.se`)).status === 200,
      15_000,
      "pages and forms back",
    );
    for (const app of t.cluster.apps) {
      await until(
        async () => (await healthOf(app)).checks.contentVersion === "listening",
        10_000,
        `process ${app.index} listening for content versions again`,
      );
    }
  });

  it("every process at nginx's max_conns: the next page gets the Swedish 503 with Retry-After at once, /healthz still answers, and pages return when the requests end", async () => {
    const { base } = t.cluster;
    const target = new URL(base);
    // 32 requests open at each process: newsletter signups whose bodies never come (nginx
    // passes a body on as it arrives, so each holds its connection to a process).
    const held: net.Socket[] = [];
    try {
      for (let index = 0; index < 32 * t.cluster.apps.length; index++) {
        const socket = net.connect(Number(target.port), target.hostname);
        socket.on("error", () => undefined);
        socket.write(
          [
            "POST /newsletter HTTP/1.1",
            `Host: ${target.host}`,
            `Origin: ${t.cluster.publicUrl}`,
            "Content-Type: application/x-www-form-urlencoded",
            "Content-Length: 100",
            "",
            "",
          ].join("\r\n"),
        );
        held.push(socket);
      }
      let page = await send(`${base}/about`);
      await until(
        async () => {
          page = await send(`${base}/about`);
          return page.status === 503;
        },
        10_000,
        "every process full",
      );
      expect(page.headers["retry-after"]).toBe("5");
      expect(page.headers["content-type"]).toContain("text/plain");
      expect(page.text).toBe(BUSY);
      expect((await send(`${base}/healthz`)).status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
    await until(async () => (await send(`${base}/about`)).status === 200, 10_000, "pages back");
  });
});
