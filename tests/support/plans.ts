import Stripe from "stripe";
import { beforeEach, expect } from "vitest";
import { appDatabase } from "./app-database";
import type { DatabaseKind } from "./databases";
import { withTestApp } from "./test-app";
import type { TestDatabase } from "./test-database";

// Test support for paid plans (issue 11): signed webhook events, demo purchases and the
// public pages' loaders that show a plan's effects, on one seeded database a block shares.

export const SECRET = "whsec_test_plans";
/** A restaurant that is third in the seeded Restauranger listing (app/.server/db/seed/listings.ts). */
export const GULD = "kasai-in-the-sky";
export const GULD_NAME = "Kasai in the Sky";
export const OPERATOR = "redaktion@example.se";
export const OWNER = "agare@example.se";

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

/** What a plans test block shares: the app's database and modules, and helpers on them. */
interface PlansApp {
  testDb: TestDatabase;
  webhook: { action: (args: never) => Promise<{ init?: { status?: number } | null }> };
  categoryLoader: Loader<CategoryData>;
  homeLoader: Loader<HomeData>;
  checkout: typeof import("~/.server/payments/payments");
}

/**
 * The seeded app for a plans test block on `kind`. Before each test the plans, events,
 * mails, demo sessions and owners are emptied and OWNER owns GULD again, so that every
 * test starts from the same state whatever ran before it.
 */
export function plansApp(kind: DatabaseKind) {
  const t = {} as PlansApp;
  let seq = 0;

  const env = { STRIPE_WEBHOOK_SECRET: SECRET, OPERATOR_EMAIL: OPERATOR };
  withTestApp(kind, { name: "plans", seed: true, env }, async (made) => {
    t.testDb = made.testDb;
    t.webhook = (await import("~/routes/api/stripe-webhook")) as never;
    t.categoryLoader = (await import("~/routes/category/$categoryId")).loader as never;
    t.homeLoader = (await import("~/routes/index")).loader as never;
    t.checkout = await import("~/.server/payments/payments");
  });

  beforeEach(async () => {
    await t.testDb.db.deleteFrom("subscriptions").execute();
    await t.testDb.db.deleteFrom("stripe_events").execute();
    await t.testDb.db.deleteFrom("mail_outbox").execute();
    await t.testDb.db.deleteFrom("plan_lapse_notices").execute();
    await t.testDb.db.deleteFrom("offers").where("slug", "=", "kasai-erbjudande").execute();
    await t.testDb.db.deleteFrom("demo_checkout_sessions").execute();
    await t.testDb.db.deleteFrom("business_owners").execute();
    // OWNER owns GULD: an operator assigned them (paying never makes an owner).
    await t.testDb.db
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
    const result = await t.webhook.action({
      request: new Request("http://localhost/api/stripe-webhook", {
        method: "POST",
        body,
        headers: { "content-type": "application/json", "stripe-signature": signature },
      }),
      context: { database: await appDatabase(), clientIp: "127.0.0.1", cspNonce: "" },
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
  const completed = (email: string, place: string | undefined = GULD) =>
    deliver(
      "checkout.session.completed",
      checkoutSession({
        id: `cs_test_plans_${seq}`,
        ...(place ? { client_reference_id: place } : {}),
        customer_details: { email },
        metadata: place ? { plan: "guld", business_id: place } : { plan: "guld" },
      }),
    );

  /** The one subscription's business, the business it was bought for, and its plan. */
  const subscriptionRow = () =>
    t.testDb.db
      .selectFrom("subscriptions")
      .select(["business_slug", "requested_business_slug", "plan_type"])
      .executeTakeFirstOrThrow();

  /** The business the subscription with this id is linked to. */
  const linkedPlace = async (id: number) =>
    (
      await t.testDb.db
        .selectFrom("subscriptions")
        .select("business_slug")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).business_slug;

  /** Starts a demo checkout of `plan` for `business` (or none); the demo session's id. */
  async function startDemoCheckout(plan: string, place: string | undefined) {
    const { url } = await t.checkout.createCheckoutSession(
      { plan, priceId: `demo_${plan}`, business: place },
      "http://localhost",
      { config: { links: {}, prices: {}, demoEnabled: true }, db: t.testDb.db },
    );
    return String(url).split("/").pop() ?? "";
  }

  /** A demo purchase of `plan` for `business` (or none) paid with `email`; its subscription id. */
  async function buyInDemo(plan: string, place: string | undefined, email: string) {
    const { completeDemoCheckout } = await import("~/.server/payments/demo-checkout");
    const id = await startDemoCheckout(plan, place);
    await completeDemoCheckout(
      t.testDb.db,
      { id, plan_type: plan, business_slug: place ?? null },
      email,
      30,
    );
    const row = await t.testDb.db
      .selectFrom("subscriptions")
      .select("id")
      .where("stripe_checkout_session_id", "=", id)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const restaurants = async () =>
    t.categoryLoader({
      request: new Request("http://localhost/category/restauranger"),
      params: { categoryId: "restauranger" },
      context: { database: await appDatabase() },
    } as never) as Promise<CategoryData>;
  const home = async () =>
    t.homeLoader({
      request: new Request("http://localhost/"),
      context: { database: await appDatabase() },
    } as never) as Promise<HomeData>;

  async function addGuldOffer() {
    await t.testDb.db
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
    return t.testDb.db
      .selectFrom("mail_outbox")
      .select(["subject", "kind"])
      .where("recipient", "=", address)
      .execute();
  }

  return Object.assign(t, {
    nowSeconds,
    inDays,
    deliver,
    subscription,
    checkoutSession,
    completed,
    subscriptionRow,
    linkedPlace,
    startDemoCheckout,
    buyInDemo,
    restaurants,
    home,
    addGuldOffer,
    expectNothingPaid,
    mailsTo,
  });
}
