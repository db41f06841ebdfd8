import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import Stripe from "stripe";
import { findPlan, PLANS, type Plan, type PlanId } from "~/content/plans";
import { DEFAULT_LANGUAGE, isLanguage, pathIn } from "~/lib/i18n/languages";
import { CHECKOUT_FAILED } from "~/lib/plans/payment-messages";
import type { Database } from "../db/schema";
import type { Env } from "../env";

// Checkout in the spec's order (section 7): a fixed payment link for the plan when
// one is configured; otherwise a checkout session, from Stripe when it is configured
// and from the built-in demo provider when nothing is.

export { CHECKOUT_FAILED, NO_CHECKOUT_URL } from "~/lib/plans/payment-messages";

export interface PaymentsConfig {
  links: Partial<Record<PlanId, string>>;
  stripeSecretKey?: string;
  prices: Partial<Record<PlanId, string>>;
  webhookSecret?: string;
  demoEnabled: boolean;
}

export function paymentsConfigFrom(env: Env): PaymentsConfig {
  const stripeConfigured = Boolean(env.STRIPE_SECRET_KEY);
  return {
    links: {
      brons: env.PAYMENT_LINK_BRONS,
      silver: env.PAYMENT_LINK_SILVER,
      guld: env.PAYMENT_LINK_GULD,
    },
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    prices: {
      brons: env.STRIPE_PRICE_BRONS,
      silver: env.STRIPE_PRICE_SILVER,
      guld: env.STRIPE_PRICE_GULD,
    },
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    // The demo never takes over from Stripe, and never runs in production unless asked to.
    demoEnabled:
      !stripeConfigured && (env.NODE_ENV !== "production" || env.DEMO_PAYMENTS === "true"),
  };
}

/** The price id the browser sends back with a checkout request (demo ids in demo mode). */
export function priceIdFor(plan: PlanId, config: PaymentsConfig): string | undefined {
  if (config.stripeSecretKey) return config.prices[plan];
  return config.demoEnabled ? `demo_${plan}` : undefined;
}

export type CheckoutDecision =
  | { kind: "link"; url: string }
  | { kind: "session"; priceId: string }
  | { kind: "unavailable" };

export function checkoutDecision(plan: Plan, config: PaymentsConfig): CheckoutDecision {
  const link = config.links[plan.id];
  if (link) return { kind: "link", url: link };
  const priceId = priceIdFor(plan.id, config);
  return priceId ? { kind: "session", priceId } : { kind: "unavailable" };
}

/** Demo checkout exists only for a plan whose configured provider is the demo. */
export function usesDemoCheckout(plan: Plan, config: PaymentsConfig): boolean {
  return checkoutDecision(plan, config).kind === "session" && !config.stripeSecretKey;
}

/** One line for the start-up log. */
export function describePaymentMode(config: PaymentsConfig): string {
  const perPlan = PLANS.map((plan) => {
    const decision = checkoutDecision(plan, config);
    const mode =
      decision.kind === "link"
        ? "payment link"
        : decision.kind === "unavailable"
          ? "unavailable"
          : config.stripeSecretKey
            ? "Stripe"
            : "demo";
    return `${plan.name}: ${mode}`;
  });
  return `payments: ${perPlan.join(", ")}`;
}

export class CheckoutError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface CheckoutDeps {
  config: PaymentsConfig;
  db: Kysely<Database>;
  stripe?: Stripe;
}

export function stripeClient(
  config: PaymentsConfig,
  options: Stripe.StripeConfig = {},
): Stripe | undefined {
  return config.stripeSecretKey
    ? new Stripe(config.stripeSecretKey, { maxNetworkRetries: 1, timeout: 15_000, ...options })
    : undefined;
}

/**
 * The server function create-checkout-session: {plan, priceId} -> {url}. Refuses
 * unknown plans and any price id other than the plan's own.
 */
export async function createCheckoutSession(
  input: { plan: unknown; priceId: unknown; business?: unknown; language?: unknown },
  origin: string,
  deps: CheckoutDeps,
): Promise<{ url: string | null }> {
  const plan = typeof input.plan === "string" ? findPlan(input.plan) : undefined;
  // The page's language (issue 40): the payment and the confirmation after it speak it.
  const language = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  if (!plan || plan.id !== input.plan) throw new CheckoutError(400, "Okänt annonspaket.");
  const place = await checkoutPlace(deps.db, input.business);
  const decision = checkoutDecision(plan, deps.config);
  // A plan sold through its payment link is paid there, whatever price id was sent;
  // the link carries the business as client_reference_id (Stripe passes it on).
  if (decision.kind === "link") {
    if (!place) return { url: decision.url };
    const url = new URL(decision.url);
    url.searchParams.set("client_reference_id", place);
    return { url: url.toString() };
  }
  const expectedPrice = priceIdFor(plan.id, deps.config);
  if (!expectedPrice) throw new CheckoutError(503, CHECKOUT_FAILED);
  if (input.priceId !== expectedPrice)
    throw new CheckoutError(400, "Priset matchar inte annonspaketet.");

  // The business travels on the session and on the subscription, so the webhook can
  // link the plan from whichever event arrives first.
  const metadata: Record<string, string> = place
    ? { plan: plan.id, business_id: place }
    : { plan: plan.id };
  if (deps.stripe) {
    const session = await deps.stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: expectedPrice, quantity: 1 }],
      subscription_data: { trial_period_days: plan.freeTrialDays, metadata },
      metadata,
      ...(place ? { client_reference_id: place } : {}),
      locale: language,
      success_url: `${origin}${pathIn(language, "/success")}?plan=${plan.id}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}${pathIn(language, "/advertise")}`,
    });
    return { url: session.url };
  }

  const id = `cs_demo_${randomBytes(12).toString("hex")}`;
  await deps.db
    .insertInto("demo_checkout_sessions")
    .values({
      id,
      plan_type: plan.id,
      price_id: expectedPrice,
      business_slug: place ?? null,
      language,
    })
    .execute();
  return { url: `${origin}${pathIn(language, `/demo-checkout/${id}`)}` };
}

/** The business a checkout is for: none, or a published business's slug (else 400). */
async function checkoutPlace(db: Kysely<Database>, value: unknown): Promise<string | undefined> {
  if (value === undefined || value === null || value === "") return undefined;
  const row =
    typeof value === "string" && value.length <= 100
      ? await db
          .selectFrom("businesses")
          .select("slug")
          .where("slug", "=", value)
          .where("status", "=", "published")
          .executeTakeFirst()
      : undefined;
  if (!row) throw new CheckoutError(400, "Företaget finns inte i Malmöguiden.");
  return row.slug;
}
