import type { Page } from "@playwright/test";
import { png } from "../support/images";
import { openAdminPart, ownAdminServer, setUpOperator, signIn } from "./admin-server";
import { expect, expectImageLoaded, test } from "./fixtures";

// The operator creates a business with an image and an extended profile, and the
// public pages show it. This file runs its own server on a fresh database so its
// new businesses never meet the other page tests.

test.describe.configure({ mode: "serial" });

// Demo payments: the extended profile comes with Silver, bought here in demo mode.
const server = ownAdminServer("business-new", () => ({ DEMO_PAYMENTS: "true" }));

/** Fills the create form's basic and contact fields. */
async function fillBasics(page: Page, name: string) {
  await page.getByLabel("Namn", { exact: true }).fill(name);
  await page.getByLabel("Kategori", { exact: true }).selectOption("fika-lunch");
  await page
    .getByLabel("Beskrivning", { exact: true })
    .fill("Ett litet kafé vid Möllevångstorget. Hembakat varje dag.");
  await page.getByLabel("Besöksadress").fill("Möllevångstorget 1, Malmö");
  await page.getByLabel("E-post", { exact: true }).fill("hej@kafe.example");
  await page.getByLabel("Telefon").fill("040-11 22 33");
  await page.getByLabel("Hemsida").fill("https://kafe.example");
}

test("an operator creates a business with an image and a profile, and its page shows them", async ({
  page,
}) => {
  // Creating, buying Silver and checking the page: more than 30 s beside another worker.
  test.setTimeout(90_000);
  await setUpOperator(page, server);

  await openAdminPart(page, "Företag");
  await page.getByRole("link", { name: "Nytt företag" }).click();
  await expect(page.getByRole("heading", { name: "Nytt företag", level: 1 })).toBeVisible();
  // New businesses start hidden.
  await expect(page.getByLabel("Dold (syns inte för besökare)")).toBeChecked();

  await fillBasics(page, "Kafé Åhörarna");
  await page.getByLabel("Bild", { exact: true }).setInputFiles({
    name: "kafe.png",
    mimeType: "image/png",
    buffer: await png(640, 360),
  });
  await expect(page.getByText("Bild uppladdad")).toBeVisible();
  await page.getByLabel("Lång beskrivning").fill("Ett kafé för alla som gillar att lyssna.");
  await page.getByLabel("Vår filosofi").fill("Allt bakas på plats varje morgon.");
  await page.getByLabel("Utrustning").fill("Två espressomaskiner och en stenugn.");
  await page.getByLabel("Faciliteter").fill("Gratis wifi\nUteservering");
  await page.getByLabel("Telefon").fill("ring oss");
  // A field in error is refused with the form kept.
  await page.getByRole("button", { name: "Skapa företaget" }).click();
  await expect(
    page.getByText("Ange ett telefonnummer med siffror, t.ex. 040-12 34 56."),
  ).toBeVisible();
  await expect(page.getByLabel("Namn", { exact: true })).toHaveValue("Kafé Åhörarna");
  await expect(page.getByLabel("Faciliteter")).toHaveValue("Gratis wifi\nUteservering");

  // Chosen again: a page without JavaScript would come back with an empty file input.
  await page.getByLabel("Bild", { exact: true }).setInputFiles({
    name: "kafe.png",
    mimeType: "image/png",
    buffer: await png(640, 360),
  });
  await page.getByLabel("Telefon").fill("040-11 22 33");
  await page.getByLabel("Publicerad", { exact: true }).check();
  await page.getByRole("button", { name: "Skapa företaget" }).click();

  await expect(page).toHaveURL(/\/admin\/foretag\/kafe-ahorarna\?skapat=1$/);
  await expect(page.getByRole("status")).toHaveText("Företaget är skapat.");
  await expect(page.getByRole("heading", { name: "Kafé Åhörarna", level: 1 })).toBeVisible();
  const preview = page.getByAltText("Nuvarande bild: Kafé Åhörarna");
  await expect(preview).toHaveAttribute(
    "src",
    /^\/images\/business\/kafe-ahorarna\/[0-9a-f-]{36}\.png$/,
  );
  await expectImageLoaded(preview);
  await expect(page.getByText("Namn: – → Kafé Åhörarna")).toBeVisible();

  // The hours, day by day on their own page.
  await page.getByRole("link", { name: "Öppettider och helgdagar" }).click();
  await page.getByLabel("Måndag, öppnar", { exact: true }).fill("07:00");
  await page.getByLabel("Måndag, stänger", { exact: true }).fill("18:00");
  await page.getByRole("button", { name: "Kopiera måndag till tisdag–fredag" }).click();
  await expect(page.getByLabel("Fredag, stänger", { exact: true })).toHaveValue("18:00");
  await page.getByLabel("Lördag, öppnar", { exact: true }).fill("09:00");
  await page.getByLabel("Lördag, stänger", { exact: true }).fill("16:00");
  await page
    .locator("form", { has: page.getByLabel("Måndag, öppnar", { exact: true }) })
    .getByRole("button", { name: "Spara" })
    .click();
  await expect(page.getByRole("status")).toHaveText("Öppettiderna är sparade.");
  await expect(page.getByTestId("hours-preview")).toContainText("mån–fre07.00–18.00");
  await page.goto(`${server.base}/admin/foretag/kafe-ahorarna`);

  // Without a plan the public page keeps the standard layout.
  await page.getByRole("link", { name: "Visa den publika sidan" }).click();
  await expect(page).toHaveURL(`${server.base}/business/kafe-ahorarna`);
  await expect(page.getByTestId("gym-philosophy")).toHaveCount(0);

  // The operator makes the café's address an owner: only an owner's purchase is linked
  // to the business at once (a purchase never makes anyone an owner).
  await page.goto(`${server.base}/admin/foretag/kafe-ahorarna`);
  const owners = page.getByRole("region", { name: "Ägare" });
  await expect(owners).toContainText("Företaget har inga ägare i guiden.");
  await owners.getByLabel("Lägg till ägare (e-postadress)").fill("Hej@Kafe.example");
  await owners.getByRole("button", { name: "Lägg till ägare" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Ägaren är tillagd." })).toBeVisible();
  await expect(owners).toContainText("hej@kafe.example");
  await expect(owners).toContainText("tillagd av redaktionen");

  // Silver for this business, bought in demo mode from the plans page it is linked to.
  await page.goto(`${server.base}/advertise?foretag=kafe-ahorarna`);
  await expect(page.getByText("Annonspaketet gäller Kafé Åhörarna.")).toBeVisible();
  await page
    .locator("li", { has: page.getByRole("heading", { name: "Silver", exact: true }) })
    .getByRole("button", { name: "Välj Silver" })
    .click();
  await expect(page.getByText("Annonspaketet gäller Kafé Åhörarna.")).toBeVisible();
  await page.getByLabel("E-postadress för kvitto").fill("hej@kafe.example");
  await page.getByRole("button", { name: "Betala (demo)" }).click();
  await expect(page.getByTestId("plan-business")).toContainText(
    "Annonspaketet gäller Kafé Åhörarna. Beskrivning, öppettider",
  );

  // The public page: the profile layout with every part the operator entered.
  await page.goto(`${server.base}/business/kafe-ahorarna`);
  await expect(page.getByRole("heading", { name: "Kafé Åhörarna", level: 1 })).toBeVisible();
  await expect(page.getByText("Ett kafé för alla som gillar att lyssna.")).toBeVisible();
  await expect(page.getByTestId("gym-philosophy")).toHaveText("Allt bakas på plats varje morgon.");
  await expect(page.getByTestId("gym-equipment")).toHaveText(
    "Två espressomaskiner och en stenugn.",
  );
  await expect(page.getByText("07.00–18.00").first()).toBeVisible();
  await expect(page.getByText("09.00–16.00").first()).toBeVisible();
  const features = page.getByRole("region", { name: "Faciliteter" });
  await expect(features.getByRole("listitem")).toHaveText(["Gratis wifi", "Uteservering"]);
  await expect(
    page.getByTestId("gym-contact").getByRole("link", { name: "040-11 22 33" }),
  ).toHaveAttribute("href", "tel:040112233");
  await expect(page.getByRole("link", { name: "Tillbaka till Fika & Lunch" })).toHaveAttribute(
    "href",
    "/category/fika-lunch",
  );
  const image = page.locator("article img").first();
  await expect(image).toHaveAttribute(
    "src",
    /^\/images\/business\/kafe-ahorarna\/[0-9a-f-]{36}\.png$/,
  );
  await expectImageLoaded(image);

  // The category page lists it last, with the same image on its card.
  await page.goto(`${server.base}/category/fika-lunch`);
  await expect(page.getByRole("heading", { name: "Kafé Åhörarna" })).toBeVisible();
  await expectImageLoaded(page.locator('img[src^="/images/business/kafe-ahorarna/"]').first());
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the create form posts its image as multipart and the edit page replaces it", async ({
    page,
  }) => {
    await signIn(page, server);

    await page.goto(`${server.base}/admin/foretag/nytt`);
    await fillBasics(page, "Utan Skript");
    await page.getByLabel("Bild", { exact: true }).setInputFiles({
      name: "forsta.png",
      mimeType: "image/png",
      buffer: await png(320, 200),
    });
    await page.getByLabel("Lång beskrivning").fill("Skapad utan JavaScript.");
    await page.getByRole("button", { name: "Skapa företaget" }).click();
    await expect(page).toHaveURL(/\/admin\/foretag\/utan-skript\?skapat=1$/);
    await expect(page.getByRole("status")).toHaveText("Företaget är skapat.");
    const first = await page.getByAltText("Nuvarande bild: Utan Skript").getAttribute("src");
    expect(first).toMatch(/^\/images\/business\/utan-skript\/[0-9a-f-]{36}\.png$/);

    // Still hidden: no public link yet. Replace the image and publish.
    await expect(page.getByRole("link", { name: "Visa den publika sidan" })).toHaveCount(0);
    await page.getByLabel("Bild", { exact: true }).setInputFiles({
      name: "andra.png",
      mimeType: "image/png",
      buffer: await png(200, 200),
    });
    await page.getByLabel("Publicerad", { exact: true }).check();
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByRole("status")).toHaveText("Ändringarna är sparade.");
    const second = await page.getByAltText("Nuvarande bild: Utan Skript").getAttribute("src");
    expect(second).toMatch(/^\/images\/business\/utan-skript\/[0-9a-f-]{36}\.png$/);
    expect(second).not.toBe(first);

    // The profile was stored; without Silver or Guld the public page keeps the standard
    // layout, with the short description.
    await expect(page.getByLabel("Lång beskrivning")).toHaveValue("Skapad utan JavaScript.");
    await page.goto(`${server.base}/business/utan-skript`);
    await expect(
      page.getByText("Ett litet kafé vid Möllevångstorget. Hembakat varje dag."),
    ).toBeVisible();
    await expect(page.locator("article img").first()).toHaveAttribute("src", second ?? "");
  });
});
