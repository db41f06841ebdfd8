import Stripe from "stripe";
import { beforeEach, describe, expect, it } from "vitest";
import { statusOf } from "../support/actions";
import { DATABASES } from "../support/databases";
import { withTestApp } from "../support/test-app";
import type { TestDatabase } from "../support/test-database";

// Paid plans deliver (issue 11): signed webhooks link, renew, downgrade and cancel a
// subscription, and after each the public pages' loaders show exactly its effects.

const SECRET = "whsec_test_plans";
/** A restaurant that is third in the seeded Restauranger listing (app/.server/db/seed/listings.ts). */
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

describe.each(DATABASES)("plans (%s)", (kind) => {
  let testDb: TestDatabase;
  let webhook: { action: (args: never) => Promise<{ init?: { status?: number } | null }> };
  let categoryLoader: Loader<CategoryData>;
  let homeLoader: Loader<HomeData>;
  let checkout: typeof import("~/.server/payments/payments");
  let seq = 0;

  const env = { STRIPE_WEBHOOK_SECRET: SECRET, OPERATOR_EMAIL: OPERATOR };
  withTestApp(kind, { name: "plans", seed: true, env }, async (made) => {
    testDb = made.testDb;
    webhook = (await import("~/routes/api.stripe-webhook")) as never;
    categoryLoader = (await import("~/routes/category")).loader as never;
    homeLoader = (await import("~/routes/home")).loader as never;
    checkout = await import("~/.server/payments/payments");
  });

  beforeEach(async () => {
    await testDb.db.deleteFrom("subscriptions").execute();
    await testDb.db.deleteFrom("stripe_events").execute();
    await testDb.db.deleteFrom("mail_outbox").execute();
    await testDb.db.deleteFrom("plan_lapse_notices").execute();
    await testDb.db.deleteFrom("offers").where("slug", "=", "kasai-erbjudande").execute();
    await testDb.db.deleteFrom("demo_checkout_sessions").execute();
    await testDb.db.deleteFrom("business_owners").execute();
    // OWNER owns GULD: an operator assigned them (paying never makes an owner).
    await testDb.db
      .insertInto("business_owners")
      .values({
        business_slug: GULD,
        email: OWNER,
        source: "operator",
        created_by: OPERATOR,
        created_at: 0,
      })
      .execute();
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

  /** A completed checkout of the subscription, paid by OWNER unless `fields` say otherwise. */
  const checkoutSession = (fields: Record<string, unknown>) => ({
    object: "checkout.session",
    mode: "subscription",
    customer: "cus_plans_1",
    subscription: "sub_plans_1",
    customer_details: { email: OWNER },
    ...fields,
  });

  /** Checkout's completion: the event that tells who bought the subscription. */
  const completed = (email: string, business: string | undefined = GULD) =>
    deliver(
      "checkout.session.completed",
      checkoutSession({
        id: `cs_test_plans_${seq}`,
        ...(business ? { client_reference_id: business } : {}),
        customer_details: { email },
        metadata: business ? { plan: "guld", business_id: business } : { plan: "guld" },
      }),
    );

  /** The one subscription's business, the business it was bought for, and its plan. */
  const subscriptionRow = () =>
    testDb.db
      .selectFrom("subscriptions")
      .select(["business_slug", "requested_business_slug", "plan_type"])
      .executeTakeFirstOrThrow();

  /** The business the subscription with this id is linked to. */
  const linkedBusiness = async (id: number) =>
    (
      await testDb.db
        .selectFrom("subscriptions")
        .select("business_slug")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).business_slug;

  /** Starts a demo checkout of `plan` for `business` (or none); the demo session's id. */
  async function startDemoCheckout(plan: string, business: string | undefined) {
    const { url } = await checkout.createCheckoutSession(
      { plan, priceId: `demo_${plan}`, business },
      "http://localhost",
      { config: { links: {}, prices: {}, demoEnabled: true }, db: testDb.db },
    );
    return String(url).split("/").pop() ?? "";
  }

  /** A demo purchase of `plan` for `business` (or none) paid with `email`; its subscription id. */
  async function buyInDemo(plan: string, business: string | undefined, email: string) {
    const { completeDemoCheckout } = await import("~/.server/payments/demo-checkout");
    const id = await startDemoCheckout(plan, business);
    await completeDemoCheckout(
      testDb.db,
      { id, plan_type: plan, business_slug: business ?? null },
      email,
      30,
    );
    const row = await testDb.db
      .selectFrom("subscriptions")
      .select("id")
      .where("stripe_checkout_session_id", "=", id)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const restaurants = () =>
    categoryLoader({
      request: new Request("http://localhost/category/restauranger"),
      params: { categoryId: "restauranger" },
    } as never) as Promise<CategoryData>;
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

  /** The public pages as without a plan: the listing in its own order, nothing marked. */
  async function expectNothingPaid() {
    const page = await restaurants();
    expect(page.places[0]?.id).toBe("boulebar-drottningtorget");
    expect(page.places.some((place) => place.sponsored)).toBe(false);
    const start = await home();
    expect(start.featured.some((card) => card.sponsored)).toBe(false);
    return start;
  }

  async function mailsTo(address: string) {
    return testDb.db
      .selectFrom("mail_outbox")
      .select(["subject", "kind"])
      .where("recipient", "=", address)
      .execute();
  }

  describe("paid plans", () => {
    it("shows nothing paid before a plan is bought", async () => {
      const start = await expectNothingPaid();
      expect(start.offers).toHaveLength(3);
    });

    it("links Guld once its buyer is known to own the business, and delivers, renews, downgrades and cancels", async () => {
      await addGuldOffer();
      await deliver("customer.subscription.created", subscription("guld", "trialing"));
      // The subscription event names the business but not the buyer: held, no effect.
      expect(await subscriptionRow()).toEqual({
        business_slug: null,
        requested_business_slug: GULD,
        plan_type: "guld",
      });
      expect((await restaurants()).places.some((place) => place.sponsored)).toBe(false);
      await completed(OWNER);
      expect(await subscriptionRow()).toEqual({
        business_slug: GULD,
        requested_business_slug: GULD,
        plan_type: "guld",
      });

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
      start = await expectNothingPaid();
      expect(start.offers.some((offer) => offer.sponsored)).toBe(false);

      // Back to Guld, then cancelled: every effect is gone on the next request, mails queued.
      await deliver("customer.subscription.updated", subscription("guld", "active", inDays(60)));
      expect((await restaurants()).places[0]?.id).toBe(GULD);
      await deliver("customer.subscription.deleted", subscription("guld", "canceled", inDays(60)));
      start = await expectNothingPaid();
      expect(start.offers.map((offer) => offer.id)).not.toContain("kasai-erbjudande");
      const operatorMails = await mailsTo(OPERATOR);
      expect(operatorMails).toHaveLength(1);
      expect(operatorMails[0]?.subject).toContain(GULD_NAME);
    });

    it("links from checkout.session.completed's client_reference_id and mails the owner when payment fails", async () => {
      await deliver(
        "checkout.session.completed",
        checkoutSession({
          id: "cs_test_plans",
          client_reference_id: GULD,
          metadata: { plan: "guld" },
        }),
      );
      expect((await restaurants()).places[0]).toMatchObject({ id: GULD, sponsored: true });
      await deliver("invoice.payment_failed", {
        id: "in_plans_1",
        object: "invoice",
        customer: "cus_plans_1",
        subscription: "sub_plans_1",
      });
      expect((await restaurants()).places[0]?.id).toBe("boulebar-drottningtorget");
      expect(await mailsTo(OWNER)).toEqual([
        { kind: "plan-receipt", subject: "Kvitto: annonspaketet Guld i Malmöguiden" },
        { kind: "plan-ended", subject: `Annonspaketet Guld för ${GULD_NAME} har upphört` },
      ]);
    });

    it("ends the effects by the clock when a period is over and nothing renewed it", async () => {
      await deliver("customer.subscription.created", subscription("guld", "active", inDays(-1)));
      expect((await restaurants()).places.some((place) => place.sponsored)).toBe(false);
    });

    it("mails the owner and the operator once when a trial runs out without any event", async () => {
      const { mailLapsedPlans } = await import("~/.server/payments/plan-mails");
      const trialEnd = inDays(30);
      await deliver("customer.subscription.created", {
        ...subscription("guld", "trialing", trialEnd),
        trial_end: trialEnd,
      });
      await testDb.db
        .updateTable("subscriptions")
        .set({ email: OWNER, business_slug: GULD })
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
      const owner = await import("~/.server/owner/owner-plans");
      await buyInDemo("guld", GULD, OWNER);
      expect((await restaurants()).places[0]).toMatchObject({ id: GULD, sponsored: true });
      const plan = await owner.ownerPlanOf(testDb.db, GULD, new Date());
      expect(plan).toMatchObject({
        planName: "Guld",
        status: "trialing",
        effective: true,
        demo: true,
      });
      if (!plan) throw new Error("expected a plan");
      // Only the buyer's address can cancel it.
      expect(await owner.cancelDemoPlan(testDb.db, "annan@example.se", plan.subscriptionId)).toBe(
        "forbidden",
      );
      expect(
        await owner.cancelDemoPlan(testDb.db, ` ${OWNER.toUpperCase()}`, plan.subscriptionId),
      ).toBe("cancelled");
      expect(await owner.cancelDemoPlan(testDb.db, OWNER, plan.subscriptionId)).toBe("forbidden");
      expect((await restaurants()).places.some((place) => place.sponsored)).toBe(false);
      expect(await owner.ownerPlanOf(testDb.db, GULD, new Date())).toMatchObject({
        status: "canceled",
        effective: false,
      });
      expect((await mailsTo(OWNER)).map((mail) => mail.kind)).toEqual([
        "plan-receipt",
        "plan-ended",
      ]);
      expect((await mailsTo(OPERATOR)).map((mail) => mail.kind)).toEqual(["plan-ended-operator"]);
    });

    it("starts a demo checkout for a business and refuses an unknown one", async () => {
      const deps = {
        config: { links: {}, prices: {}, demoEnabled: true },
        db: testDb.db,
      };
      const id = await startDemoCheckout("guld", GULD);
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

    it("gives a stranger who buys a plan for someone else's business no hold on the owner's plan", async () => {
      const ownerAuth = await import("~/.server/auth/owner-auth");
      const account = (await import("~/routes/foretagare/konto")) as unknown as {
        loader: (args: never) => Promise<Record<string, unknown>>;
        action: (args: never) => Promise<Response | { init?: { status?: number } | null }>;
      };
      const STRANGER = "framling@example.se";
      const guld = await buyInDemo("guld", GULD, OWNER);
      const brons = await buyInDemo("brons", GULD, STRANGER);
      // The stranger's purchase waits for the operator; the owner's Guld delivers.
      const rows = await testDb.db
        .selectFrom("subscriptions")
        .select(["id", "business_slug", "requested_business_slug"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        { id: guld, business_slug: GULD, requested_business_slug: GULD },
        { id: brons, business_slug: null, requested_business_slug: GULD },
      ]);
      expect((await restaurants()).places[0]).toMatchObject({ id: GULD, sponsored: true });

      // The stranger signs in with an owner link of their own address.
      const token = await ownerAuth.createOwnerSession(testDb.db, STRANGER);
      const request = (body?: Record<string, string>) =>
        new Request("http://localhost/foretagare/konto", {
          method: body ? "POST" : "GET",
          headers: {
            cookie: `mg_owner=${token}`,
            origin: "http://localhost",
            ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          },
          body: body ? new URLSearchParams(body) : undefined,
        });
      const page = await account.loader({ request: request(), context: {}, params: {} } as never);
      expect(page.businesses).toEqual([]);
      expect(page.purchases).toMatchObject([
        { subscriptionId: brons, business: null, requested: { slug: GULD } },
      ]);
      const send = (body: Record<string, string>) =>
        account.action({
          request: request(body),
          context: { clientIp: "127.0.0.1" },
          params: {},
        } as never);
      for (const intent of ["demo-cancel", "portal"])
        for (const business of [GULD, ""]) {
          const answer = await send({ intent, business, subscription: String(guld) });
          expect(statusOf(answer)).toBe(403);
        }
      // Nor can they link their purchase to a business they do not own.
      const link = await send({
        intent: "link-purchase",
        business: GULD,
        subscription: String(brons),
      });
      expect(statusOf(link)).toBe(403);
      // The owner's plan and its placement stay; nobody was told it ended.
      expect((await restaurants()).places[0]).toMatchObject({ id: GULD, sponsored: true });
      const owner = await import("~/.server/owner/owner-plans");
      expect(await owner.ownerPlanOf(testDb.db, GULD, new Date())).toMatchObject({
        subscriptionId: guld,
        status: "trialing",
      });
      expect((await mailsTo(OWNER)).map((mail) => mail.kind)).toEqual(["plan-receipt"]);
      // The stranger may cancel what they bought themselves.
      const own = await send({ intent: "demo-cancel", subscription: String(brons) });
      expect(own instanceof Response ? own.status : 0).toBe(303);
    });

    it("lets /success poll for an order the webhook has not delivered yet, without waiting inside the request", async () => {
      const success = (await import("~/routes/success")) as unknown as {
        loader: (args: never) => Promise<{ data: { lookUp: Promise<Record<string, unknown>> } }>;
      };
      const look = async (query: string) =>
        (
          await success.loader({
            request: new Request(`http://localhost/success?${query}`),
            context: { clientIp: "198.51.100.7" },
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
      await deliver("customer.subscription.created", subscription("guld", "trialing"));
      await deliver(
        "checkout.session.completed",
        checkoutSession({
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

    it("lets the operator add and remove owners, and links what a new owner bought for the business", async () => {
      const { createTestOperator } = await import("../support/test-database");
      const { ownersOf } = await import("~/.server/owner/ownership");
      const page = (await import("~/routes/admin/foretag/$slug")) as unknown as {
        action: (
          args: never,
        ) => Promise<Response | { data: unknown; init?: { status?: number } | null }>;
      };
      const operator = await createTestOperator(testDb.db, "agarredaktor@example.se");
      const BUYER = "ny-agare@example.se";
      const held = await buyInDemo("brons", GULD, BUYER);
      const post = (fields: Record<string, string>) =>
        page.action({
          request: new Request(`http://localhost/admin/foretag/${GULD}`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(fields),
          }),
          params: { slug: GULD },
          context: { operator, clientIp: "127.0.0.1", cspNonce: "" },
        } as never);
      const bad = await post({ intent: "owner-add", email: "inte-en-adress" });
      expect(statusOf(bad)).toBe(400);
      const added = (await post({
        intent: "owner-add",
        email: ` ${BUYER.toUpperCase()} `,
      })) as Response;
      expect(added.status).toBe(302);
      expect(added.headers.get("location")).toBe(
        `/admin/foretag/${GULD}?agare=tillagd-kopplad#agare`,
      );
      expect(await ownersOf(testDb.db, GULD)).toEqual([
        { email: OWNER, source: "operator" },
        { email: BUYER, source: "operator" },
      ]);
      expect(await linkedBusiness(held)).toBe(GULD);
      expect((await mailsTo(BUYER)).map((mail) => mail.kind)).toEqual([
        "plan-receipt",
        "plan-linked",
      ]);
      const again = await post({ intent: "owner-add", email: BUYER });
      expect(statusOf(again)).toBe(409);
      const removed = (await post({ intent: "owner-remove", email: BUYER })) as Response;
      expect(removed.headers.get("location")).toBe(`/admin/foretag/${GULD}?agare=borttagen#agare`);
      expect(await ownersOf(testDb.db, GULD)).toEqual([{ email: OWNER, source: "operator" }]);
    });

    it("creates one subscription when a demo checkout is completed twice at once", async () => {
      const { completeDemoCheckout } = await import("~/.server/payments/demo-checkout");
      const id = await startDemoCheckout("silver", GULD);
      const session = { id, plan_type: "silver", business_slug: GULD };
      const outcomes = await Promise.all([
        completeDemoCheckout(testDb.db, session, OWNER, 30),
        completeDemoCheckout(testDb.db, session, OWNER, 30),
      ]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await testDb.db.selectFrom("subscriptions").select("id").execute()).toHaveLength(1);
      expect((await mailsTo(OWNER)).map((mail) => mail.kind)).toEqual(["plan-receipt"]);
    });

    it("mails a receipt once, and links a pay-first purchase when its buyer's registration is approved", async () => {
      const { createTestOperator } = await import("../support/test-database");
      const { approveRegistration } = await import("~/.server/registrations/decisions");
      const BUYER = "forst-betala@example.se";
      const id = await buyInDemo("silver", undefined, BUYER);
      const receipt = await testDb.db
        .selectFrom("mail_outbox")
        .select(["kind", "subject", "text_body"])
        .where("recipient", "=", BUYER)
        .execute();
      expect(receipt.map((mail) => mail.subject)).toEqual([
        "Kvitto: annonspaketet Silver i Malmöguiden",
      ]);
      expect(receipt[0]?.text_body).toMatch(/Silver \(1\s499 kr per månad\)/u);
      expect(receipt[0]?.text_body).toContain("De första 30 dagarna är en gratis provperiod");
      expect(receipt[0]?.text_body).toContain(
        "Har du registrerat ditt företag kopplas paketet dit när vi har godkänt registreringen",
      );

      const { id: registration } = await testDb.db
        .insertInto("business_submissions")
        .values({
          business_name: "Först Betala Kafé",
          category: "Restauranger",
          actual_category: "Restauranger",
          business_info: "Ett kafé som betalade först.",
          address: "Storgatan 9, Malmö",
          contact_info: null,
          contact_person: null,
          contact_email: "Forst-Betala@example.se",
          profile_image_path: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const operator = await createTestOperator(testDb.db, "granskare@example.se");
      const decision = await approveRegistration(testDb.db, operator, registration, "restauranger");
      expect(decision).toMatchObject({ ok: true });
      const slug = decision.ok ? decision.slug : undefined;
      expect(await linkedBusiness(id)).toBe(slug);
      const approval = await testDb.db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("kind", "=", "registration-approved")
        .executeTakeFirstOrThrow();
      expect(approval.text_body).toContain(
        "Annonspaketet Silver som du köpte med den här adressen är nu kopplat till företaget",
      );
    });
  });
});
