import path from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import {
  adminPaths,
  EMAIL,
  PASSWORD,
  PUBLIC,
  poster,
  setUpOperator,
  sharedAdminServer,
  TOO_MANY,
} from "../support/admin-server";
import { BUILD_EXISTS } from "../support/server-process";

// The operator area's guard against the real server process: sessions, sign-in and its
// limits, origins and body types, on a shared server whose operator is set up.

describe.skipIf(!BUILD_EXISTS)("admin sign-in and guard (production server process)", () => {
  const t = sharedAdminServer();
  const { install, post, newSession } = t;

  it("shows the admin start page with a session, never cached or indexed", async () => {
    const cookie = await newSession();
    const page = await fetch(`${t.server.base}/admin`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    expect(await page.text()).toContain(`Inloggad som ${EMAIL}`);
  });

  it("treats a malformed admin cookie as no cookie on every admin page, sign-in included", async () => {
    const cookie = await newSession();
    const paths = await adminPaths();
    expect(paths).toContain("/admin/logga-in");
    for (const bad of ["mg_admin=%E0%A4%A", `mg_visit=1; mg_admin=%; ${cookie}`]) {
      for (const pathname of paths)
        for (const target of [pathname, `${pathname}.data`]) {
          const page = await fetch(`${t.server.base}${target}`, {
            headers: { cookie: bad },
            redirect: "manual",
          });
          expect(page.status, `${target} with ${bad}`).toBeLessThan(500);
          await page.arrayBuffer();
        }
    }
    const signIn = await fetch(`${t.server.base}/admin/logga-in`, {
      headers: { cookie: "mg_admin=%E0%A4%A" },
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).toContain("Logga in");
    const admin = await fetch(`${t.server.base}/admin`, {
      headers: { cookie: "mg_admin=%E0%A4%A" },
      redirect: "manual",
    });
    expect(admin.status).toBe(303);
    expect(admin.headers.get("location")).toMatch(/^\/admin\/logga-in\?till=/);
  });

  it("refuses every admin page and action without a session", async () => {
    const paths = await adminPaths();
    expect(paths).toContain("/admin");
    for (const pathname of paths.filter((p) => !PUBLIC.includes(p))) {
      const page = await fetch(`${t.server.base}${pathname}`, { redirect: "manual" });
      expect(page.status, pathname).toBe(303);
      expect(page.headers.get("location"), pathname).toMatch(/^\/admin\/logga-in\?till=/);
      const data = await fetch(`${t.server.base}${pathname}.data`, { redirect: "manual" });
      expect(data.status, `${pathname}.data`).toBe(403);
      const action = await post(pathname, { x: "1" });
      expect(action.status, `POST ${pathname}`).toBe(403);
    }
  });

  it("refuses an admin POST from a foreign origin, even with a session", async () => {
    const cookie = await newSession();
    const response = await post("/admin/logga-ut", {}, { cookie, origin: "https://evil.example" });
    expect(response.status).toBe(403);
    const still = await fetch(`${t.server.base}/admin`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(still.status).toBe(200);
  });

  it("answers a wrong body type with 415 and an oversized body with 413, before any route code", async () => {
    const cookie = await newSession();
    const json = await fetch(`${t.server.base}/admin/foretag/malmo-opera`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: t.server.base, "content-type": "application/json" },
      body: JSON.stringify({ name: "X" }),
    });
    expect(json.status).toBe(415);
    const large = await post(
      "/admin/foretag/malmo-opera",
      { description: "x".repeat(70_000) },
      { cookie },
    );
    expect(large.status).toBe(413);
  });

  it("does not let the stored hash of a session act as a session", async () => {
    await newSession();
    const database = new SQLite(path.join(t.dataDir, "malmoguiden.db"), { readonly: true });
    const { token_hash } = database.prepare("select token_hash from operator_sessions").get() as {
      token_hash: string;
    };
    database.close();
    const page = await fetch(`${t.server.base}/admin`, {
      headers: { cookie: `mg_admin=${token_hash}` },
      redirect: "manual",
    });
    expect(page.status).toBe(303);
  });

  it("counts only failed sign-ins: 15 successful sign-ins in a row all succeed", async () => {
    for (let attempt = 1; attempt <= 15; attempt++) {
      const response = await post("/admin/logga-in", { email: EMAIL, password: PASSWORD });
      expect(response.status, `sign-in ${attempt}`).toBe(302);
      expect(response.headers.get("set-cookie"), `sign-in ${attempt}`).toMatch(/^mg_admin=/);
    }
  });

  it("answers a wrong address and a wrong password alike, and limits guessing", async () => {
    // Its own server: the lock it sets off would refuse the other tests' sign-ins.
    const own = await install();
    await setUpOperator(own);
    const post = poster(own.server);
    const wrongAddress = await post("/admin/logga-in", {
      email: "okand@example.se",
      password: PASSWORD,
    });
    const wrongPassword = await post("/admin/logga-in", {
      email: EMAIL,
      password: "fel lösenord här",
    });
    expect(wrongAddress.status).toBe(400);
    expect(wrongPassword.status).toBe(400);
    const text = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(text(await wrongAddress.text())).toBe("Fel e-postadress eller lösenord.");
    expect(text(await wrongPassword.text())).toBe("Fel e-postadress eller lösenord.");

    const statuses: number[] = [];
    let retry: string | null = null;
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await post("/admin/logga-in", {
        email: EMAIL,
        password: `gissning ${attempt}`,
      });
      statuses.push(response.status);
      if (response.status === 429) retry ??= response.headers.get("retry-after");
    }
    expect(statuses).toContain(429);
    expect(Number(retry)).toBeGreaterThan(0);
    // Once locked, the right password is refused too until the window has passed.
    const locked = await post("/admin/logga-in", { email: EMAIL, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain(TOO_MANY);
  });

  it("signs out: the session ends and admin pages redirect to sign-in", async () => {
    const cookie = await newSession();
    const out = await post("/admin/logga-ut", {}, { cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    const page = await fetch(`${t.server.base}/admin`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(303);
  });
});
