import type { AddressInfo } from "node:net";
import express from "express";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "~/.server/auth/auth";
import { DATABASES } from "../support/databases";
import { startTestApp, type TestApp } from "../support/test-app";
import {
  createTestDatabase,
  createTestOperator,
  type TestDatabase,
} from "../support/test-database";

// Issue 35, point 3: the admin guard meets every spelling of /admin the router accepts,
// and /healthz tells its details only to this machine and to a signed-in operator. The
// guard and the health check run in a small Express app on a real database, set up as
// server/pipeline.ts sets them (trust proxy as TRUST_PROXY=loopback).

const ORIGIN = "http://127.0.0.1";
const OUTSIDE = "203.0.113.7";

describe.each(DATABASES)("admin guard and health check (%s)", (kind) => {
  let testDb: TestDatabase;
  let broken: TestDatabase;
  let app: TestApp;
  let base: string;
  let brokenBase: string;
  let operatorCookie: string;
  const servers: { close(): void }[] = [];

  async function listen(server: express.Express): Promise<string> {
    const listening = await new Promise<ReturnType<typeof server.listen>>((resolve) => {
      const running = server.listen(0, "127.0.0.1", () => resolve(running));
    });
    servers.push(listening);
    return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    // A database that cannot write: the health check must say "unavailable" with 503.
    broken = await createTestDatabase(kind);
    await sql`drop table newsletter_subscribers`.execute(broken.db);
    app = await startTestApp(testDb, { name: "guard-health" });
    const { adminGuard } = await import("../../server/admin-guard");
    const { healthCheck } = await import("../../server/health");
    const operator = await createTestOperator(testDb.db);
    operatorCookie = `mg_admin=${encodeURIComponent(await createSession(testDb.db, operator.id))}`;

    const site = express();
    site.set("trust proxy", ["loopback"]);
    site.get("/healthz", healthCheck(testDb));
    site.use(adminGuard({ db: testDb.db, originOf: () => ORIGIN }));
    // Whatever gets past the guard reaches "the router".
    site.use((_req, res) => {
      res.type("text/plain").send("routed");
    });
    base = await listen(site);
    const down = express();
    down.set("trust proxy", ["loopback"]);
    down.get("/healthz", healthCheck(broken));
    brokenBase = await listen(down);
  });

  afterAll(async () => {
    for (const server of servers) server.close();
    await app?.close();
    await testDb?.cleanup();
    await broken?.cleanup();
  });

  // Each spelling React Router matches as an admin route (it decodes once and ignores case).
  const SPELLINGS = ["/ADMIN/foretag", "/%61dmin/foretag", "/Admin", "/%41DMIN.data", "//admin/x"];

  it("sends every spelling of /admin without a session to the sign-in, never cached", async () => {
    for (const pathname of SPELLINGS.filter((p) => !p.endsWith(".data"))) {
      const response = await fetch(`${base}${pathname}`, { redirect: "manual" });
      expect(response.status, pathname).toBe(303);
      expect(response.headers.get("location"), pathname).toBe(
        `/admin/logga-in?till=${encodeURIComponent(pathname)}`,
      );
      expect(response.headers.get("cache-control"), pathname).toBe("no-store");
      expect(response.headers.get("x-robots-tag"), pathname).toBe("noindex, nofollow");
    }
    const data = await fetch(`${base}/%41DMIN.data`, { redirect: "manual" });
    expect(data.status).toBe(403);
    expect(await data.text()).toBe("Du är inte inloggad.");
  });

  it("refuses a POST from a foreign origin to every spelling, even with a session", async () => {
    for (const pathname of SPELLINGS) {
      const response = await fetch(`${base}${pathname}`, {
        method: "POST",
        headers: { cookie: operatorCookie, origin: "https://evil.example" },
        redirect: "manual",
      });
      expect(response.status, pathname).toBe(403);
      expect(await response.text()).toBe("Förfrågan kommer från en annan webbplats.");
    }
    const own = await fetch(`${base}/ADMIN/foretag`, {
      method: "POST",
      headers: { cookie: operatorCookie, origin: ORIGIN },
    });
    expect([own.status, await own.text()]).toEqual([200, "routed"]);
  });

  it("lets the sign-in page through in any spelling, and leaves other paths alone", async () => {
    const signIn = await fetch(`${base}/ADMIN/Logga-In`, { redirect: "manual" });
    expect([signIn.status, signIn.headers.get("cache-control")]).toEqual([200, "no-store"]);
    for (const pathname of ["/administration", "/om/admin", "/%2561dmin/foretag"]) {
      const response = await fetch(`${base}${pathname}`, { redirect: "manual" });
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("cache-control"), pathname).toBeNull();
    }
  });

  const health = async (headers: Record<string, string> = {}, at = base) => {
    const response = await fetch(`${at}/healthz`, { headers });
    return { code: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const details = {
    status: "ok",
    database: kind,
    uploads: "disk",
    rateLimits: "per-process",
    process: process.pid,
    checks: { database: "ok", uploads: "ok" },
  };

  it("tells an outside client only the status, even through the local proxy", async () => {
    // nginx on this machine connects from loopback and names the client in X-Forwarded-For.
    expect(await health({ "x-forwarded-for": OUTSIDE })).toEqual({
      code: 200,
      body: { status: "ok" },
    });
    expect(await health({ "x-forwarded-for": OUTSIDE, cookie: "mg_admin=not-a-session" })).toEqual({
      code: 200,
      body: { status: "ok" },
    });
  });

  it("tells this machine and a signed-in operator the details", async () => {
    expect(await health()).toEqual({ code: 200, body: details });
    expect(await health({ "x-forwarded-for": "127.0.0.1" })).toEqual({ code: 200, body: details });
    expect(await health({ "x-forwarded-for": OUTSIDE, cookie: operatorCookie })).toEqual({
      code: 200,
      body: details,
    });
  });

  it("answers 503 'unavailable' when the database cannot write, with details only locally", async () => {
    expect(await health({ "x-forwarded-for": OUTSIDE }, brokenBase)).toEqual({
      code: 503,
      body: { status: "unavailable" },
    });
    const local = await health({}, brokenBase);
    expect(local.code).toBe(503);
    expect(local.body).toMatchObject({
      status: "unavailable",
      checks: { database: "error", uploads: "ok" },
    });
  });
});
