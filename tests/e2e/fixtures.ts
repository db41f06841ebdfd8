import { test as base, expect } from "@playwright/test";

/**
 * Every page test fails on a console error or an uncaught exception in the browser:
 * a console.error during a test is a failure (house style).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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
