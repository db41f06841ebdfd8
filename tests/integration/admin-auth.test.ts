import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_EXISTS, ROOT, type RunningServer, startServer } from "../support/server-process";

// The operator area's guard against the real server process.

const PASSWORD = "ett långt lösenord 42";
const EMAIL = "redaktion@example.se";

/** Every admin path in the route table, read from app/routes.ts itself. */
async function adminPaths(): Promise<string[]> {
  // The table nests the admin routes with prefix() and layout(): walk it as React Router does.
  const { default: routes } = await import("../../app/routes");
  const paths: string[] = [];
  const walk = (entries: RouteConfigEntry[]) => {
    for (const entry of entries) {
      if (entry.path === "admin" || entry.path?.startsWith("admin/")) paths.push(`/${entry.path}`);
      walk(entry.children ?? []);
    }
  };
  walk(routes);
  return paths;
}

const PUBLIC = ["/admin/logga-in", "/admin/konfigurera"];
const INVALID_LINK = "Länken är ogiltig, för gammal eller redan använd.";
const TOO_MANY = "För många försök. Vänta en stund och försök igen.";
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

// Each test passes alone and in any order: the tests of the first run and those that
// lock the sign-in or change the password start a server of their own; the others share
// one whose operator is set up, and sign in for a session of their own.

interface Install {
  server: RunningServer;
  dataDir: string;
}

/** POSTs a form to the server, from its own origin unless the headers say otherwise. */
const poster =
  (server: RunningServer) =>
  (pathname: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.base, ...headers },
      body: new URLSearchParams(body),
    });

/** Runs `npm run admin -- create-user <email>` on the install in `dataDir`; what it printed. */
async function createUser(dataDir: string, email: string, publicUrl: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["scripts/admin.js", "create-user", email],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SQLITE_PATH: "",
        PUBLIC_URL: publicUrl,
        LOG_LEVEL: "silent",
      },
    },
  );
  return stdout;
}

/** The path of the one-time setup link a fresh install wrote to its data folder. */
async function setupTarget(dataDir: string): Promise<string> {
  const link = (await readFile(path.join(dataDir, "admin-setup-link.txt"), "utf8")).trim();
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Follows the setup link: the first operator with PASSWORD; returns the session cookie. */
async function setUpOperator({ server, dataDir }: Install): Promise<string> {
  const done = await poster(server)(await setupTarget(dataDir), {
    email: EMAIL,
    password: PASSWORD,
    confirm: PASSWORD,
  });
  expect(done.status).toBe(302);
  return (done.headers.get("set-cookie") ?? "").split(";")[0] as string;
}

describe.skipIf(!BUILD_EXISTS)("admin sign-in and guard (production server process)", () => {
  const installs: Install[] = [];
  let dataDir: string;
  let server: RunningServer;

  /** A server on a fresh install (no operator yet), stopped after the file. */
  async function install(): Promise<Install> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-admin-"));
    const server = await startServer({
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: "6",
      PUBLIC_URL: "",
    });
    // Served as http://127.0.0.1:PORT: the loopback host is accepted as the origin.
    installs.push({ server, dataDir });
    return { server, dataDir };
  }

  const post: ReturnType<typeof poster> = (...args) => poster(server)(...args);

  /** Signs the operator in on the shared server: a session of the test's own. */
  async function newSession(): Promise<string> {
    const response = await post("/admin/logga-in", { email: EMAIL, password: PASSWORD });
    expect(response.status).toBe(302);
    return (response.headers.get("set-cookie") ?? "").split(";")[0] as string;
  }

  beforeAll(async () => {
    ({ server, dataDir } = await install());
    await setUpOperator({ server, dataDir });
  }, 60_000);

  afterAll(async () => {
    for (const { server, dataDir } of installs) {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

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

  it("shows the admin start page with a session, never cached or indexed", async () => {
    const cookie = await newSession();
    const page = await fetch(`${server.base}/admin`, { headers: { cookie }, redirect: "manual" });
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
          const page = await fetch(`${server.base}${target}`, {
            headers: { cookie: bad },
            redirect: "manual",
          });
          expect(page.status, `${target} with ${bad}`).toBeLessThan(500);
          await page.arrayBuffer();
        }
    }
    const signIn = await fetch(`${server.base}/admin/logga-in`, {
      headers: { cookie: "mg_admin=%E0%A4%A" },
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).toContain("Logga in");
    const admin = await fetch(`${server.base}/admin`, {
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
      const page = await fetch(`${server.base}${pathname}`, { redirect: "manual" });
      expect(page.status, pathname).toBe(303);
      expect(page.headers.get("location"), pathname).toMatch(/^\/admin\/logga-in\?till=/);
      const data = await fetch(`${server.base}${pathname}.data`, { redirect: "manual" });
      expect(data.status, `${pathname}.data`).toBe(403);
      const action = await post(pathname, { x: "1" });
      expect(action.status, `POST ${pathname}`).toBe(403);
    }
  });

  it("refuses an admin POST from a foreign origin, even with a session", async () => {
    const cookie = await newSession();
    const response = await post("/admin/logga-ut", {}, { cookie, origin: "https://evil.example" });
    expect(response.status).toBe(403);
    const still = await fetch(`${server.base}/admin`, { headers: { cookie }, redirect: "manual" });
    expect(still.status).toBe(200);
  });

  it("answers a wrong body type with 415 and an oversized body with 413, before any route code", async () => {
    const cookie = await newSession();
    const json = await fetch(`${server.base}/admin/foretag/malmo-opera`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: server.base, "content-type": "application/json" },
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
    const database = new SQLite(path.join(dataDir, "malmoguiden.db"), { readonly: true });
    const { token_hash } = database.prepare("select token_hash from operator_sessions").get() as {
      token_hash: string;
    };
    database.close();
    const page = await fetch(`${server.base}/admin`, {
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
    const page = await fetch(`${server.base}/admin`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(303);
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
