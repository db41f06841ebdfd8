import type { Page } from "@playwright/test";
import { expect, FIXED_NOW, test } from "./fixed-clock";
import { pastTheSplash } from "./fixtures";

// The server computes event dates from the seeded rules (app/.server/db/seed/events.ts)
// with its own clock, here Wednesday 11 March 2026 at 11:00 (tests/e2e/fixed-clock.ts).
// What each test expects is written out for that day from the rules: seven examples
// repeat weekly from that day on (never on a public holiday), five sourced events come
// once a year, with the dates their sources confirm; other years' dates are marked as not
// confirmed.

/** The upcoming occurrences on 11 March 2026, soonest first (12: 7 examples, 5 sourced). */
const UPCOMING = [
  "Symfonikonsert i Malmö Live Konserthus", // Thursday 12 March, weekly
  "Marknad på Möllevångstorget", // Saturday 14 March
  "Familjedag på Teknikens och Sjöfartens hus", // Saturday 21 March
  "Visning på Moderna Museet Malmö", // Sunday 22 March
  "Operakväll på Malmö Opera", // Friday 27 March
  "Kvällsöppet på Malmö Museer", // Wednesday 8 April (today's is still to come: 4 weeks ahead)
  "Konstvandring i Västra Hamnen", // Sunday 12 April: 5 April is Easter Sunday
  "Vinterland i Folkets Park", // 28 November 2026 – 1 February 2027, not confirmed
  "Julmarknad på Gustav Adolfs torg", // 29 November – 23 December 2026, not confirmed
  "Kröning av Malmös lucia på Gustav Adolfs torg", // 30 November 2026, not confirmed
  "Luciakonsert från Residensets balkong", // 13 December 2026, not confirmed
  "Julinblåsning från Rådhusets balkong", // 24 December 2026, not confirmed
];
/** How many of them are examples, with the 'Exempel' badge. */
const UPCOMING_EXAMPLES = 7;
/** How many are real events whose 2026 dates no source confirms yet. */
const UPCOMING_UNCONFIRMED = 5;
/** The sourced events' last confirmed occurrences, over on 11 March 2026. */
const PAST_DATES = [
  "28 november 2025 – 1 februari 2026",
  "30 november 2024",
  "13 december 2024",
  "24 december 2020",
  "25 november – 23 december 2018",
];

test.beforeEach(pastTheSplash);

const countText = (n: number) => (n === 1 ? "1 evenemang hittades" : `${n} evenemang hittades`);

test("/events lists upcoming events with a result count", async ({ page }) => {
  await page.goto("/events");
  await expect(page.getByTestId("result-count")).toHaveText(countText(UPCOMING.length));
  await expect(page.locator("main article h2")).toHaveText(UPCOMING);
  // Cards tell the coming week's starts in words (issue 23, point 4), later ones by date.
  const dates = page.locator("main article time");
  await expect(dates.nth(0)).toHaveText("I morgon 19.00"); // Thursday 12 March
  await expect(dates.nth(1)).toHaveText("lör 14 mars");
  await expect(dates.nth(2)).toHaveText("21 mars 2026");
  // Example events carry the 'Exempel' badge and say their dates are not confirmed.
  const exampleCount = UPCOMING_EXAMPLES;
  await expect(page.locator("main article").getByText("Exempel", { exact: true })).toHaveCount(
    exampleCount,
  );
  await expect(
    page.getByText("Exempel på evenemang – datum och program är inte bekräftade"),
  ).toHaveCount(exampleCount);
  // Real events whose dates this year no source confirms say so.
  await expect(
    page.locator("main article").getByText("Datum ej bekräftat", { exact: true }),
  ).toHaveCount(UPCOMING_UNCONFIRMED);
  await expect(page.locator("main article[data-unconfirmed]")).toHaveCount(UPCOMING_UNCONFIRMED);
});

test("free-text search narrows the list while typing and without JavaScript", async ({
  page,
  browser,
  baseURL,
}) => {
  // In the locations of two upcoming events: Residenset and Rådhuset, both on Stortorget.
  const word = "Stortorget";
  const expected = [
    "Luciakonsert från Residensets balkong",
    "Julinblåsning från Rådhusets balkong",
  ];

  await page.goto("/events");
  await page.getByLabel("Sök bland evenemang").fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  await expect(page.getByTestId("result-count")).toHaveText(countText(expected.length));
  await expect(page.locator("main article h2")).toHaveText(expected);

  await page.getByLabel("Sök bland evenemang").fill("inget-evenemang-heter-sa");
  await expect(page.getByTestId("result-count")).toHaveText(countText(0));
  await expect(page.getByText("Inga evenemang matchar din sökning.")).toBeVisible();

  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await noJs.addCookies([{ name: "mg_visit", value: "1", url: baseURL as string }]);
  const plain = await noJs.newPage();
  await plain.goto("/events");
  await plain.getByLabel("Sök bland evenemang").fill(word);
  await plain.getByRole("main").getByRole("button", { name: "Sök", exact: true }).click();
  await expect(plain.getByTestId("result-count")).toHaveText(countText(expected.length));
  await noJs.close();
});

test("the Filter button opens category and time filters that work", async ({ page }) => {
  await page.goto("/events");
  const category = page.getByLabel("Kategori", { exact: true });
  await expect(category).toBeHidden();
  await page.getByText("Filter", { exact: true }).click();
  await expect(category).toBeVisible();

  await category.selectOption("Musik och teater");
  const music = [
    "Symfonikonsert i Malmö Live Konserthus",
    "Operakväll på Malmö Opera",
    "Vinterland i Folkets Park",
    "Kröning av Malmös lucia på Gustav Adolfs torg",
    "Luciakonsert från Residensets balkong",
    "Julinblåsning från Rådhusets balkong",
  ];
  await expect(page.getByTestId("result-count")).toHaveText(countText(music.length));
  await expect(page.locator("main article h2")).toHaveText(music);

  // All dates: also the four music events' last confirmed dates (Vinterland 2025/26, the
  // crowning and the concert in 2024, the fanfare in 2020).
  await page.getByLabel("Tid", { exact: true }).selectOption("alla");
  await expect(page.getByTestId("result-count")).toHaveText(countText(music.length + 4));

  // Past: those four (the Christmas market's 2018 dates are under Mat och dryck).
  await page.getByLabel("Tid", { exact: true }).selectOption("tidigare");
  await expect(page.getByTestId("result-count")).toHaveText(countText(4));
  await page.getByLabel("Kategori", { exact: true }).selectOption("");
  await expect(page.getByTestId("result-count")).toHaveText(countText(PAST_DATES.length));

  await page.getByRole("link", { name: "Rensa" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByTestId("result-count")).toHaveText(countText(UPCOMING.length));
});

test("'I helg' and 'Nästa vecka' answer what is on in one press, from the home page too", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Evenemang i tid" })
    .getByRole("link", { name: "I helg" })
    .click();
  await expect(page).toHaveURL(/\/events\?tid=i-helg$/);
  // Friday 13 March from 18.00 to Sunday 15 March: Saturday's market.
  await expect(page.locator("main article h2")).toHaveText(["Marknad på Möllevångstorget"]);
  const quick = page.getByRole("navigation", { name: "Evenemang i tid" });
  await expect(quick.getByRole("link", { name: "I helg" })).toHaveAttribute("aria-current", "page");
  // The Filter panel keeps the choice.
  await expect(page.getByLabel("Tid", { exact: true })).toHaveValue("i-helg");

  await quick.getByRole("link", { name: "Nästa vecka" }).click();
  await expect(page).toHaveURL(/\/events\?tid=nasta-vecka$/);
  // Monday 16 to Sunday 22 March.
  await expect(page.locator("main article h2")).toHaveText([
    "Familjedag på Teknikens och Sjöfartens hus",
    "Visning på Moderna Museet Malmö",
  ]);
});

test("a date range filter keeps events that overlap it", async ({ page }) => {
  // Lucia day: the Lucia concert, and Vinterland and the Christmas market, which run from
  // 28 and 29 November.
  const day = "2026-12-13";
  await page.goto(`/events?tid=alla&fran=${day}&till=${day}`);
  await expect(page.getByTestId("result-count")).toHaveText(countText(3));
  await expect(page.locator("main article h2")).toHaveText([
    "Vinterland i Folkets Park",
    "Julmarknad på Gustav Adolfs torg",
    "Luciakonsert från Residensets balkong",
  ]);
  await expect(page.getByLabel("Från och med")).toHaveValue(day);
});

test("a sourced event page has a breadcrumb and its source, and a calendar file only for confirmed dates", async ({
  page,
  request,
  clockServer,
}) => {
  // The Christmas market on 11 March 2026: its 2026 dates follow the usual pattern, which
  // no source confirms yet, so they are marked and have no calendar file.
  const event = { id: "julmarknad-gustav-adolfs-torg", title: "Julmarknad på Gustav Adolfs torg" };
  await page.goto(`/events/${event.id}`);
  const crumbs = page.getByRole("navigation", { name: "Brödsmulor" });
  await expect(crumbs.getByRole("link", { name: "Evenemang" })).toHaveAttribute("href", "/events");
  await expect(crumbs.getByText(event.title)).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);
  await expect(page.getByTestId("event-source")).toContainText("Källa:");
  await expect(page.getByTestId("example-note")).toHaveCount(0);
  await expect(page.getByTestId("unconfirmed-note")).toContainText("Datum ej bekräftat");
  await expect(page.getByRole("link", { name: "Lägg till i kalendern" })).toHaveCount(0);
  expect((await request.get(`/events/${event.id}/kalender.ics`)).status()).toBe(404);

  // On 1 December 2024 the Lucia concert's date and time are those of the press release.
  try {
    await clockServer.setClock("2024-12-01T10:00:00Z");
    const lucia = await request.get("/events/luciakonsert-stortorget/kalender.ics");
    expect(lucia.status()).toBe(200);
    expect(lucia.headers()["content-type"]).toContain("text/calendar");
    const text = await lucia.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain("DTSTART;TZID=Europe/Stockholm:20241213T180000");

    // On 20 November 2025 Vinterland's confirmed 2025/26 season is next, all day.
    await clockServer.setClock("2025-11-20T10:00:00Z");
    await page.clock.setFixedTime("2025-11-20T10:00:00Z");
    await page.goto("/events/vinterland-folkets-park");
    await expect(page.getByTestId("unconfirmed-note")).toHaveCount(0);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Lägg till i kalendern" }).click();
    expect((await download).suggestedFilename()).toBe("vinterland-folkets-park.ics");
    const season = await request.get("/events/vinterland-folkets-park/kalender.ics");
    expect(season.status()).toBe(200);
    expect(await season.text()).toContain("DTSTART;VALUE=DATE:20251128");
  } finally {
    await clockServer.setClock(FIXED_NOW);
  }
});

test("an example event shows the 'Exempel' badge and offers no calendar file", async ({
  page,
  request,
}) => {
  const seed = { id: "marknad-mollevangstorget", title: "Marknad på Möllevångstorget" };
  await page.goto(`/events/${seed.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(seed.title);
  await expect(page.locator("main").getByText("Exempel", { exact: true })).toBeVisible();
  await expect(page.getByTestId("example-note")).toContainText(
    "Exempel på evenemang – datum och program är inte bekräftade",
  );
  await expect(page.getByRole("link", { name: /Lägg till i kalendern/ })).toHaveCount(0);
  await expect(page.locator('a[href$="kalender.ics"]')).toHaveCount(0);
  const ics = await request.get(`/events/${seed.id}/kalender.ics`);
  expect(ics.status()).toBe(404);
});

test("an unknown event says 'Evenemang hittades inte' with a link back", async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto("/events/finns-inte");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Evenemang hittades inte");
  await page.getByRole("link", { name: "Tillbaka till evenemangen" }).click();
  await expect(page).toHaveURL(/\/events$/);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("404")));
});

test("dates that are over never show as upcoming, and the home page shows the next four", async ({
  page,
}) => {
  await page.goto("/");
  const home = page.locator("section", {
    has: page.getByRole("heading", { name: "Kommande evenemang" }),
  });
  await expect(home.getByRole("heading", { level: 3 })).toHaveText(UPCOMING.slice(0, 4));
  for (const date of PAST_DATES) await expect(home.getByText(date)).toHaveCount(0);
  await page.goto("/events");
  for (const date of PAST_DATES) await expect(page.locator("main").getByText(date)).toHaveCount(0);
});

test("the first three event images load at once, the rest when scrolled near", async ({
  request,
}) => {
  const html = await (await request.get("/events")).text();
  const loading = [
    ...html.matchAll(/<img src="[^"]*" alt="Illustration: [^"]*"[^>]*loading="(\w+)"/g),
  ].map((match) => match[1]);
  expect(loading).toHaveLength(UPCOMING.length);
  expect(loading.slice(0, 3)).toEqual(["eager", "eager", "eager"]);
  expect(new Set(loading.slice(3))).toEqual(new Set(["lazy"]));
  // The first is the page's largest paint, and the only one fetched at high priority.
  const priorities = [...html.matchAll(/<img [^>]*alt="Illustration: [^>]*>/g)].map(
    (match) => /fetchPriority="(\w+)"/.exec(match[0])?.[1] ?? "auto",
  );
  expect(priorities[0]).toBe("high");
  expect(new Set(priorities.slice(1))).toEqual(new Set(["auto"]));
});

/** A time filter with nothing on: its count of 0, what it says, and the next events' region. */
async function nothingOn(page: Page, url: string, said: string) {
  await page.goto(url);
  await expect(page.getByTestId("result-count")).toHaveText(countText(0));
  await expect(page.getByTestId("no-events")).toHaveText(said);
  return page.getByRole("region", { name: "Kommande evenemang" });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("'I kväll' with nothing on says so, keeps its count of 0 and shows the next events under a heading of their own", async ({
    page,
  }) => {
    // Wednesday 11 March 2026, 11:00: nothing this evening; Thursday's concert is next.
    const next = await nothingOn(
      page,
      "/events?tid=i-kvall",
      "Inga evenemang i kväll. Här är de närmaste kommande evenemangen.",
    );
    await expect(next.getByRole("heading", { level: 2 })).toHaveText("Kommande evenemang");
    await expect(next.getByRole("heading", { level: 3 })).toHaveText(UPCOMING.slice(0, 3));
    await next.getByRole("link", { name: UPCOMING[0] }).click();
    await expect(page).toHaveURL(/\/events\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(UPCOMING[0] as string);
  });

  test("a search with 'I kväll' that finds nothing says the search found nothing, and offers that search's next events", async ({
    page,
  }) => {
    const next = await nothingOn(
      page,
      "/events?tid=i-kvall&q=marknad",
      "Inga evenemang i kväll matchar din sökning. Här är de närmaste kommande evenemangen.",
    );
    await expect(next.getByRole("heading", { level: 3 })).toHaveText(
      UPCOMING.filter((title) => /marknad/i.test(title)).slice(0, 3),
    );
  });
});
