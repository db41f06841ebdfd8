import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ROOT, type RunningServer, startServer } from "../support/server-process";
import { test as base } from "./fixtures";

// What the guide shows depends on the day: the events' dates follow rules from "now"
// (app/lib/events/events.ts). Tests that check those dates run on a server whose clock starts
// at FIXED_NOW (tests/support/server-clock.mjs) and a browser whose Date says the same,
// so what they expect is written out for that day instead of computed by the app's own
// functions at whatever time the test happens to run.

/** Wednesday 11 March 2026, 11:00 in Malmö: no event starts or ends within hours of it. */
export const FIXED_NOW = "2026-03-11T10:00:00Z";

/**
 * `test` with `baseURL` on a server of its own (one per worker, fresh seeded database)
 * whose clock starts at FIXED_NOW and runs on in real time, and the page's Date fixed at
 * FIXED_NOW (timers keep running).
 */
export const test = base.extend<
  object,
  { clockServer: RunningServer & { setClock: (iso: string) => Promise<void> } }
>({
  clockServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const dir = await mkdtemp(path.join(os.tmpdir(), "mg-e2e-clock-"));
      const clockFile = path.join(dir, "now.txt");
      await writeFile(clockFile, FIXED_NOW);
      const server = await startServer({
        DATA_DIR: path.join(dir, "data"),
        NODE_OPTIONS: `--import=${path.join(ROOT, "tests/support/server-clock.mjs")}`,
        TEST_CLOCK_FILE: clockFile,
      });
      // A test may put the server on another day; it must set FIXED_NOW back when done.
      await use({ ...server, setClock: (iso: string) => writeFile(clockFile, iso) });
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ clockServer }, use) => use(clockServer.base),
  page: async ({ page }, use) => {
    await page.clock.setFixedTime(FIXED_NOW);
    await use(page);
  },
});

export { expect } from "./fixtures";
