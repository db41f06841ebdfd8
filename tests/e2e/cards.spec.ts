import { expect, pastTheSplash, test } from "./fixtures";

test.beforeEach(pastTheSplash);

test("a 390 px phone shows at least three places of a category per screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/category/restauranger");
  const heading = page.getByRole("heading", { name: "Alla platser" });
  await heading.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 0));
  const section = page.locator("section", { has: heading });
  const cards = section.locator("article");
  await expect(cards.first()).toBeVisible();
  const boxes = await cards.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().height),
  );
  // Three cards (and the gaps between them) fit in one screen height.
  const tallest = Math.max(...boxes);
  expect(tallest * 3 + 2 * 24).toBeLessThan(844);
});

test("two places of one category get generated pictures that differ by name", async ({
  request,
}) => {
  const nils = await (await request.get("/images/business/restaurang-nils.svg")).text();
  const friis = await (await request.get("/images/business/friis-14.svg")).text();
  expect(nils).toContain(">RN</text>");
  expect(friis).toContain(">F1</text>");
});
