import { expect, pastTheSplash, test } from "./fixtures";

// Site search (issue 23): the header's field on every page, the /sok page with and
// without JavaScript. Tests act at once, before the app has loaded (fixtures.ts).

const FIELD = "Sök företag, evenemang och erbjudanden";

test.beforeEach(pastTheSplash);

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a search typed in the header and sent with Enter at once finds Malmö Opera", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    const field = header.getByRole("searchbox", { name: FIELD });
    await field.fill("malmo opera");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/sok\?q=malmo(\+|%20)opera$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Sökresultat för ”malmo opera”",
    );
    const first = page.getByRole("main").getByRole("listitem").first();
    await expect(first.getByRole("link")).toHaveText("Malmö Opera");
    await expect(first).toContainText("Företag");
    await expect(first).toContainText("Musik & Teater");
    await expect(page).toHaveTitle("Sökresultat för ”malmo opera” | Malmöguiden");
  });

  test("the field fits the header beside the logo and the menu button", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    const field = header.getByRole("searchbox", { name: FIELD });
    const button = header.getByRole("button", { name: "Sök", exact: true });
    const menu = header.getByRole("button", { name: "Öppna meny" });
    await expect(field).toBeVisible();
    await expect(menu).toBeVisible();
    const [fieldBox, buttonBox, menuBox] = await Promise.all([
      field.boundingBox(),
      button.boundingBox(),
      menu.boundingBox(),
    ]);
    expect(fieldBox?.width).toBeGreaterThan(60);
    expect((buttonBox?.x ?? 0) + (buttonBox?.width ?? 0)).toBeLessThanOrEqual(menuBox?.x ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // The menu still opens on the first press.
    await menu.click();
    await expect(page.getByRole("navigation", { name: "Meny" })).toBeVisible();
  });
});

test("results follow the typing on /sok", async ({ page }) => {
  await page.goto("/sok");
  await expect(page).toHaveTitle("Sök | Malmöguiden");
  const field = page.getByRole("main").getByRole("searchbox", { name: FIELD });
  await field.fill("kebab");
  await expect(page.getByRole("main").getByRole("link", { name: "Malmö Kebab" })).toBeVisible();
  await expect(page).toHaveURL(/\/sok\?q=kebab$/);
});

test("a search without matches says so and suggests the categories", async ({ page }) => {
  await page.goto("/sok?q=qwxzvbn");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText("Inga träffar för ”qwxzvbn”");
  await expect(main.getByRole("link", { name: "Fika & Lunch" })).toHaveAttribute(
    "href",
    "/category/fika-lunch",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's form searches as a plain GET", async ({ page }) => {
    await page.goto("/events");
    const field = page.getByRole("banner").getByRole("searchbox", { name: FIELD });
    await field.fill("operan");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/sok\?q=operan$/);
    const first = page.getByRole("main").getByRole("listitem").first();
    await expect(first.getByRole("link")).toHaveText("Malmö Opera");
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/business\/malmo-opera$/);
  });

  test("a query over 100 characters is refused in Swedish", async ({ page }) => {
    const response = await page.goto(`/sok?q=${"a".repeat(101)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(
      "Sökningen är för lång. Skriv högst 100 tecken.",
    );
  });
});
