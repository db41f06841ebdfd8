import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, pastTheSplash, test, toast } from "./fixtures";

// Issue 40, the first pages in every language: /about under /en/, /de/ and /da/ in its
// language, with its alternates and the language switcher; Swedish pages as they were.

test.beforeEach(pastTheSplash);

/** The page's hreflang alternates: each language and the path it names. */
function alternatesOf(page: Page) {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [
        link.getAttribute("hreflang"),
        new URL(link.getAttribute("href") ?? "").pathname,
      ]),
    );
}

const ABOUT = [
  {
    path: "/en/about",
    lang: "en",
    locale: "en_GB",
    title: "About us | Malmöguiden",
    h1: "About Malmöguiden",
    vision: "Our vision",
    value: "Love of the local",
    skip: "Skip to content",
    onlySwedish: "Only available in Swedish",
    categories: "Categories",
    restaurants: "Restaurants",
  },
  {
    path: "/de/about",
    lang: "de",
    locale: "de_DE",
    title: "Über uns | Malmöguiden",
    h1: "Über den Malmöguiden",
    vision: "Unsere Vision",
    value: "Liebe zum Lokalen",
    skip: "Zum Inhalt springen",
    onlySwedish: "Nur auf Schwedisch verfügbar",
    categories: "Kategorien",
    restaurants: "Restaurants",
  },
  {
    path: "/da/about",
    lang: "da",
    locale: "da_DK",
    title: "Om os | Malmöguiden",
    h1: "Om Malmöguiden",
    vision: "Vores vision",
    value: "Kærlighed til det lokale",
    skip: "Spring til indholdet",
    onlySwedish: "Findes kun på svensk",
    categories: "Kategorier",
    restaurants: "Restauranter",
  },
] as const;

for (const page of ABOUT)
  test(`${page.path} is in its language, names its alternates and offers the others`, async ({
    page: browser,
  }) => {
    await browser.goto(page.path);
    await expect(browser.locator("html")).toHaveAttribute("lang", page.lang);
    await expect(browser).toHaveTitle(page.title);
    await expect(browser.getByRole("heading", { level: 1 })).toHaveText(page.h1);
    await expect(browser.getByRole("heading", { name: page.vision })).toBeVisible();
    await expect(browser.getByRole("heading", { name: page.value })).toBeVisible();
    await expect(browser.locator("a.skip-link")).toHaveText(page.skip);
    await expect(browser.locator('meta[property="og:locale"]')).toHaveAttribute(
      "content",
      page.locale,
    );
    expect(await alternatesOf(browser)).toEqual([
      ["sv", "/about"],
      ["en", "/en/about"],
      ["de", "/de/about"],
      ["da", "/da/about"],
      ["x-default", "/about"],
    ]);
    // The category names are the guide's own translations, leading to the category's page
    // in the same language; a page that is Swedish only is marked as Swedish.
    const menu = browser.locator("footer").getByRole("navigation", { name: page.categories });
    const category = menu.getByRole("link", { name: page.restaurants, exact: true });
    await expect(category).toHaveAttribute("href", `/${page.lang}/category/restauranger`);
    await expect(category).not.toHaveAttribute("hreflang", /./);
    await expect(
      browser.locator("header").locator(`a[href="/${page.lang}/coming-soon/hantverkare"]`).first(),
    ).not.toHaveAttribute("hreflang", /./);
    // The newsletter signup is in the page's language, and signs up in it.
    await expect(browser.locator(`footer form[action='/${page.lang}/newsletter']`)).toHaveCount(1);
    await expect(browser.locator("footer [lang='sv']")).toHaveCount(1); // the switcher's 'Svenska'
    await expect(browser.locator("footer").getByText(page.onlySwedish)).toHaveCount(0);
    await expectNoAxeViolations(browser, `${page.path}`);
    // The switcher: the other languages by their own names; Swedish is one press away.
    const footer = browser.locator("footer");
    await expect(footer.getByRole("link", { name: "Svenska" })).toHaveAttribute("href", "/about");
    await footer.getByRole("link", { name: "Svenska" }).click();
    await expect(browser.locator("html")).toHaveAttribute("lang", "sv");
    await expect(browser.getByRole("heading", { level: 1 })).toHaveText("Om Malmöguiden");
  });

test("Swedish /about offers English, Deutsch and Dansk; a page in Swedish only offers none", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  const footer = page.locator("footer");
  for (const name of ["English", "Deutsch", "Dansk"])
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  await footer.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Malmöguiden");

  // The owner's area stays Swedish (issue 40): no switcher, no alternates.
  await page.goto("/foretagare/logga-in");
  await expect(page.locator("footer").getByRole("link", { name: "English" })).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  // A path under a prefix that is no page in that language is a 404 in that language,
  // leading home in it.
  const missing = await page.goto("/en/foretagare/logga-in");
  expect(missing?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Oops! The page you are looking for does not exist",
  );
  await expect(
    page.getByRole("main").getByRole("link", { name: "Back to the home page" }),
  ).toHaveAttribute("href", "/en");
  // The browser reports the 404 document itself as a console error; that one is expected.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("404")));
});

const CONTACT = [
  { lang: "en", h1: "Contact us", reply: "We usually reply within 24 hours on weekdays." },
  {
    lang: "de",
    h1: "Kontaktieren Sie uns",
    reply: "Wir antworten in der Regel innerhalb von 24 Stunden an Werktagen.",
  },
  { lang: "da", h1: "Kontakt os", reply: "Vi svarer normalt inden for 24 timer på hverdage." },
] as const;

for (const contact of CONTACT)
  test(`/${contact.lang}/contact is reached from its /about and is in its language`, async ({
    page,
  }) => {
    await page.goto(`/${contact.lang}/about`);
    await page.locator("main").getByRole("link").last().click();
    await expect(page).toHaveURL(new RegExp(`/${contact.lang}/contact$`));
    await expect(page.locator("html")).toHaveAttribute("lang", contact.lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.h1);
    await expect(page.getByText(contact.reply)).toBeVisible();
    await expect(page.locator('main a[href="mailto:hej@malmoguiden.se"]')).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      /\/contact$/,
    );
    await expectNoAxeViolations(page, `/${contact.lang}/contact`);
  });

test("/de/all-categories names the 13 categories in German, leading to their German pages", async ({
  page,
}) => {
  await page.goto("/de/all-categories");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alle Kategorien");
  const tiles = page.locator("main li");
  await expect(tiles).toHaveCount(13);
  const art = page.locator("main").getByRole("link", { name: "Kunst & Museen" });
  await expect(art).toHaveAttribute("href", "/de/category/konst");
  await expect(art).not.toHaveAttribute("hreflang", /./);
  await expectNoAxeViolations(page, "/de/all-categories");
});

test("a browser that asks for German is told once, in German, that /about is in German too", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const base = test.info().project.use.baseURL ?? "";
  await context.addCookies([{ name: "mg_visit", value: "1", url: base }]);
  const page = await context.newPage();
  // A Swedish page with no German version says nothing: had it shown the line, the line
  // on /about would lead to /de/events, or not come at all (it comes once).
  await page.goto(`${base}/events`);
  await page.locator("footer").getByRole("link", { name: "Om oss" }).click();
  await expect(page).toHaveURL(/\/about$/);
  const line = page.getByRole("complementary", { name: "Diese Seite gibt es auch auf Deutsch." });
  await expect(line).toBeVisible();
  await expect(line).toHaveAttribute("lang", "de");
  await expect(line.getByRole("link", { name: "Auf Deutsch lesen" })).toHaveAttribute(
    "href",
    "/de/about",
  );
  // The Swedish page is not redirected, and stays Swedish.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Om Malmöguiden");
  await line.getByRole("button", { name: "Schließen" }).click();
  await expect(line).toHaveCount(0);
  // Once: not again on the next page that has a German version.
  await page.locator("main").getByRole("link", { name: "Kontakta oss" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakta oss");
  await expect(page.getByText("Diese Seite gibt es auch auf Deutsch.")).toHaveCount(0);
  await context.close();
});

test("the suggestion's link leads to the page in the suggested language", async ({ browser }) => {
  const context = await browser.newContext({ locale: "da-DK" });
  const base = test.info().project.use.baseURL ?? "";
  await context.addCookies([{ name: "mg_visit", value: "1", url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/contact`);
  await page.getByRole("link", { name: "Læs den på dansk" }).click();
  await expect(page).toHaveURL(/\/da\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
  await context.close();
});

const HOMES = [
  {
    lang: "en",
    title: "Malmöguiden – your guide to the best of Malmö",
    hero: "Discover Malmö",
    upcoming: "Upcoming events",
    featured: "Featured places",
    allCategories: "All categories",
    switcherSwedish: "Svenska",
  },
  {
    lang: "de",
    title: "Malmöguiden – Ihr Führer zum Besten von Malmö",
    hero: "Entdecken Sie Malmö",
    upcoming: "Kommende Veranstaltungen",
    featured: "Ausgewählte Orte",
    allCategories: "Alle Kategorien",
    switcherSwedish: "Svenska",
  },
  {
    lang: "da",
    title: "Malmöguiden – din guide til det bedste i Malmö",
    hero: "Oplev Malmö",
    upcoming: "Kommende begivenheder",
    featured: "Udvalgte steder",
    allCategories: "Alle kategorier",
    switcherSwedish: "Svenska",
  },
] as const;

for (const home of HOMES)
  test(`/${home.lang} is the home page in its language, with its alternates`, async ({ page }) => {
    await page.goto(`/${home.lang}`);
    await expect(page.locator("html")).toHaveAttribute("lang", home.lang);
    await expect(page).toHaveTitle(home.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.title);
    await expect(page.getByRole("heading", { name: home.hero })).toBeVisible();
    expect(await alternatesOf(page)).toEqual([
      ["sv", "/"],
      ["en", "/en"],
      ["de", "/de"],
      ["da", "/da"],
      ["x-default", "/"],
    ]);
    // Sections in the language; a page that exists in it is linked in it, the others are
    // marked as Swedish.
    const featured = page.getByRole("region", { name: home.featured });
    await expect(featured.getByRole("heading", { name: "Malmö Opera" })).toBeVisible();
    // The place's page is in every language: the card leads to it in this one.
    await expect(featured.getByRole("link", { name: "Malmö Opera" })).toHaveAttribute(
      "href",
      `/${home.lang}/businesses/malmo-opera`,
    );
    await expect(featured.getByRole("link", { name: "Malmö Opera" })).not.toHaveAttribute(
      "hreflang",
      /./,
    );
    const categories = page.locator("main").getByRole("link", { name: home.allCategories });
    await expect(categories).toHaveAttribute("href", `/${home.lang}/all-categories`);
    await expect(page.getByRole("region", { name: home.upcoming })).toBeVisible();
    // No content without a translation here: every text is the guide's own in the language.
    await expect(page.locator("main [lang='sv']")).toHaveCount(0);
    await expectNoAxeViolations(page, `/${home.lang}`);
    await page.locator("footer").getByRole("link", { name: home.switcherSwedish }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(page.getByRole("heading", { name: "Upptäck Malmö" })).toBeVisible();
  });

test("/en's events and offers are in English: dates, times and the offers' tags", async ({
  page,
}) => {
  await page.goto("/en");
  const upcoming = page.getByRole("region", { name: "Upcoming events" });
  // Dates and times as English writes them (18:00, not 18.00), and no Swedish month.
  const facts = await upcoming.locator("article ul").allInnerTexts();
  expect(facts.length).toBeGreaterThan(0);
  for (const text of facts) {
    expect(text).not.toMatch(/\b\d{1,2}\.\d{2}\b/);
    expect(text).not.toMatch(/\b(januari|februari|mars|maj|juni|juli|augusti|oktober)\b/);
  }
  const offers = page.getByRole("region", { name: "Offers" });
  await expect(offers.getByText("Annual pass")).toBeVisible();
  await expect(offers.getByRole("link", { name: /To the offer/ }).first()).toBeVisible();
});

test("/en/category/restauranger lists the restaurants in English, filters and all", async ({
  page,
}) => {
  await page.goto("/en/category/restauranger");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Restaurants");
  await expect(page).toHaveTitle("Restaurants | Malmöguiden");
  await expect(
    page.getByText(
      "Explore everything in restaurants in Malmö – our favourites first, then every place.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured places" })).toBeVisible();
  const all = page.getByRole("region", { name: "All places" });
  await expect(all.getByRole("heading", { name: "Restaurang Nils" })).toBeVisible();
  // The places' own pages are in English too: their links lead there.
  await expect(all.getByRole("link", { name: "Restaurang Nils" })).toHaveAttribute(
    "href",
    "/en/business/restaurang-nils",
  );
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    "href",
    /\/de\/category\/restauranger$/,
  );
  // No Swedish words outside what is marked as Swedish.
  const unmarked = await page.locator("main").evaluate((main) =>
    [...main.querySelectorAll("*")]
      .filter((element) => !element.closest("[lang='sv']") && element.children.length === 0)
      .map((element) => element.textContent ?? "")
      .filter((text) => /\b(och|platser|Utforska|Öppet|Stängt|Filtrera|Betyg)\b/.test(text)),
  );
  expect(unmarked).toEqual([]);
  await expectNoAxeViolations(page, "/en/category/restauranger");
});

test("/da/category/sport keeps a filter in Danish, and its pages link in Danish", async ({
  page,
}) => {
  await page.goto("/da/category/sport");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Sport/);
  const form = page.getByRole("form", { name: "Filtrer steder" });
  if ((await form.count()) > 0) {
    await expect(form.getByRole("button", { name: "Filtrer" })).toBeVisible();
  }
  await expect(page.locator("a.skip-link")).toHaveText("Spring til indholdet");
  await page.locator("main").getByRole("link", { name: "Tilbage til forsiden" }).click();
  await expect(page).toHaveURL(/\/da$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
});

test("/de/offers and /da/featured are in their languages, and /en's links lead to them", async ({
  page,
}) => {
  await page.goto("/en");
  await page.locator("main").getByRole("link", { name: "All offers" }).click();
  await expect(page).toHaveURL(/\/en\/offers$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Offers");
  await page.goto("/de/offers");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle("Angebote | Malmöguiden");
  await expect(page.getByText("Jahreskarte", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Zum Angebot/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, "/de/offers");
  await page.goto("/da/featured");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Udvalgte steder");
  await expect(
    page.getByText("Seks håndplukkede favoritter – fra kaffepause til forestilling."),
  ).toBeVisible();
  await expect(page.locator("main [lang='sv']")).toHaveCount(0);
});

const PLACES = [
  {
    lang: "en",
    h1: "Malmö Opera",
    back: "Back to Music & Theatre",
    contact: "Contact information",
    confirmed: "Contact details confirmed on 23 November 2026 by Malmöguiden",
    write: "Write a review",
  },
  {
    lang: "de",
    h1: "Malmö Opera",
    back: "Zurück zu Musik & Theater",
    contact: "Kontaktinformationen",
    confirmed: "Kontaktdaten bestätigt am 23. November 2026 von Malmöguiden",
    write: "Bewertung schreiben",
  },
  {
    lang: "da",
    h1: "Malmö Opera",
    back: "Tilbage til Musik & Teater",
    contact: "Kontaktoplysninger",
    confirmed: "Kontaktoplysninger bekræftet den 23. november 2026 af Malmöguiden",
    write: "Skriv en anmeldelse",
  },
] as const;

for (const place of PLACES)
  test(`/${place.lang}/business/malmo-opera is the place's page in its language, with its alternates`, async ({
    page,
  }) => {
    await page.goto(`/${place.lang}/business/malmo-opera`);
    await expect(page.locator("html")).toHaveAttribute("lang", place.lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(place.h1);
    await expect(page.getByRole("heading", { name: place.contact })).toBeVisible();
    await expect(page.getByTestId("confirmed")).toHaveText(place.confirmed);
    // Nothing on the page is Swedish without saying so.
    await expect(page.locator("main [lang='sv']")).toHaveCount(0);
    expect(await alternatesOf(page)).toEqual([
      ["sv", "/business/malmo-opera"],
      ["en", "/en/business/malmo-opera"],
      ["de", "/de/business/malmo-opera"],
      ["da", "/da/business/malmo-opera"],
      ["x-default", "/business/malmo-opera"],
    ]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/${place.lang}/business/malmo-opera$`),
    );
    // The review form is in the same language.
    await expect(page.getByRole("link", { name: place.write }).last()).toHaveAttribute(
      "href",
      `/${place.lang}/business/malmo-opera/omdome`,
    );
    await expectNoAxeViolations(page, `/${place.lang}/business/malmo-opera`);
    // Back to the category, in the same language.
    await page.getByRole("link", { name: place.back }).click();
    await expect(page).toHaveURL(new RegExp(`/${place.lang}/category/musik$`));
    await expect(page.locator("html")).toHaveAttribute("lang", place.lang);
  });

test("/de/events/… is the event's page in German, its breadcrumbs and source marked where Swedish", async ({
  page,
}) => {
  const path = "/events/julmarknad-gustav-adolfs-torg";
  await page.goto(`/de${path}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Weihnachtsmarkt am Gustav Adolfs torg",
  );
  const crumbs = page.getByRole("navigation", { name: "Brotkrümelnavigation" });
  await expect(crumbs.getByRole("link", { name: "Veranstaltungen" })).toHaveAttribute(
    "href",
    "/de/events",
  );
  // The guide's note of its source is Swedish, and says so.
  await expect(page.getByTestId("event-source").locator("[lang='sv']")).toHaveCount(1);
  await expect(page.getByTestId("event-source")).toContainText("Quelle:");
  expect(await alternatesOf(page)).toEqual([
    ["sv", path],
    ["en", `/en${path}`],
    ["de", `/de${path}`],
    ["da", `/da${path}`],
    ["x-default", path],
  ]);
  await expectNoAxeViolations(page, `/de${path}`);
});

test("/en/events finds events by their English words, and leads to their English pages", async ({
  page,
}) => {
  await page.goto("/en/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events");
  const search = page.getByRole("search", { name: "Search events" });
  // The list follows the typing (the form is sent once the typing stops).
  await search.getByLabel("Search among events").fill("christmas market");
  await expect(page).toHaveURL(/\/en\/events\?q=christmas\+market&kategori=/);
  await expect(search.getByRole("button", { name: "Search" })).toBeVisible();
  await expect(page.getByTestId("result-count")).toHaveText("1 event found");
  await page.getByRole("link", { name: "Christmas market on Gustav Adolfs torg" }).click();
  await expect(page).toHaveURL(/\/en\/events\/julmarknad-gustav-adolfs-torg$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Christmas market on Gustav Adolfs torg",
  );
  await expectNoAxeViolations(page, "/en/events/julmarknad-gustav-adolfs-torg");
});

test("search in English, German and Danish finds places by the language's own words", async ({
  page,
}) => {
  // The header's search on an English page searches in English.
  await page.goto("/en/about");
  const header = page.locator("header").getByRole("search").first();
  await header.getByRole("searchbox").fill("theatre");
  await header.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/en\/sok\?q=theatre$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “theatre”");
  const stadsteater = page.getByRole("link", { name: "Malmö Stadsteater" });
  await expect(stadsteater).toHaveAttribute("href", "/en/business/malmo-stadsteater");
  await expectNoAxeViolations(page, "/en/sok?q=theatre");
  // The switcher keeps the search: the same results in German are one press away.
  await expect(page.locator("footer").getByRole("link", { name: "Deutsch" })).toHaveAttribute(
    "href",
    "/de/sok?q=theatre",
  );

  await page.goto("/en/sok?q=hairdresser");
  for (const name of ["The Shave Cave", "Larsson & Lange", "Dark and Bright"])
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByText("Hair salons").first()).toBeVisible();

  await page.goto("/de/sok?q=Schwimmbad");
  await expect(page.getByRole("main").getByRole("link").first()).toHaveText("Hylliebadet");
  await expect(page.getByRole("main").getByRole("link").first()).toHaveAttribute(
    "href",
    "/de/business/hylliebadet",
  );
  await expect(page.getByText(/^Städtisches Schwimmbad in Hyllie/)).toBeVisible();

  // An event found in German: its kind and category in German.
  await page.goto("/de/sok?q=weihnachtsmarkt");
  await expect(
    page.getByRole("link", { name: "Weihnachtsmarkt am Gustav Adolfs torg" }),
  ).toHaveAttribute("href", "/de/events/julmarknad-gustav-adolfs-torg");
  await expect(page.getByRole("main").getByText("Essen und Trinken")).toBeVisible();

  await page.goto("/da/sok?q=sv%C3%B8mmehal");
  await expect(page.getByRole("main").getByRole("link").first()).toHaveText("Hylliebadet");
  await expect(page.locator("#search-result-count")).toHaveText(/^\d+ resultat/);
});

test("/en/coming-soon/hantverkare says in English that the category is coming", async ({
  page,
}) => {
  await page.goto("/en/coming-soon/hantverkare");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Malmö's Tradespeople – coming soon | Malmöguiden");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Malmö's Tradespeople");
  await expect(page.getByText("Coming soon", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test("/de/advertise offers the plans in German, with their prices and trial", async ({ page }) => {
  await page.goto("/de/advertise");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Werben Sie bei uns");
  await expect(page.getByRole("heading", { name: "Silber" })).toBeVisible();
  await expect(page.getByText("Am beliebtesten")).toBeVisible();
  await expect(page.getByText("1.499 kr")).toBeVisible();
  await expect(page.getByText("30 Tage kostenlose Testphase").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Gold wählen" })).toBeVisible();
  await expectNoAxeViolations(page, "/de/advertise");
});

test("/de/submit-business: the registration in German, its checks, its thanks, then the German home", async ({
  page,
}) => {
  await page.goto("/de/submit-business");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle("Unternehmen registrieren | Malmöguiden");
  expect(await alternatesOf(page)).toEqual([
    ["sv", "/submit-business"],
    ["en", "/en/submit-business"],
    ["de", "/de/submit-business"],
    ["da", "/da/submit-business"],
    ["x-default", "/submit-business"],
  ]);
  const submit = page.getByRole("button", { name: "Registrierung senden" });
  await submit.click();
  await expect(toast(page)).toContainText("Bitte geben Sie den Namen des Unternehmens ein");
  await page.getByLabel("Name des Unternehmens *", { exact: true }).fill("Deutsches Testcafé");
  // The category is chosen by its German name; the form still sends the spec's Swedish one.
  await page.getByLabel("Kategorie *", { exact: true }).selectOption({ label: "Restaurants" });
  await page
    .getByLabel("Informationen zum Unternehmen *", { exact: true })
    .fill("Ein Café zum Testen.");
  await page.getByLabel("E-Mail des Ansprechpartners *", { exact: true }).fill("kein-adresse");
  await submit.click();
  await expect(toast(page)).toContainText(
    "Bitte geben Sie eine gültige E-Mail-Adresse des Ansprechpartners ein",
  );
  await page
    .getByLabel("E-Mail des Ansprechpartners *", { exact: true })
    .fill(`de-${Date.now()}@example.se`);
  await page.getByText("Öffnungszeiten und Barrierefreiheit (optional)").click();
  await page.getByLabel("Montag, öffnet", { exact: true }).fill("10:00");
  await page.getByLabel("Montag, schließt", { exact: true }).fill("18:00");
  await expectNoAxeViolations(page, "/de/submit-business");
  await submit.click();
  await expect(toast(page)).toContainText("Danke! Ihre Registrierung wurde gesendet.");
  await expect(toast(page)).toContainText("Wir prüfen die Angaben innerhalb von 24 Stunden.");
  await expect(page).toHaveURL(/\/de$/);
});

test("/en/submit-business without JavaScript answers in English, the hours' checks too", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies([{ name: "mg_visit", value: "1", url: baseURL as string }]);
  const page = await context.newPage();
  await page.goto("/en/submit-business");
  await page.getByLabel("Business name *", { exact: true }).fill("English Test Bakery");
  await page.getByLabel("Category *", { exact: true }).selectOption({ label: "Hair salons" });
  await page.getByLabel("About the business *", { exact: true }).fill("A bakery to test with.");
  await page
    .getByLabel("Contact person's e-mail *", { exact: true })
    .fill(`en-${Date.now()}@example.se`);
  await page.getByText("Opening hours and accessibility (optional)").click();
  await page.getByLabel("Tuesday, opens", { exact: true }).fill("09:00");
  await page.getByLabel("Tuesday, closes", { exact: true }).fill("09:00");
  await page.getByRole("button", { name: "Send registration" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Opening and closing cannot be the same time. Write 00:00–24:00 for 24 hours.",
  );
  // Nothing typed is lost: the form comes back filled in, the category as chosen.
  await expect(page.getByLabel("Business name *", { exact: true })).toHaveValue(
    "English Test Bakery",
  );
  await expect(page.getByLabel("Category *", { exact: true })).toHaveValue("Frisörsalonger");
  await page.getByLabel("Tuesday, closes", { exact: true }).fill("17:00");
  await page.getByRole("button", { name: "Send registration" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Thank you! Your registration has been sent.",
  );
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await context.close();
});

test("a plan bought on /da/advertise ends on /da/success, in Danish", async ({ page }) => {
  await page.goto("/da/advertise");
  await page.getByRole("button", { name: "Vælg Sølv" }).click();
  // The demo payment page (Stripe's stand-in) is Danish too.
  await expect(page).toHaveURL(/\/da\/demo-checkout\/cs_demo_/);
  await expect(page.getByText("Demotilstand – der foretages ingen rigtig betaling")).toBeVisible();
  await page.getByLabel("E-mailadresse til kvitteringen").fill(`da-${Date.now()}@example.se`);
  await page.getByRole("button", { name: "Betal (demo)" }).click();
  await expect(page).toHaveURL(/\/da\/success\?plan=silver&session_id=cs_demo_/);
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tak for din bestilling!");
  await expect(page.getByText("Annoncepakke: Sølv")).toBeVisible();
  await expect(page.getByTestId("subscription-status")).toHaveText("Aktiv");
  // The owners' pages are Swedish: their link says so.
  await expect(page.getByRole("link", { name: "virksomhedssiden (på svensk)" })).toHaveAttribute(
    "hreflang",
    "sv",
  );
  await expectNoAxeViolations(page, "/da/success");
});

test("/da/business/…/agare: a claim in Danish, its checks and its thanks", async ({ page }) => {
  await page.goto("/da/business/malmo-opera");
  await page
    .getByRole("link", { name: /Er det din virksomhed/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/da\/business\/malmo-opera\/agare$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Er det din virksomhed?");
  await page.getByRole("button", { name: "Send forespørgslen" }).click();
  await expect(page.getByText("Skriv dit navn.")).toBeVisible();
  await expect(page.getByText("Vælg din rolle i virksomheden.")).toBeVisible();
  await page.getByLabel("Navn", { exact: true }).fill("Mette Hansen");
  await page.getByLabel("E-mail", { exact: true }).fill(`da-claim-${Date.now()}@example.dk`);
  // The role is chosen by its Danish name; the form sends the Swedish one the operator reads.
  await page.getByLabel("Rolle", { exact: true }).selectOption({ label: "Ansat" });
  await page
    .getByLabel("Hvordan kan vi kontrollere, at du repræsenterer virksomheden?")
    .fill("Ring til receptionen og spørg efter Mette.");
  await expectNoAxeViolations(page, "/da/business/malmo-opera/agare");
  await page.getByRole("button", { name: "Send forespørgslen" }).click();
  await expect(page.getByTestId("claim-sent")).toContainText(
    "Tak! Vi har modtaget din forespørgsel.",
  );
  await page.getByRole("link", { name: "Tilbage til Malmö Opera" }).first().click();
  await expect(page).toHaveURL(/\/da\/business\/malmo-opera$/);
});
