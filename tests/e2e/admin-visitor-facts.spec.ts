import { operatorTaskOnly, ownAdminServerAt, signIn } from "./admin-server";
import { expect, test } from "./fixtures";

// Issue 35, point 4: the admin's menu at 1280 px and on a phone, its category filter with
// one spelling per category, its history in Swedish; and what a visitor on a phone then
// sees of a confirmation and of an extended profile's address. Own server, on a clock
// that starts on Wednesday 11 March 2026 at 11:00 in Malmö.

test.describe.configure({ mode: "serial" });

const server = ownAdminServerAt("visitor-facts", "2026-03-11T10:00:00Z");
const PHONE = { width: 390, height: 844 };
const SECTIONS = [
  "Att göra",
  "Registreringar",
  "Ägaranspråk",
  "Företag",
  "Evenemang",
  "Erbjudanden",
  "Utvalda platser",
  "Annonser",
  "Nyhetsbrev",
];

test("the admin menu shows every section whole at 1280 px, and on a phone behind 'Meny', from the keyboard", async ({
  page,
}, testInfo) => {
  operatorTaskOnly(testInfo);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, server);
  const nav = page.getByRole("navigation", { name: "Redaktionens delar" });
  for (const name of SECTIONS)
    await expect(nav.getByRole("link", { name, exact: true }), name).toBeInViewport({ ratio: 1 });

  await page.setViewportSize(PHONE);
  await page.goto(`${server.base}/admin`);
  await expect(nav.getByRole("link", { name: "Nyhetsbrev" })).toBeHidden();
  await nav.getByText("Meny").focus();
  await page.keyboard.press("Enter");
  for (const name of SECTIONS)
    await expect(nav.getByRole("link", { name, exact: true }), name).toBeInViewport({ ratio: 1 });
  await nav.getByRole("link", { name: "Företag" }).click();
  await expect(page).toHaveURL(/\/admin\/foretag$/);
  await expect(page.getByRole("heading", { name: "Företag", level: 1 })).toBeVisible();
  // A new page starts with the menu closed.
  await expect(nav.getByRole("link", { name: "Nyhetsbrev" })).toBeHidden();
});

test("the admin's category filter offers 'Boende' once and finds the places of both spellings", async ({
  page,
}, testInfo) => {
  operatorTaskOnly(testInfo);
  await page.setViewportSize(PHONE);
  await signIn(page, server);
  await page.goto(`${server.base}/admin/foretag`);
  const category = page.getByLabel("Kategori", { exact: true });
  // The seed's hotels are 'boende', Scandic Triangeln 'Boende' (as its spec page gives it).
  await expect(category.locator("option", { hasText: /^boende$/i })).toHaveText(["Boende"]);
  await category.selectOption({ label: "Boende" });
  await page.getByRole("button", { name: "Filtrera" }).click();
  await expect(page).toHaveURL(/kategori=boende/);
  const list = page.getByRole("main");
  await expect(list.getByRole("link", { name: "Scandic Triangeln" })).toBeVisible();
  await expect(list.getByRole("link", { name: "MJ's Hotel" })).toBeVisible();
  await expect(list.getByRole("link", { name: "Friis 14" })).toHaveCount(0);
});

test("the history names every field in Swedish, and the visitor's page says which facts were confirmed", async ({
  page,
  browser,
}, testInfo) => {
  operatorTaskOnly(testInfo, 60_000);
  await page.setViewportSize(PHONE);
  await signIn(page, server);
  // Friis 14 (Friisgatan 14) gets hours, not confirmed with the place…
  await page.goto(`${server.base}/admin/foretag/friis-14/oppettider`);
  const hours = page.getByLabel("Öppettider", { exact: true });
  await hours.fill("Mo-Fr 10:00-18:00");
  // The advanced form's own button (the day-by-day editor above has one too).
  await page.locator("form", { has: hours }).getByRole("button", { name: "Spara" }).click();
  await expect(page.getByRole("status")).toHaveText("Öppettiderna är sparade.");
  // …then the operator confirms its details: the hours and the address it shows.
  await page.goto(`${server.base}/admin/foretag/friis-14/bekrafta`);
  await page.getByRole("button", { name: "Allt stämmer – bekräfta i dag" }).click();
  await expect(page.getByRole("status")).toHaveText("Uppgifterna är bekräftade i dag.");
  const history = page.getByRole("region", { name: "Ändringshistorik" });
  await expect(history.getByText("Öppettider: – → Mo-Fr 10:00-18:00")).toBeVisible();
  await expect(history.getByText("Öppettider bekräftade: – → 2026-03-11")).toBeVisible();
  await expect(
    history.getByText("Bekräftade uppgifter: – → öppettider och kontaktuppgifter"),
  ).toBeVisible();
  await expect(history).not.toContainText("opening_hours");
  await expect(history).not.toContainText("confirmed_");

  const visitor = await browser.newContext({ viewport: PHONE, hasTouch: true });
  await visitor.addCookies([{ name: "mg_visit", value: "1", url: server.base }]);
  const place = await visitor.newPage();
  await place.goto(`${server.base}/business/friis-14`);
  await expect(place.getByTestId("confirmed")).toHaveText(
    "Öppettider och kontaktuppgifter bekräftade 11 mars 2026 av Malmöguiden",
  );
  await expect(place.getByTestId("hours-badge")).toBeVisible();
  await visitor.close();

  // Hiding it: the status in words, on the edit page and on the hours page alike.
  await page.goto(`${server.base}/admin/foretag/friis-14`);
  await page.getByLabel("Dold (syns inte för besökare)").check();
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByRole("status")).toHaveText("Ändringarna är sparade.");
  await expect(history.getByText("Status: Publicerad → Dold")).toBeVisible();
  await page.goto(`${server.base}/admin/foretag/friis-14/oppettider`);
  await expect(history.getByText("Status: Publicerad → Dold")).toBeVisible();
  await expect(history).not.toContainText("published");
});

test("an extended profile with a street address has 'Vägbeskrivning' beside it, and 'Visa på karta' stays", async ({
  page,
  browser,
}, testInfo) => {
  operatorTaskOnly(testInfo);
  await signIn(page, server);
  await page.goto(`${server.base}/admin/foretag/grand-fitness`);
  await page.getByLabel("Besöksadress").fill("Stora Nygatan 50, Malmö");
  await page.getByLabel("Telefon").fill("040-12 34 56");
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByRole("status")).toHaveText("Ändringarna är sparade.");

  const visitor = await browser.newContext({ viewport: PHONE, hasTouch: true });
  await visitor.addCookies([{ name: "mg_visit", value: "1", url: server.base }]);
  const gym = await visitor.newPage();
  await gym.goto(`${server.base}/business/grand-fitness`);
  const card = gym.getByTestId("gym-contact");
  const directions = card.getByRole("link", {
    name: "Vägbeskrivning till Stora Nygatan 50, Malmö (öppnas i en ny flik)",
  });
  await expect(directions).toHaveAttribute(
    "href",
    "https://www.google.com/maps/dir/?api=1&destination=Stora%20Nygatan%2050%2C%20Malm%C3%B6",
  );
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
  await expect(card.getByRole("link", { name: /Visa på karta/ })).toBeVisible();
  await expect(card.getByRole("link", { name: "040-12 34 56" })).toBeVisible();
  await visitor.close();
});
