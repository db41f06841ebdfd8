import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bumpContentVersion } from "~/.server/db/content-version";
import { Pagination, paginationLinks } from "~/components/page-links";
import type { PageInfo } from "~/lib/text/pagination";
import { loaderAnswer } from "../support/actions";
import { DATABASES } from "../support/databases";
import { renderIn } from "../support/i18n";
import { withTestApp } from "../support/test-app";
import { insertTestPlace, listInCategory } from "../support/test-database";

// Issue 24, point 3: a category's place filters choose from every place in it, then the
// matches are shown 24 a page; the links between the pages keep the filter.

interface CategoryData {
  places: { id: string; title: string }[];
  paged: PageInfo;
  counts: number[];
  share: { path?: string };
}

/** Hotell 01 to 50 in 'boende': 01-30 without steps, 01-40 with confirmed weekday hours. */
const ADDED = 50;
const WITHOUT_STEPS = 30;
const WITH_HOURS = 40;
const HOURS = "Mo-Fr 10:00-18:00; PH off";
/** Wednesday 25 November 2026, 12:00 and 20:00 in Malmö (UTC+1). */
const NOON = new Date("2026-11-25T11:00:00Z");
const EVENING = new Date("2026-11-25T19:00:00Z");

const slugOf = (number: number) => `hotell-${String(number).padStart(2, "0")}`;

describe.each(DATABASES)("a category's filters with its pages (%s)", (kind) => {
  withTestApp(kind, { name: "category-filters", seed: true }, async ({ testDb }) => {
    for (let number = 1; number <= ADDED; number++) {
      const slug = slugOf(number);
      await insertTestPlace(testDb.db, {
        slug,
        name: `Hotell ${number}`,
        category: "boende",
        accessibility:
          number <= WITHOUT_STEPS
            ? JSON.stringify({ trappfri: { value: "yes", checkedAt: "2026-11-01" } })
            : null,
        opening_hours: number <= WITH_HOURS ? HOURS : null,
        hours_checked_at: number <= WITH_HOURS ? "2026-11-01" : null,
      });
      await listInCategory(testDb.db, "boende", slug, 1000 + number);
    }
    await bumpContentVersion(testDb.db);
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOON);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const page = async (query: string) => {
    const answer = await loaderAnswer<CategoryData>(
      import("~/routes/category/$categoryId"),
      `/category/boende${query}`,
      { params: { categoryId: "boende" } },
    );
    if (answer instanceof Response) throw new Error(`${query}: ${answer.status}`);
    return answer;
  };
  const titles = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => `Hotell ${from + index}`);

  it("pages through the matches only, 24 a page", async () => {
    const first = await page("?tg=trappfri");
    expect(first.paged).toEqual({ page: 1, pages: 2, total: 30, first: 1, last: 24 });
    expect(first.places.map((place) => place.title)).toEqual(titles(1, 24));
    const second = await page("?tg=trappfri&sida=2");
    expect(second.paged).toEqual({ page: 2, pages: 2, total: 30, first: 25, last: 30 });
    expect(second.places.map((place) => place.title)).toEqual(titles(25, 30));
    // Choices in order: open now, open tonight, then the accessibility facts (trappfri first).
    expect(second.counts.slice(0, 3)).toEqual([30, 0, 30]);
    // A filtered view is no page of its own: its canonical address is the category's.
    expect(second.share.path).toBe("/category/boende");
    const past = await loaderAnswer(
      import("~/routes/category/$categoryId"),
      "/category/boende?tg=trappfri&sida=3",
      { params: { categoryId: "boende" } },
    );
    expect(past instanceof Response && past.status).toBe(404);
  });

  it("combines the open filter with the pages, by the clock", async () => {
    const second = await page("?oppet=nu&tg=trappfri&sida=2");
    expect(second.places.map((place) => place.title)).toEqual(titles(25, 30));
    const open = await page("?oppet=nu");
    expect(open.paged).toEqual({ page: 1, pages: 2, total: 40, first: 1, last: 24 });
    expect((await page("?oppet=nu&sida=2")).places.map((place) => place.title)).toEqual(
      titles(25, 40),
    );
    vi.setSystemTime(EVENING);
    const closed = await page("?oppet=nu");
    expect(closed.places).toEqual([]);
    expect(closed.paged).toMatchObject({ total: 0, pages: 1 });
  });

  it("keeps the filter in the links between the pages", async () => {
    const url = "/category/boende?oppet=nu&tg=trappfri&sida=2";
    const second = await page("?oppet=nu&tg=trappfri&sida=2");
    const html = renderIn("sv", createElement(Pagination, { paged: second.paged, url }));
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) =>
      (match[1] ?? "").replaceAll("&amp;", "&"),
    );
    expect(hrefs).toEqual([
      "/category/boende?oppet=nu&tg=trappfri",
      "/category/boende?oppet=nu&tg=trappfri",
      "/category/boende?oppet=nu&tg=trappfri&sida=2",
    ]);
    expect(html).toContain("Visar 25–30 av 30");
    const first = await page("?oppet=nu&tg=trappfri");
    expect(paginationLinks(first.paged, "/category/boende?oppet=nu&tg=trappfri")).toEqual([
      { tagName: "link", rel: "next", href: "/category/boende?oppet=nu&tg=trappfri&sida=2" },
    ]);
  });
});
