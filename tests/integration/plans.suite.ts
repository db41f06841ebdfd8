import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { seedContent } from "~/.server/seed";
import { createTestDatabase, type TestDatabase } from "~/.server/testing";

// Paid plans deliver (issue 11): signed webhooks link, renew, downgrade and cancel a
// subscription, and after each the public pages' loaders show exactly its effects.

const SECRET = "whsec_test_plans";
/** A restaurant that is third in the seeded Restauranger listing (app/.server/seed/listings.ts). */
const GULD = "kasai-in-the-sky";
const GULD_NAME = "Kasai in the Sky";
const OPERATOR = "redaktion@example.se";
const OWNER = "agare@example.se";

type Loader<T> = (args: never) => Promise<T>;
interface CategoryData {
  kind: string;
  featured: { id: string; sponsored?: true }[];
  places: { id: string; sponsored?: true }[];
}
interface HomeData {
  featured: { title: string; sponsored?: true }[];
  offers: { id: string; sponsored?: true }[];
}

export function definePlanTests(kind: "sqlite" | "postgres") {
  let testDb: TestDatabase;
  let dataDir: string;
  let webhook: { action: (args: never) => Promise<{ init?: { status?: number } | null }> };
  let categoryLoader: Loader<CategoryData>;
  let homeLoader: Loader<HomeData>;
  let checkout: typeof import("~/.server/payments");
  let closeAppDb: () => Promise<void>;
  let seq = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await seedContent(testDb);
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-plans-"));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", testDb.env.DATABASE_URL ?? "");
    vi.stubEnv("SQLITE_PATH", testDb.env.SQLITE_PATH ?? "");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", SECRET);
    vi.stubEnv("OPERATOR_EMAIL", OPERATOR);
    vi.resetModules();
    webhook = (await import("~/routes/api.stripe-webhook")) as never;
    categoryLoader = (await import("~/routes/category")).loader as never;
    homeLoader = (await import("~/routes/home")).loader as never;
    checkout = await import("~/.server/payments");
    const services = await import("~/.server/services");
    closeAppDb = async () => (await services.database()).db.destroy();
  }, 60_000);

  afterAll(async () => {
    vi.unstubAllEnvs();
    await closeAppDb?.();
    await testDb?.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await testDb.db.deleteFrom("subscriptions").execute();
    await testDb.db.deleteFrom("stripe_events").execute();
    await testDb.db.deleteFrom("mail_outbox").execute();
    await testDb.db.deleteFrom("plan_lapse_notices").execute();
    await testDb.db.deleteFrom("offers").where("slug", "=", "kasai-erbjudande").execute();
  });

  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const inDays = (days: number) => nowSeconds() + days * 24 * 60 * 60;

  async function deliver(type: string, object: Record<string, unknown>) {
    const body = JSON.stringify({
      id: `evt_plans_${++seq}`,
      object: "event",
      type,
      created: nowSeconds() + seq, // later events are newer
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    const result = await webhook.action({
      request: new Request("http://localhost/api/stripe-webhook", {
        method: "POST",
        body,
        headers: { "content-type": "application/json", "stripe-signature": signature },
      }),
      context: { clientIp: "127.0.0.1", cspNonce: "" },
      params: {},
    } as never);
    expect(result.init?.status ?? 200).toBe(200);
  }

  const subscription = (plan: string, status: string, periodEnd = inDays(30)) => ({
    id: "sub_plans_1",
    object: "subscription",
    customer: "cus_plans_1",
    status,
    current_period_end: periodEnd,
    metadata: { plan, business_id: GULD },
  });

  const restaurants = () =>
    categoryLoader({ params: { categoryId: "restauranger" } } as never) as Promise<CategoryData>;
  const home = () => homeLoader({} as never) as Promise<HomeData>;

  async function addGuldOffer() {
    await testDb.db
      .insertInto("offers")
      .values({
        slug: "kasai-erbjudande",
        business_slug: GULD,
        business_name: GULD_NAME,
        tag: "Special",
        title: "Exempel: lunch med utsikt",
        description: "Ett testerbjudande.",
        location: "Malmö",
        image: "/images/business/kasai-in-the-sky.svg",
        rating: 4.6,
        url: "https://example.se",
        color: "sky",
        valid_until: null,
        position: 99,
        status: "published",
        source: null,
      })
      .execute();
  }

  async function mailsTo(address: string) {
    return testDb.db
      .selectFrom("mail_outbox")
      .select(["subject", "kind"])
      .where("recipient", "=", address)
      .execute();
  }

  describe(`paid plans on ${kind}`, () => {
    it("shows nothing paid before a plan is bought", async () => {
      const page = await restaurants();
      expect(page.places[0]?.id).toBe("boulebar-drottningtorget");
      expect(page.places.some((place) => place.sponsored)).toBe(false);
      const start = await home();
      expect(start.featured.some((card) => card.sponsored)).toBe(false);
      expect(start.offers).toHaveLength(3);
    });

    it("links Guld from the subscription event alone and delivers, renews, downgrades and cancels", async () => {
      await addGuldOffer();
      await deliver("customer.subscription.created", subscription("guld", "trialing"));
      const row = await testDb.db
        .selectFrom("subscriptions")
        .select(["business_slug", "plan_type"])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ business_slug: GULD, plan_type: "guld" });

      // Guld: first in the featured row and the listing, marked; its offer and a day on the front page.
      let page = await restaurants();
      expect(page.places[0]).toMatchObject({ id: GULD, sponsored: true });
      expect(page.featured[0]).toMatchObject({ id: GULD, sponsored: true });
      expect(page.places.filter((place) => place.sponsored)).toHaveLength(1);
      let start = await home();
      // One Guld business: the rotation gives it every day of the month.
      expect(start.featured[0]).toMatchObject({ title: GULD_NAME, sponsored: true });
      expect(start.featured).toHaveLength(4);
      expect(start.offers[0]).toMatchObject({ id: "kasai-erbjudande", sponsored: true });
      expect(start.offers).toHaveLength(3);

      // Renewal: the trial turns into a paid period; the effects stay.
      await deliver("customer.subscription.updated", subscription("guld", "active", inDays(60)));
      page = await restaurants();
      expect(page.places[0]).toMatchObject({ id: GULD, sponsored: true });

      // Downgrade to Silver: no longer first, no front-page placement, not marked.
      await deliver("customer.subscription.updated", subscription("silver", "active", inDays(60)));
      page = await restaurants();
      expect(page.places[0]?.id).toBe("boulebar-drottningtorget");
      expect(page.places.some((place) => place.sponsored)).toBe(false);
      start = await home();
      expect(start.featured.some((card) => card.sponsored)).toBe(false);
      expect(start.offers.some((offer) => offer.sponsored)).toBe(false);

      // Back to Guld, then cancelled: every effect is gone on the next request, mails queued.
      await deliver("customer.subscription.updated", subscription("guld", "active", inDays(60)));
      expect((await restaurants()).places[0]?.id).toBe(GULD);
      await deliver("customer.subscription.deleted", subscription("guld", "canceled", inDays(60)));
      page = await restaurants();
      expect(page.places[0]?.id).toBe("boulebar-drottningtorget");
      expect(page.places.some((place) => place.sponsored)).toBe(false);
      start = await home();
      expect(start.featured.some((card) => card.sponsored)).toBe(false);
      expect(start.offers.map((offer) => offer.id)).not.toContain("kasai-erbjudande");
      const operatorMails = await mailsTo(OPERATOR);
      expect(operatorMails).toHaveLength(1);
      expect(operatorMails[0]?.subject).toContain(GULD_NAME);
    });

    it("links from checkout.session.completed's client_reference_id and mails the owner when payment fails", async () => {
      await deliver("checkout.session.completed", {
        id: "cs_test_plans",
        object: "checkout.session",
        mode: "subscription",
        customer: "cus_plans_1",
        subscription: "sub_plans_1",
        client_reference_id: GULD,
        customer_details: { email: OWNER },
        metadata: { plan: "guld" },
      });
      expect((await restaurants()).places[0]).toMatchObject({ id: GULD, sponsored: true });
      await deliver("invoice.payment_failed", {
        id: "in_plans_1",
        object: "invoice",
        customer: "cus_plans_1",
        subscription: "sub_plans_1",
      });
      expect((await restaurants()).places[0]?.id).toBe("boulebar-drottningtorget");
      const owner = await mailsTo(OWNER);
      expect(owner).toHaveLength(1);
      expect(owner[0]?.subject).toBe(`Annonspaketet Guld för ${GULD_NAME} har upphört`);
    });

    it("ends the effects by the clock when a period is over and nothing renewed it", async () => {
      await deliver("customer.subscription.created", subscription("guld", "active", inDays(-1)));
      expect((await restaurants()).places.some((place) => place.sponsored)).toBe(false);
    });

    it("mails the owner and the operator once when a trial runs out without any event", async () => {
      const { mailLapsedPlans } = await import("~/.server/plan-mails");
      const trialEnd = inDays(30);
      await deliver("customer.subscription.created", {
        ...subscription("guld", "trialing", trialEnd),
        trial_end: trialEnd,
      });
      await testDb.db
        .updateTable("subscriptions")
        .set({ email: OWNER })
        .where("stripe_subscription_id", "=", "sub_plans_1")
        .execute();
      // Within the period (and the renewal grace) nothing is sent.
      const endMs = trialEnd * 1000;
      expect(await mailLapsedPlans(testDb.db, new Date(endMs + 60 * 60 * 1000))).toEqual([]);
      expect(await mailsTo(OWNER)).toHaveLength(0);

      // Three hours after the trial's end: the effects are gone, and both are told once,
      // even when two processes run the job at the same moment.
      const later = new Date(endMs + 3 * 60 * 60 * 1000);
      const [first, second] = await Promise.all([
        mailLapsedPlans(testDb.db, later),
        mailLapsedPlans(testDb.db, later),
      ]);
      expect([...(first ?? []), ...(second ?? [])]).toHaveLength(1);
      expect(await mailLapsedPlans(testDb.db, new Date(endMs + 5 * 60 * 60 * 1000))).toEqual([]);
      expect(await mailsTo(OWNER)).toEqual([
        { subject: `Annonspaketet Guld för ${GULD_NAME} har upphört`, kind: "plan-ended" },
      ]);
      expect(await mailsTo(OPERATOR)).toEqual([
        { subject: `Annonspaket upphört: ${GULD_NAME} (Guld)`, kind: "plan-ended-operator" },
      ]);
      const body = await testDb.db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("recipient", "=", OWNER)
        .executeTakeFirstOrThrow();
      expect(body.text_body).toContain(
        "provperioden har gått ut utan att någon betalning lagts till",
      );
    });

    it("leaves a plan without a business unlinked and without effects", async () => {
      await deliver("customer.subscription.created", {
        ...subscription("guld", "active"),
        metadata: { plan: "guld" },
      });
      const row = await testDb.db
        .selectFrom("subscriptions")
        .select("business_slug")
        .executeTakeFirstOrThrow();
      expect(row.business_slug).toBeNull();
      expect((await restaurants()).places.some((place) => place.sponsored)).toBe(false);
    });

    it("buys Guld for a business in demo mode and cancels it from the owner's page", async () => {
      const { completeDemoCheckout } = await import("~/.server/demo-checkout");
      const owner = await import("~/.server/owner-plans");
      const { url } = await checkout.createCheckoutSession(
        { plan: "guld", priceId: "demo_guld", business: GULD },
        "http://localhost",
        { config: { links: {}, prices: {}, demoEnabled: true }, db: testDb.db },
      );
      const id = String(url).split("/").pop() ?? "";
      await completeDemoCheckout(
        testDb.db,
        { id, plan_type: "guld", business_slug: GULD },
        OWNER,
        30,
      );
      expect((await restaurants()).places[0]).toMatchObject({ id: GULD, sponsored: true });
      const plan = await owner.ownerPlanOf(testDb.db, GULD, new Date());
      expect(plan).toMatchObject({
        planName: "Guld",
        status: "trialing",
        effective: true,
        demo: true,
      });
      if (!plan) throw new Error("expected a plan");
      // Another business's page cannot cancel it.
      expect(await owner.cancelDemoPlan(testDb.db, "400grader", plan.subscriptionId)).toBe(false);
      expect(await owner.cancelDemoPlan(testDb.db, GULD, plan.subscriptionId)).toBe(true);
      expect((await restaurants()).places.some((place) => place.sponsored)).toBe(false);
      expect(await owner.ownerPlanOf(testDb.db, GULD, new Date())).toMatchObject({
        status: "canceled",
        effective: false,
      });
      expect((await mailsTo(OWNER)).map((mail) => mail.kind)).toEqual(["plan-ended"]);
      expect((await mailsTo(OPERATOR)).map((mail) => mail.kind)).toEqual(["plan-ended-operator"]);
    });

    it("starts a demo checkout for a business and refuses an unknown one", async () => {
      const deps = {
        config: { links: {}, prices: {}, demoEnabled: true },
        db: testDb.db,
      };
      const { url } = await checkout.createCheckoutSession(
        { plan: "guld", priceId: "demo_guld", business: GULD },
        "http://localhost",
        deps,
      );
      const id = String(url).split("/").pop() ?? "";
      const session = await testDb.db
        .selectFrom("demo_checkout_sessions")
        .select("business_slug")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(session.business_slug).toBe(GULD);
      await expect(
        checkout.createCheckoutSession(
          { plan: "guld", priceId: "demo_guld", business: "finns-inte" },
          "http://localhost",
          deps,
        ),
      ).rejects.toMatchObject({ status: 400, message: "Företaget finns inte i Malmöguiden." });
      // A payment link carries the business as client_reference_id.
      const link = await checkout.createCheckoutSession(
        { plan: "guld", priceId: undefined, business: GULD },
        "http://localhost",
        {
          ...deps,
          config: { ...deps.config, links: { guld: "https://buy.stripe.com/test_guld" } },
        },
      );
      expect(link.url).toBe(`https://buy.stripe.com/test_guld?client_reference_id=${GULD}`);
    });
  });
}
