import { afterEach, describe, expect, it, vi } from "vitest";
import { bumpContentVersion } from "~/.server/db/content-version";
import { loaderAnswer } from "../support/actions";
import { appDatabase } from "../support/app-database";
import { DATABASES } from "../support/databases";
import { withTestApp } from "../support/test-app";
import { insertTestPlace, listInCategory } from "../support/test-database";

// Issue 24, point 1: a place's open/closed badge also on its card in a category's list
// and in the search results, computed on the server in Stockholm time at the request, and
// only for confirmed hours. The clock is fixed; the expected texts are the issue's.

type Badge = { text: string; open: boolean };
interface CategoryData {
  places: { id: string; businessId?: string; hoursBadge?: Badge }[];
}
interface SearchData {
  outcome: { results?: { slug: string; hoursBadge?: Badge }[] };
}

const HOURS = "Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off";
/** Monday 30 November 2026, 12.00 in Malmö (UTC+1). */
const MONDAY_NOON = new Date("2026-11-30T11:00:00Z");
/** Sunday 29 November 2026, 12.00 in Malmö. */
const SUNDAY_NOON = new Date("2026-11-29T11:00:00Z");

describe.each(DATABASES)("open/closed badges in lists of places (%s)", (kind) => {
  withTestApp(kind, { name: "hours-badges", seed: true }, async ({ testDb }) => {
    for (const [slug, checked] of [
      ["klockhuset-bekraftat", "2026-11-20"],
      ["klockhuset-obekraftat", null],
    ] as const) {
      await insertTestPlace(testDb.db, {
        slug,
        name: `Klockhuset ${slug}`,
        category: "boende",
        opening_hours: HOURS,
        hours_checked_at: checked,
      });
      await listInCategory(testDb.db, "boende", slug, 1000);
    }
    await bumpContentVersion(testDb.db);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const badgesInCategory = async () => {
    const data = (await loaderAnswer<CategoryData>(
      import("~/routes/category/$categoryId"),
      "/category/boende",
      { params: { categoryId: "boende" } },
    )) as CategoryData;
    const badgeOf = (slug: string) =>
      data.places.find((place) => (place.businessId ?? place.id) === slug)?.hoursBadge;
    return [badgeOf("klockhuset-bekraftat"), badgeOf("klockhuset-obekraftat")];
  };

  const badgesInSearch = async () => {
    const answer = (await loaderAnswer<{ data: SearchData }>(
      import("~/routes/sok"),
      "/sok?q=klockhuset",
      { context: { database: await appDatabase(), clientIp: "10.2.0.1", cspNonce: "" } },
    )) as { data: SearchData };
    const results = answer.data.outcome.results ?? [];
    const badgeOf = (slug: string) => results.find((result) => result.slug === slug)?.hoursBadge;
    return [badgeOf("klockhuset-bekraftat"), badgeOf("klockhuset-obekraftat")];
  };

  it("shows 'Öppet nu · stänger 18.00' on a weekday at noon, and no badge for unconfirmed hours", async () => {
    vi.useFakeTimers({ now: MONDAY_NOON, toFake: ["Date"] });
    const open = { text: "Öppet nu · stänger 18.00", open: true };
    expect(await badgesInCategory()).toEqual([open, undefined]);
    expect(await badgesInSearch()).toEqual([open, undefined]);
  });

  it("shows 'Stängt · öppnar i morgon 10.00' on a Sunday", async () => {
    vi.useFakeTimers({ now: SUNDAY_NOON, toFake: ["Date"] });
    const closed = { text: "Stängt · öppnar i morgon 10.00", open: false };
    expect(await badgesInCategory()).toEqual([closed, undefined]);
    expect(await badgesInSearch()).toEqual([closed, undefined]);
  });
});
