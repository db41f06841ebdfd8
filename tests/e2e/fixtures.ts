import { test as base, expect } from "@playwright/test";

/** Network conditions as Chrome DevTools' "Slow 4G" (bytes per second, milliseconds). */
export const SLOW_4G = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

export interface ImpatientOptions {
  /** Chromium's CPU slowdown (Emulation.setCPUThrottlingRate); 1 is none. */
  cpuThrottling: number;
  /** Network conditions for Network.emulateNetworkConditions, or none. */
  network: typeof SLOW_4G | undefined;
  /** What page.goto() and page.reload() wait for when a test does not say. */
  gotoWaitUntil: "load" | "domcontentloaded";
}

/**
 * Every page test fails on a console error or an uncaught exception in the browser:
 * a console.error during a test is a failure (house style).
 *
 * The app's JavaScript loads once the page has painted and the browser is idle (app/
 * components/deferred-scripts.tsx). Tests act like people (issue 21): they act as soon
 * as what they need is on the page, and never wait for the app to hydrate first; what a
 * visitor does before it has is answered natively or replayed once it has. A rule keeps
 * it so (tests/e2e/acts-at-once.spec.ts). The `impatient` project also slows the CPU
 * and the network (playwright.config.ts).
 */
export const test = base.extend<ImpatientOptions & { consoleErrors: string[] }>({
  cpuThrottling: [1, { option: true }],
  network: [undefined, { option: true }],
  gotoWaitUntil: ["load", { option: true }],
  page: async ({ page, cpuThrottling, network, gotoWaitUntil }, use) => {
    const goto = page.goto.bind(page);
    page.goto = (url, options) => goto(url, { waitUntil: gotoWaitUntil, ...options });
    const reload = page.reload.bind(page);
    page.reload = (options) => reload({ waitUntil: gotoWaitUntil, ...options });
    if (cpuThrottling > 1 || network) {
      const cdp = await page.context().newCDPSession(page);
      if (cpuThrottling > 1)
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuThrottling });
      if (network)
        await cdp.send("Network.emulateNetworkConditions", { offline: false, ...network });
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

/** A spec whose every test starts past the splash says `test.beforeEach(pastTheSplash)`. */
export const pastTheSplash = ({
  context,
  baseURL,
}: {
  context: import("@playwright/test").BrowserContext;
  baseURL: string | undefined;
}) => skipSplash(context, baseURL as string);

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

/**
 * The toast a visitor reads: the newest one, in front. A toast that a newer one replaced
 * is dismissed and slides out (data-removed once it is leaving), and is not counted.
 */
export const toast = (page: import("@playwright/test").Page) =>
  page.locator('[data-sonner-toast][data-front="true"]:not([data-removed="true"])');

/** Types an address into a newsletter form (the footer's, or the page's) and presses Prenumerera. */
export async function subscribe(form: import("@playwright/test").Locator, email: string) {
  await form.getByLabel("E-postadress").fill(email);
  await form.getByRole("button", { name: "Prenumerera" }).click();
}

/** The image element shows a decoded picture (it loaded and is not broken). */
export async function expectImageLoaded(image: import("@playwright/test").Locator) {
  // Card images load lazily: bring it into view first.
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect
    .poll(() =>
      image.evaluate(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    )
    .toBe(true);
}

/** What a test types into the registration form (spec section 5); a field left out stays empty. */
export interface RegistrationFields {
  name: string;
  category: string;
  info: string;
  address?: string;
  contact?: string;
  person?: string;
  email?: string;
}

/** Fills the registration form in the order a person does, field by field. */
export async function fillRegistration(
  page: import("@playwright/test").Page,
  fields: RegistrationFields,
) {
  await page.getByLabel("Företagsnamn *").fill(fields.name);
  await page.getByLabel("Kategori *").selectOption(fields.category);
  await page.getByLabel("Information om företaget *").fill(fields.info);
  const optional: [label: string, value: string | undefined][] = [
    ["Adress", fields.address],
    ["Kontaktinformation", fields.contact],
    ["Kontaktperson", fields.person],
  ];
  for (const [label, value] of optional)
    if (value !== undefined) await page.getByLabel(label, { exact: true }).fill(value);
  if (fields.email !== undefined)
    await page.getByLabel("E-post till kontaktperson *").fill(fields.email);
}
