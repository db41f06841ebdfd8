import { expect, test } from "@playwright/test";

test.use({ javaScriptEnabled: false });

test("pages are readable without JavaScript", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Välkommen till Malmö" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kommande evenemang" })).toBeVisible();
  // The splash fades by itself and never blocks the page.
  await expect(page.getByTestId("splash")).toBeHidden({ timeout: 3000 });
  await page
    .getByRole("navigation", { name: "Huvudmeny" })
    .getByRole("link", { name: "Restauranger" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Restauranger");
  await page.getByTestId("all-places").getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "Kontaktinformation" })).toBeVisible();
});

test("'Mer' opens on hover without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const more = page.getByRole("button", { name: "Mer", exact: true });
  const dropdown = page.locator(`#${await more.getAttribute("aria-controls")}`);
  await expect(dropdown).toBeHidden();
  await more.hover();
  await expect(dropdown.getByRole("link", { name: "Frisörsalonger" })).toBeVisible();
});

test("'Ny kategori' reveals its field without JavaScript", async ({ page }) => {
  await page.goto("/submit-business");
  await expect(page.getByLabel("Namn på den nya kategorin *")).toBeHidden();
  await page.getByLabel("Kategori *").selectOption("Ny kategori");
  await expect(page.getByLabel("Namn på den nya kategorin *")).toBeVisible();
});
