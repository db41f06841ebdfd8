import AxeBuilder from "@axe-core/playwright";
import { events } from "../../app/.server/db/seed/events";
import { expect, pastTheSplash, test } from "./fixtures";

const ROUTES = [
  "/",
  "/category/restauranger",
  "/category/nojesparker",
  "/category/evenemang",
  "/category/okand",
  "/all-categories",
  "/business/malmo-opera",
  "/business/grand-fitness",
  "/submit-business",
  "/about",
  "/contact",
  "/advertise",
  "/success?plan=silver",
  "/coming-soon/hantverkare",
  "/featured",
  "/events",
  "/events?tid=alla&kategori=Mat+och+dryck",
  `/events/${events[0]?.id}`,
  "/events/finns-inte",
  "/offers",
  "/sok",
  "/sok?q=malmo+opera",
  "/sok?q=qwxzvbn",
  "/finns-inte",
  "/admin/logga-in",
  "/admin/konfigurera",
];

test.beforeEach(pastTheSplash);

for (const viewport of [
  { name: "wide", width: 1440, height: 900 },
  { name: "phone", width: 360, height: 780 },
]) {
  test.describe(`axe on a ${viewport.name} screen`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of ROUTES) {
      test(`${route} has no accessibility violations`, async ({ page, consoleErrors }) => {
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
        const summary = results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );
        expect(summary).toEqual([]);
        consoleErrors.splice(
          0,
          consoleErrors.length,
          ...consoleErrors.filter((e) => !e.includes("404")),
        );
      });
    }
  });
}
