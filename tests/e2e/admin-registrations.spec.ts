import sharp from "sharp";
import { openAdminPart, setUpOperator, signIn } from "./admin-server";
import { expectNoAxeViolations } from "./axe";
import { expect, expectImageLoaded, fillRegistration, test, toast } from "./fixtures";
import { ownMailedAdminServer } from "./mail-server";

// Issue 10 end to end: a registration reaches the operator and the registrant by mail
// (a real SMTP server started by this file), the operator approves it in the admin
// area, the business page is live with the submitted image, and the approval mail
// links to it; another registration is rejected and its mail carries the reason.
// This file runs its own server, so its registrations never meet the other tests.

test.describe.configure({ mode: "serial" });

const OPERATOR_EMAIL = "redaktion@malmoguiden.example";
const { server, mailWhere, linkIn } = ownMailedAdminServer("admin-registrations", {
  OPERATOR_EMAIL,
});

test("a registration with an image is approved, goes live with its image, and the mails link to it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await setUpOperator(page, server);

  // The public form, as a business owner fills it in.
  const photo = await sharp({
    create: { width: 160, height: 120, channels: 3, background: "#ff5a5f" },
  })
    .jpeg()
    .toBuffer();
  await page.goto(`${server.base}/submit-business`);
  await fillRegistration(page, {
    name: "Kafé Ekot",
    category: "Restauranger",
    info: "Ett kafé under valven vid Davidshall. Surdegsbröd varje morgon.",
    address: "Davidshallsgatan 5, Malmö",
    contact: "040-98 76 54",
    person: "Eva Ek",
    email: "eva@ekot.example",
  });
  await page
    .getByLabel("Profilbild")
    .setInputFiles({ name: "ekot.jpg", mimeType: "image/jpeg", buffer: photo });
  // The preview moves the button down: the visitor presses it once the preview is there.
  await expect(page.getByText("Bild uppladdad")).toBeVisible();
  await page.getByRole("button", { name: "Skicka registrering" }).click();
  await expect(toast(page)).toContainText("Tack! Din registrering har skickats.");
  await expect(toast(page)).toContainText("Vi granskar uppgifterna inom 24 timmar.");
  const privateLink = await toast(page)
    .getByRole("link", { name: "Visa uppladdad bild" })
    .getAttribute("href");
  expect(privateLink).toMatch(/^\/registrering\/bild\/[A-Za-z0-9_-]{32}$/);
  const privateImage = await page.request.get(`${server.base}${privateLink}`);
  expect(privateImage.status()).toBe(200);
  expect(privateImage.headers()["content-type"]).toBe("image/jpeg");
  expect(privateImage.headers()["x-robots-tag"]).toContain("noindex");
  expect(privateImage.headers()["cache-control"]).toBe("private, no-store");
  expect(privateImage.headers()["content-security-policy"]).toContain("sandbox");
  const submittedBytes = await privateImage.body();

  // Both mails arrive: the operator's notice with every field, the registrant's receipt.
  const notice = await mailWhere((mail) => mail.to.includes(OPERATOR_EMAIL));
  expect(notice.subject).toBe("Ny registrering: Kafé Ekot");
  for (const value of [
    "Företagsnamn: Kafé Ekot",
    "Kategori: Restauranger",
    "Ett kafé under valven vid Davidshall. Surdegsbröd varje morgon.",
    "Adress: Davidshallsgatan 5, Malmö",
    "Kontaktinformation: 040-98 76 54",
    "Kontaktperson: Eva Ek",
    "E-post till kontaktperson: eva@ekot.example",
    "Profilbild: ekot.jpg",
  ])
    expect(notice.text).toContain(value);
  const receipt = await mailWhere((mail) => mail.to.includes("eva@ekot.example"));
  expect(receipt.subject).toBe("Vi har tagit emot din registrering i Malmöguiden");
  expect(receipt.text).not.toContain("Kafé Ekot");
  expect(receipt.text).toContain("vi granskar uppgifterna inom 24 timmar");
  expect(receipt.html).toContain("inom 24 timmar");

  // The operator follows the notice's link to the registration.
  const review = linkIn(notice, /^\/admin\/registreringar\/\d+$/);
  await page.goto(`${server.base}/admin`);
  await expect(page.getByRole("heading", { name: "Nya registreringar (1)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Kafé Ekot" })).toHaveAttribute(
    "href",
    review.pathname,
  );
  await openAdminPart(page, "Registreringar");
  await expect(page.getByRole("link", { name: "Nya (1)" })).toHaveAttribute("aria-current", "page");
  await page.goto(`${server.base}${review.pathname}`);
  await expect(page.getByRole("heading", { name: "Kafé Ekot", level: 1 })).toBeVisible();
  await expect(page.getByText("Davidshallsgatan 5, Malmö")).toBeVisible();
  await expect(page.getByRole("link", { name: "eva@ekot.example" })).toHaveAttribute(
    "href",
    "mailto:eva@ekot.example",
  );
  await expectImageLoaded(page.getByTestId("registration-image"));
  await expectNoAxeViolations(page, "a new registration");
  await expect(page.getByLabel("Kategori i guiden")).toHaveValue("restauranger");
  await page.getByRole("button", { name: "Godkänn och publicera" }).click();

  // On to the new business, published and editable.
  await expect(page).toHaveURL(`${server.base}/admin/foretag/kafe-ekot?skapat=1`);
  await expect(page.getByRole("status")).toHaveText("Företaget är skapat.");
  await expect(page.getByAltText("Nuvarande bild: Kafé Ekot")).toHaveAttribute(
    "src",
    /^\/images\/business\/kafe-ekot\/[0-9a-f-]{36}\.jpg$/,
  );

  // The approval mail links to the live page and to the plans.
  const approval = await mailWhere((mail) => mail.subject.includes("är nu publicerat"));
  expect(approval.to).toEqual(["eva@ekot.example"]);
  expect(approval.subject).toBe("Kafé Ekot är nu publicerat i Malmöguiden");
  linkIn(approval, /^\/advertise$/);
  const live = linkIn(approval, /^\/business\/kafe-ekot$/);
  expect(live.port).toBe(new URL(server.base).port);

  // The live page, opened from the mail's link, shows the submitted image.
  await page.goto(`${server.base}${live.pathname}`);
  await expect(page.getByRole("heading", { name: "Kafé Ekot", level: 1 })).toBeVisible();
  await expect(page.getByText("Ett kafé under valven vid Davidshall.")).toBeVisible();
  const image = page.getByAltText("Bild: Kafé Ekot");
  await expect(image).toHaveAttribute("src", /^\/images\/business\/kafe-ekot\/[0-9a-f-]{36}\.jpg$/);
  await expectImageLoaded(image);
  const published = await page.request.get(`${server.base}${await image.getAttribute("src")}`);
  expect(published.status()).toBe(200);
  expect(published.headers()["content-type"]).toBe("image/jpeg");
  expect(await published.body()).toEqual(submittedBytes);

  // Listed in its category.
  await page.goto(`${server.base}/category/restauranger`);
  await expect(page.getByRole("heading", { name: "Kafé Ekot" })).toBeVisible();

  // Decided once: the page says so and offers no second decision.
  await page.goto(`${server.base}${review.pathname}`);
  await expect(page.getByText("Godkänd", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Godkänn och publicera" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Redigera företaget" })).toHaveAttribute(
    "href",
    "/admin/foretag/kafe-ekot",
  );
  await expectNoAxeViolations(page, "an approved registration");
});

test("a rejected registration's mail carries the reason", async ({ page }) => {
  test.setTimeout(90_000);
  // Its own registration: nothing here depends on the first test's.
  await signIn(page, server);

  await page.goto(`${server.base}/submit-business`);
  await page.getByLabel("Företagsnamn *").fill("Lergods Lund");
  await page.getByLabel("Kategori *").selectOption("Ny kategori");
  await page.getByLabel("Namn på den nya kategorin *").fill("Keramikverkstäder");
  await page.getByLabel("Information om företaget *").fill("Drejkurser för alla åldrar.");
  await page.getByLabel("E-post till kontaktperson *").fill("lera@lergods.example");
  await page.getByRole("button", { name: "Skicka registrering" }).click();
  await expect(toast(page)).toContainText("Tack! Din registrering har skickats.");
  const notice = await mailWhere(
    (mail) => mail.to.includes(OPERATOR_EMAIL) && mail.subject === "Ny registrering: Lergods Lund",
  );
  expect(notice.text).toContain("Kategori: Ny kategori – Keramikverkstäder");

  await page.goto(`${server.base}/admin/registreringar`);
  await page.getByRole("link", { name: "Lergods Lund" }).click();
  await expect(
    page.getByText("Registreringen önskar en ny kategori: ”Keramikverkstäder”."),
  ).toBeVisible();
  // A reason is required, said next to the field.
  await page.getByRole("button", { name: "Avvisa registreringen" }).click();
  await expect(
    page.getByText(
      "Skriv varför registreringen inte kan publiceras. Skälet skickas till den som registrerade.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Skäl")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Skäl")).toBeFocused();
  const reason = "Verksamheten ligger i Lund, och guiden tar bara med företag i Malmö.";
  await page.getByLabel("Skäl").fill(reason);
  await page.getByRole("button", { name: "Avvisa registreringen" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Registreringen är avvisad. Ett mejl med skälet skickas till lera@lergods.example.",
  );
  await expect(page.getByText(`Skäl: ${reason}`, { exact: true })).toBeVisible();

  const rejection = await mailWhere((mail) => mail.subject.includes("kunde inte publiceras"));
  expect(rejection.to).toEqual(["lera@lergods.example"]);
  expect(rejection.subject).toBe("Registreringen av Lergods Lund kunde inte publiceras");
  expect(rejection.text).toContain(`Skäl: ${reason}`);
  expect(rejection.html).toContain(reason);

  // Nothing was published, and nothing waits any more.
  await page.goto(`${server.base}/admin/registreringar?status=rejected`);
  await expect(page.getByRole("link", { name: "Avvisade (1)" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoAxeViolations(page, "the rejected registrations");
  await page.goto(`${server.base}/admin`);
  await expect(page.getByRole("heading", { name: "Nya registreringar (0)" })).toBeVisible();
});
