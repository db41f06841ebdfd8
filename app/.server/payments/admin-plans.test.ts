import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  insertTestPlace,
  type TestDatabase,
} from "../../../tests/support/test-database";
import { bool } from "../db/db";
import { plansEndingWithin, unlinkedPlans } from "./admin-plans";

// The start page's two plan lists (app/routes/admin/index.tsx), on a fixed clock.

const NOW = new Date("2026-11-25T10:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

describe.each(["sqlite", "postgres"] as const)("the operator's plan tasks (%s)", (kind) => {
  let testDb: TestDatabase;
  let next = 0;

  async function plan(values: {
    plan?: string;
    business?: string | null;
    status?: string;
    active?: boolean;
    expiresAt?: string | null;
    email?: string | null;
  }) {
    next += 1;
    await testDb.db
      .insertInto("subscriptions")
      .values({
        user_id: `cus_tasks_${next}`,
        plan_type: values.plan ?? "silver",
        active: bool(values.active ?? true),
        status: values.status ?? "active",
        expires_at: values.expiresAt ?? null,
        email: values.email ?? null,
        stripe_subscription_id: `sub_tasks_${next}`,
        business_slug: values.business ?? null,
        last_event_at: next,
        updated_at: NOW.toISOString(),
      })
      .execute();
  }

  beforeEach(async () => {
    testDb = await createTestDatabase(kind);
    for (const [slug, name] of [
      ["kafe-ett", "Kafé Ett"],
      ["kafe-tva", "Kafé Två"],
    ] as const)
      await insertTestPlace(testDb.db, { slug, name, category: "fika-lunch" });
  });
  afterEach(async () => {
    await testDb.cleanup();
  });

  it("lists the plans without a business, oldest first, whatever their state", async () => {
    await plan({ plan: "guld", email: "anna@example.se" });
    await plan({ business: "kafe-ett" });
    await plan({ plan: "brons", status: "canceled", active: false });
    const rows = await unlinkedPlans(testDb.db);
    expect(rows.map((row) => [row.planName, row.email])).toEqual([
      ["Guld", "anna@example.se"],
      ["Brons", null],
    ]);
  });

  it("lists the linked plans that deliver now and end within seven days, soonest first", async () => {
    await plan({ business: "kafe-ett", expiresAt: inDays(6) });
    await plan({ business: "kafe-tva", plan: "guld", expiresAt: inDays(2) });
    // Not this week, no end, not delivering, not linked, already over.
    await plan({ business: "kafe-ett", expiresAt: inDays(8) });
    await plan({ business: "kafe-ett", expiresAt: null });
    await plan({ business: "kafe-tva", status: "canceled", active: false, expiresAt: inDays(1) });
    await plan({ business: null, expiresAt: inDays(1) });
    await plan({ business: "kafe-tva", expiresAt: inDays(-1) });
    const rows = await plansEndingWithin(testDb.db, NOW, 7);
    expect(rows.map((row) => [row.business.name, row.planName, row.expiresAt])).toEqual([
      ["Kafé Två", "Guld", inDays(2)],
      ["Kafé Ett", "Silver", inDays(6)],
    ]);
  });
});
