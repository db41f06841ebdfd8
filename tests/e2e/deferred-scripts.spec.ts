import type { Browser, Page } from "@playwright/test";
import { operatorTaskOnly, ownAdminServer, setUpOperator } from "./admin-server";
import { expect, holdRequests, test } from "./fixtures";

// The app's JavaScript waits until the page has loaded and the browser is idle (issue
// 21; before, for the first interaction, issue 12): nothing competes with the first
// paint or the largest image, and then the app hydrates by itself; a first key press,
// touch, press or focus loads it at once. This file checks the loading itself, so it
// alone may wait for the app (tests/e2e/acts-at-once.spec.ts).

const READ_PAGES = ["/", "/category/restauranger", "/business/malmo-opera", "/events"];

async function readerPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ locale: "sv-SE" });
  await context.addCookies([{ name: "mg_visit", value: "1", url: baseURL }]);
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, scripts, errors };
}

const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated]", { state: "attached" });

for (const path of READ_PAGES) {
  test(`${path} loads no script before its load event, then hydrates by itself`, async ({
    browser,
    baseURL,
  }) => {
    const reader = await readerPage(browser, baseURL as string);
    await reader.page.goto(path, { waitUntil: "load" });
    await expect(reader.page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    // No interaction at all: the app arrives when the browser is idle.
    await hydrated(reader.page);
    expect(reader.scripts.length).toBeGreaterThan(0);
    // The entry, the manifest, the root, the route and the four shared chunks (React, the
    // router, the libraries, the app's own code: vite.config.ts).
    expect(reader.scripts.length).toBeLessThanOrEqual(8);
    const timing = await reader.page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"));
      return {
        loaded: navigation?.loadEventStart ?? 0,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loaded);
    expect(reader.errors).toEqual([]);
    await reader.context.close();
  });
}

test("the first page of a visit paints with its stylesheet inline and keeps it when the app hydrates", async ({
  browser,
}) => {
  // No splash cookie: the first page of a visit.
  const context = await browser.newContext({ locale: "sv-SE" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  // The app is held back until the page before it has been checked.
  const app = await holdRequests(page, "**/assets/*.js");
  const response = await page.goto("/", { waitUntil: "load" });
  const html = (await response?.text()) ?? "";
  expect(html).toMatch(/<style>[\s\S]*\.splash[\s\S]*<\/style>/);
  expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" media="not all"\/>/);
  // Styled by the inline stylesheet: the body's layout is not the browser's default.
  const styled = () =>
    page.evaluate(() => getComputedStyle(document.querySelector("body") as Element).display);
  expect(await styled()).toBe("flex");

  app.release();
  await page.keyboard.press("Tab");
  await hydrated(page);
  // The page keeps its inline stylesheet (restyling the page would cost the main thread);
  // the link stays inert, fetched for the next pages.
  expect(
    await page.evaluate(
      () =>
        [...document.querySelectorAll("head > style")].filter((style) =>
          style.textContent?.includes(".splash"),
        ).length,
    ),
  ).toBe(1);
  await expect(page.locator('link[rel="stylesheet"][href^="/assets/"]')).toHaveAttribute(
    "media",
    "not all",
  );
  expect(await styled()).toBe("flex");
  // The next page of the visit links the stylesheet.
  await page.getByRole("link", { name: "Alla evenemang" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Evenemang");
  const next = await (await page.request.get("/events")).text();
  expect(next).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/>/);
  expect(next).not.toContain("<style>");
  expect(errors).toEqual([]);
  await context.close();
});

test("after the first press the app navigates without reloading the page", async ({
  browser,
  baseURL,
}) => {
  const reader = await readerPage(browser, baseURL as string);
  await reader.page.goto("/", { waitUntil: "networkidle" });
  await reader.page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  // A press on text that is no link: the first interaction, nothing else.
  await reader.page.getByRole("heading", { name: "Välkommen till Malmö" }).click();
  await hydrated(reader.page);
  await reader.page.getByRole("link", { name: "Alla evenemang" }).click();
  await expect(reader.page).toHaveURL(/\/events$/);
  await expect(reader.page.getByRole("heading", { level: 1 })).toHaveText("Evenemang");
  expect(
    await reader.page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(reader.errors).toEqual([]);
  await reader.context.close();
});

test("the hero's first image is found in the HTML and fetched first", async ({
  browser,
  baseURL,
}) => {
  const reader = await readerPage(browser, baseURL as string);
  const images: string[] = [];
  reader.page.on("request", (request) => {
    if (request.resourceType() === "image") images.push(request.url());
  });
  await reader.page.goto("/", { waitUntil: "networkidle" });
  const first = reader.page.getByTestId("hero-slide").first().locator("img");
  await expect(first).toHaveAttribute("fetchpriority", "high");
  const src = (await first.getAttribute("src")) as string;
  // The site icon (in the head) aside, the hero's image is the first the page fetches.
  const pictures = images.map((url) => new URL(url).pathname).filter((p) => p !== "/favicon.svg");
  expect(pictures[0]).toBe(src);
  // The later slides wait for the first paint.
  const later = reader.page.getByTestId("hero-slide").nth(1).locator("img");
  await expect(later).toHaveAttribute("loading", "lazy");
  await reader.context.close();
});

for (const path of ["/", "/business/malmo-opera", "/events"]) {
  test(`${path}: the first image of the page is the one fetched at high priority`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const images = [...main.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images.length).toBeGreaterThan(0);
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images.filter((image) => image.includes('fetchPriority="high"'))).toHaveLength(1);
  });
}

test("before the app loads, the hero rotates by CSS every 5 seconds", async ({
  browser,
  baseURL,
}) => {
  const reader = await readerPage(browser, baseURL as string);
  // The app never arrives in this test: its scripts are held.
  await holdRequests(reader.page, "**/assets/*.js");
  await reader.page.goto("/", { waitUntil: "load" });
  const slides = reader.page.getByTestId("hero-slide");
  /** Moves the hero's animations to `ms` into their cycle (no waiting on the clock). */
  const at = (ms: number) =>
    reader.page.evaluate((time) => {
      for (const animation of document.getAnimations()) {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        if (target instanceof HTMLElement && target.classList.contains("hero-slide")) {
          animation.pause();
          animation.currentTime = time;
        }
      }
    }, ms);
  await at(1000);
  await expect(slides.nth(0)).toBeVisible();
  await expect(slides.nth(1)).toBeHidden();
  await at(6000);
  await expect(slides.nth(0)).toBeHidden();
  await expect(slides.nth(1)).toBeVisible();
  // The next cycle starts with the first slide again.
  await at(10_500);
  await expect(slides.nth(0)).toBeVisible();
  expect(await reader.page.locator("html[data-hydrated]").count()).toBe(0);
  await reader.context.close();
});

test.describe("a filled-in textarea typed into before the app starts", () => {
  const server = ownAdminServer("typed-before-start");
  const hoursPage = () => `${server.base}/admin/foretag/moderna-museet/oppettider`;
  const STORED = "Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off";

  // React sets a hydrated textarea back to the server's text, and Chromium drops its
  // selection with it; the first key press starts the app, so this is every first edit.
  test("keeps the text typed before the app started, and the selection", async ({
    page,
  }, testInfo) => {
    operatorTaskOnly(testInfo);
    await setUpOperator(page, server);
    await page.goto(hoursPage());
    const hours = page.getByLabel("Öppettider", { exact: true });
    await hours.fill(STORED);
    // The advanced form's own boxes (the day-by-day editor above has its own).
    const form = page.locator("form", { has: hours });
    await form.getByLabel("Öppettiderna stämmer i dag (bekräftade med platsen)").check();
    await form.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByRole("status")).toHaveText("Öppettiderna är sparade.");

    // The next visit's page, its app held back: text typed, then text selected.
    const app = await holdRequests(page, "**/assets/*.js");
    await page.goto(hoursPage(), { waitUntil: "load" });
    await expect(hours).toHaveValue(STORED);
    await hours.fill("Mo-Fr 09:00-17:00");
    await hours.press("ControlOrMeta+a");
    app.release();
    await hydrated(page);
    await expect(hours).toHaveValue("Mo-Fr 09:00-17:00");
    // The selection held: what is typed now replaces the whole text.
    await hours.pressSequentially("Sa 10:00-14:00");
    await expect(hours).toHaveValue("Sa 10:00-14:00");
  });
});
