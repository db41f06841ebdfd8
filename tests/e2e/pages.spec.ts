import type { Page } from "@playwright/test";
import { events } from "../../app/.server/db/seed/events";
import { featuredPlaces } from "../../app/.server/db/seed/featured";
import { offers } from "../../app/.server/db/seed/offers";
import { PLANS } from "../../app/content/plans";
import { SITEMAP_PAGES } from "../support/site";
import { SPEC_HEADER_LINKS } from "../support/spec-nav";
import { swedishRating } from "./expected";
import { expect, pastTheSplash, test } from "./fixtures";

// The start page and the guide's other pages; the category and business pages are in
// places.spec.ts.

test.beforeEach(pastTheSplash);

/** The pointer off the hero and nothing focused in it: nothing holds the slideshow still. */
async function leaveHero(page: Page) {
  await page.mouse.move(0, 0);
  await page.locator("body").evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe("home", () => {
  test("has hero, intro cards, upcoming events, featured, categories and offers", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByTestId("hero-slide")).toHaveCount(2);
    for (const title of ["Restauranger", "Boende", "Shopping"]) {
      await expect(
        page.getByRole("heading", { level: 3, name: title, exact: true }).first(),
      ).toBeVisible();
    }
    // Which four depends on the day: events.spec.ts names them on a fixed clock.
    const eventsSection = page.locator("section", {
      has: page.getByRole("heading", { name: "Kommande evenemang" }),
    });
    await expect(eventsSection.getByRole("heading", { level: 3 })).toHaveCount(4);
    const featured = page.locator("section", {
      has: page.getByRole("heading", { name: "Utvalda platser" }),
    });
    await expect(featured.getByRole("listitem")).toHaveCount(4);
    const grid = page.locator("section", {
      has: page.getByRole("heading", { name: "Kategorier", exact: true }),
    });
    await expect(grid.getByRole("link", { name: /Fika & Lunch/ })).toBeVisible();
    const offerSection = page.locator("section", {
      has: page.getByRole("heading", { name: "Erbjudanden", exact: true }),
    });
    await expect(offerSection.getByRole("link", { name: /Till erbjudandet/ })).toHaveCount(3);
    for (const offer of offers) {
      await expect(offerSection.locator(`a[href="${offer.url}"]`)).toHaveAttribute(
        "target",
        "_blank",
      );
    }
  });

  test("the hero rotates every 5 s, dots choose, and pause stops it", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const slides = page.getByTestId("hero-slide");
    // A dot pressed at once; the slide it chose shows once the app has it.
    await page.getByRole("button", { name: "Visa bild 1" }).click();
    await page.getByRole("button", { name: "Visa bild 2" }).click();
    await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
    await page.getByRole("button", { name: "Visa bild 1" }).click();
    await expect(slides.nth(0)).toHaveAttribute("data-active", "true");
    await leaveHero(page);
    await page.clock.runFor(5000);
    await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
    await page.clock.runFor(5000);
    await expect(slides.nth(0)).toHaveAttribute("data-active", "true");

    await page.getByRole("button", { name: "Visa bild 2" }).click();
    await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
    await page.getByRole("button", { name: "Pausa bildspelet" }).click();
    await page.mouse.move(0, 0);
    await page.locator("body").focus();
    await page.clock.runFor(15000);
    await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
    await page.getByRole("button", { name: "Starta bildspelet" }).click();
    await leaveHero(page);
    await page.clock.runFor(5000);
    await expect(slides.nth(0)).toHaveAttribute("data-active", "true");
  });

  test("the hero holds still while hovered and under reduced motion", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const slides = page.getByTestId("hero-slide");
    // The pointer rests on the hero from the start; a dot chosen meanwhile shows that the
    // app has taken over, and it holds still as CSS did.
    await page.getByRole("button", { name: "Visa bild 2" }).click();
    await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
    await page.getByRole("button", { name: "Visa bild 1" }).click();
    await expect(slides.nth(0)).toHaveAttribute("data-active", "true");
    await slides.nth(0).hover();
    await page.clock.runFor(11000);
    await expect(slides.nth(0)).toHaveAttribute("data-active", "true");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await page.mouse.move(0, 0);
    await page.clock.runFor(11000);
    await expect(page.getByTestId("hero-slide").nth(0)).toHaveAttribute("data-active", "true");
  });
});

test.describe("other pages", () => {
  test("/all-categories has the 13 tiles", async ({ page }) => {
    await page.goto("/all-categories");
    const tiles = page.locator("main ul").first().getByRole("link");
    await expect(tiles).toHaveCount(13);
    const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(SPEC_HEADER_LINKS.map((link) => link.tileHref));
  });

  test("/about has the vision, three values and a link to contact", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "Vår vision" })).toBeVisible();
    for (const value of ["Kärlek till det lokala", "Gemenskap", "Tillgänglighet"]) {
      await expect(page.getByRole("heading", { name: value })).toBeVisible();
    }
    await page.locator("main").getByRole("link", { name: "Kontakta oss" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByText("Vi svarar vanligtvis inom 24 timmar på vardagar.")).toBeVisible();
    await expect(page.locator('main a[href^="mailto:"]')).toBeVisible();
  });

  test("/advertise shows the three plans with prices and features", async ({ page }) => {
    await page.goto("/advertise");
    for (const plan of PLANS) {
      const card = page.locator("li", {
        has: page.getByRole("heading", { name: plan.name, exact: true }),
      });
      await expect(card).toContainText(plan.pricePerMonth.toLocaleString("sv-SE"));
      for (const feature of plan.features) await expect(card).toContainText(feature);
      await expect(card).toContainText("30 dagars gratis provperiod");
    }
    await expect(page.getByText("Mest populär")).toBeVisible();
  });

  test("/coming-soon pages", async ({ page }) => {
    await page.goto("/coming-soon/hantverkare");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Malmös Hantverkare");
    await expect(page.getByText("Kommer snart")).toBeVisible();
    await page.goto("/coming-soon/halsa");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hälsa & Skönhet");
    await page.goto("/coming-soon/nagot");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ny kategori");
  });

  test("/featured shows six places", async ({ page }) => {
    await page.goto("/featured");
    await expect(page.locator("main article")).toHaveCount(6);
    for (const place of featuredPlaces)
      await expect(page.getByRole("heading", { name: place.title })).toBeVisible();
  });

  test("/offers shows three offers with tag, business, rating and external link", async ({
    page,
  }) => {
    await page.goto("/offers");
    await expect(page.locator("main article")).toHaveCount(3);
    for (const offer of offers) {
      const card = page.locator("article", {
        has: page.getByRole("heading", { name: offer.title }),
      });
      await expect(card).toContainText(offer.tag);
      await expect(card).toContainText(offer.business);
      await expect(card).toContainText(offer.location);
      await expect(card).toContainText(swedishRating(offer.rating as number));
      await expect(card.locator(`a[href="${offer.url}"]`)).toHaveAttribute("rel", /noopener/);
    }
  });

  test("/success confirms the plan", async ({ page }) => {
    await page.goto("/success?plan=silver");
    await expect(page.getByText("Silver")).toBeVisible();
    await expect(page.getByText(/inom 24 timmar/)).toBeVisible();
  });

  test("an unknown path answers 404 with the not-found page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/det-har-finns-inte");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Oops! Sidan du letar efter finns inte",
    );
    await page.getByRole("link", { name: "Tillbaka till startsidan" }).click();
    await expect(page).toHaveURL(/\/$/);
    // The browser reports the 404 document itself as a console error; that one is expected.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes("404")),
    );
  });
});

test("every page has a unique title and a description", async ({ request }) => {
  const paths = [
    ...SITEMAP_PAGES,
    "/category/restauranger",
    "/category/sport",
    "/business/malmo-opera",
    "/business/grand-fitness",
    "/success?plan=guld",
    "/coming-soon/halsa",
    `/events/${events[0]?.id}`,
  ];
  const titles = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    // Unique within a language ('Kontakt' is the Swedish, German and Danish word alike).
    const key = `${/<html lang="(\w+)"/.exec(html)?.[1]} ${title}`;
    expect(titles.has(key), `${path} repeats ${title}`).toBe(false);
    titles.add(key);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
  }
});
