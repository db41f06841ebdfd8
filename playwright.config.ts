import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./scripts/chromium.js";
import { type ImpatientOptions, SLOW_4G } from "./tests/e2e/fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh data folder per run (workers inherit it from the main process), so no
// test sees leftovers from an earlier run.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "malmoguiden-e2e-"));

/**
 * A test's time limit. CI runs on a shared 2-core machine where a new browser tab alone
 * took 0.5–1.9 s and the CPU was waited for 80–95 % of the time: a limit is a guard
 * against a hang, not a measure of speed (figures come from `npm run bench:*`).
 */
const TEST_TIMEOUT_MS = process.env.CI ? 60_000 : 30_000;

/**
 * The specs of what a visitor presses, types or chooses (issue 21: the menu and the page
 * frame, the events search, the site search, the newsletter and checkout; the registration
 * form's states at once are in impatient.spec.ts), run again by the impatient projects: at
 * 4x CPU on slow 4G, acting at domcontentloaded. forms.spec.ts is not among them yet: on a busy CI
 * machine a form held for the app can reach its 10 s native fallback first.
 */
const IMPATIENT_SPECS = [
  /(impatient|newsletter|events|payments|frame|search|languages-smoke)\.spec\.ts$/,
];
/**
 * On a desktop the difference that matters is the header's hover menu ('Mer'); the
 * forms behave as on the phone. The desktop project runs the first-tap and frame specs
 * only, less the forms pressed at once and the small-screen header (the phone project
 * runs those), which keeps CI well inside its time.
 */
const IMPATIENT_DESKTOP_SPECS = [/(impatient|frame)\.spec\.ts$/];
const PHONE_ONLY_FORMS =
  /newsletter|registration at once|plan chosen at once|header on a small screen/;

/**
 * An impatient project (issue 21): pages opened at domcontentloaded with the CPU 4x
 * slower and a slow 4G network, on the given screen.
 */
function impatient(
  name: string,
  testMatch: RegExp[],
  screen: { viewport: { width: number; height: number }; hasTouch?: boolean },
  grepInvert?: RegExp,
) {
  return {
    name,
    testMatch,
    grepInvert,
    expect: { timeout: 15_000 },
    timeout: 2 * TEST_TIMEOUT_MS,
    use: {
      ...devices["Desktop Chrome"],
      ...screen,
      cpuThrottling: 4,
      network: SLOW_4G,
      gotoWaitUntil: "domcontentloaded" as const,
    },
  };
}

// End-to-end tests run against the production build, in Debian's Chromium.
export default defineConfig<ImpatientOptions>({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: TEST_TIMEOUT_MS,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "sv-SE",
    timezoneId: "Europe/Stockholm",
    trace: "off",
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    {
      name: "desktop",
      // Tests act at once (fixtures.ts): a form pressed before the app has hydrated is
      // held and sent once it has, which on a busy CI machine took longer than the
      // default 5 s (a registration toast was missed that way).
      expect: { timeout: 10_000 },
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    // Issue 21: people act the moment a page has painted, often on a slow phone. These
    // projects open every page at domcontentloaded (tests/e2e/fixtures.ts) with the CPU
    // 4x slower and a slow 4G network, and run the specs of what a visitor presses.
    impatient("impatient", IMPATIENT_SPECS, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    }),
    impatient(
      "impatient-desktop",
      IMPATIENT_DESKTOP_SPECS,
      { viewport: { width: 1440, height: 900 } },
      PHONE_ONLY_FORMS,
    ),
  ],
  webServer: {
    command: "node server.js",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: "warn",
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: "",
      // The demo payment provider is off in production unless enabled: the tests buy through it.
      DEMO_PAYMENTS: "true",
      RATE_LIMIT_PER_MINUTE: "100000",
      // Load shedding is tested in tests/integration; here a noisy CI machine must not
      // turn a page test into a 503.
      LOAD_SHED_LAG_MS: "10000",
      MAX_CONCURRENT_REQUESTS: "1000",
    },
    stdout: "pipe",
    stderr: "pipe",
  },
});
