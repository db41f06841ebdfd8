import AxeBuilder from "@axe-core/playwright";
import { events } from "../../app/.server/db/seed/events";
import { SITEMAP_PAGES } from "../support/site";
import { expect, pastTheSplash, test } from "./fixtures";

// The sitemap's own pages, and the pages of records and answers a visitor meets.
const ROUTES = [
  ...SITEMAP_PAGES,
  "/category/restauranger",
  "/category/nojesparker",
  "/category/evenemang",
  "/category/okand",
  "/business/malmo-opera",
  "/business/grand-fitness",
  "/success?plan=silver",
  "/coming-soon/hantverkare",
  "/events?tid=alla&kategori=Mat+och+dryck",
  `/events/${events[0]?.id}`,
  "/events/finns-inte",
  "/sok",
  "/sok?q=malmo+opera",
  "/sok?q=qwxzvbn",
  "/finns-inte",
  "/foretagare",
  "/admin/logga-in",
  "/admin/konfigurera",
];

test.beforeEach(pastTheSplash);

const SCREENS = [
  { name: "phone", width: 360, height: 780 },
  { name: "wide", width: 1440, height: 900 },
];

// Each page is opened once, on a phone, and checked there and then again with the window
// made wide (the layout answers the width through CSS): one page load for both screens
// keeps this suite's share of CI's time down.
for (const route of ROUTES) {
  test(`${route} has no accessibility violations on a phone or a wide screen`, async ({
    page,
    consoleErrors,
  }) => {
    // Two full axe runs: twice a one-screen test's time.
    test.setTimeout(60_000);
    const [phone, wide] = SCREENS as [(typeof SCREENS)[0], (typeof SCREENS)[0]];
    await page.setViewportSize({ width: phone.width, height: phone.height });
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    for (const screen of [phone, wide]) {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
      expect(summary, `on a ${screen.name} screen`).toEqual([]);
    }
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes("404")),
    );
  });
}
