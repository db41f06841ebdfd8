import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import {
  adminInstalls,
  createUser,
  EMAIL,
  INVALID_LINK,
  PASSWORD,
  poster,
  setUpOperator,
  setupTarget,
  sha256,
} from "../support/admin-server";
import { BUILD_EXISTS } from "../support/server-process";

// The operator area's setup against the real server process: the one-time setup link,
// and `npm run admin -- create-user` that sets a new password. Each test has a server
// of its own.

describe.skipIf(!BUILD_EXISTS)("admin setup (production server process)", () => {
  const { install } = adminInstalls();

  it("sets up the first operator from the one-time link, and the link works once", async () => {
    const { server, dataDir } = await install();
    const post = poster(server);
    expect(server.output()).toContain("/admin/konfigurera?token=");
    const target = await setupTarget(dataDir);
    const page = await fetch(`${server.base}${target}`);
    expect(await page.text()).toContain("Välj lösenord");
    const tooShort = await post(target, { email: EMAIL, password: "kort", confirm: "kort" });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.text()).toContain("Lösenordet måste ha minst 12 tecken.");

    const done = await post(target, { email: EMAIL, password: PASSWORD, confirm: PASSWORD });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin");
    const setCookie = done.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^mg_admin=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");

    const again = await post(target, {
      email: "annan@example.se",
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(again.status).toBe(400);
    const database = new SQLite(path.join(dataDir, "malmoguiden.db"), { readonly: true });
    const operators = database.prepare("select email, password_hash from operators").all() as {
      email: string;
      password_hash: string;
    }[];
    database.close();
    expect(operators).toHaveLength(1);
    expect(operators[0]?.email).toBe(EMAIL);
    expect(operators[0]?.password_hash.startsWith("$argon2id$")).toBe(true);
  });

  it("old setup links are dead after setup", async () => {
    const fresh = await install();
    const { server, dataDir } = fresh;
    const post = poster(server);
    // An earlier start without an operator logged a link of its own.
    const olderLink = randomBytes(32).toString("base64url");
    const writable = new SQLite(path.join(dataDir, "malmoguiden.db"));
    writable
      .prepare(
        "insert into operator_setup_tokens (token_hash, operator_id, created_at) values (?, null, ?)",
      )
      .run(sha256(olderLink), Date.now());
    writable.close();
    const cookie = await setUpOperator(fresh);

    const database = new SQLite(path.join(dataDir, "malmoguiden.db"), { readonly: true });
    const operators = () =>
      database.prepare("select id, email, password_hash from operators").all();
    const sessions = () => database.prepare("select token_hash from operator_sessions").all();
    try {
      const [operatorsBefore, sessionsBefore] = [operators(), sessions()];
      expect(database.prepare("select token_hash from operator_setup_tokens").all()).toEqual([]);
      const stale = `/admin/konfigurera?token=${olderLink}`;
      const page = await fetch(`${server.base}${stale}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(INVALID_LINK);
      for (const email of [EMAIL, "annan@example.se"]) {
        const attempt = await post(stale, {
          email,
          password: "angriparens lösenord",
          confirm: "angriparens lösenord",
        });
        expect(attempt.status).toBe(400);
        expect(await attempt.text()).toContain(INVALID_LINK);
      }
      expect(operators()).toEqual(operatorsBefore);
      expect(sessions()).toEqual(sessionsBefore);
    } finally {
      database.close();
    }
    const still = await fetch(`${server.base}/admin`, { headers: { cookie }, redirect: "manual" });
    expect(still.status).toBe(200);
  });

  it("ends every session of the operator when npm run admin's link sets a new password", async () => {
    // Its own server: the new password would refuse the other tests' sign-ins.
    const own = await install();
    await setUpOperator(own);
    const { server, dataDir } = own;
    const post = poster(server);
    const database = new SQLite(path.join(dataDir, "malmoguiden.db"));
    const sessionToken = randomBytes(32).toString("base64url");
    const { id } = database.prepare("select id from operators where email = ?").get(EMAIL) as {
      id: number;
    };
    database
      .prepare(
        "insert into operator_sessions (token_hash, operator_id, created_at, last_seen_at) values (?, ?, ?, ?)",
      )
      .run(sha256(sessionToken), id, Date.now(), Date.now());
    database.close();
    const old = { cookie: `mg_admin=${sessionToken}` };
    expect((await fetch(`${server.base}/admin`, { headers: old, redirect: "manual" })).status).toBe(
      200,
    );

    const stdout = await createUser(dataDir, EMAIL, "");
    const target = /\/admin\/konfigurera\?token=[\w-]{43}/.exec(stdout)?.[0] as string;
    const NEW = "ett nytt långt lösenord";
    const done = await post(target, { password: NEW, confirm: NEW });
    expect(done.status).toBe(302);
    const fresh = (done.headers.get("set-cookie") ?? "").split(";")[0] as string;

    expect((await fetch(`${server.base}/admin`, { headers: old, redirect: "manual" })).status).toBe(
      303,
    );
    const page = await fetch(`${server.base}/admin`, {
      headers: { cookie: fresh },
      redirect: "manual",
    });
    expect(page.status).toBe(200);
  }, 60_000);
});

describe("npm run admin -- create-user", () => {
  it("creates the operator and prints a one-time link to choose a password", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-admin-cli-"));
    try {
      const stdout = await createUser(dataDir, "Skript@Example.se", "https://malmoguiden.example");
      expect(stdout).toMatch(
        /^Operator skript@example\.se: set a password within 24 h at https:\/\/malmoguiden\.example\/admin\/konfigurera\?token=[A-Za-z0-9_-]{43}\n$/,
      );
      const database = new SQLite(path.join(dataDir, "malmoguiden.db"), { readonly: true });
      const rows = database.prepare("select email, password_hash from operators").all();
      database.close();
      expect(rows).toEqual([{ email: "skript@example.se", password_hash: null }]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
