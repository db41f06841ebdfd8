import type { Page } from "@playwright/test";
import { openAdminPart, ownAdminServer, setUpOperator, signIn } from "./admin-server";
import { expect, test } from "./fixtures";

// The operator manages offers and the featured places, and the public pages follow at
// once. This file runs its own server on a fresh database so its edits never meet the
// other page tests.

test.describe.configure({ mode: "serial" });

const server = ownAdminServer("offers");

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await setUpOperator(page, server);
  await page.close();
});

const cardTitles = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "mg_visit", value: "1", url: server.base }]);
});

test("an operator expires an offer and creates a new one", async ({ page }) => {
  const expiring = "Exempel: årskort på gymmet för 2 995 kr";
  await page.goto(`${server.base}/offers`);
  await expect(page.getByRole("heading", { name: expiring })).toBeVisible();

  await signIn(page, server);
  await openAdminPart(page, "Erbjudanden");
  await expect(page.getByRole("heading", { name: "Erbjudanden", level: 1 })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("3 erbjudanden");

  // Expire it: its last day is in the past.
  await page.getByRole("link", { name: expiring }).click();
  await page.getByLabel("Giltigt till", { exact: true }).fill("2020-01-31");
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByRole("status")).toHaveText("Ändringarna är sparade.");
  await expect(page.getByText("Utgått: syns inte längre för besökare.")).toBeVisible();
  await expect(page.getByText("Giltigt till: – → 2020-01-31")).toBeVisible();
  await expect(page.getByText("redaktor@example.se").first()).toBeVisible();

  await page.goto(`${server.base}/admin/erbjudanden`);
  await expect(page.getByRole("listitem").filter({ hasText: expiring })).toContainText("Utgått");

  await page.goto(`${server.base}/offers`);
  await expect(page.getByRole("heading", { name: "Erbjudanden", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: expiring })).toHaveCount(0);
  await expect(page.locator("main article")).toHaveCount(2);

  // Create a new offer; a bad link is refused first, with the typed values kept.
  const title = "Två kulor för en på måndagar";
  await page.goto(`${server.base}/admin/erbjudanden`);
  await page.getByRole("link", { name: "Nytt erbjudande" }).click();
  await expect(page.getByRole("heading", { name: "Nytt erbjudande", level: 1 })).toBeVisible();
  await page.getByLabel("Företag", { exact: true }).fill("Glassbaren vid Ribban");
  await page.getByLabel("Etikett", { exact: true }).selectOption("Special");
  await page.getByLabel("Rubrik", { exact: true }).fill(title);
  await page
    .getByLabel("Beskrivning", { exact: true })
    .fill("Exempel på erbjudande: två kulor glass till priset av en varje måndag.");
  await page.getByLabel("Plats", { exact: true }).fill("Ribersborgsstranden, Malmö");
  await page.getByLabel("Bild", { exact: true }).fill("/images/business/emporia.svg");
  await page.getByLabel("Länk", { exact: true }).fill("http://www.exempel.se/glass");
  await page.getByLabel("Färg", { exact: true }).selectOption("Blå");
  await page.getByRole("button", { name: "Skapa erbjudandet" }).click();
  await expect(
    page.getByText("Ange en https-adress, t.ex. https://www.exempel.se/erbjudande."),
  ).toBeVisible();
  await expect(page.getByLabel("Länk", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Rubrik", { exact: true })).toHaveValue(title);
  await page.getByLabel("Länk", { exact: true }).fill("https://www.exempel.se/glass");
  await page.getByRole("button", { name: "Skapa erbjudandet" }).click();
  await expect(page).toHaveURL(/\/admin\/erbjudanden\/tva-kulor-for-en-pa-mandagar\?skapat=1$/);
  await expect(page.getByRole("status")).toHaveText("Erbjudandet är skapat.");
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  await page.goto(`${server.base}/offers`);
  await expect(page.locator("main article")).toHaveCount(3);
  const card = page.locator("main article", { has: page.getByRole("heading", { name: title }) });
  await expect(card).toContainText("Glassbaren vid Ribban");
  await expect(card).toContainText("Special");
  await expect(card).toContainText("Ribersborgsstranden, Malmö");
  await expect(card.getByRole("link", { name: /Till erbjudandet/ })).toHaveAttribute(
    "href",
    "https://www.exempel.se/glass",
  );
});

test("an operator moves a featured place up with the keyboard", async ({ page }) => {
  await page.goto(`${server.base}/featured`);
  await expect(cardTitles(page).first()).toHaveText("Restaurang Nils");

  await signIn(page, server);
  await openAdminPart(page, "Utvalda platser");
  await expect(page.getByRole("heading", { name: "Utvalda platser", level: 1 })).toBeVisible();
  // The first place cannot move further up.
  await expect(
    page.getByRole("button", { name: "Flytta upp Restaurang Nils", exact: true }),
  ).toBeDisabled();
  // Four places are on the start page already, so none can be added there.
  await expect(
    page.getByRole("button", { name: "Visa på startsidan Elite Plaza Hotel", exact: true }),
  ).toBeDisabled();

  const moveUp = page.getByRole("button", { name: "Flytta upp Elite Plaza Hotel", exact: true });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Ändringarna är sparade.");
  const order = page.getByRole("region", { name: "Sidan Utvalda platser" }).getByRole("listitem");
  await expect(order.first()).toContainText("Elite Plaza Hotel");
  await expect(order.nth(1)).toContainText("Restaurang Nils");
  await expect(
    page.getByText(
      "Utvalda platser: restaurang-nils, elite-plaza-hotel, moderna-museet, lilla-kafferosteriet, emporia, malmo-opera → elite-plaza-hotel, restaurang-nils,",
    ),
  ).toBeVisible();

  await page.goto(`${server.base}/featured`);
  await expect(cardTitles(page)).toHaveText([
    "Elite Plaza Hotel",
    "Restaurang Nils",
    "Moderna Museet Malmö",
    "Lilla Kafferosteriet",
    "Emporia",
    "Malmö Opera",
  ]);
});
