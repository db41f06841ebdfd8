import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, expect } from "vitest";
import { ROOT, type RunningServer, startServer } from "./server-process";

// Test support for the operator area against the real server process: fresh installs,
// the one-time setup link, `npm run admin -- create-user`, and a shared server whose
// operator is set up. Tests of the first run and those that lock the sign-in or change
// the password start a server of their own; the others share one and sign in for a
// session of their own, so each passes alone and in any order.

export const PASSWORD = "ett långt lösenord 42";
export const EMAIL = "redaktion@example.se";

/** Every admin path in the route table, read from app/routes.ts itself. */
export async function adminPaths(): Promise<string[]> {
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

export const PUBLIC = ["/admin/logga-in", "/admin/konfigurera"];
export const INVALID_LINK = "Länken är ogiltig, för gammal eller redan använd.";
export const TOO_MANY = "För många försök. Vänta en stund och försök igen.";
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export interface Install {
  server: RunningServer;
  dataDir: string;
}

/** POSTs a form to the server, from its own origin unless the headers say otherwise. */
export const poster =
  (server: RunningServer) =>
  (pathname: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.base, ...headers },
      body: new URLSearchParams(body),
    });

/** Runs `npm run admin -- create-user <email>` on the install in `dataDir`; what it printed. */
export async function createUser(
  dataDir: string,
  email: string,
  publicUrl: string,
): Promise<string> {
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
export async function setupTarget(dataDir: string): Promise<string> {
  const link = (await readFile(path.join(dataDir, "admin-setup-link.txt"), "utf8")).trim();
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Follows the setup link: the first operator with PASSWORD; returns the session cookie. */
export async function setUpOperator({ server, dataDir }: Install): Promise<string> {
  const done = await poster(server)(await setupTarget(dataDir), {
    email: EMAIL,
    password: PASSWORD,
    confirm: PASSWORD,
  });
  expect(done.status).toBe(302);
  return (done.headers.get("set-cookie") ?? "").split(";")[0] as string;
}

/** Servers on fresh installs (no operator yet) for the block's tests, stopped after them. */
export function adminInstalls() {
  const installs: Install[] = [];

  /** A server on a fresh install (no operator yet), stopped after the block. */
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

  afterAll(async () => {
    for (const { server, dataDir } of installs) {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  return { install };
}

/** The block's shared server, its operator set up in advance; helpers to post and sign in. */
export function sharedAdminServer() {
  const { install } = adminInstalls();
  const t = {} as Install;

  beforeAll(async () => {
    Object.assign(t, await install());
    await setUpOperator(t);
  }, 60_000);

  const post: ReturnType<typeof poster> = (...args) => poster(t.server)(...args);

  /** Signs the operator in on the shared server: a session of the test's own. */
  async function newSession(): Promise<string> {
    const response = await post("/admin/logga-in", { email: EMAIL, password: PASSWORD });
    expect(response.status).toBe(302);
    return (response.headers.get("set-cookie") ?? "").split(";")[0] as string;
  }

  return Object.assign(t, { install, post, newSession });
}

/** Signs an operator in on a running server by its form: the session's cookie. */
export async function signedInCookie(
  base: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const signIn = await fetch(`${base}/admin/logga-in`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base },
    body: new URLSearchParams(credentials),
  });
  expect(signIn.status).toBe(302);
  return (signIn.headers.get("set-cookie") ?? "").split(";")[0] as string;
}

/** Saves Malmö Opera's admin form with this description and phone; its answer is a redirect. */
export async function saveOpera(
  base: string,
  cookie: string,
  { description, phone }: { description: string; phone: string },
): Promise<void> {
  const save = await fetch(`${base}/admin/foretag/malmo-opera`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: base },
    body: new URLSearchParams({
      name: "Malmö Opera",
      category: "musik",
      description,
      address: "Östra Rönneholmsvägen 20, Malmö",
      phone,
      status: "published",
    }),
  });
  expect(save.status).toBe(302);
}
