import { Writable } from "node:stream";
import { sql } from "kysely";
import pino from "pino";
import { describe, expect, it } from "vitest";
import {
  isCountableView,
  type ViewCandidate,
  ViewCounter,
  viewReport,
} from "~/.server/page-views/page-views";
import { DATABASES } from "../support/databases";
import { type TestDatabase, withTestDatabase } from "../support/test-database";

// Issue 11 on a real database: business page views counted per Stockholm day without
// anything about the visitor, written in batches, and reported day by day for a month.

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A visit a person makes to a business page; each test changes one thing. */
const view = (change: Partial<ViewCandidate> = {}): ViewCandidate => ({
  method: "GET",
  path: "/business/kafe-oktober",
  place: "kafe-oktober",
  headers: { "user-agent": BROWSER, accept: "text/html" },
  status: 200,
  ...change,
});

/** A logger whose error lines the test can read (nothing reaches the console). */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: "error" }, stream), lines };
}

describe.each(DATABASES)("business page views (%s)", (kind) => {
  describe("which requests are views", () => {
    it("counts a person's GET of a business page answered 200", () => {
      expect(isCountableView(view())).toBe(true);
    });

    it("refuses bots, data requests, HEAD, prefetches and other statuses", () => {
      expect(isCountableView(view({ headers: { "user-agent": GOOGLEBOT } }))).toBe(false);
      expect(isCountableView(view({ headers: {} }))).toBe(false);
      expect(
        isCountableView(view({ path: "/business/kafe-oktober.data", place: "kafe-oktober.data" })),
      ).toBe(false);
      expect(isCountableView(view({ method: "HEAD" }))).toBe(false);
      expect(isCountableView(view({ method: "POST" }))).toBe(false);
      expect(
        isCountableView(view({ headers: { "user-agent": BROWSER, "sec-purpose": "prefetch" } })),
      ).toBe(false);
      expect(
        isCountableView(
          view({ headers: { "user-agent": BROWSER, "sec-purpose": "prefetch;prerender" } }),
        ),
      ).toBe(false);
      expect(
        isCountableView(view({ headers: { "user-agent": BROWSER, purpose: "prefetch" } })),
      ).toBe(false);
      for (const status of [304, 302, 404, 500])
        expect(isCountableView(view({ status }))).toBe(false);
      // A page whose route counts no views (server/route-policies.test.ts: which do).
      expect(isCountableView(view({ path: "/category/restauranger", place: undefined }))).toBe(
        false,
      );
    });
  });

  describe("on a fresh database", () => {
    let testDb: TestDatabase;

    // A fresh, migrated database for every test.
    withTestDatabase(kind, { perTest: true }, (made) => {
      testDb = made;
    });

    async function storedViews() {
      const rows = await testDb.db
        .selectFrom("page_views")
        .selectAll()
        .orderBy("business_slug")
        .orderBy("day")
        .execute();
      return rows.map((row) => ({ ...row, views: Number(row.views) }));
    }

    describe("the counter", () => {
      // 23:59 and 00:01 Stockholm summer time (UTC+2) on either side of 15 October 2026.
      const LATE_14TH = new Date("2026-10-14T21:59:00Z");
      const EARLY_15TH = new Date("2026-10-14T22:01:00Z");

      it("keeps views in memory and adds them to the stored counts at each flush", async () => {
        const counter = new ViewCounter(testDb.db);
        counter.record("kafe-oktober", LATE_14TH);
        counter.record("kafe-oktober", LATE_14TH);
        counter.record("kafe-oktober", EARLY_15TH);
        counter.record("studio-silver", EARLY_15TH);
        expect(await storedViews()).toEqual([]);
        expect(counter.pendingViews()).toBe(4);

        expect(await counter.flush()).toBe(true);
        expect(counter.pendingViews()).toBe(0);
        expect(await storedViews()).toEqual([
          { business_slug: "kafe-oktober", day: "2026-10-14", views: 2 },
          { business_slug: "kafe-oktober", day: "2026-10-15", views: 1 },
          { business_slug: "studio-silver", day: "2026-10-15", views: 1 },
        ]);

        counter.record("kafe-oktober", EARLY_15TH);
        counter.record("kafe-oktober", EARLY_15TH);
        counter.record("studio-silver", new Date("2026-10-16T10:00:00Z"));
        expect(await counter.flush()).toBe(true);
        expect(await storedViews()).toEqual([
          { business_slug: "kafe-oktober", day: "2026-10-14", views: 2 },
          { business_slug: "kafe-oktober", day: "2026-10-15", views: 3 },
          { business_slug: "studio-silver", day: "2026-10-15", views: 1 },
          { business_slug: "studio-silver", day: "2026-10-16", views: 1 },
        ]);
        // Nothing pending: a flush writes nothing and changes nothing.
        expect(await counter.flush()).toBe(true);
        expect(await storedViews()).toHaveLength(4);
      });

      it("adds to what another process has stored for the same day", async () => {
        await testDb.db
          .insertInto("page_views")
          .values({ business_slug: "kafe-oktober", day: "2026-10-15", views: 10 })
          .execute();
        const counter = new ViewCounter(testDb.db);
        for (let i = 0; i < 5; i++) counter.record("kafe-oktober", EARLY_15TH);
        await counter.flush();
        expect(await storedViews()).toEqual([
          { business_slug: "kafe-oktober", day: "2026-10-15", views: 15 },
        ]);
      });

      it("keeps the counts of a failed flush for the next one, and logs the failure", async () => {
        const { logger, lines } = capturingLogger();
        const counter = new ViewCounter(testDb.db, { logger });
        counter.record("kafe-oktober", EARLY_15TH);
        counter.record("kafe-oktober", EARLY_15TH);
        await sql`alter table page_views rename to page_views_away`.execute(testDb.db);

        expect(await counter.flush()).toBe(false);
        expect(counter.pendingViews()).toBe(2);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toContain("could not write counts");

        await sql`alter table page_views_away rename to page_views`.execute(testDb.db);
        counter.record("kafe-oktober", EARLY_15TH);
        expect(await counter.flush()).toBe(true);
        expect(counter.pendingViews()).toBe(0);
        expect(await storedViews()).toEqual([
          { business_slug: "kafe-oktober", day: "2026-10-15", views: 3 },
        ]);
      });

      it("never counts a view twice when flushes overlap", async () => {
        const counter = new ViewCounter(testDb.db);
        for (let i = 0; i < 3; i++) counter.record("kafe-oktober", EARLY_15TH);
        const first = counter.flush();
        counter.record("kafe-oktober", EARLY_15TH);
        const second = counter.flush();
        const third = counter.flush();
        expect(await Promise.all([first, second, third])).toEqual([true, true, true]);
        expect(await storedViews()).toEqual([
          { business_slug: "kafe-oktober", day: "2026-10-15", views: 4 },
        ]);
      });

      it("writes what is left when it stops", async () => {
        const counter = new ViewCounter(testDb.db);
        counter.start(3_600_000);
        counter.record("studio-silver", EARLY_15TH);
        expect(await counter.stop()).toBe(true);
        expect(await storedViews()).toEqual([
          { business_slug: "studio-silver", day: "2026-10-15", views: 1 },
        ]);
      });
    });

    it("reports every day of a month, zero-filled, with the month's total", async () => {
      await testDb.db
        .insertInto("page_views")
        .values([
          { business_slug: "kafe-oktober", day: "2026-09-30", views: 100 },
          { business_slug: "kafe-oktober", day: "2026-10-01", views: 4 },
          { business_slug: "kafe-oktober", day: "2026-10-17", views: 12 },
          { business_slug: "kafe-oktober", day: "2026-10-31", views: 5 },
          { business_slug: "kafe-oktober", day: "2026-11-01", views: 100 },
          { business_slug: "studio-silver", day: "2026-10-17", views: 100 },
        ])
        .execute();
      const report = await viewReport(testDb.db, "kafe-oktober", "2026-10");
      expect(report.month).toBe("2026-10");
      expect(report.days).toHaveLength(31);
      expect(report.days.map((entry) => entry.day)).toEqual(
        Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, "0")}`),
      );
      expect(report.days[0]).toEqual({ day: "2026-10-01", views: 4 });
      expect(report.days[1]).toEqual({ day: "2026-10-02", views: 0 });
      expect(report.days[16]).toEqual({ day: "2026-10-17", views: 12 });
      expect(report.days[30]).toEqual({ day: "2026-10-31", views: 5 });
      expect(report.total).toBe(4 + 12 + 5);

      const february = await viewReport(testDb.db, "kafe-oktober", "2028-02");
      expect(february.days).toHaveLength(29);
      expect(february.total).toBe(0);
    });
  });
});
