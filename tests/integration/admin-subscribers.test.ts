import { describe, expect, it } from "vitest";
import { loaderAnswer } from "../support/actions";
import { DATABASES } from "../support/databases";
import { withTestApp } from "../support/test-app";

// Issue 23, point 3: the newsletter's subscribers in the admin, a page at a time (read
// with LIMIT/OFFSET), searchable by address and filtered by status.

interface SubscribersData {
  subscribers: {
    email: string;
    status: string;
    consentSource: string | null;
    since: string | null;
  }[];
  paged: { page: number; pages: number; total: number; first: number; last: number };
}

const CONFIRMED = 30;
/** 12 March 2026, 09:30 in Stockholm (UTC+1). */
const CONFIRMED_AT = Date.UTC(2026, 2, 12, 8, 30);

describe.each(DATABASES)("the admin's list of subscribers (%s)", (kind) => {
  withTestApp(kind, { name: "admin-subscribers" }, async ({ testDb }) => {
    for (let number = 1; number <= CONFIRMED; number++)
      await testDb.db
        .insertInto("newsletter_subscribers")
        .values({
          email: `lasare${number}@example.se`,
          status: "confirmed",
          confirmed_at: CONFIRMED_AT,
          consent_source: "sidfot",
        })
        .execute();
    await testDb.db
      .insertInto("newsletter_subscribers")
      .values([
        { email: "vantar@example.se", status: "pending", consent_at: CONFIRMED_AT },
        { email: "slutat_100%@example.se", status: "unsubscribed", unsubscribed_at: CONFIRMED_AT },
      ])
      .execute();
  });

  const list = (query = "") =>
    loaderAnswer<SubscribersData>(
      import("~/routes/admin/nyhetsbrev/prenumeranter"),
      `/admin/nyhetsbrev/prenumeranter${query}`,
      { context: { operator: { id: 1, email: "redaktion@example.se" } } },
    );

  it("shows 24 a page, the newest first, with each one's status and since when", async () => {
    const first = (await list()) as SubscribersData;
    expect(first.paged).toEqual({ page: 1, pages: 2, total: CONFIRMED + 2, first: 1, last: 24 });
    expect(first.subscribers.slice(0, 3).map((row) => row.email)).toEqual([
      "slutat_100%@example.se",
      "vantar@example.se",
      `lasare${CONFIRMED}@example.se`,
    ]);
    expect(first.subscribers[2]).toMatchObject({
      status: "confirmed",
      consentSource: "sidfot",
      since: "2026-03-12 09:30",
    });
    const second = (await list("?sida=2")) as SubscribersData;
    expect(second.subscribers.map((row) => row.email)).toEqual(
      Array.from({ length: 8 }, (_, index) => `lasare${8 - index}@example.se`),
    );
    const past = await list("?sida=3");
    expect(past instanceof Response && past.status).toBe(404);
  });

  it("searches the addresses, any case, and filters by status", async () => {
    const found = (await list("?q=LASARE1")) as SubscribersData;
    // lasare1 and lasare10 to lasare19.
    expect(found.paged.total).toBe(11);
    const pending = (await list("?status=pending")) as SubscribersData;
    expect(pending.subscribers.map((row) => row.email)).toEqual(["vantar@example.se"]);
    // % and _ are letters here, not wildcards.
    expect(((await list("?q=100%25")) as SubscribersData).paged.total).toBe(1);
    expect(((await list("?q=%25")) as SubscribersData).paged.total).toBe(1);
    expect(((await list("?q=_")) as SubscribersData).paged.total).toBe(1);
    const none = (await list("?q=finns-inte")) as SubscribersData;
    expect(none.paged).toMatchObject({ total: 0, pages: 1 });
  });
});
