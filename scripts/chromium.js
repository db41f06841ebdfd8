// How the tests and benchmarks launch a browser: Debian's Chromium (Playwright's own
// download cannot work offline) with the flags this project's machines need.

/**
 * Playwright's own --disable-features list (playwright-core's chromiumSwitches.ts): a
 * second --disable-features replaces the first, so ours repeats it.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];

/**
 * Chromium 156 preloads its address bar's popup (chrome://omnibox-popup.top-chrome/) as a
 * WebUI page in a renderer of its own for every window, and that renderer kept taking
 * 2–20 % of a core while the test's page sat idle. Headless tests never open it; on a
 * shared 2-core CI machine it was time taken from the pages under test.
 */
const UNUSED_BROWSER_UI = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(",")}`,
  ],
};
