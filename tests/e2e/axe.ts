import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Checks the page with axe (WCAG 2.1 AA and best practice) once it has settled: after
 * the network is idle and every CSS animation (the page's fade-in) has finished, since
 * a half-faded colour is not the colour a visitor reads.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  options: { exclude?: string } = {},
) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "best-practice",
  ]);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}
