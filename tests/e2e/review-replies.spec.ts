import type { Page } from "@playwright/test";
import type { ReceivedMail } from "../support/smtp";
import { operatorTaskOnly, signIn } from "./admin-server";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { ownMailedAdminServer } from "./mail-server";
import { phoneFor } from "./owner-steps";

// Issue 39, 'Checked by' (the rest), on a 390 px phone: a second review from the same
// address replaces the first; the owner answers from the mail that told them of the
// review, the reply shows under the review only after the operator's approval, and the
// place's own owner cannot review it.

const { server, mailWhere, linkIn, received } = ownMailedAdminServer("review-replies");
const VISITOR = "recensent@example.se";
const OWNER = "agare@malmoopera.example";
const FIRST = "Bra föreställning men kallt i salongen, ta med en kofta till andra akten.";
const SECOND = "Andra besöket var bättre: varmt i salongen och en strålande Carmen.";
const REPLY = "Tack för att du kom tillbaka! Vi har sett över värmen i salongen.";

/** The newest mail that matches, once there are `count` of them. */
async function newestMail(match: (mail: ReceivedMail) => boolean, count: number) {
  await mailWhere(match);
  await expect.poll(() => received().filter(match).length).toBe(count);
  return received().filter(match).at(-1) as ReceivedMail;
}

/** The visitor writes a review of Malmö Opera and confirms it from its mail (the n:th). */
async function reviewAndConfirm(visitor: Page, stars: number, text: string, nth: number) {
  await visitor.goto(`${server.base}/business/malmo-opera/omdome`);
  await visitor.getByLabel(`${stars} stjärnor`).check();
  await visitor.getByLabel("Ditt omdöme").fill(text);
  await visitor.getByLabel("Namn som visas").fill("Karin");
  await visitor.getByLabel("E-post", { exact: true }).fill(VISITOR);
  await visitor.getByRole("button", { name: "Skicka omdömet" }).click();
  await expect(visitor.getByTestId("review-sent")).toBeVisible();
  const mail = await newestMail(
    (m) => m.to.includes(VISITOR) && m.subject.startsWith("Bekräfta"),
    nth,
  );
  const confirm = linkIn(mail, /^\/omdome\/bekrafta$/);
  await visitor.goto(`${server.base}${confirm.pathname}${confirm.search}`);
  await visitor.getByRole("button", { name: "Bekräfta omdömet" }).click();
  await expect(visitor.getByText("Tack! Ditt omdöme är bekräftat.")).toBeVisible();
}

/** The operator publishes the one review waiting in 'Att göra'. */
async function publishWaiting(page: Page) {
  await page.goto(`${server.base}/admin`);
  await page
    .getByRole("region", { name: "Omdömen att granska (1)" })
    .getByRole("link", { name: "Malmö Opera" })
    .click();
  await page.getByRole("button", { name: "Publicera omdömet" }).click();
  await expect(page.getByText("Omdömet är publicerat.")).toBeVisible();
}

test("a newer review replaces the older; the owner's reply shows after approval; the owner cannot review", async ({
  page,
  browser,
}, testInfo) => {
  operatorTaskOnly(testInfo, 150_000);
  await signIn(page, server);
  await page.goto(`${server.base}/admin/foretag/malmo-opera`);
  const owners = page.getByRole("region", { name: "Ägare" });
  await owners.getByLabel("Lägg till ägare (e-postadress)").fill(OWNER);
  await owners.getByRole("button", { name: "Lägg till ägare" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Ägaren är tillagd." })).toBeVisible();

  const { context: phone, page: visitor } = await phoneFor(browser, server);
  await reviewAndConfirm(visitor, 3, FIRST, 1);
  await publishWaiting(page);
  await visitor.goto(`${server.base}/business/malmo-opera`);
  await expect(visitor.getByTestId("visitor-rating")).toHaveText("Besökarnas betyg 3,0 · 1 omdöme");

  // The same address again: once confirmed, the newer review stands alone.
  await reviewAndConfirm(visitor, 5, SECOND, 2);
  await visitor.goto(`${server.base}/business/malmo-opera`);
  await expect(visitor.getByText(FIRST)).toHaveCount(0);
  await expect(visitor.getByTestId("visitor-rating")).toHaveCount(0);
  await publishWaiting(page);
  await visitor.goto(`${server.base}/business/malmo-opera`);
  await expect(visitor.getByTestId("visitor-rating")).toHaveText("Besökarnas betyg 5,0 · 1 omdöme");
  const reviews = visitor.getByRole("region", { name: "Omdömen från besökare" });
  await expect(reviews.getByRole("listitem")).toHaveCount(1);
  await expect(reviews.getByRole("listitem")).toContainText(SECOND);

  // The owner answers from the mail about the published review: one press signs in.
  const heard = await newestMail(
    (m) => m.to.includes(OWNER) && m.subject.startsWith("Nytt omdöme"),
    2,
  );
  expect(heard.subject).toBe("Nytt omdöme om Malmö Opera");
  const { context: ownerPhone, page: owner } = await phoneFor(browser, server);
  const signInLink = linkIn(heard, /^\/foretagare\/logga-in$/);
  await owner.goto(`${server.base}${signInLink.pathname}${signInLink.search}`);
  await owner.getByRole("button", { name: "Logga in" }).click();
  await expect(owner.getByRole("heading", { name: "Omdömen: Malmö Opera" })).toBeVisible();
  await owner.locator("summary").filter({ hasText: "Svara" }).click();
  await owner.getByRole("button", { name: "Skicka svaret för granskning" }).click();
  await expect(owner.getByText("Skriv ditt svar.")).toBeVisible();
  await owner.getByLabel("Ditt svar").fill(REPLY);
  await expectNoAxeViolations(owner, "the owner's reply form");
  await owner.getByRole("button", { name: "Skicka svaret för granskning" }).click();
  await expect(owner.getByRole("status")).toContainText("Tack! Ditt svar väntar på granskning.");
  await expect(owner.getByText("Ditt svar väntar på granskning", { exact: true })).toBeVisible();

  // Nothing shows before the operator has read it.
  await visitor.goto(`${server.base}/business/malmo-opera`);
  await expect(visitor.getByText(REPLY)).toHaveCount(0);
  await page.goto(`${server.base}/admin`);
  await page
    .getByRole("region", { name: "Ändringar från företagare (1)" })
    .getByRole("link", { name: "Malmö Opera" })
    .click();
  await expect(page.getByRole("region", { name: "Svar från företaget" })).toContainText(REPLY);
  await page.getByRole("button", { name: "Publicera svaret" }).click();
  await expect(page.getByText("Svaret är publicerat under omdömet.")).toBeVisible();
  const told = await mailWhere((m) => m.to.includes(OWNER) && m.subject.startsWith("Ditt svar"));
  expect(told.subject).toBe("Ditt svar på omdömet om Malmö Opera är publicerat");

  await visitor.goto(`${server.base}/business/malmo-opera`);
  const answer = reviews.getByTestId("owner-reply");
  await expect(answer).toContainText("Svar från Malmö Opera");
  await expect(answer).toContainText(REPLY);
  await expectNoAxeViolations(visitor, "a review with the owner's reply");

  // The place's owner cannot review it, in Swedish and with nothing stored.
  await owner.goto(`${server.base}/business/malmo-opera/omdome`);
  await owner.getByLabel("5 stjärnor").check();
  await owner
    .getByLabel("Ditt omdöme")
    .fill("Världens bästa opera, det säger jag som jobbar här varje dag.");
  await owner.getByLabel("Namn som visas").fill("Ägaren");
  await owner.getByLabel("E-post", { exact: true }).fill(OWNER);
  await owner.getByRole("button", { name: "Skicka omdömet" }).click();
  await expect(
    owner.getByText(
      "Du är registrerad som ägare till det här företaget och kan därför inte skriva ett omdöme om det.",
    ),
  ).toBeVisible();
  await visitor.goto(`${server.base}/business/malmo-opera`);
  await expect(visitor.getByTestId("visitor-rating")).toHaveText("Besökarnas betyg 5,0 · 1 omdöme");
  await ownerPhone.close();
  await phone.close();
});
