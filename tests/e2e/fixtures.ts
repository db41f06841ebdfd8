import { test as base, expect, type Page } from "@playwright/test";

type AppWindow = Window & { __mgStartApp?: () => void };

/** Starts the app as a first interaction would, and waits until it has hydrated. */
export async function startApp(page: Page): Promise<void> {
  const deferred = await page
    .evaluate(() => {
      const start = (window as AppWindow).__mgStartApp;
      start?.();
      return Boolean(start);
    })
    .catch(() => false);
  if (deferred) await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/**
 * Every page test fails on a console error or an uncaught exception in the browser:
 * a console.error during a test is a failure (house style).
 *
 * The app's JavaScript loads on a visitor's first interaction (app/components/
 * deferred-scripts.tsx). Tests act like a visitor who starts interacting at once: with
 * JavaScript on, every page a test opens with goto() or reload() has hydrated before the
 * test goes on, and pages reached otherwise (a redirect, a form posted before the app
 * loaded) start it as they load. tests/e2e/deferred-scripts.spec.ts checks the deferral
 * itself on pages of its own.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      page.on("domcontentloaded", () => {
        void page.evaluate(() => (window as AppWindow).__mgStartApp?.()).catch(() => undefined);
      });
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (!options?.waitUntil || options.waitUntil === "load") await startApp(page);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        if (!options?.waitUntil || options.waitUntil === "load") await startApp(page);
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // Forms answer bad input with 400/413/429 on purpose; the browser logs those answers.
        const formAnswer =
          /Failed to load resource: the server responded with a status of (400|413|429)\b/;
        if (message.type() === "error" && !formAnswer.test(message.text()))
          errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Skip the splash so it does not cover screenshots or timing; its own test clears this. */
export async function skipSplash(
  context: import("@playwright/test").BrowserContext,
  baseURL: string,
) {
  await context.addCookies([{ name: "mg_visit", value: "1", url: baseURL }]);
}

/**
 * Holds every request matching `pattern` until the test calls release(), so a
 * test can observe a form's submitting state for as long as it needs, with no sleep.
 */
export async function holdRequests(page: import("@playwright/test").Page, pattern: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}
