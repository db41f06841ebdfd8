import Stripe from "stripe";
import { beforeEach, describe, expect, it } from "vitest";
import { applyStripeEvent, type StripeEventLike } from "~/.server/payments/subscriptions";
import { appDatabase } from "../support/app-database";
import { DATABASES } from "../support/databases";
import { withTestApp } from "../support/test-app";
import type { TestDatabase } from "../support/test-database";

const SECRET = "whsec_test_malmoguiden";
type ActionModule = {
  action: (args: never) => Promise<{ data: { outcome?: string }; init?: { status?: number } }>;
};

/** Webhook tests: events signed with the Stripe SDK's own test-header helper. */
describe.each(DATABASES)("webhook (%s)", (kind) => {
  let testDb: TestDatabase;
  let webhook: ActionModule;
  let seq = 0;

  withTestApp(kind, { name: "webhook", env: { STRIPE_WEBHOOK_SECRET: SECRET } }, async (made) => {
    testDb = made.testDb;
    webhook = (await import("~/routes/api/stripe-webhook")) as unknown as ActionModule;
  });

  beforeEach(async () => {
    await testDb.db.deleteFrom("subscriptions").execute();
    await testDb.db.deleteFrom("stripe_events").execute();
    await testDb.db.deleteFrom("pending_stripe_events").execute();
  });

  const now = () => Math.floor(Date.now() / 1000);

  function event(type: string, object: Record<string, unknown>, created = now()) {
    return { id: `evt_test_${++seq}`, object: "event", type, created, data: { object } };
  }

  async function deliver(
    payload: object,
    options: { secret?: string; timestamp?: number; signature?: string | null } = {},
  ) {
    const body = JSON.stringify(payload);
    const signature =
      options.signature === undefined
        ? Stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: options.secret ?? SECRET,
            timestamp: options.timestamp,
          })
        : options.signature;
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (signature) headers["stripe-signature"] = signature;
    const request = new Request("http://localhost/api/stripe-webhook", {
      method: "POST",
      body,
      headers,
    });
    const result = await webhook.action({
      request,
      context: { database: await appDatabase(), clientIp: "127.0.0.1", cspNonce: "" },
      params: {},
    } as never);
    return { status: result.init?.status ?? 200, outcome: result.data.outcome };
  }

  const subscriptionObject = (status: string, extra: Record<string, unknown> = {}) => ({
    id: "sub_test_1",
    object: "subscription",
    customer: "cus_test_1",
    status,
    metadata: { plan: "silver" },
    items: { data: [{ current_period_end: now() + 30 * 86400 }] },
    ...extra,
  });
  const checkoutCompleted = () =>
    event("checkout.session.completed", {
      id: "cs_test_1",
      object: "checkout.session",
      mode: "subscription",
      customer: "cus_test_1",
      subscription: "sub_test_1",
      customer_details: { email: "agare@example.se" },
      metadata: { plan: "silver" },
    });
  const rows = () => testDb.db.selectFrom("subscriptions").selectAll().execute();

  describe("Stripe webhook", () => {
    it("applies a validly signed checkout.session.completed", async () => {
      const reply = await deliver(checkoutCompleted());
      expect(reply).toEqual({ status: 200, outcome: "applied" });
      const [row] = await rows();
      expect(row).toMatchObject({
        user_id: "cus_test_1",
        plan_type: "silver",
        email: "agare@example.se",
        stripe_subscription_id: "sub_test_1",
        stripe_checkout_session_id: "cs_test_1",
      });
      expect(Boolean(row?.active)).toBe(true);
    });

    it("refuses a bad signature, a missing one and a stale one, changing nothing", async () => {
      expect((await deliver(checkoutCompleted(), { secret: "whsec_wrong" })).status).toBe(400);
      expect((await deliver(checkoutCompleted(), { signature: null })).status).toBe(400);
      expect((await deliver(checkoutCompleted(), { signature: "t=1,v1=deadbeef" })).status).toBe(
        400,
      );
      expect((await deliver(checkoutCompleted(), { timestamp: now() - 600 })).status).toBe(400);
      expect(await rows()).toEqual([]);
      expect(await testDb.db.selectFrom("stripe_events").selectAll().execute()).toEqual([]);
    });

    it("applies the same event delivered twice only once", async () => {
      const created = event("customer.subscription.created", subscriptionObject("trialing"));
      expect((await deliver(created)).outcome).toBe("applied");
      const before = await rows();
      expect((await deliver(created)).outcome).toBe("duplicate");
      expect(await rows()).toEqual(before);
      const twice = await Promise.all([
        deliver(checkoutCompleted()),
        deliver({ ...checkoutCompleted(), id: "evt_same" }),
      ]);
      expect(twice.map((r) => r.status)).toEqual([200, 200]);
      const again = await deliver({ ...checkoutCompleted(), id: "evt_same" });
      expect(again.outcome).toBe("duplicate");
      expect(await rows()).toHaveLength(1);
    });

    it("never resurrects a cancelled subscription with late or older events", async () => {
      const t = now();
      await deliver(event("customer.subscription.created", subscriptionObject("trialing"), t - 30));
      await deliver(event("customer.subscription.deleted", subscriptionObject("canceled"), t - 10));
      // Delivered late: an update from before the cancellation, and a paid invoice after it.
      await deliver(event("customer.subscription.updated", subscriptionObject("active"), t - 20));
      await deliver(event("checkout.session.completed", checkoutCompleted().data.object, t - 25));
      await deliver(
        event(
          "invoice.paid",
          {
            id: "in_1",
            object: "invoice",
            customer: "cus_test_1",
            parent: { subscription_details: { subscription: "sub_test_1" } },
          },
          t,
        ),
      );
      const [row] = await rows();
      expect(row?.status).toBe("canceled");
      expect(Boolean(row?.active)).toBe(false);
      // Identity still fills in from the late checkout event.
      expect(row?.stripe_checkout_session_id).toBe("cs_test_1");
    });

    it("follows updates, failed and paid invoices in order", async () => {
      const t = now();
      await deliver(event("customer.subscription.created", subscriptionObject("trialing"), t - 30));
      await deliver(
        event(
          "invoice.payment_failed",
          { id: "in_2", object: "invoice", customer: "cus_test_1", subscription: "sub_test_1" },
          t - 20,
        ),
      );
      expect(Boolean((await rows())[0]?.active)).toBe(false);
      await deliver(
        event(
          "invoice.paid",
          {
            id: "in_3",
            object: "invoice",
            customer: "cus_test_1",
            subscription: "sub_test_1",
            lines: { data: [{ period: { end: t + 86400 } }] },
          },
          t - 10,
        ),
      );
      const [row] = await rows();
      expect(Boolean(row?.active)).toBe(true);
      expect(row?.expires_at).toBe(new Date((t + 86400) * 1000).toISOString());
    });

    it("records but ignores event types it does not handle", async () => {
      expect(
        (await deliver(event("customer.created", { id: "cus_x", object: "customer" }))).outcome,
      ).toBe("ignored");
    });
  });

  // Ordering rules, applied directly with a fixed clock (2026-01-01T00:00:00Z).
  describe("Stripe event ordering", () => {
    const T = 1_767_225_600;
    const clock = new Date(T * 1000);
    const apply = (e: StripeEventLike) => applyStripeEvent(testDb.db, e, { now: () => clock });
    const sub = (status: string, plan: string) =>
      subscriptionObject(status, {
        metadata: { plan },
        items: { data: [{ current_period_end: T + 30 * 86400 }] },
      });
    const invoice = (id: string, extra: Record<string, unknown> = {}) => ({
      id,
      object: "invoice",
      customer: "cus_test_1",
      customer_email: "agare@example.se",
      parent: { subscription_details: { subscription: "sub_test_1" } },
      ...extra,
    });
    const pending = () => testDb.db.selectFrom("pending_stripe_events").selectAll().execute();

    it("never lets a delayed older update change the plan of a cancelled subscription", async () => {
      expect(
        await apply(event("customer.subscription.created", sub("active", "silver"), T - 30)),
      ).toBe("applied");
      expect(
        await apply(event("customer.subscription.deleted", sub("canceled", "silver"), T - 10)),
      ).toBe("applied");
      // An upgrade to Guld from before the cancellation, delivered late.
      expect(
        await apply(event("customer.subscription.updated", sub("active", "guld"), T - 20)),
      ).toBe("ignored");
      const [row] = await rows();
      expect(row).toMatchObject({ plan_type: "silver", status: "canceled" });
      expect(Boolean(row?.active)).toBe(false);
      expect(Number(row?.last_event_at)).toBe(T - 10);
    });

    it("changes the plan only from events not older than the last one applied", async () => {
      await apply(event("customer.subscription.created", sub("trialing", "silver"), T - 30));
      await apply(event("customer.subscription.updated", sub("active", "silver"), T - 10));
      await apply(event("customer.subscription.updated", sub("active", "guld"), T - 20));
      expect((await rows())[0]?.plan_type).toBe("silver");
      // An older event still fills in missing identity fields, but not the plan.
      const checkout = checkoutCompleted();
      await apply({
        ...checkout,
        created: T - 25,
        data: { object: { ...checkout.data.object, metadata: { plan: "brons" } } },
      });
      expect((await rows())[0]).toMatchObject({
        plan_type: "silver",
        email: "agare@example.se",
        stripe_checkout_session_id: "cs_test_1",
      });
      // A newer event does change it.
      await apply(event("customer.subscription.updated", sub("active", "guld"), T - 5));
      expect((await rows())[0]?.plan_type).toBe("guld");
    });

    it("keeps an invoice.paid that arrives before its subscription and applies it once", async () => {
      const paid = event(
        "invoice.paid",
        invoice("in_early", { lines: { data: [{ period: { end: T + 86400 } }] } }),
        T - 10,
      );
      expect(await apply(paid)).toBe("deferred");
      expect(await rows()).toEqual([]);
      expect(await pending()).toHaveLength(1);
      expect(await apply(paid)).toBe("duplicate");
      expect(await pending()).toHaveLength(1);

      expect(
        await apply(event("customer.subscription.created", sub("trialing", "silver"), T - 30)),
      ).toBe("applied");
      const [row] = await rows();
      expect(row).toMatchObject({
        plan_type: "silver",
        status: "active",
        email: "agare@example.se",
        expires_at: new Date((T + 86400) * 1000).toISOString(),
      });
      expect(Boolean(row?.active)).toBe(true);
      expect(Number(row?.last_event_at)).toBe(T - 10);
      expect(await pending()).toEqual([]);

      // Neither a redelivery nor a later event applies the invoice again.
      expect(await apply(paid)).toBe("duplicate");
      await apply(event("invoice.payment_failed", invoice("in_next"), T - 5));
      await apply(event("checkout.session.completed", checkoutCompleted().data.object, T - 25));
      const [after] = await rows();
      expect(after?.status).toBe("past_due");
      expect(Boolean(after?.active)).toBe(false);
    });

    it("applies an early invoice.payment_failed once the subscription exists", async () => {
      expect(await apply(event("invoice.payment_failed", invoice("in_failed"), T - 10))).toBe(
        "deferred",
      );
      await apply(event("checkout.session.completed", checkoutCompleted().data.object, T - 30));
      const [row] = await rows();
      expect(row).toMatchObject({ plan_type: "silver", status: "past_due" });
      expect(Boolean(row?.active)).toBe(false);
      expect(await pending()).toEqual([]);
    });

    it("loses no invoice that races its subscription's creation", async () => {
      for (let i = 0; i < 20; i++) {
        const id = `sub_race_${i}`;
        const outcomes = await Promise.all([
          apply(event("invoice.paid", invoice(`in_race_${i}`, { subscription: id }), T - 10)),
          apply(
            event("customer.subscription.created", { ...sub("trialing", "silver"), id }, T - 30),
          ),
          apply(
            event(
              "checkout.session.completed",
              { ...checkoutCompleted().data.object, id: `cs_race_${i}`, subscription: id },
              T - 20,
            ),
          ),
        ]);
        expect(outcomes).not.toContain("duplicate");
        const row = await testDb.db
          .selectFrom("subscriptions")
          .selectAll()
          .where("stripe_subscription_id", "=", id)
          .executeTakeFirst();
        expect(row?.status, outcomes.join()).toBe("active");
        expect(Number(row?.last_event_at)).toBe(T - 10);
      }
      expect(await pending()).toEqual([]);
    });

    it("refuses an event dated more than five minutes ahead of the clock, recording nothing", async () => {
      const future = event("checkout.session.completed", checkoutCompleted().data.object, T + 301);
      expect(await apply(future)).toBe("refused");
      expect(await rows()).toEqual([]);
      expect(await testDb.db.selectFrom("stripe_events").selectAll().execute()).toEqual([]);
      // The same event within the tolerance is accepted: the refusal recorded nothing.
      expect(await apply({ ...future, created: T + 300 })).toBe("applied");
      expect(await apply({ ...future, id: `${future.id}_b`, created: T + 301 })).toBe("refused");
      expect(Number((await rows())[0]?.last_event_at)).toBe(T + 300);
    });
  });
});
