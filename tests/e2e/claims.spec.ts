import { openAdminPart, setUpOperator } from "./admin-server";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { ownMailedAdminServer } from "./mail-server";

// Issue 24, point 5, end to end: a claim goes from the place's page through the
// operator's queue to the owner page. A visitor finds 'Är det här ditt företag?' on
// Malmö Opera's page and sends the claim form, the operator approves it in
// /admin/ansprak, and the claimant signs in at /foretagare with the link from the mail
// and sees the business. Then the form without JavaScript, on the extended layout.
// Each test runs its own server and SMTP server, so its claims meet no other test.

test.describe.configure({ mode: "serial" });

const OPERATOR_EMAIL = "redaktion@malmoguiden.example";
const CLAIMANT = "karin.lind@malmoopera.example";
/** What the operator checked before approving: the reason the approval mail carries. */
const CHECKED = "Växeln på 040-20 50 00 bekräftade att Karin Lind arbetar på operan.";

// Each test has a server of its own: the queue's counts hold whichever runs first.
test.describe(() => {
  const { server, mailWhere, linkIn } = ownMailedAdminServer("claims", { OPERATOR_EMAIL });

  test("a claim goes from the place's page through the queue to the owner page", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // The visitor has a browser of their own; the operator signs in on `page`.
    const visitorContext = await browser.newContext({ locale: "sv-SE" });
    await visitorContext.addCookies([{ name: "mg_visit", value: "1", url: server.base }]);
    const visitor = await visitorContext.newPage();
    const consoleErrors: string[] = [];
    visitor.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    visitor.on("pageerror", (error) => consoleErrors.push(error.message));

    await visitor.goto(`${server.base}/business/malmo-opera`);
    await visitor.getByRole("link", { name: "Är det här ditt företag?" }).click();
    await expect(visitor).toHaveURL(`${server.base}/business/malmo-opera/agare`);
    await expect(visitor.getByRole("heading", { name: "Är det här ditt företag?" })).toBeVisible();
    await expect(visitor.getByText("Malmö Opera", { exact: true })).toBeVisible();

    // Sent empty, every field says what is missing, and the first one has the focus.
    await visitor.getByRole("button", { name: "Skicka förfrågan" }).click();
    await expect(visitor.getByText("Skriv ditt namn.")).toBeVisible();
    await expect(visitor.getByText("Välj din roll i företaget.")).toBeVisible();
    await expect(
      visitor.getByText("Berätta hur vi kan kontrollera att du företräder företaget."),
    ).toBeVisible();
    const name = visitor.getByLabel("Namn", { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Skriv ditt namn.");
    await expect(name).toBeFocused();
    await expectNoAxeViolations(visitor, "the claim form with errors");

    await name.fill("Karin Lind");
    await visitor.getByLabel("E-post", { exact: true }).fill("Karin.Lind@malmoopera.example");
    await visitor.getByLabel("Roll", { exact: true }).selectOption("Anställd");
    await visitor
      .getByLabel("Hur kan vi kontrollera att du företräder företaget?")
      .fill("Jag är marknadschef. Ring växeln på 040-20 50 00 och fråga efter mig.");
    await visitor.getByRole("button", { name: "Skicka förfrågan" }).click();
    const sent = visitor.getByTestId("claim-sent");
    await expect(sent).toContainText("Tack! Vi har tagit emot din förfrågan.");
    await expect(sent).toContainText("En bekräftelse är på väg till din e-post.");
    await expect(visitor).toHaveURL(`${server.base}/business/malmo-opera/agare`);

    const receipt = await mailWhere((mail) => mail.to.includes(CLAIMANT));
    expect(receipt.subject).toBe("Vi har tagit emot din förfrågan i Malmöguiden");
    const notice = await mailWhere((mail) => mail.to.includes(OPERATOR_EMAIL));
    expect(notice.subject).toBe("Nytt ägaranspråk: Malmö Opera");
    const review = linkIn(notice, /^\/admin\/ansprak\/\d+$/);

    // The operator finds it on the start page and in the queue, and approves it.
    await setUpOperator(page, server);
    await expect(page.getByRole("heading", { name: "Nya ägaranspråk (1)" })).toBeVisible();
    await openAdminPart(page, "Ägaranspråk");
    await expect(page).toHaveURL(`${server.base}/admin/ansprak`);
    await expect(page.getByRole("link", { name: "Väntar (1)" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByRole("link", { name: "Malmö Opera" }).click();
    await expect(page).toHaveURL(`${server.base}${review.pathname}`);
    await expect(page.getByRole("heading", { name: "Malmö Opera", level: 1 })).toBeVisible();
    await expect(page.getByText("Karin Lind", { exact: true })).toBeVisible();
    await expect(page.getByText("Anställd", { exact: true })).toBeVisible();
    await expect(page.getByText("Ring växeln på 040-20 50 00")).toBeVisible();
    await expectNoAxeViolations(page, "a pending claim");
    // Approval needs a reason too: what the operator checked, which the mail carries.
    await page.getByRole("button", { name: "Godkänn anspråket" }).click();
    await expect(
      page.getByText("Skriv vad du har kontrollerat. Det skickas som skäl till den som frågade."),
    ).toBeVisible();
    await page.getByLabel("Vad du har kontrollerat").fill(CHECKED);
    await page.getByRole("button", { name: "Godkänn anspråket" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `Anspråket är godkänt: ${CLAIMANT} är nu ägare av Malmö Opera. Ett mejl om företagarsidan skickas till ${CLAIMANT}.`,
    );
    // Decided once: no second decision is offered.
    await expect(page.getByRole("button", { name: "Godkänn anspråket" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Avslå anspråket" })).toHaveCount(0);

    // One step in (issue 38): the approval mail's link signs the claimant in with one
    // press, on the place's part of the owner page.
    const approval = await mailWhere(
      (mail) => mail.to.includes(CLAIMANT) && mail.subject.startsWith("Du företräder nu"),
    );
    expect(approval.subject).toBe("Du företräder nu Malmö Opera i Malmöguiden");
    expect(approval.text).toContain(`Skäl: ${CHECKED}`);
    await expect(page.getByText(`Skäl: ${CHECKED}`)).toBeVisible();
    const signInLink = linkIn(approval, /^\/foretagare\/logga-in$/);
    await visitor.goto(`${server.base}${signInLink.pathname}${signInLink.search}`);
    await visitor.getByRole("button", { name: "Logga in" }).click();
    await expect(visitor).toHaveURL(/\/foretagare\/konto#foretag-malmo-opera$/);
    await expect(visitor.getByRole("heading", { name: "Malmö Opera" })).toBeVisible();

    // Issue 38: the owner sets the hours day by day and sends them for review.
    await visitor.getByRole("link", { name: "Ändra uppgifter" }).click();
    await expect(visitor).toHaveURL(`${server.base}/foretagare/foretag/malmo-opera`);
    await expectNoAxeViolations(visitor, "the owner's editor");
    await visitor.getByLabel("Måndag, öppnar", { exact: true }).fill("08:00");
    await visitor.getByLabel("Måndag, stänger", { exact: true }).fill("18:00");
    await visitor.getByRole("button", { name: "Kopiera måndag till tisdag–fredag" }).click();
    await expect(visitor.getByLabel("Fredag, stänger", { exact: true })).toHaveValue("18:00");
    await visitor.getByLabel("Lördag, öppnar", { exact: true }).fill("10:00");
    await visitor.getByLabel("Lördag, stänger", { exact: true }).fill("16:00");
    await visitor.getByLabel("Stängt på julafton (24 december)").check();
    await visitor
      .locator("form", { has: visitor.getByLabel("Måndag, öppnar", { exact: true }) })
      .getByRole("button", { name: "Skicka för granskning" })
      .click();
    await expect(visitor.getByRole("status")).toHaveText(
      "Tack! Ändringarna väntar på granskning. Vi mejlar dig när de är klara.",
    );
    await expect(visitor.getByRole("heading", { name: "Väntar på granskning" })).toBeVisible();
    await expect(visitor.getByTestId("hours-preview")).toContainText("08.00–18.00");
    // The public page is unchanged until the operator approves.
    await visitor.goto(`${server.base}/business/malmo-opera`);
    await expect(visitor.getByText("08.00–18.00")).toHaveCount(0);

    await page.goto(`${server.base}/admin`);
    await expect(
      page.getByRole("heading", { name: "Ändringar från företagare (1)" }),
    ).toBeVisible();
    await page.locator('a[href^="/admin/andringar/"]').click();
    await page.getByRole("button", { name: "Godkänn markerade ändringar" }).click();
    await expect(page.getByText("Godkända", { exact: true })).toBeVisible();
    const published = await mailWhere(
      (mail) => mail.to.includes(CLAIMANT) && mail.subject.startsWith("Dina ändringar"),
    );
    expect(published.subject).toBe("Dina ändringar för Malmö Opera är publicerade");
    await visitor.goto(`${server.base}/business/malmo-opera`);
    await expect(visitor.getByText("08.00–18.00").first()).toBeVisible();
    await visitorContext.close();
    expect(consoleErrors, "console errors in the visitor's browser").toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  const { server, mailWhere } = ownMailedAdminServer("claims-no-js", { OPERATOR_EMAIL });

  test("the claim form keeps what was typed, shows each error at its field, and confirms on a page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addCookies([{ name: "mg_visit", value: "1", url: server.base }]);
    // Grand Fitness has the extended layout: the link is there too.
    await page.goto(`${server.base}/business/grand-fitness`);
    await page.getByRole("link", { name: "Är det här ditt företag?" }).click();
    await expect(page).toHaveURL(`${server.base}/business/grand-fitness/agare`);

    await page.getByLabel("Namn", { exact: true }).fill("Olle Berg");
    await page.getByLabel("E-post", { exact: true }).fill("olle@grandfitness");
    await page.getByRole("button", { name: "Skicka förfrågan" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Formuläret har fel. Rätta de markerade fälten och skicka igen.",
    );
    const email = page.getByLabel("E-post", { exact: true });
    await expect(email).toHaveValue("olle@grandfitness");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      /Skriv en giltig e-postadress, till exempel namn@exempel\.se\./,
    );
    await expect(page.getByLabel("Namn", { exact: true })).toHaveValue("Olle Berg");
    await expect(page.getByLabel("Roll", { exact: true })).toHaveAccessibleDescription(
      "Välj din roll i företaget.",
    );
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await email.fill("olle@grandfitness.example");
    await page.getByLabel("Roll", { exact: true }).selectOption("Delägare");
    await page
      .getByLabel("Hur kan vi kontrollera att du företräder företaget?")
      .fill("Organisationsnummer 556000-0000, jag står i styrelsen.");
    await page.getByRole("button", { name: "Skicka förfrågan" }).click();
    await expect(page.getByRole("status")).toContainText("Tack! Vi har tagit emot din förfrågan.");
    await expect(
      page.getByRole("link", { name: "Tillbaka till Grand Fitness" }).first(),
    ).toHaveAttribute("href", "/business/grand-fitness");
    const receipt = await mailWhere((mail) => mail.to.includes("olle@grandfitness.example"));
    expect(receipt.text).toContain(
      "Vi har tagit emot din förfrågan om att företräda Grand Fitness",
    );
  });
});
