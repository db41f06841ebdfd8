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

test("a refused registration keeps what was typed", async ({ page }) => {
  await page.goto("/submit-business");
  await page.getByLabel("Företagsnamn *").fill("Kafé Östervärn");
  await page.getByLabel("Kategori *").selectOption("Ny kategori");
  await page.getByLabel("Namn på den nya kategorin *").fill("Keramikcaféer");
  // 'Information om företaget *' is required and left empty.
  await page.getByLabel("Adress", { exact: true }).fill("Östervärnsgatan 3, Malmö");
  await page.getByLabel("Kontaktinformation", { exact: true }).fill("040-12 34 56");
  await page.getByLabel("Kontaktperson", { exact: true }).fill("Eva Exempel");
  await page.getByLabel("E-post till kontaktperson *").fill("eva@example.se");
  await page.getByRole("button", { name: "Skicka registrering" }).click();

  await expect(page).toHaveURL(/\/submit-business$/);
  await expect(page.getByRole("alert")).toHaveText("Vänligen ange information om företaget");
  await expect(page.getByLabel("Företagsnamn *")).toHaveValue("Kafé Östervärn");
  await expect(page.getByLabel("Kategori *")).toHaveValue("Ny kategori");
  await expect(page.getByLabel("Namn på den nya kategorin *")).toBeVisible();
  await expect(page.getByLabel("Namn på den nya kategorin *")).toHaveValue("Keramikcaféer");
  await expect(page.getByLabel("Information om företaget *")).toHaveValue("");
  await expect(page.getByLabel("Adress", { exact: true })).toHaveValue("Östervärnsgatan 3, Malmö");
  await expect(page.getByLabel("Kontaktinformation", { exact: true })).toHaveValue("040-12 34 56");
  await expect(page.getByLabel("Kontaktperson", { exact: true })).toHaveValue("Eva Exempel");
  await expect(page.getByLabel("E-post till kontaktperson *")).toHaveValue("eva@example.se");
});

test("a refused registration never sends the honeypot back", async ({ page }) => {
  await page.goto("/submit-business");
  const honeypot = page.locator('#innehall input[name="website"]');
  // People never see the field; only a bot would fill it.
  await honeypot.fill("https://skräp.example", { force: true });
  await page.getByLabel("Företagsnamn *").fill("Robotbolaget");
  await page.getByLabel("Kategori *").selectOption("Spa");
  await page.getByLabel("Information om företaget *").fill("Rad ett\nRad två");
  await page.getByLabel("E-post till kontaktperson *").fill("robot@example.se");
  await page.getByRole("button", { name: "Skicka registrering" }).click();

  await expect(page.getByRole("alert")).toHaveText("Ett fel uppstod när formuläret skulle skickas");
  await expect(page.getByLabel("Företagsnamn *")).toHaveValue("Robotbolaget");
  await expect(page.getByLabel("Kategori *")).toHaveValue("Spa");
  await expect(page.getByLabel("Namn på den nya kategorin *")).toBeHidden();
  await expect(page.getByLabel("Information om företaget *")).toHaveValue("Rad ett\nRad två");
  await expect(honeypot).toHaveValue("");
});
