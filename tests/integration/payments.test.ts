import http from "node:http";
import type { AddressInfo } from "node:net";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";
import {
  CheckoutError,
  checkoutDecision,
  createCheckoutSession,
  type PaymentsConfig,
  paymentsConfigFrom,
  stripeClient,
} from "~/.server/payments/payments";
import { findPlan, type Plan } from "~/content/plans";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const silver = findPlan("silver") as Plan;

describe("checkout decision", () => {
  const config = (vars: Record<string, string>) =>
    paymentsConfigFrom(parseEnv({ NODE_ENV: "development", ...vars }));

  it("uses the plan's payment link first", () => {
    const decision = checkoutDecision(
      silver,
      config({
        PAYMENT_LINK_SILVER: "https://buy.example.com/silver",
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_PRICE_SILVER: "price_s",
      }),
    );
    expect(decision).toEqual({ kind: "link", url: "https://buy.example.com/silver" });
  });

  it("uses Stripe's price when Stripe is configured, and never the demo then", () => {
    const stripe = config({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PRICE_SILVER: "price_s" });
    expect(checkoutDecision(silver, stripe)).toEqual({ kind: "session", priceId: "price_s" });
    expect(stripe.demoEnabled).toBe(false);
    expect(checkoutDecision(findPlan("guld") as Plan, stripe)).toEqual({ kind: "unavailable" });
  });

  it("falls back to the demo provider in development", () => {
    expect(checkoutDecision(silver, config({}))).toEqual({
      kind: "session",
      priceId: "demo_silver",
    });
  });

  it("refuses the demo in production unless DEMO_PAYMENTS=true", () => {
    const production = paymentsConfigFrom(parseEnv({ NODE_ENV: "production" }));
    expect(production.demoEnabled).toBe(false);
    expect(checkoutDecision(silver, production)).toEqual({ kind: "unavailable" });
    const allowed = paymentsConfigFrom(parseEnv({ NODE_ENV: "production", DEMO_PAYMENTS: "true" }));
    expect(allowed.demoEnabled).toBe(true);
  });

  it("refuses a payment link that is not a URL at start", () => {
    expect(() => parseEnv({ PAYMENT_LINK_GULD: "inte en länk" })).toThrow(/PAYMENT_LINK_GULD/);
  });
});

describe("create-checkout-session", () => {
  let testDb: TestDatabase;
  let standIn: http.Server;
  let port: number;
  let nextReply: { status: number; body: unknown } = { status: 200, body: {} };
  const received: { path: string; body: URLSearchParams; auth: string | undefined }[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase("sqlite");
    // A small local stand-in for the Stripe API: records what the SDK sends.
    standIn = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        received.push({
          path: req.url ?? "",
          body: new URLSearchParams(body),
          auth: req.headers.authorization,
        });
        res.writeHead(nextReply.status, { "content-type": "application/json" });
        res.end(JSON.stringify(nextReply.body));
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
    port = (standIn.address() as AddressInfo).port;
  });

  afterAll(async () => {
    standIn?.close();
    await testDb?.cleanup();
  });

  const stripeConfig: PaymentsConfig = {
    links: {},
    stripeSecretKey: "sk_test_standin",
    prices: { brons: "price_brons", silver: "price_silver", guld: "price_guld" },
    demoEnabled: false,
  };
  /** Checkout's dependencies with Stripe configured and its SDK talking to the stand-in. */
  const viaStandIn = () => ({
    config: stripeConfig,
    db: testDb.db,
    stripe: stripeClient(stripeConfig, {
      host: "127.0.0.1",
      port,
      protocol: "http",
      maxNetworkRetries: 0,
    }) as Stripe,
  });

  it("creates a subscription-mode session with the 30-day trial and the success URL", async () => {
    nextReply = {
      status: 200,
      body: {
        id: "cs_test_123",
        object: "checkout.session",
        url: "https://checkout.example/cs_test_123",
      },
    };
    const result = await createCheckoutSession(
      { plan: "silver", priceId: "price_silver" },
      "https://malmoguiden.se",
      viaStandIn(),
    );
    expect(result).toEqual({ url: "https://checkout.example/cs_test_123" });
    const request = received.at(-1) as (typeof received)[number];
    expect(request.path).toBe("/v1/checkout/sessions");
    expect(request.auth).toBe("Bearer sk_test_standin");
    expect(request.body.get("mode")).toBe("subscription");
    expect(request.body.get("line_items[0][price]")).toBe("price_silver");
    expect(request.body.get("line_items[0][quantity]")).toBe("1");
    expect(request.body.get("subscription_data[trial_period_days]")).toBe("30");
    expect(request.body.get("subscription_data[metadata][plan]")).toBe("silver");
    expect(request.body.get("success_url")).toBe(
      "https://malmoguiden.se/success?plan=silver&session_id={CHECKOUT_SESSION_ID}",
    );
    expect(request.body.get("cancel_url")).toBe("https://malmoguiden.se/advertise");
  });

  it("sends a buyer from a page in another language back to that language (issue 40)", async () => {
    nextReply = {
      status: 200,
      body: { id: "cs_test_789", object: "checkout.session", url: "https://checkout.example/x" },
    };
    await createCheckoutSession(
      { plan: "guld", priceId: "price_guld", language: "de" },
      "https://malmoguiden.se",
      viaStandIn(),
    );
    const request = received.at(-1) as (typeof received)[number];
    expect(request.body.get("locale")).toBe("de");
    expect(request.body.get("success_url")).toBe(
      "https://malmoguiden.se/de/success?plan=guld&session_id={CHECKOUT_SESSION_ID}",
    );
    expect(request.body.get("cancel_url")).toBe("https://malmoguiden.se/de/advertise");
    // Anything that is not one of the guide's languages is Swedish.
    await createCheckoutSession(
      { plan: "guld", priceId: "price_guld", language: "fr" },
      "https://malmoguiden.se",
      viaStandIn(),
    );
    const swedish = received.at(-1) as (typeof received)[number];
    expect(swedish.body.get("locale")).toBe("sv");
    expect(swedish.body.get("cancel_url")).toBe("https://malmoguiden.se/advertise");
  });

  it("passes on an answer without url as null", async () => {
    nextReply = { status: 200, body: { id: "cs_test_456", object: "checkout.session", url: null } };
    const result = await createCheckoutSession(
      { plan: "guld", priceId: "price_guld" },
      "http://localhost",
      viaStandIn(),
    );
    expect(result.url).toBeNull();
  });

  it("fails when Stripe answers with an error", async () => {
    nextReply = { status: 500, body: { error: { type: "api_error", message: "down" } } };
    await expect(
      createCheckoutSession(
        { plan: "brons", priceId: "price_brons" },
        "http://localhost",
        viaStandIn(),
      ),
    ).rejects.toThrow();
  });

  it("refuses unknown plans and forged price ids without calling Stripe", async () => {
    const before = received.length;
    const deps = viaStandIn();
    for (const input of [
      { plan: "platina", priceId: "price_silver" },
      { plan: "silver", priceId: "price_brons" },
      { plan: "silver", priceId: "price_1Forged" },
      { plan: ["silver"], priceId: "price_silver" },
    ]) {
      const error = await createCheckoutSession(input, "http://localhost", deps).catch((e) => e);
      expect(error).toBeInstanceOf(CheckoutError);
      expect((error as CheckoutError).status).toBe(400);
    }
    expect(received.length).toBe(before);
  });

  it("opens a demo checkout page in demo mode", async () => {
    const demo: PaymentsConfig = { links: {}, prices: {}, demoEnabled: true };
    const result = await createCheckoutSession(
      { plan: "silver", priceId: "demo_silver" },
      "http://localhost:3000",
      {
        config: demo,
        db: testDb.db,
      },
    );
    expect(result.url).toMatch(/^http:\/\/localhost:3000\/demo-checkout\/cs_demo_[0-9a-f]{24}$/);
    const id = result.url?.split("/").pop() ?? "";
    const row = await testDb.db
      .selectFrom("demo_checkout_sessions")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row).toMatchObject({ plan_type: "silver", price_id: "demo_silver", language: "sv" });
    const danish = await createCheckoutSession(
      { plan: "brons", priceId: "demo_brons", language: "da" },
      "http://localhost:3000",
      { config: demo, db: testDb.db },
    );
    expect(danish.url).toMatch(
      /^http:\/\/localhost:3000\/da\/demo-checkout\/cs_demo_[0-9a-f]{24}$/,
    );
    const danishRow = await testDb.db
      .selectFrom("demo_checkout_sessions")
      .select("language")
      .where("id", "=", danish.url?.split("/").pop() ?? "")
      .executeTakeFirst();
    expect(danishRow).toEqual({ language: "da" });
  });
});
