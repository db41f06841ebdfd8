import type { Page } from "@playwright/test";
import { NEWSLETTER_CONFIRM_BY_EMAIL, NEWSLETTER_POLICY } from "~/lib/newsletter/signup-form";
import type { ReceivedMail } from "../support/smtp";
import { type AdminServer, OPERATOR, operatorTaskOnly, setUpOperator } from "./admin-server";
import { expectNoAxeViolations } from "./axe";
import { expect, subscribe, test, toast } from "./fixtures";
import { type MailedAdminServer, ownMailedAdminServer } from "./mail-server";

// Issue 10, the newsletter end to end: a visitor signs up in the browser, the
// confirmation mail arrives at a real SMTP server, its link confirms (with a button:
// opening it alone confirms nobody), an operator sends a newsletter, only confirmed
// addresses receive it, and its unsubscribe link works in one step without signing in.
// Each test runs its own server on a fresh database, with an SMTP server of its own: the
// operator's counts are of the subscribers that test signs up, whatever else has run.

// A quick pace: the newsletter's messages are due this far apart.
const PACE = { MAIL_RATE_PER_MINUTE: "6000" };

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const CONFIRMED = `bekraftad-${run}@example.se`;
const PENDING = `obekraftad-${run}@example.se`;
const SUBJECT = "Nytt i Malmö den här veckan";
const CONFIRM_SUBJECT = "Bekräfta din prenumeration på Malmöguidens nyhetsbrev";

/** A link in a mail's text part, by its path; opened on the test's server. */
function linkOn({ server, linkIn }: MailedAdminServer, mail: ReceivedMail, path: string): string {
  const url = linkIn(mail, new RegExp(`^${path}$`));
  return `${server.base}${url.pathname}${url.search}`;
}

/** A header as the SMTP server received it, folding undone. */
function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, " ").replace(/^[^:]+:\s*/, "");
}

/** Signs up in the footer, with JavaScript, and checks the spec's answer. */
async function signUp(page: Page, server: AdminServer, email: string) {
  await page.context().addCookies([{ name: "mg_visit", value: "1", url: server.base }]);
  await page.goto(`${server.base}/about`);
  const footer = page.getByRole("contentinfo");
  // The form says what the address is used for, and under which version of the text.
  await expect(footer.getByText(NEWSLETTER_POLICY.text)).toBeVisible();
  await expect(footer.getByText(`Villkorsversion ${NEWSLETTER_POLICY.version}.`)).toBeVisible();
  await subscribe(footer, email);
  await expect(toast(page)).toContainText("Tack för din prenumeration!");
  await expect(toast(page)).toContainText("Du är nu registrerad för vårt nyhetsbrev.");
  const confirmation = footer.getByRole("status");
  await expect(confirmation).toContainText("Tack för din prenumeration!");
  await expect(confirmation).toContainText(NEWSLETTER_CONFIRM_BY_EMAIL);
}

/**
 * Confirms `email` through the link in its confirmation mail; `check` looks at the page
 * the link opens before its button is pressed. Returns the link.
 */
async function confirmByMail(
  page: Page,
  mailed: MailedAdminServer,
  email: string,
  check?: () => Promise<void>,
): Promise<string> {
  const mail = await mailed.mailWhere(
    (received) => received.to.includes(email) && received.subject === CONFIRM_SUBJECT,
  );
  expect(mail.html).toContain("Bekräfta prenumerationen");
  const link = linkOn(mailed, mail, "/nyhetsbrev/bekrafta");

  // Opening the link shows a button; only pressing it confirms.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Bekräfta din prenumeration" })).toBeVisible();
  await check?.();
  await page.getByRole("button", { name: "Bekräfta prenumerationen" }).click();
  await expect(
    page.getByRole("heading", { name: "Tack! Din prenumeration är bekräftad." }),
  ).toBeVisible();
  return link;
}

test.describe(() => {
  const mailed = ownMailedAdminServer("newsletter-visitor", PACE);

  test("a visitor signs up and confirms through the link in the mail", async ({ page }) => {
    await signUp(page, mailed.server, CONFIRMED);
    const link = await confirmByMail(page, mailed, CONFIRMED, async () => {
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex, nofollow",
      );
      await expectNoAxeViolations(page, "the confirmation page", {
        exclude: '[data-testid="newsletter-html"]',
      });
    });

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Länken gäller inte längre" })).toBeVisible();
    await expect(page.locator("main").getByRole("button", { name: "Prenumerera" })).toBeVisible();
  });
});

test.describe(() => {
  const mailed = ownMailedAdminServer("newsletter-operator", PACE);
  const { server, mailWhere } = mailed;

  test("an operator sends a newsletter: only the confirmed address gets it, and its link unsubscribes in one step", async ({
    page,
    browser,
  }, testInfo) => {
    operatorTaskOnly(testInfo, 90_000);
    // This test's own subscribers: one confirmed, one who never confirms.
    await signUp(page, server, CONFIRMED);
    await signUp(page, server, PENDING);
    await confirmByMail(page, mailed, CONFIRMED);
    await setUpOperator(page, server);
    await page
      .getByRole("navigation", { name: "Redaktionens delar" })
      .getByRole("link", { name: "Nyhetsbrev" })
      .click();
    await expect(page.getByRole("heading", { name: "Nyhetsbrev", level: 1 })).toBeVisible();
    await expect(page.getByTestId("Bekräftade prenumeranter")).toHaveText("1");
    await expect(page.getByTestId("Väntar på bekräftelse")).toHaveText("1");
    await expectNoAxeViolations(page, "/admin/nyhetsbrev", {
      exclude: '[data-testid="newsletter-html"]',
    });

    // The subscribers themselves, searchable (issue 23).
    await page.getByRole("link", { name: "Visa prenumeranter" }).click();
    await expect(page.getByRole("heading", { name: "Prenumeranter", level: 1 })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("2 prenumeranter");
    await page.getByLabel("Status").selectOption("pending");
    await page.getByRole("button", { name: "Filtrera" }).click();
    await expect(page.getByRole("status")).toHaveText("1 prenumerant");
    await expect(page.getByRole("listitem").filter({ hasText: PENDING })).toContainText(
      "Väntar på bekräftelse",
    );
    await expectNoAxeViolations(page, "/admin/nyhetsbrev/prenumeranter");
    await page.goto(`${server.base}/admin/nyhetsbrev`);

    // A draft, checked in the browser by the action's own schema.
    await page.getByRole("link", { name: "Nytt nyhetsbrev" }).click();
    await page.getByRole("button", { name: "Spara utkast" }).click();
    await expect(page.getByText("Skriv ett ämne.")).toBeVisible();
    await expect(page.getByLabel("Ämne")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Ämne").fill(SUBJECT);
    await page
      .getByLabel("Text", { exact: true })
      .fill(
        "# Julmarknaden öppnar\n\nVi tipsar om **julmarknaden** på Gustav Adolfs torg.\n\n- Glögg\n- Hantverk\n\nSe alla [evenemang](/events).",
      );
    await page.getByRole("button", { name: "Spara utkast" }).click();
    await expect(page.getByRole("status")).toHaveText("Utkastet är sparat.");
    const preview = page.getByTestId("newsletter-html");
    await expect(preview.locator("strong")).toHaveText("julmarknaden");
    await expect(preview.getByRole("link", { name: "evenemang" })).toHaveAttribute(
      "href",
      /\/events$/,
    );
    await expect(page.getByTestId("newsletter-text")).toContainText("- Glögg");
    await expectNoAxeViolations(page, "a newsletter draft", {
      exclude: '[data-testid="newsletter-html"]',
    });

    // A test to the signed-in operator.
    await page.getByRole("button", { name: "Skicka ett test till mig" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `Ett testutskick har köats till ${OPERATOR.email}.`,
    );
    const testMail = await mailWhere((mail) => mail.subject === `[Test] ${SUBJECT}`);
    expect(testMail.to).toEqual([OPERATOR.email]);

    // Send to everyone, after a confirmation step.
    await page.getByRole("link", { name: "Skicka till alla prenumeranter" }).click();
    await expect(page.getByRole("alert")).toContainText("till 1 bekräftad prenumerant");
    await page.getByRole("button", { name: "Ja, skicka till 1 bekräftad prenumerant" }).click();
    await expect(page.getByRole("status")).toContainText("Utskicket har börjat.");
    await expect(page.getByRole("button", { name: "Spara utkast" })).toHaveCount(0);

    const newsletter = await mailWhere((mail) => mail.subject === SUBJECT);
    expect(newsletter.to).toEqual([CONFIRMED]);
    expect(newsletter.html).toContain("<strong>julmarknaden</strong>");
    const unsubscribe = linkOn(mailed, newsletter, "/nyhetsbrev/avsluta");
    expect(new URL(unsubscribe).searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rawHeader(newsletter, "List-Unsubscribe")).toMatch(
      /^<https?:\/\/[^>]+\/nyhetsbrev\/avsluta\?token=[A-Za-z0-9_-]{43}>$/,
    );
    expect(new URL(rawHeader(newsletter, "List-Unsubscribe")?.slice(1, -1) ?? "").search).toBe(
      new URL(unsubscribe).search,
    );
    expect(rawHeader(newsletter, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // Progress from the outbox; the pending address never gets the newsletter.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("newsletter-progress")).toHaveText("1 av 1 skickade");
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText("Status: Skickat")).toBeVisible();
    expect(mailed.received().filter((mail) => mail.subject === SUBJECT)).toHaveLength(1);
    expect(
      mailed.received().some((mail) => mail.to.includes(PENDING) && mail.subject === SUBJECT),
    ).toBe(false);
    await expectNoAxeViolations(page, "a sent newsletter", {
      exclude: '[data-testid="newsletter-html"]',
    });

    // The export lists the confirmed address only.
    const csv = await page.request.get(`${server.base}/admin/nyhetsbrev/prenumeranter.csv`);
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="prenumeranter-/);
    expect(csv.headers()["cache-control"]).toContain("no-store");
    const csvText = await csv.text();
    expect(csvText).toContain(`"${CONFIRMED}"`);
    expect(csvText).not.toContain(PENDING);

    // The recipient, not signed in, opens the link: unsubscribed in one step, and can undo it.
    const visitor = await browser.newContext();
    const inbox = await visitor.newPage();
    await visitor.addCookies([{ name: "mg_visit", value: "1", url: server.base }]);
    await inbox.goto(unsubscribe);
    await expect(
      inbox.getByRole("heading", { name: "Du har avslutat prenumerationen" }),
    ).toBeVisible();
    await page.goto(`${server.base}/admin/nyhetsbrev`);
    await expect(page.getByTestId("Bekräftade prenumeranter")).toHaveText("0");
    await expect(page.getByTestId("Har avslutat")).toHaveText("1");

    await inbox.getByRole("button", { name: "Prenumerera igen" }).click();
    await expect(inbox.getByRole("heading", { name: "Välkommen tillbaka!" })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("Bekräftade prenumeranter")).toHaveText("1");

    // A mail program's one-click unsubscribe (RFC 8058): a POST to the same address.
    const oneClick = await visitor.request.post(unsubscribe, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId("Bekräftade prenumeranter")).toHaveText("0");
    await expect(page.getByTestId("Har avslutat")).toHaveText("1");
    await visitor.close();
  });
});

test.describe(() => {
  const mailed = ownMailedAdminServer("newsletter-german", PACE);
  const GERMAN = `deutsch-${run}@example.de`;

  test("a visitor on a German page signs up in German, gets the mail in German, and confirms on a German page (issue 40)", async ({
    page,
  }) => {
    const { server } = mailed;
    await page.context().addCookies([{ name: "mg_visit", value: "1", url: server.base }]);
    await page.goto(`${server.base}/de/about`);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Version der Bedingungen 2026-11.")).toBeVisible();
    await footer.getByLabel("E-Mail-Adresse").fill(GERMAN);
    await footer.getByRole("button", { name: "Anmelden" }).click();
    await expect(toast(page)).toContainText("Danke für Ihre Anmeldung!");
    await expect(footer.getByRole("status")).toContainText(
      "Bestätigen Sie die Anmeldung über den Link in der E-Mail",
    );

    const mail = await mailed.mailWhere((received) => received.to.includes(GERMAN));
    expect(mail.subject).toBe("Bestätigen Sie Ihre Anmeldung zum Newsletter des Malmöguiden");
    expect(mail.html).toContain('<html lang="de">');
    await page.goto(linkOn(mailed, mail, "/de/nyhetsbrev/bekrafta"));
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(
      page.getByRole("heading", { name: "Bestätigen Sie Ihre Anmeldung" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Anmeldung bestätigen" }).click();
    await expect(
      page.getByRole("heading", { name: "Danke! Ihre Anmeldung ist bestätigt." }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "the German confirmation page");
  });
});
