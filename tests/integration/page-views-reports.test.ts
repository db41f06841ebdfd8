import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bool } from "~/.server/db/db";
import { DATABASES } from "../support/databases";
import { outboxMails } from "../support/mail";
import { insertTestPlace, type TestDatabase, withTestDatabase } from "../support/test-database";

// Issue 11 on a real database: the monthly report of a business's page views, mailed
// once per business and month to the owner of a business with a plan.

const SITE = "https://malmoguiden.test";

describe.each(DATABASES)("business page views (%s)", (kind) => {
  describe("on a fresh database", () => {
    let testDb: TestDatabase;
    let reports: typeof import("~/.server/payments/monthly-reports");

    beforeAll(async () => {
      vi.stubEnv("PUBLIC_URL", SITE);
      vi.stubEnv("OPERATOR_EMAIL", "");
      vi.resetModules();
      reports = await import("~/.server/payments/monthly-reports");
    });

    afterAll(() => {
      vi.unstubAllEnvs();
    });

    // A fresh, migrated database for every test.
    withTestDatabase(kind, { perTest: true }, (made) => {
      testDb = made;
    });

    describe("the monthly report", () => {
      /** 23:30 on 31 October in Stockholm (winter time, UTC+1): October is not over. */
      const BEFORE_TURN = new Date("2026-10-31T22:30:00Z");
      /** 00:30 on 1 November in Stockholm. */
      const AFTER_TURN = new Date("2026-10-31T23:30:00Z");

      const OCTOBER_VIEWS = [
        { business_slug: "kafe-oktober", day: "2026-10-03", views: 7 },
        { business_slug: "kafe-oktober", day: "2026-10-17", views: 12 },
        { business_slug: "kafe-oktober", day: "2026-10-31", views: 4 },
        { business_slug: "studio-silver", day: "2026-10-09", views: 2 },
        { business_slug: "salong-utan-plan", day: "2026-10-09", views: 30 },
      ];
      const totalOf = (slug: string) =>
        OCTOBER_VIEWS.filter((row) => row.business_slug === slug).reduce(
          (sum, row) => sum + row.views,
          0,
        );

      async function place(slug: string, name: string) {
        await insertTestPlace(testDb.db, { slug, name });
      }

      let seq = 0;
      async function subscription(values: {
        slug: string;
        plan: string;
        status: string;
        active: boolean;
        expiresAt: string | null;
        email: string | null;
      }) {
        seq++;
        await testDb.db
          .insertInto("subscriptions")
          .values({
            user_id: `cus_test_${seq}`,
            plan_type: values.plan,
            active: bool(values.active),
            expires_at: values.expiresAt,
            email: values.email,
            stripe_subscription_id: `sub_test_${seq}`,
            status: values.status,
            business_slug: values.slug,
            last_event_at: seq,
            updated_at: "2026-10-01T00:00:00.000Z",
          })
          .execute();
      }

      beforeEach(async () => {
        await place("kafe-oktober", "Kafé Oktober");
        await place("studio-silver", "Studio Silver");
        await place("salong-utan-plan", "Salong Utan Plan");
        // Brons, paid until 20 November: delivers at the turn of the month. An older
        // subscription of the same business has another address.
        await subscription({
          slug: "kafe-oktober",
          plan: "brons",
          status: "canceled",
          active: false,
          expiresAt: "2026-06-01T00:00:00.000Z",
          email: "gammal@kafe.example",
        });
        await subscription({
          slug: "kafe-oktober",
          plan: "brons",
          status: "active",
          active: true,
          expiresAt: "2026-11-20T00:00:00.000Z",
          email: "agare@kafe.example",
        });
        // Silver on trial, without an address: the approved registration's is used.
        await subscription({
          slug: "studio-silver",
          plan: "silver",
          status: "trialing",
          active: true,
          expiresAt: "2026-11-10T00:00:00.000Z",
          email: null,
        });
        await testDb.db
          .insertInto("business_submissions")
          .values({
            business_name: "Studio Silver",
            category: "Sport",
            actual_category: "",
            business_info: "En studio.",
            address: null,
            contact_info: null,
            contact_person: null,
            contact_email: "studio@example.se",
            profile_image_path: null,
            status: "approved",
            business_slug: "studio-silver",
          })
          .execute();
        // Cancelled in October: no plan delivers at the turn of the month.
        await subscription({
          slug: "salong-utan-plan",
          plan: "guld",
          status: "canceled",
          active: false,
          expiresAt: "2026-10-20T00:00:00.000Z",
          email: "salong@example.se",
        });
        await testDb.db.insertInto("page_views").values(OCTOBER_VIEWS).execute();
      });

      const outbox = () => outboxMails(testDb.db, "recipient");
      const recorded = (month: string) =>
        testDb.db
          .selectFrom("monthly_reports")
          .select("business_slug")
          .where("month", "=", month)
          .orderBy("business_slug")
          .execute();

      it("waits until the month has turned in Stockholm", async () => {
        const run = await reports.sendMonthlyReports(testDb.db, BEFORE_TURN);
        expect(run.month).toBe("2026-09");
        expect(await recorded("2026-10")).toEqual([]);
        for (const mail of await outbox()) expect(mail.subject).not.toContain("oktober");
      });

      it("queues one report per business with a plan, once, to the owner", async () => {
        const run = await reports.sendMonthlyReports(testDb.db, AFTER_TURN);
        expect(run).toEqual({ month: "2026-10", queued: ["kafe-oktober", "studio-silver"] });
        expect(await recorded("2026-10")).toEqual([
          { business_slug: "kafe-oktober" },
          { business_slug: "studio-silver" },
        ]);

        const mails = await outbox();
        expect(mails.map((mail) => [mail.recipient, mail.kind, mail.ref])).toEqual([
          ["agare@kafe.example", "monthly-report", "monthly-report:kafe-oktober:2026-10"],
          ["studio@example.se", "monthly-report", "monthly-report:studio-silver:2026-10"],
        ]);
        const [cafe, studio] = mails;
        expect(cafe?.subject).toBe("Besöksrapport för Kafé Oktober, oktober 2026");
        expect(cafe?.text_body).toContain(`visades ${totalOf("kafe-oktober")} visningar`);
        expect(cafe?.text_body).toContain("Flest besök: 17 oktober 2026, med 12 visningar.");
        expect(cafe?.text_body).toContain("\n3 oktober: 7\n");
        expect(cafe?.text_body).toContain("\n2 oktober: 0\n");
        expect(cafe?.text_body).toContain(`${SITE}/foretagare`);
        expect(cafe?.html_body).toContain("Se rapporten på din företagssida");
        expect(studio?.subject).toBe("Besöksrapport för Studio Silver, oktober 2026");
        expect(studio?.text_body).toContain(`visades ${totalOf("studio-silver")} visningar`);

        // Later runs, and two at once (as two processes would), send nothing again.
        const later = new Date(AFTER_TURN.getTime() + 60 * 60 * 1000);
        const again = await Promise.all([
          reports.sendMonthlyReports(testDb.db, later),
          reports.sendMonthlyReports(testDb.db, later),
        ]);
        expect(again.map((each) => each.queued)).toEqual([[], []]);
        expect(await outbox()).toHaveLength(2);
      });

      it("sends each report once when two runs race from the start", async () => {
        const runs = await Promise.all([
          reports.sendMonthlyReports(testDb.db, AFTER_TURN),
          reports.sendMonthlyReports(testDb.db, AFTER_TURN),
        ]);
        expect(runs.flatMap((run) => run.queued).sort()).toEqual(["kafe-oktober", "studio-silver"]);
        expect(await outbox()).toHaveLength(2);
        expect(await recorded("2026-10")).toHaveLength(2);
      });

      it("sends nothing to a business whose plan has ended", async () => {
        await reports.sendMonthlyReports(testDb.db, AFTER_TURN);
        const mails = await outbox();
        expect(mails.some((mail) => mail.recipient === "salong@example.se")).toBe(false);
        expect(mails.some((mail) => mail.subject.includes("Salong"))).toBe(false);
        expect(await recorded("2026-10")).not.toContainEqual({
          business_slug: "salong-utan-plan",
        });
      });
    });
  });
});
