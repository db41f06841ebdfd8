import { events } from "../../app/.server/db/seed/events";
import { formatDateRange, stockholmNow } from "../../app/lib/dates";
import {
  type EventFilter,
  eventOccurrences,
  filterEvents,
  isUpcoming,
  nextOccurrence,
  upcomingEvents,
} from "../../app/lib/events";
import { expect, skipSplash, test } from "./fixtures";

// The server computes event dates from the seeded rules with its own clock; the
// test computes the same lists with the same rules at (almost) the same instant.
const upcomingNow = () => upcomingEvents(events, new Date());
const filteredNow = (filter: EventFilter) => {
  const now = new Date();
  return filterEvents(eventOccurrences(events, now), filter, now);
};

test.beforeEach(async ({ context, baseURL }) => {
  await skipSplash(context, baseURL as string);
});

const countText = (n: number) => (n === 1 ? "1 evenemang hittades" : `${n} evenemang hittades`);

test("/events lists upcoming events with a result count", async ({ page }) => {
  await page.goto("/events");
  const upcoming = upcomingNow();
  expect(upcoming.length).toBeGreaterThan(0);
  await expect(page.getByTestId("result-count")).toHaveText(countText(upcoming.length));
  await expect(page.locator("main article h2")).toHaveText(upcoming.map((e) => e.title));
  const first = upcoming[0];
  if (first)
    await expect(page.getByText(formatDateRange(first.start, first.end)).first()).toBeVisible();
  // Example events carry the 'Exempel' badge and say their dates are not confirmed.
  const exampleCount = upcoming.filter((e) => e.example).length;
  await expect(page.locator("main article").getByText("Exempel", { exact: true })).toHaveCount(
    exampleCount,
  );
  await expect(
    page.getByText("Exempel på evenemang – datum och program är inte bekräftade"),
  ).toHaveCount(exampleCount);
});

test("free-text search narrows the list while typing and without JavaScript", async ({
  page,
  browser,
  baseURL,
}) => {
  const target = upcomingNow()[0];
  test.skip(!target, "no upcoming events in the data");
  const word = target?.location.split(/[ ,]/)[0] ?? "";
  const expected = filteredNow({ query: word });

  await page.goto("/events");
  await page.getByLabel("Sök bland evenemang").fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  await expect(page.getByTestId("result-count")).toHaveText(countText(expected.length));

  await page.getByLabel("Sök bland evenemang").fill("inget-evenemang-heter-sa");
  await expect(page.getByTestId("result-count")).toHaveText(countText(0));
  await expect(page.getByText("Inga evenemang matchar din sökning.")).toBeVisible();

  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await noJs.addCookies([{ name: "mg_visit", value: "1", url: baseURL as string }]);
  const plain = await noJs.newPage();
  await plain.goto("/events");
  await plain.getByLabel("Sök bland evenemang").fill(word);
  await plain.getByRole("button", { name: "Sök", exact: true }).click();
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
  const music = filteredNow({ category: "Musik och teater" });
  await expect(page.getByTestId("result-count")).toHaveText(countText(music.length));
  await expect(page.locator("main article h2")).toHaveText(music.map((e) => e.title));

  await page.getByLabel("Tid", { exact: true }).selectOption("alla");
  const allMusic = filteredNow({ category: "Musik och teater", time: "alla" });
  await expect(page.getByTestId("result-count")).toHaveText(countText(allMusic.length));

  await page.getByLabel("Tid", { exact: true }).selectOption("tidigare");
  const past = filteredNow({ category: "Musik och teater", time: "tidigare" });
  await expect(page.getByTestId("result-count")).toHaveText(countText(past.length));

  await page.getByRole("link", { name: "Rensa" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByTestId("result-count")).toHaveText(countText(upcomingNow().length));
});

test("a date range filter keeps events that overlap it", async ({ page }) => {
  const sample = upcomingNow().at(-1);
  test.skip(!sample, "no upcoming events in the data");
  const day = sample?.start.slice(0, 10) ?? "";
  await page.goto(`/events?tid=alla&fran=${day}&till=${day}`);
  const expected = filteredNow({ time: "alla", from: day, to: day });
  await expect(page.getByTestId("result-count")).toHaveText(countText(expected.length));
  await expect(page.getByLabel("Från och med")).toHaveValue(day);
});

test("a sourced event page has a breadcrumb, its source and a calendar file in Stockholm time", async ({
  page,
  request,
}) => {
  const seed = events.find((e) => e.source);
  expect(seed, "at least one sourced event").toBeDefined();
  if (!seed) return;
  const event = nextOccurrence(seed, new Date());
  await page.goto(`/events/${event.id}`);
  const crumbs = page.getByRole("navigation", { name: "Brödsmulor" });
  await expect(crumbs.getByRole("link", { name: "Evenemang" })).toHaveAttribute("href", "/events");
  await expect(crumbs.getByText(event.title)).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);
  await expect(page.getByTestId("event-source")).toContainText("Källa:");
  await expect(page.getByTestId("example-note")).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Lägg till i kalendern" }).click();
  expect((await download).suggestedFilename()).toBe(`${event.id}.ics`);

  const ics = await request.get(`/events/${event.id}/kalender.ics`);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  const text = await ics.text();
  const day = (local: string) => local.slice(0, 10).replaceAll("-", "");
  const compact = (local: string) => `${day(local)}T${local.slice(11, 13)}${local.slice(14, 16)}00`;
  if (event.timing === "none") {
    expect(text).toContain(`DTSTART;VALUE=DATE:${day(event.start)}`);
  } else {
    expect(text).toContain(`DTSTART;TZID=Europe/Stockholm:${compact(event.start)}`);
    if (event.timing === "range")
      expect(text).toContain(`DTEND;TZID=Europe/Stockholm:${compact(event.end)}`);
  }
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
});

test("an example event shows the 'Exempel' badge and offers no calendar file", async ({
  page,
  request,
}) => {
  const seed = events.find((e) => e.example);
  expect(seed, "at least one example event").toBeDefined();
  if (!seed) return;
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
  const now = new Date();
  const past = eventOccurrences(events, now).filter((e) => !isUpcoming(e, stockholmNow(now)));
  await page.goto("/");
  const home = page.locator("section", {
    has: page.getByRole("heading", { name: "Kommande evenemang" }),
  });
  await expect(home.getByRole("heading", { level: 3 })).toHaveText(
    upcomingNow()
      .slice(0, 4)
      .map((e) => e.title),
  );
  for (const event of past)
    await expect(home.getByText(formatDateRange(event.start, event.end))).toHaveCount(0);
  await page.goto("/events");
  for (const event of past)
    await expect(
      page.locator("main").getByText(formatDateRange(event.start, event.end)),
    ).toHaveCount(0);
});

test("the first three event images load at once, the rest when scrolled near", async ({
  request,
}) => {
  const html = await (await request.get("/events")).text();
  const loading = [
    ...html.matchAll(/<img src="[^"]*" alt="Illustration: [^"]*"[^>]*loading="(\w+)"/g),
  ].map((match) => match[1]);
  expect(upcomingNow().length).toBeGreaterThan(3);
  expect(loading.slice(0, 3)).toEqual(["eager", "eager", "eager"]);
  expect(new Set(loading.slice(3))).toEqual(new Set(["lazy"]));
  // The first is the page's largest paint, and the only one fetched at high priority.
  const priorities = [...html.matchAll(/<img [^>]*alt="Illustration: [^>]*>/g)].map(
    (match) => /fetchPriority="(\w+)"/.exec(match[0])?.[1] ?? "auto",
  );
  expect(priorities[0]).toBe("high");
  expect(new Set(priorities.slice(1))).toEqual(new Set(["auto"]));
});
