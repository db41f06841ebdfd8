import { openAdminPart, ownAdminServer, setUpOperator } from "./admin-server";
import { expect, test } from "./fixtures";

// Issue 24, "Checked by": a CSV of 10,000 places imports through the admin's own page
// (dry run, then for real), and a second import of the same file changes nothing. The
// file is made here, as Swedish Excel saves it (BOM, semicolons, CRLF, quoted cells with
// line breaks and semicolons inside). `npm run bench:import` measures the same work in
// the process; this test proves it through the browser, the upload and the server.

test.describe.configure({ mode: "serial" });

const server = ownAdminServer("import-city");

const ROWS = 10_000;
const CATEGORIES = ["restauranger", "fika-lunch", "shopping", "konst", "musik", "halsa", "sport"];
const HOURS = ["Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off", "Tu-Su 11:00-22:00", ""];
const HEADER = "slug;name;category;status;summary;description;address;website;opening_hours";

/** The city's file: row i is place `stad-i`, every cell derived from i alone. */
function cityFile(): Buffer {
  const quoted = (value: string | undefined) => `"${(value ?? "").replace(/"/g, '""')}"`;
  const rows = [HEADER];
  for (let index = 0; index < ROWS; index++) {
    rows.push(
      [
        `stad-${index}`,
        `Stadsplats ${index}`,
        CATEGORIES[index % CATEGORIES.length],
        index % 5 === 0 ? "hidden" : "published",
        `Plats nummer ${index}; en "rad" i stadens fil.`,
        `Första stycket om plats ${index}.\nAndra stycket, med å, ä och ö.`,
        `Södergatan ${1 + (index % 80)}, Malmö`,
        `https://plats${index}.example`,
        HOURS[index % HOURS.length],
      ]
        .map(quoted)
        .join(";"),
    );
  }
  return Buffer.from(`\uFEFF${rows.join("\r\n")}\r\n`);
}

/** "10 000" as the page writes a count (a no-break space between the thousands). */
const count = (value: number) => value.toLocaleString("sv-SE");

test("an operator imports 10 000 places from one CSV file, and importing it again changes nothing", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one operator's import, not a visitor's page");
  test.setTimeout(240_000);
  const file = { name: "stad.csv", mimeType: "text/csv", buffer: cityFile() };
  await setUpOperator(page, server);
  await openAdminPart(page, "Företag");
  await page.getByRole("link", { name: "Importera CSV" }).click();
  const fileField = page.getByLabel("CSV-fil");
  const summary = page.getByTestId("import-summary");

  // The dry run: every row is new, nothing is written yet.
  await fileField.setInputFiles(file);
  const previewStarted = Date.now();
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  await expect(summary).toHaveText(`${count(ROWS)} nya, 0 ändrade, 0 oförändrade`, {
    timeout: 60_000,
  });
  const previewMs = Date.now() - previewStarted;
  await expect(page.getByText("Inget är sparat ännu. Tryck Importera")).toBeVisible();
  // A place without a page leads to the start page (the spec's rule for unknown ids).
  await page.goto(`${server.base}/business/stad-1`);
  await expect(page).toHaveURL(`${server.base}/`);

  // For real: the same file, previewed again and imported.
  await page.goto(`${server.base}/admin/foretag/import`);
  await fileField.setInputFiles(file);
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  await expect(summary).toHaveText(`${count(ROWS)} nya, 0 ändrade, 0 oförändrade`, {
    timeout: 60_000,
  });
  const importStarted = Date.now();
  await page.getByRole("button", { name: "Importera", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Importen är klar: ${count(ROWS)} nya, 0 ändrade, 0 oförändrade. Till företagen`,
    { timeout: 60_000 },
  );
  const importMs = Date.now() - importStarted;

  // The places are there: a published one has its page, with the file's text.
  await page.goto(`${server.base}/business/stad-9999`);
  await expect(page.getByRole("heading", { name: "Stadsplats 9999", level: 1 })).toBeVisible();
  await expect(page.getByText("Första stycket om plats 9999.").first()).toContainText("å, ä och ö");
  // Row 9995 is hidden (every fifth): no public page.
  await page.goto(`${server.base}/business/stad-9995`);
  await expect(page).toHaveURL(`${server.base}/`);

  // The same file again: the dry run finds nothing to change, and the import saves nothing.
  await page.goto(`${server.base}/admin/foretag/import`);
  await fileField.setInputFiles(file);
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  await expect(summary).toHaveText(`0 nya, 0 ändrade, ${count(ROWS)} oförändrade`, {
    timeout: 60_000,
  });
  await expect(page.getByText("Filen ändrar ingenting.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Importera", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Importera", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Filen ändrar ingenting. Inget har sparats.", {
    timeout: 60_000,
  });

  // The figures, for the report (the bench quotes them; no test asserts a duration).
  testInfo.annotations.push({
    type: "durations",
    description: `dry run of ${ROWS} rows ${previewMs} ms; import ${importMs} ms`,
  });
});
