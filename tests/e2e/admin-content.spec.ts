import { openAdminPart, ownAdminServerAt, setUpOperator, signIn } from "./admin-server";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

// The operator edits the guide and the public pages follow at once. This file runs
// its own server on a fresh database so its edits never meet the other page tests, on a
// clock that starts on Wednesday 11 March 2026 at 11:00 in Malmö.

test.describe.configure({ mode: "serial" });

const server = ownAdminServerAt("admin-content", "2026-03-11T10:00:00Z");

test("an operator edits Grand Fitness's contact data and hides a business", async ({ page }) => {
  // Many pages and saves in one story: more than the default 30 s beside another worker.
  test.setTimeout(90_000);
  await setUpOperator(page, server);

  // Grand Fitness: the card shows what the operator enters.
  await openAdminPart(page, "Företag");
  await page.getByLabel("Sök").fill("grand fitness");
  await page.getByRole("button", { name: "Filtrera" }).click();
  await expect(page.getByRole("status")).toHaveText("1 företag");
  await page.getByRole("link", { name: "Grand Fitness" }).click();
  await page.getByLabel("Telefon").fill("040-12 34 56");
  await page.getByLabel("E-post", { exact: true }).fill("info@grandfitness.example");
  await page.getByLabel("Hemsida").fill("inte en adress");
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Ange hela adressen, t.ex. https://www.exempel.se.")).toBeVisible();
  await expect(page.getByLabel("Hemsida")).toHaveAttribute("aria-invalid", "true");
  // The focus lands on the field in error, which reads its message.
  await expect(page.getByLabel("Hemsida")).toBeFocused();
  await expect(page.getByLabel("Telefon")).toHaveValue("040-12 34 56");
  await page.getByLabel("Hemsida").fill("https://grandfitness.example");
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByRole("status")).toHaveText("Ändringarna är sparade.");
  await expect(page.getByText("Telefon: – → 040-12 34 56")).toBeVisible();
  await expect(page.getByText("redaktor@example.se").first()).toBeVisible();

  await page.goto(`${server.base}/business/grand-fitness`);
  const card = page.getByTestId("gym-contact");
  await expect(card.getByRole("link", { name: "040-12 34 56" })).toHaveAttribute(
    "href",
    "tel:040123456",
  );
  await expect(card.getByRole("link", { name: "info@grandfitness.example" })).toHaveAttribute(
    "href",
    "mailto:info@grandfitness.example",
  );
  const website = card.getByRole("link", { name: /Besök hemsida/ });
  await expect(website).toHaveAttribute("href", "https://grandfitness.example");
  await expect(website).toHaveAttribute("target", "_blank");

  // Hide Friis 14: gone from its category, and its page redirects like an unknown id.
  await page.goto(`${server.base}/admin/foretag/friis-14`);
  await page.getByLabel("Dold (syns inte för besökare)").check();
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByRole("status")).toHaveText("Ändringarna är sparade.");
  await page.goto(`${server.base}/category/restauranger`);
  await expect(page.getByRole("heading", { name: "Restauranger", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Friis 14" })).toHaveCount(0);
  await page.goto(`${server.base}/business/friis-14`);
  await expect(page).toHaveURL(`${server.base}/`);

  // Add an event a week from the server's day: it is on /events and has its own page.
  const day = "2026-03-18";
  await page.goto(`${server.base}/admin`);
  await openAdminPart(page, "Evenemang");
  await page.getByRole("link", { name: "Nytt evenemang" }).click();
  await page.getByLabel("Rubrik").fill("Poesikväll på Stadsbiblioteket");
  await page.getByLabel("Beskrivning").fill("Poeter läser egna dikter i Slottet.");
  await page.getByLabel("Plats").fill("Malmö stadsbibliotek, Kung Oscars väg 11, Malmö");
  await page.getByLabel("Kategori", { exact: true }).selectOption("Musik och teater");
  await page.getByLabel("Startdatum").fill(day);
  await page.getByLabel("Starttid").fill("19:00");
  await page.getByLabel("Sluttid").fill("20:30");
  await page.getByRole("button", { name: "Skapa evenemanget" }).click();
  // No source and not an example: the form says what is missing, next to the field.
  await expect(
    page.getByText("Ange var datumen kommer ifrån, eller markera evenemanget som exempel."),
  ).toBeVisible();
  await expect(page.getByLabel("Källa")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Rubrik")).toHaveValue("Poesikväll på Stadsbiblioteket");
  await page.getByLabel("Exempel", { exact: true }).check();
  await page.getByRole("button", { name: "Skapa evenemanget" }).click();
  await expect(page.getByRole("status")).toHaveText("Ändringarna är sparade.");
  await expect(page.getByText("Rubrik: – → Poesikväll på Stadsbiblioteket")).toBeVisible();

  await page.goto(`${server.base}/events`);
  const listed = page.getByRole("link", { name: /Poesikväll på Stadsbiblioteket/ });
  await expect(listed).toBeVisible();
  await listed.click();
  await expect(page).toHaveURL(`${server.base}/events/poesikvall-pa-stadsbiblioteket`);
  await expect(
    page.getByRole("heading", { name: "Poesikväll på Stadsbiblioteket", level: 1 }),
  ).toBeVisible();
  await expect(page.getByText("Exempel", { exact: true }).first()).toBeVisible();

  // Signed out, the admin pages lead to the sign-in page.
  await page.goto(`${server.base}/admin`);
  await page.getByRole("button", { name: "Logga ut" }).click();
  // Wait for the sign-out to finish: an immediate goto could abort its post.
  await expect(page).toHaveURL(/\/admin\/logga-in$/);
  await page.goto(`${server.base}/admin/foretag/friis-14`);
  await expect(page).toHaveURL(/\/admin\/logga-in\?till=/);
});

test("every signed-in admin page passes axe, on a desktop and a phone", async ({ page }) => {
  // 24 pages, each loaded and analysed: about a minute alone, more beside another worker.
  test.setTimeout(240_000);
  await signIn(page, server);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const adminPath of [
      "/admin",
      "/admin/foretag",
      "/admin/foretag/nytt",
      "/admin/foretag/grand-fitness",
      "/admin/evenemang",
      "/admin/evenemang/nytt",
      // A seeded event: this test makes none of its own.
      "/admin/evenemang/konsert-malmo-live",
      "/admin/erbjudanden",
      "/admin/erbjudanden/nytt",
      "/admin/erbjudanden/rabatt-boulebar-drottningtorget",
      "/admin/utvalda",
      "/admin/annonser",
    ]) {
      // The page itself, not a not-found page in its place.
      const response = await page.goto(`${server.base}${adminPath}`);
      expect(response?.status(), adminPath).toBe(200);
      await expectNoAxeViolations(page, `${adminPath} at ${width}px`);
    }
  }
});
