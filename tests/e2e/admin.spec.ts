import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, pastTheSplash, test } from "./fixtures";

test.beforeEach(pastTheSplash);

// First run of the operator area: the one-time link from the server's start, a
// password, the start page, signing out and in again.
test("first-run setup link, password, start page, sign out and in", async ({ page }) => {
  const link = (
    await readFile(path.join(process.env.E2E_DATA_DIR as string, "admin-setup-link.txt"), "utf8")
  ).trim();
  const { pathname, search } = new URL(link);

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/logga-in\?till=%2Fadmin$/);
  await expect(page.getByRole("heading", { name: "Logga in" })).toBeVisible();

  await page.goto(`${pathname}${search}`);
  await page.getByLabel("E-post", { exact: true }).fill("redaktor@example.se");
  await page.getByLabel("Lösenord", { exact: true }).fill("kort");
  await page.getByLabel("Lösenord igen").fill("kort");
  await page.getByRole("button", { name: "Spara och logga in" }).click();
  await expect(page.getByText("Lösenordet måste ha minst 12 tecken.")).toBeVisible();
  await expect(page.getByLabel("Lösenord", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await page.getByLabel("E-post", { exact: true }).fill("redaktor@example.se");
  await page.getByLabel("Lösenord", { exact: true }).fill("ett riktigt långt lösenord");
  await page.getByLabel("Lösenord igen").fill("ett riktigt långt lösenord");
  await page.getByRole("button", { name: "Spara och logga in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Redaktion" })).toBeVisible();
  await expect(page.getByText("Inloggad som redaktor@example.se.")).toBeVisible();
  // The start page lists what waits for the operator (other specs share this server).
  await expect(
    page.getByRole("heading", { level: 2, name: /^Nya registreringar \(\d+\)$/ }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Logga ut" }).click();
  await expect(page).toHaveURL(/\/admin\/logga-in$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/logga-in/);

  await page.getByLabel("E-post", { exact: true }).fill("redaktor@example.se");
  await page.getByLabel("Lösenord", { exact: true }).fill("fel lösenord");
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Fel e-postadress eller lösenord.");
  await page.getByLabel("Lösenord", { exact: true }).fill("ett riktigt långt lösenord");
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The setup link worked once.
  await page.goto(`${pathname}${search}`);
  await expect(page.getByText("Länken är ogiltig, för gammal eller redan använd.")).toBeVisible();
});
