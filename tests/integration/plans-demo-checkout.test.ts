import { describe, expect, it } from "vitest";
import { appDatabase } from "../support/app-database";
import { DATABASES } from "../support/databases";
import { GULD, GULD_NAME, OPERATOR, OWNER, plansApp } from "../support/plans";

// Paid plans in demo mode (issue 11): a demo checkout for a business, bought and cancelled
// from the owner's page, completed once however often it is posted, and /success polling
// for an order the webhook has not delivered yet.
describe.each(DATABASES)("plans: demo checkout (%s)", (kind) => {
  const t = plansApp(kind);

  it("buys Guld for a business in demo mode and cancels it from the owner's page", async () => {
    const owner = await import("~/.server/owner/owner-plans");
    await t.buyInDemo("guld", GULD, OWNER);
    expect((await t.restaurants()).places[0]).toMatchObject({ id: GULD, sponsored: true });
    const plan = await owner.ownerPlanOf(t.testDb.db, GULD, new Date());
    expect(plan).toMatchObject({
      planName: "Guld",
      status: "trialing",
      effective: true,
      demo: true,
    });
    if (!plan) throw new Error("expected a plan");
    // Only the buyer's address can cancel it.
    expect(await owner.cancelDemoPlan(t.testDb.db, "annan@example.se", plan.subscriptionId)).toBe(
      "forbidden",
    );
    expect(
      await owner.cancelDemoPlan(t.testDb.db, ` ${OWNER.toUpperCase()}`, plan.subscriptionId),
    ).toBe("cancelled");
    expect(await owner.cancelDemoPlan(t.testDb.db, OWNER, plan.subscriptionId)).toBe("forbidden");
    expect((await t.restaurants()).places.some((place) => place.sponsored)).toBe(false);
    expect(await owner.ownerPlanOf(t.testDb.db, GULD, new Date())).toMatchObject({
      status: "canceled",
      effective: false,
    });
    expect((await t.mailsTo(OWNER)).map((mail) => mail.kind)).toEqual([
      "plan-receipt",
      "plan-ended",
    ]);
    expect((await t.mailsTo(OPERATOR)).map((mail) => mail.kind)).toEqual(["plan-ended-operator"]);
  });

  it("starts a demo checkout for a business and refuses an unknown one", async () => {
    const deps = {
      config: { links: {}, prices: {}, demoEnabled: true },
      db: t.testDb.db,
    };
    const id = await t.startDemoCheckout("guld", GULD);
    const session = await t.testDb.db
      .selectFrom("demo_checkout_sessions")
      .select("business_slug")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(session.business_slug).toBe(GULD);
    await expect(
      t.checkout.createCheckoutSession(
        { plan: "guld", priceId: "demo_guld", business: "finns-inte" },
        "http://localhost",
        deps,
      ),
    ).rejects.toMatchObject({ status: 400, message: "Företaget finns inte i Malmöguiden." });
    // A payment link carries the business as client_reference_id.
    const link = await t.checkout.createCheckoutSession(
      { plan: "guld", priceId: undefined, business: GULD },
      "http://localhost",
      {
        ...deps,
        config: { ...deps.config, links: { guld: "https://buy.stripe.com/test_guld" } },
      },
    );
    expect(link.url).toBe(`https://buy.stripe.com/test_guld?client_reference_id=${GULD}`);
  });

  it("lets /success poll for an order the webhook has not delivered yet, without waiting inside the request", async () => {
    const success = (await import("~/routes/success")) as unknown as {
      loader: (args: never) => Promise<{ data: { lookUp: Promise<Record<string, unknown>> } }>;
    };
    const look = async (query: string) =>
      (
        await success.loader({
          request: new Request(`http://localhost/success?${query}`),
          context: { database: await appDatabase(), clientIp: "198.51.100.7" },
          params: {},
        } as never)
      ).data.lookUp;
    const id = "cs_test_plans_wait";
    expect(await look(`plan=guld&session_id=${id}`)).toEqual({
      kind: "pending",
      next: `/success?plan=guld&session_id=${id}&forsok=1`,
    });
    // After the last poll the page stops waiting and says so.
    expect(await look(`plan=guld&session_id=${id}&forsok=6`)).toEqual({ kind: "missing" });
    await t.deliver("customer.subscription.created", t.subscription("guld", "trialing"));
    await t.deliver(
      "checkout.session.completed",
      t.checkoutSession({
        id,
        client_reference_id: GULD,
        metadata: { plan: "guld", business_id: GULD },
      }),
    );
    expect(await look(`plan=guld&session_id=${id}&forsok=3`)).toMatchObject({
      kind: "found",
      subscription: {
        email: OWNER,
        active: true,
        business: { slug: GULD, name: GULD_NAME },
        requested: null,
      },
    });
  });

  it("creates one subscription when a demo checkout is completed twice at once", async () => {
    const { completeDemoCheckout } = await import("~/.server/payments/demo-checkout");
    const id = await t.startDemoCheckout("silver", GULD);
    const session = { id, plan_type: "silver", business_slug: GULD };
    const outcomes = await Promise.all([
      completeDemoCheckout(t.testDb.db, session, OWNER, 30),
      completeDemoCheckout(t.testDb.db, session, OWNER, 30),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await t.testDb.db.selectFrom("subscriptions").select("id").execute()).toHaveLength(1);
    expect((await t.mailsTo(OWNER)).map((mail) => mail.kind)).toEqual(["plan-receipt"]);
  });
});
