import { Check } from "lucide-react";
import { useState } from "react";
import { Form, redirect, useNavigation } from "react-router";
import type { DbHandle } from "~/.server/db/db";
import { formRefused, readForm, refusal, refuse } from "~/.server/http/form";
import { retryAfter } from "~/.server/http/rate-limit";
import { requestLanguage, serverT } from "~/.server/i18n/catalogs";
import { logger } from "~/.server/logger";
import {
  CheckoutError,
  checkoutDecision,
  createCheckoutSession,
} from "~/.server/payments/payments";
import { env, payments, rateLimits, stripe } from "~/.server/services";
import { findPlace, getContent } from "~/.server/snapshot/content";
import { PageLink } from "~/components/page-link";
import { showToast } from "~/components/toasts";
import { findPlan, PLANS, type PlanId } from "~/content/plans";
import { SITE } from "~/content/site";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import { type RequestPolicy, SMALL_FORM_POLICY } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { useFormats } from "~/lib/i18n/format";
import { type MessageId, metaI18n, useLanguage, useT } from "~/lib/i18n/i18n";
import { checkoutFormSchema } from "~/lib/plans/checkout-form";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/advertise";

export const pagePolicy: PagePolicy = LISTED_PAGE;

export const requestPolicy: RequestPolicy = SMALL_FORM_POLICY;

/** A plan's features in the catalogs, in the order PLANS lists them (the Swedish is the same). */
const FEATURE_IDS: Readonly<Record<PlanId, readonly MessageId[]>> = {
  brons: ["plan.brons.1", "plan.brons.2", "plan.brons.3", "plan.brons.4"],
  silver: ["plan.silver.1", "plan.silver.2", "plan.silver.3", "plan.silver.4"],
  guld: ["plan.guld.1", "plan.guld.2", "plan.guld.3", "plan.guld.4"],
};

/** The business a plan is bought for (?foretag=<slug>, from the approval mail or the owner's page). */
async function placeFor(database: DbHandle, slug: string | null) {
  if (!slug) return undefined;
  const place = findPlace(await getContent(database), slug);
  return place ? { slug: place.id, name: place.name } : undefined;
}

/** A payment link that carries the business (Stripe passes client_reference_id on). */
function linkFor(link: string, place: string | undefined): string {
  if (!place) return link;
  const url = new URL(link);
  url.searchParams.set("client_reference_id", place);
  return url.toString();
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const place = await placeFor(context.database, new URL(request.url).searchParams.get("foretag"));
  // What the browser needs to start each plan's checkout itself.
  return {
    business: place,
    checkout: Object.fromEntries(
      PLANS.map((plan) => {
        const decision = checkoutDecision(plan, payments);
        return [
          plan.id,
          decision.kind === "link"
            ? { link: linkFor(decision.url, place?.slug) }
            : decision.kind === "session"
              ? { priceId: decision.priceId }
              : {},
        ];
      }),
    ) as Record<string, { link?: string; priceId?: string }>,
  };
}

/** Without JavaScript the plan button posts here and is redirected to the payment page. */
export async function action({ request, context }: Route.ActionArgs) {
  const t = serverT(requestLanguage(request));
  const limit = await rateLimits.check("checkout", context.clientIp);
  if (!limit.ok) {
    return refuse(
      429,
      t("advertise.tooMany"),
      {},
      {
        headers: retryAfter(limit),
      },
    );
  }
  // A body that cannot be read names no plan.
  const read = await readForm(request, checkoutFormSchema, "checkout", {
    unreadable: () => formRefused(400, t("advertise.unknownPlan")),
  });
  if (!read.ok) return refusal(read);
  const { values } = read;
  const plan = findPlan(read.value.plan ?? "");
  if (!plan) return refuse(400, t("advertise.unknownPlan"), values);
  const decision = checkoutDecision(plan, payments);
  if (decision.kind === "unavailable") return refuse(503, t("advertise.checkoutFailed"), values);
  try {
    const { db } = context.database;
    const { url } = await createCheckoutSession(
      {
        plan: plan.id,
        priceId: decision.kind === "session" ? decision.priceId : undefined,
        business: read.value.business,
        language: requestLanguage(request),
      },
      env.publicUrl.origin,
      {
        config: payments,
        db,
        stripe,
      },
    );
    return url ? redirect(url) : refuse(502, t("advertise.noCheckoutUrl"), values);
  } catch (error) {
    if (error instanceof CheckoutError && error.status === 400)
      return refuse(400, error.message, values);
    if (!(error instanceof CheckoutError)) logger.error({ err: error }, "checkout failed");
    return refuse(502, t("advertise.checkoutFailed"), values);
  }
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return pageMeta(
    t("advertise.title"),
    t("advertise.metaDescription", { site: SITE.name }),
    language,
  );
};

export default function Advertise({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  const language = useLanguage();
  const formats = useFormats();
  const [processing, setProcessing] = useState<string | null>(null);
  const postingPlan =
    navigation.state !== "idle" ? String(navigation.formData?.get("plan") ?? "") : null;

  async function startCheckout(planId: string) {
    const target = loaderData.checkout[planId] ?? {};
    setProcessing(planId);
    try {
      if (target.link) {
        window.location.assign(target.link);
        return;
      }
      const response = await fetch("/api/create-checkout-session", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          plan: planId,
          priceId: target.priceId,
          business: loaderData.business?.slug,
          language,
        }),
      });
      if (!response.ok) throw new Error(`checkout ${response.status}`);
      const body = (await response.json()) as { url?: string | null };
      if (!body.url) {
        showToast("checkout", "error", { title: t("advertise.noCheckoutUrl") });
        setProcessing(null);
        return;
      }
      window.location.assign(body.url);
    } catch {
      showToast("checkout", "error", { title: t("advertise.checkoutFailed") });
      setProcessing(null);
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">{t("advertise.heading")}</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">{t("advertise.intro")}</p>
      {loaderData.business ? (
        <p className="mt-6 rounded-2xl bg-sky p-4 font-semibold">
          {t("advertise.forBusiness", { name: loaderData.business.name })}
        </p>
      ) : null}
      {actionData?.errors.form ? (
        <p role="alert" className="mt-6 rounded-2xl bg-rose-50 p-4 font-semibold text-rose-900">
          {actionData.errors.form}
        </p>
      ) : null}
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => {
          const busy = processing === plan.id || postingPlan === plan.id;
          const name = t(`plan.${plan.id}`);
          return (
            <li
              key={plan.id}
              className={`relative flex flex-col rounded-3xl bg-white p-8 shadow-sm ${plan.mostPopular ? "ring-2 ring-coral-dark" : ""}`}
            >
              {plan.mostPopular ? (
                <span className="absolute -top-3 left-8 rounded-full bg-coral-dark px-3 py-1 text-sm font-bold text-white">
                  {t("advertise.mostPopular")}
                </span>
              ) : null}
              <h2 className="font-display text-2xl font-bold">{name}</h2>
              <p className="mt-4">
                <span className="text-4xl font-bold">{`${formats.count(plan.pricePerMonth)} kr`}</span>
                <span className="text-ink-soft">{` ${t("advertise.perMonth")}`}</span>
              </p>
              <p className="mt-1 text-sm font-semibold text-teal-dark">
                {t("advertise.trial", { days: plan.freeTrialDays })}
              </p>
              <ul className="mt-6 space-y-2">
                {FEATURE_IDS[plan.id].map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-5 shrink-0 text-teal" aria-hidden="true" />
                    {t(feature)}
                  </li>
                ))}
              </ul>
              <Form
                method="post"
                className="mt-auto pt-8"
                onSubmit={(event) => {
                  event.preventDefault();
                  void startCheckout(plan.id);
                }}
              >
                <input type="hidden" name="plan" value={plan.id} />
                {loaderData.business ? (
                  <input type="hidden" name="business" value={loaderData.business.slug} />
                ) : null}
                <button
                  type="submit"
                  disabled={busy}
                  className={`inline-flex w-full justify-center disabled:opacity-70 ${plan.mostPopular ? "btn-primary" : "btn-secondary"}`}
                >
                  {busy ? t("advertise.processing") : t("advertise.choose", { plan: name })}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
      <p className="mt-10 text-ink-soft">
        {`${t("advertise.after")} `}
        <PageLink to="/submit-business" className="font-semibold text-teal-dark underline">
          {t("advertise.registerFree")}
        </PageLink>
        .
      </p>
    </div>
  );
}
