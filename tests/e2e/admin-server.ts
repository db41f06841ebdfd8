import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { ROOT, type RunningServer, startServer } from "../support/server-process";
import { expect, test } from "./fixtures";

// Admin specs run their own server on a fresh database, so their edits never meet the
// other page tests. The first operator is made through the one-time setup link that a
// fresh install writes to $DATA_DIR/admin-setup-link.txt.

export const OPERATOR = { email: "redaktor@example.se", password: "ett riktigt långt lösenord" };

export interface AdminServer {
  base: string;
  dataDir: string;
  /** Set once the first operator is made on this server (its database is fresh). */
  operatorReady?: boolean;
}

/**
 * Starts a server on a fresh data folder for this spec file (stopped after it). `env`
 * adds settings, read when the server starts (e.g. SMTP_URL of a test SMTP server).
 */
export function ownAdminServer(
  name: string,
  env?: () => Record<string, string> | Promise<Record<string, string>>,
): AdminServer {
  const handle: AdminServer = { base: "", dataDir: "" };
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    handle.dataDir = await mkdtemp(path.join(os.tmpdir(), `mg-e2e-${name}-`));
    server = await startServer({ ...(await env?.()), DATA_DIR: handle.dataDir });
    handle.base = server.base;
    handle.operatorReady = false;
  });
  test.afterAll(async () => {
    await server?.stop();
    await rm(handle.dataDir, { recursive: true, force: true });
  });
  return handle;
}

/**
 * ownAdminServer on a clock of its own that starts at `startIso` and runs on in real
 * time (tests/support/server-clock.mjs reads its clock file); `setClock` moves it. What
 * a test expects is then written out for that day, never computed at today's date.
 */
export function ownAdminServerAt(
  name: string,
  startIso: string,
): AdminServer & { setClock: (iso: string) => Promise<void> } {
  let clockDir = "";
  const clockFile = () => path.join(clockDir, "now.txt");
  const setClock = (iso: string) => writeFile(clockFile(), iso);
  const server = ownAdminServer(name, async () => {
    clockDir = await mkdtemp(path.join(os.tmpdir(), `mg-e2e-${name}-clock-`));
    await setClock(startIso);
    return {
      NODE_OPTIONS: `--import=${path.join(ROOT, "tests/support/server-clock.mjs")}`,
      TEST_CLOCK_FILE: clockFile(),
    };
  });
  test.afterAll(async () => {
    await rm(clockDir, { recursive: true, force: true });
  });
  return Object.assign(server, { setClock });
}

/**
 * An operator's task runs on the desktop only: the impatient projects run what a visitor
 * does. Called first in the test, with the time it may take when more than the default.
 */
export function operatorTaskOnly(testInfo: TestInfo, timeout?: number) {
  test.skip(testInfo.project.name.startsWith("impatient"), "an operator's task, not a visitor's");
  if (timeout) test.setTimeout(timeout);
}

/** Follows the setup link: sets the first operator's password and signs in. */
export async function setUpOperator(page: Page, server: AdminServer) {
  await page.context().addCookies([{ name: "mg_visit", value: "1", url: server.base }]);
  const link = (await readFile(path.join(server.dataDir, "admin-setup-link.txt"), "utf8")).trim();
  const { pathname, search } = new URL(link);
  await page.goto(`${server.base}${pathname}${search}`);
  await page.getByLabel("E-post", { exact: true }).fill(OPERATOR.email);
  await page.getByLabel("Lösenord", { exact: true }).fill(OPERATOR.password);
  await page.getByLabel("Lösenord igen").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Spara och logga in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  server.operatorReady = true;
}

/**
 * Signs the operator in on the sign-in page. On a server whose operator no earlier test
 * has made (a test run alone, or after a worker restarted on a fresh server), it makes
 * the operator first: no test depends on another having run.
 */
export async function signIn(page: Page, server: AdminServer) {
  if (!server.operatorReady) return setUpOperator(page, server);
  await page.context().addCookies([{ name: "mg_visit", value: "1", url: server.base }]);
  await page.goto(`${server.base}/admin/logga-in`);
  await page.getByLabel("E-post", { exact: true }).fill(OPERATOR.email);
  await page.getByLabel("Lösenord", { exact: true }).fill(OPERATOR.password);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Opens a part of the admin area ("Företag", "Evenemang" …) from its navigation. */
export async function openAdminPart(page: Page, name: string) {
  await page
    .getByRole("navigation", { name: "Redaktionens delar" })
    .getByRole("link", { name })
    .click();
}
