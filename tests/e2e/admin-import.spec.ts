import { openAdminPart, ownAdminServer, setUpOperator } from "./admin-server";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

// Issue 24, point 6: the operator imports places from a CSV file as Swedish Excel saves
// it: a preview first (a file with an error is refused with its row named), then the
// import, and the new place is in the admin's list and on its own public page.

test.describe.configure({ mode: "serial" });

const server = ownAdminServer("import");

const HEADER = "slug;name;category;status;description;address;website;opening_hours";
const PLACE =
  'kafe-importen;Kafé Importen;fika-lunch;published;"Ett kafé; hembakat och kaffe.";Södergatan 1, Malmö;https://importen.example;Mo-Fr 08:00-17:00';
const csv = (...rows: string[]) => Buffer.from(`\uFEFF${[HEADER, ...rows].join("\r\n")}\r\n`);

test("an operator previews a CSV file, imports it, and the new place is listed and has its page", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name.startsWith("impatient"), "an operator's task, not a visitor's");
  test.setTimeout(60_000);
  await setUpOperator(page, server);
  await openAdminPart(page, "Företag");
  await page.getByRole("link", { name: "Importera CSV" }).click();
  await expect(page.getByRole("heading", { name: "Importera platser", level: 1 })).toBeVisible();
  const file = page.getByLabel("CSV-fil");

  // A row with an error: nothing can be imported, and the row is named.
  await file.setInputFiles({
    name: "platser.csv",
    mimeType: "text/csv",
    buffer: csv(PLACE, "fel-kategori;Fel;xyz;published;Bra.;Malmö;;"),
  });
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  await expect(page.getByTestId("import-summary")).toHaveText(
    "1 ny, 0 ändrade, 0 oförändrade, 1 rad med fel",
  );
  await expect(page.getByTestId("import-errors")).toContainText("Rad 3");
  await expect(page.getByTestId("import-errors")).toContainText("Kategorin 'xyz' finns inte.");
  await expect(page.getByRole("button", { name: "Importera" })).toHaveCount(0);

  // The corrected file: previewed, then imported.
  await file.setInputFiles({ name: "platser.csv", mimeType: "text/csv", buffer: csv(PLACE) });
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  await expect(page.getByTestId("import-summary")).toHaveText("1 ny, 0 ändrade, 0 oförändrade");
  await expect(page.getByTestId("import-changes")).toContainText("Kafé Importen (kafe-importen)");
  await expectNoAxeViolations(page, "the admin's CSV import preview");
  await page.getByRole("button", { name: "Importera", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Importen är klar: 1 ny, 0 ändrade, 0 oförändrade. Till företagen",
  );

  await page.getByRole("link", { name: "Till företagen" }).click();
  await page.getByLabel("Sök", { exact: true }).fill("Importen");
  await page.getByRole("button", { name: "Filtrera" }).click();
  await expect(page.getByRole("link", { name: /Kafé Importen/ })).toBeVisible();

  await page.goto(`${server.base}/business/kafe-importen`);
  await expect(page.getByRole("heading", { name: "Kafé Importen", level: 1 })).toBeVisible();
  await expect(page.getByText("Ett kafé; hembakat och kaffe.").first()).toBeVisible();
});
