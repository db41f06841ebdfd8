import { operatorTaskOnly, signIn } from "./admin-server";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { ownMailedAdminServer } from "./mail-server";
import { phoneFor } from "./owner-steps";

// Issue 39, 'Checked by' (the first part), on a 390 px phone: a visitor reviews Malmö
// Opera with 4 stars, confirms it from the mail, the operator publishes it in 'Att göra',
// and the page shows '4,0 · 1 omdöme', the review and its JSON-LD; another visitor's
// report reaches 'Att göra'; the removal link from the confirmation mail takes the review
// and its average away again.

const { server, mailWhere, linkIn } = ownMailedAdminServer("reviews");
const VISITOR = "besokare@example.se";
const TEXT = "Fantastisk föreställning och fin akustik, personalen var hjälpsam i pausen.";

test("a visitor's review is confirmed by mail, published by the operator, and removable", async ({
  page,
  browser,
}, testInfo) => {
  operatorTaskOnly(testInfo, 120_000);
  const { context: phone, page: visitor } = await phoneFor(browser, server);
  await visitor.goto(`${server.base}/business/malmo-opera`);
  await visitor.getByRole("link", { name: "Skriv ett omdöme" }).first().click();
  await expect(visitor.getByRole("heading", { name: "Skriv ett omdöme" })).toBeVisible();
  // Sent empty: every field says what is missing, in Swedish.
  await visitor.getByRole("button", { name: "Skicka omdömet" }).click();
  await expect(visitor.getByText("Välj hur många stjärnor du ger, från 1 till 5.")).toBeVisible();
  await visitor.getByLabel("4 stjärnor").check();
  await visitor.getByLabel("Ditt omdöme").fill(TEXT);
  await visitor.getByLabel("Namn som visas").fill("Anna");
  await visitor.getByLabel("E-post", { exact: true }).fill(VISITOR);
  await expectNoAxeViolations(visitor, "the review form");
  await visitor.getByRole("button", { name: "Skicka omdömet" }).click();
  await expect(visitor.getByTestId("review-sent")).toContainText(
    "Tack! Bekräfta ditt omdöme i mejlet vi skickade.",
  );

  // Nothing shows before it is confirmed and read.
  await visitor.goto(`${server.base}/business/malmo-opera`);
  await expect(visitor.getByText(TEXT)).toHaveCount(0);

  const mail = await mailWhere((m) => m.to.includes(VISITOR) && m.subject.startsWith("Bekräfta"));
  expect(mail.subject).toBe("Bekräfta ditt omdöme om Malmö Opera");
  const confirm = linkIn(mail, /^\/omdome\/bekrafta$/);
  const remove = linkIn(mail, /^\/omdome\/ta-bort$/);
  await visitor.goto(`${server.base}${confirm.pathname}${confirm.search}`);
  await visitor.getByRole("button", { name: "Bekräfta omdömet" }).click();
  await expect(visitor.getByText("Tack! Ditt omdöme är bekräftat.")).toBeVisible();

  // The operator publishes it from 'Att göra'.
  await signIn(page, server);
  await page.goto(`${server.base}/admin`);
  const tasks = page.getByRole("region", { name: "Omdömen att granska (1)" });
  await tasks.getByRole("link", { name: "Malmö Opera" }).click();
  await expect(page.getByText(TEXT)).toBeVisible();
  await expect(page.getByText(VISITOR)).toHaveCount(0);
  await page.getByRole("button", { name: "Publicera omdömet" }).click();
  await expect(page.getByText("Omdömet är publicerat.")).toBeVisible();
  const published = await mailWhere(
    (m) => m.to.includes(VISITOR) && m.subject.includes("publicerat"),
  );
  expect(published.subject).toBe("Ditt omdöme om Malmö Opera är publicerat");

  // The page: the visitors' average and count, the review, and its JSON-LD.
  await visitor.goto(`${server.base}/business/malmo-opera`);
  await expect(visitor.getByTestId("visitor-rating")).toHaveText("Besökarnas betyg 4,0 · 1 omdöme");
  const reviews = visitor.getByRole("region", { name: "Omdömen från besökare" });
  await expect(reviews.getByRole("listitem")).toHaveCount(1);
  await expect(reviews.getByRole("listitem")).toContainText("Anna");
  await expect(reviews.getByRole("listitem")).toContainText(TEXT);
  const jsonLd = (
    await visitor.locator('script[type="application/ld+json"]').allTextContents()
  ).join("\n");
  expect(jsonLd).toContain(
    '"aggregateRating":{"@type":"AggregateRating","ratingValue":4,"reviewCount":1',
  );
  expect(jsonLd).toContain('"reviewBody":"Fantastisk föreställning');
  await expectNoAxeViolations(visitor, "a place page with a review");

  // Another visitor reports it: it reaches 'Att göra', and the operator keeps it.
  await reviews.getByRole("link", { name: "Rapportera omdömet av Anna" }).click();
  await visitor.getByRole("button", { name: "Skicka rapporten" }).click();
  await expect(visitor.getByText("Välj varför du rapporterar omdömet.")).toBeVisible();
  await visitor.getByLabel("Det är reklam eller spam").check();
  await visitor.getByRole("button", { name: "Skicka rapporten" }).click();
  await expect(visitor.getByTestId("report-sent")).toContainText("Tack! Vi tittar på omdömet.");
  await page.goto(`${server.base}/admin`);
  await page
    .getByRole("region", { name: "Rapporterade omdömen (1)" })
    .getByRole("link", { name: "Malmö Opera" })
    .click();
  await expect(page.getByTestId("review-reports")).toContainText("Det är reklam eller spam");
  await page.getByRole("button", { name: "Behåll omdömet" }).click();
  await expect(page.getByText("Omdömet ligger kvar och rapporterna är avslutade.")).toBeVisible();

  // The removal link from the confirmation mail takes it away, average and all.
  await visitor.goto(`${server.base}${remove.pathname}${remove.search}`);
  await visitor.getByRole("button", { name: "Ta bort omdömet" }).click();
  await expect(visitor.getByText("Ditt omdöme är borttaget.")).toBeVisible();
  await visitor.goto(`${server.base}/business/malmo-opera`);
  await expect(visitor.getByTestId("visitor-rating")).toHaveCount(0);
  await expect(visitor.getByText(TEXT)).toHaveCount(0);
  await phone.close();
});

test("a visitor on the English page reviews in English, and the mail and its page are English (issue 40)", async ({
  browser,
}, testInfo) => {
  operatorTaskOnly(testInfo, 120_000);
  const { context: phone, page: visitor } = await phoneFor(browser, server);
  const address = "visitor@example.com";
  await visitor.goto(`${server.base}/en/business/malmo-opera`);
  await visitor.getByRole("link", { name: "Write a review" }).first().click();
  await expect(visitor).toHaveURL(/\/en\/business\/malmo-opera\/omdome$/);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "en");
  await expect(visitor.getByRole("heading", { name: "Write a review" })).toBeVisible();
  // Sent empty: every field says what is missing, in English.
  await visitor.getByRole("button", { name: "Send the review" }).click();
  await expect(visitor.getByText("Choose how many stars you give, from 1 to 5.")).toBeVisible();
  await expect(visitor.getByText("Write your e-mail address.")).toBeVisible();
  await visitor.getByLabel("5 stars").check();
  await visitor.getByLabel("Your review").fill("A wonderful evening, the acoustics were superb.");
  await visitor.getByLabel("Name shown").fill("Sam");
  await visitor.getByLabel("E-mail", { exact: true }).fill(address);
  await expectNoAxeViolations(visitor, "the English review form");
  await visitor.getByRole("button", { name: "Send the review" }).click();
  await expect(visitor.getByTestId("review-sent")).toContainText(
    "Thank you! Confirm your review in the e-mail we sent.",
  );

  const mail = await mailWhere((m) => m.to.includes(address) && m.subject.startsWith("Confirm"));
  expect(mail.subject).toBe("Confirm your review of Malmö Opera");
  const confirm = linkIn(mail, /^\/en\/omdome\/bekrafta$/);
  await visitor.goto(`${server.base}${confirm.pathname}${confirm.search}`);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "en");
  await visitor.getByRole("button", { name: "Confirm the review" }).click();
  await expect(visitor.getByText("Thank you! Your review is confirmed.")).toBeVisible();
  await phone.close();
});
