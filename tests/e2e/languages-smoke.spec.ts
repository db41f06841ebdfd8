import { expect, pastTheSplash, test, toast } from "./fixtures";

// Issue 40, point 7: each other language's smoke set, run as well by the impatient phone
// project (4x CPU, slow 4G, acting the moment a page has painted): every page type once
// (home, a category, a place and its review form, an event, search, the registration form), the
// phone menu, the language switcher, and a form pressed at once.

test.beforeEach(pastTheSplash);

const LANGUAGES = [
  {
    lang: "en",
    openMenu: "Open menu",
    menu: "Menu",
    restaurants: "Restaurants",
    write: "Write a review",
    search: "theatre",
    register: "Send registration",
    nameRequired: "Please enter the business name",
    switchTo: ["Deutsch", "de"],
  },
  {
    lang: "de",
    openMenu: "Menü öffnen",
    menu: "Menü",
    restaurants: "Restaurants",
    write: "Bewertung schreiben",
    search: "Theater",
    register: "Registrierung senden",
    nameRequired: "Bitte geben Sie den Namen des Unternehmens ein",
    switchTo: ["Dansk", "da"],
  },
  {
    lang: "da",
    openMenu: "Åbn menu",
    menu: "Menu",
    restaurants: "Restauranter",
    write: "Skriv en anmeldelse",
    search: "teater",
    register: "Send registrering",
    nameRequired: "Angiv venligst virksomhedens navn",
    switchTo: ["English", "en"],
  },
] as const;

for (const language of LANGUAGES) {
  const prefix = `/${language.lang}`;
  test(`${prefix}: the smoke set, from the home page to the registration form`, async ({
    page,
  }) => {
    // Home, and the phone menu to a category.
    await page.goto(prefix);
    await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
    const menuButton = page.getByRole("button", { name: language.openMenu });
    if (await menuButton.isVisible()) {
      await menuButton.click();
      await page
        .getByRole("navigation", { name: language.menu, exact: true })
        .getByRole("link", { name: language.restaurants, exact: true })
        .click();
    } else {
      await page
        .getByRole("navigation")
        .getByRole("link", { name: language.restaurants, exact: true })
        .first()
        .click();
    }
    await expect(page).toHaveURL(new RegExp(`${prefix}/category/restauranger$`));
    await expect(page.locator("html")).toHaveAttribute("lang", language.lang);

    // A place's page, and its review form in the same language.
    await page.goto(`${prefix}/business/malmo-opera`);
    await page.getByRole("link", { name: language.write }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/business/malmo-opera/omdome$`));
    await expect(page.locator("html")).toHaveAttribute("lang", language.lang);

    // The events, and an event's page.
    await page.goto(`${prefix}/events`);
    await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
    await page.goto(`${prefix}/events/julmarknad-gustav-adolfs-torg`);
    await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Julmarknad/);

    // The site search, in the language's own word.
    await page.goto(`${prefix}/sok?q=${encodeURIComponent(language.search)}`);
    await expect(page.getByRole("link", { name: "Malmö Stadsteater" })).toHaveAttribute(
      "href",
      `${prefix}/business/malmo-stadsteater`,
    );

    // The registration form, pressed the moment it has painted: the language's message.
    await page.goto(`${prefix}/submit-business`);
    await page.getByRole("button", { name: language.register }).click();
    await expect(toast(page)).toContainText(language.nameRequired);

    // The switcher: the same page in another language.
    const [name, other] = language.switchTo;
    await page.locator("footer").getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`/${other}/submit-business$`));
    await expect(page.locator("html")).toHaveAttribute("lang", other);
  });
}
