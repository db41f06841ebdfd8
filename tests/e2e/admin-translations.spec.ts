import { ownAdminServer, signIn } from "./admin-server";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

// Issue 40, point 4: the operator sees which texts have no English, German or Danish
// version and writes them; a text left without one shows in Swedish on that language's
// page, inside lang="sv" with the note. Its own server: the edits change seeded texts.

test.describe.configure({ mode: "serial" });

const server = ownAdminServer("translations");

test("an emptied English title shows the Swedish one, marked; writing it again puts English back", async ({
  page,
}) => {
  await signIn(page, server);
  await page.goto(`${server.base}/admin/oversattningar/offer/arskort-kockum-fritid`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText("Översättningar av");
  await expect(page.getByRole("heading", { name: "Svenska" })).toBeVisible();
  const englishTitle = page.getByRole("group", { name: "English" }).getByLabel("Rubrik");
  await expect(englishTitle).not.toHaveValue("");
  const written = await englishTitle.inputValue();
  await englishTitle.fill("");
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Översättningarna är sparade.")).toBeVisible();
  await expectNoAxeViolations(page, "the translation editor");

  // The overview lists it as missing the English title.
  await page.goto(`${server.base}/admin/oversattningar`);
  const item = page.locator("li", { hasText: "English: saknar rubrik" }).first();
  await expect(item).toBeVisible();

  // On /en/offers the Swedish title stands, marked as Swedish; the rest is English.
  await page.goto(`${server.base}/en/offers`);
  const swedish = page.locator("main h2[lang='sv']");
  await expect(swedish).toHaveCount(1);
  await expect(page.getByText("Annual pass")).toBeVisible();

  // Written again, the English title is back and nothing is marked.
  await page.goto(`${server.base}/admin/oversattningar/offer/arskort-kockum-fritid`);
  await page.getByRole("group", { name: "English" }).getByLabel("Rubrik").fill(written);
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Översättningarna är sparade.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Ändringshistorik" })).toContainText(
    "Rubrik (English)",
  );
  await page.goto(`${server.base}/en/offers`);
  await expect(page.getByRole("heading", { name: written })).toBeVisible();
  await expect(page.locator("main [lang='sv']")).toHaveCount(0);
});

test("an unknown text is a 404 in the admin, and a stranger gets the sign-in page", async ({
  page,
}) => {
  const answer = await page.request.get(`${server.base}/admin/oversattningar`, { maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  await signIn(page, server);
  const missing = await page.request.get(`${server.base}/admin/oversattningar/place/finns-inte`);
  expect(missing.status()).toBe(404);
  const wrongKind = await page.request.get(`${server.base}/admin/oversattningar/konstigt/x`);
  expect(wrongKind.status()).toBe(404);
});

test("a place without an English description shows the Swedish one on /en, marked, with the note", async ({
  page,
}) => {
  await signIn(page, server);
  await page.goto(`${server.base}/admin/oversattningar/place/hylliebadet`);
  const english = page.getByRole("group", { name: "English" }).getByLabel("Beskrivning");
  const written = await english.inputValue();
  expect(written).toMatch(/^Municipal swimming baths in Hyllie/);
  await english.fill("");
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Översättningarna är sparade.")).toBeVisible();

  // The page is English; only the description is Swedish, inside lang="sv", with the note.
  await page.goto(`${server.base}/en/business/hylliebadet`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const swedish = page.locator("main p[lang='sv']");
  await expect(swedish).toHaveCount(1);
  await expect(swedish).toContainText("Kommunalt badhus i Hyllie");
  await expect(page.locator("main").getByText("Only available in Swedish")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Contact information" })).toBeVisible();
  await expectNoAxeViolations(page, "a place whose description is only in Swedish");
  // German is untouched.
  await page.goto(`${server.base}/de/business/hylliebadet`);
  await expect(page.locator("main [lang='sv']")).toHaveCount(0);
  await expect(page.locator("main")).toContainText("Städtisches Schwimmbad");

  // Written again, the page is English throughout.
  await page.goto(`${server.base}/admin/oversattningar/place/hylliebadet`);
  await page.getByRole("group", { name: "English" }).getByLabel("Beskrivning").fill(written);
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Översättningarna är sparade.")).toBeVisible();
  await page.goto(`${server.base}/en/business/hylliebadet`);
  await expect(page.locator("main [lang='sv']")).toHaveCount(0);
  await expect(page.locator("main")).toContainText(written);
});
