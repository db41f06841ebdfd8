import { events } from "../../app/content/events";
import { formatDateRange } from "../../app/lib/dates";
import { filterEvents, upcomingEvents } from "../../app/lib/events";
import { expect, skipSplash, test } from "./fixtures";

test.beforeEach(async ({ context, baseURL }) => {
  await skipSplash(context, baseURL as string);
});

const countText = (n: number) => (n === 1 ? "1 evenemang hittades" : `${n} evenemang hittades`);

test("/events lists upcoming events with a result count", async ({ page }) => {
  await page.goto("/events");
  const upcoming = upcomingEvents(events);
  await expect(page.getByTestId("result-count")).toHaveText(countText(upcoming.length));
  await expect(page.locator("main article h2")).toHaveText(upcoming.map((e) => e.title));
  const first = upcoming[0];
  if (first)
    await expect(page.getByText(formatDateRange(first.start, first.end)).first()).toBeVisible();
});

test("free-text search narrows the list while typing and without JavaScript", async ({
  page,
  browser,
  baseURL,
}) => {
  const target = upcomingEvents(events)[0];
  test.skip(!target, "no upcoming events in the data");
  const word = target?.location.split(/[ ,]/)[0] ?? "";
  const expected = filterEvents(events, { query: word });

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
  const music = filterEvents(events, { category: "Musik och teater" });
  await expect(page.getByTestId("result-count")).toHaveText(countText(music.length));
  await expect(page.locator("main article h2")).toHaveText(music.map((e) => e.title));

  await page.getByLabel("Tid").selectOption("alla");
  const allMusic = filterEvents(events, { category: "Musik och teater", time: "alla" });
  await expect(page.getByTestId("result-count")).toHaveText(countText(allMusic.length));

  await page.getByLabel("Tid").selectOption("tidigare");
  const past = filterEvents(events, { category: "Musik och teater", time: "tidigare" });
  await expect(page.getByTestId("result-count")).toHaveText(countText(past.length));

  await page.getByRole("link", { name: "Rensa" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByTestId("result-count")).toHaveText(
    countText(upcomingEvents(events).length),
  );
});

test("a date range filter keeps events that overlap it", async ({ page }) => {
  const sample = upcomingEvents(events).at(-1);
  test.skip(!sample, "no upcoming events in the data");
  const day = sample?.start.slice(0, 10) ?? "";
  await page.goto(`/events?tid=alla&fran=${day}&till=${day}`);
  const expected = filterEvents(events, { time: "alla", from: day, to: day });
  await expect(page.getByTestId("result-count")).toHaveText(countText(expected.length));
  await expect(page.getByLabel("Från och med")).toHaveValue(day);
});

test("an event page has a breadcrumb and a calendar file in Stockholm time", async ({
  page,
  request,
}) => {
  const event = upcomingEvents(events)[0];
  test.skip(!event, "no upcoming events in the data");
  if (!event) return;
  await page.goto(`/events/${event.id}`);
  const crumbs = page.getByRole("navigation", { name: "Brödsmulor" });
  await expect(crumbs.getByRole("link", { name: "Evenemang" })).toHaveAttribute("href", "/events");
  await expect(crumbs.getByText(event.title)).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Lägg till i kalender" }).click();
  expect((await download).suggestedFilename()).toBe(`${event.id}.ics`);

  const ics = await request.get(`/events/${event.id}/kalender.ics`);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  const text = await ics.text();
  const compact = (local: string) =>
    `${local.slice(0, 10).replaceAll("-", "")}T${local.slice(11, 13)}${local.slice(14, 16)}00`;
  expect(text).toContain(`DTSTART;TZID=Europe/Stockholm:${compact(event.start)}`);
  expect(text).toContain(`DTEND;TZID=Europe/Stockholm:${compact(event.end)}`);
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
});

test("an unknown event says 'Evenemang hittades inte' with a link back", async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto("/events/finns-inte");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Evenemang hittades inte");
  await page.getByRole("link", { name: "Tillbaka till evenemang" }).click();
  await expect(page).toHaveURL(/\/events$/);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("404")));
});

test("events that are over never show as upcoming", async ({ page }) => {
  const past = events.filter((event) => !upcomingEvents(events).includes(event));
  await page.goto("/");
  const home = page.locator("section", {
    has: page.getByRole("heading", { name: "Kommande evenemang" }),
  });
  for (const event of past) await expect(home.getByText(event.title)).toHaveCount(0);
  await page.goto("/events");
  for (const event of past)
    await expect(page.locator("main").getByText(event.title)).toHaveCount(0);
});
