import { CheckCircle2, LoaderCircle } from "lucide-react";
import { Suspense } from "react";
import { Await, data } from "react-router";
import type { DbHandle } from "~/.server/db/db";
import { logger } from "~/.server/logger";
import {
  findSubscriptionForCheckout,
  type SubscriptionView,
} from "~/.server/payments/subscriptions";
import { payments } from "~/.server/services";
import { PageLink } from "~/components/page-link";
import { richText } from "~/components/rich-text";
import { findPlan, type PlanId } from "~/content/plans";
import { SITE } from "~/content/site";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { metaI18n, useT } from "~/lib/i18n/i18n";
import { ownerEditorPath } from "~/lib/owner/paths";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/success";

export const pagePolicy: PagePolicy = {
  ...PERSONAL_PAGE,
  limitedLookup: { param: "session_id", limit: "order-lookup" },
};

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
/**
 * Stripe's webhook may arrive just after the visitor. The request never waits for
 * it: each load looks once, and while the order is missing the page loads itself
 * again every POLL_SECONDS, at most MAX_POLLS times (the `forsok` parameter counts).
 */
const POLL_SECONDS = 3;
const MAX_POLLS = 6;

type LookUp =
  | { kind: "found"; subscription: SubscriptionView }
  | { kind: "pending"; next: string }
  | { kind: "missing" };

async function lookUp({ db }: DbHandle, url: URL, plan: string): Promise<LookUp> {
  const sessionId = url.searchParams.get("session_id");
  if (!sessionId || !SESSION_ID.test(sessionId)) return { kind: "missing" };
  try {
    const found = await findSubscriptionForCheckout(db, sessionId, plan);
    if (found) return { kind: "found", subscription: found };
  } catch (error) {
    // Spec 8: subscription fetch errors are only logged.
    logger.error({ err: error }, "subscription lookup failed");
    return { kind: "missing" };
  }
  // Demo checkouts are recorded before the redirect, and without Stripe's webhook no
  // other order can ever arrive: nothing to wait for.
  const attempt = Number(url.searchParams.get("forsok") ?? "0");
  const polls = Number.isInteger(attempt) && attempt >= 0 ? attempt : MAX_POLLS;
  if (sessionId.startsWith("cs_demo_") || !payments.webhookSecret || polls >= MAX_POLLS)
    return { kind: "missing" };
  const next = new URLSearchParams(url.searchParams);
  next.set("forsok", String(polls + 1));
  return { kind: "pending", next: `${url.pathname}?${next.toString()}` };
}

// Look-ups are limited per client in server/pipeline.ts, before anything is rendered.
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const plan = findPlan(url.searchParams.get("plan"));
  if (!plan) return data({ planId: null, lookUp: Promise.resolve<LookUp>({ kind: "missing" }) });
  // The look-up streams in after the page shell, which says 'Verifierar betalning...' meanwhile.
  return data({ planId: plan.id, lookUp: lookUp(context.database, url, plan.id) });
}

// Neutral: whether an order was found is only known once the lookup has streamed in.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return pageMeta(t("success.title"), t("success.metaDescription", { site: SITE.name }), language);
};

function Promise24h() {
  const t = useT();
  return <p className="mt-4 text-ink-soft">{t("success.promise")}</p>;
}

/** No order behind the link (no plan, no or an unknown session id): say so, claim nothing. */
function OrderNotFound({ planId }: { planId: PlanId | null }) {
  const t = useT();
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t("success.notFoundTitle")}</h1>
      {planId ? (
        <p className="mt-4 text-ink-soft">
          {richText(t, "success.notFoundPlan", { plan: <strong>{t(`plan.${planId}`)}</strong> })}
        </p>
      ) : (
        <p className="mt-4 text-ink-soft">{t("success.noPlan")}</p>
      )}
      <p className="mt-4 text-ink-soft">{t("success.notFoundText")}</p>
      <PageLink to="/advertise" className="btn-primary mt-8 inline-flex">
        {t("success.toPlans")}
      </PageLink>
    </div>
  );
}

/** Which business the plan is for: linked, or what happens before it is. */
function PlanPlace({ found }: { found: SubscriptionView }) {
  const t = useT();
  if (found.business) {
    return (
      <p className="mt-6 text-lg" data-testid="plan-business">
        {richText(t, "success.planFor", {
          business: (
            <PageLink
              to={`/business/${found.business.slug}`}
              className="font-bold text-teal-dark underline"
            >
              {found.business.name}
            </PageLink>
          ),
          editor: (
            <PageLink
              to={ownerEditorPath(found.business.slug)}
              className="font-semibold text-teal-dark underline"
            >
              {t("success.editorLink")}
            </PageLink>
          ),
        })}
      </p>
    );
  }
  const owner = (
    <PageLink to="/foretagare" className="font-semibold text-teal-dark underline">
      {t("success.ownerLink")}
    </PageLink>
  );
  return (
    <div className="mt-6 rounded-2xl bg-white p-6 text-left shadow-sm" data-testid="plan-business">
      <p>
        {found.requested
          ? t("success.requested", { name: found.requested.name })
          : t("success.unlinked")}
      </p>
      <p className="mt-3">
        {found.email
          ? richText(t, "success.receiptTo", { owner }, { email: found.email })
          : richText(t, "success.receipt", { owner })}
      </p>
      {found.requested ? null : (
        <p className="mt-3">
          {richText(t, "success.notRegistered", {
            link: (
              <PageLink to="/submit-business" className="font-semibold text-teal-dark underline">
                {t("success.registerLink")}
              </PageLink>
            ),
          })}
        </p>
      )}
    </div>
  );
}

function Verifying() {
  const t = useT();
  return (
    <p role="status" className="flex items-center justify-center gap-2 text-lg font-semibold">
      <LoaderCircle className="size-6 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      {t("success.verifying")}
    </p>
  );
}

/** The payment is not confirmed yet: the page loads itself again in a moment (works without JavaScript). */
function Pending({ next }: { next: string }) {
  const t = useT();
  return (
    <div data-testid="payment-pending">
      <meta httpEquiv="refresh" content={`${POLL_SECONDS};url=${next}`} />
      <Verifying />
      <p className="mt-4 text-ink-soft">{t("success.waiting")}</p>
      <a href={next} className="btn-secondary mt-6 inline-flex">
        {t("success.refresh")}
      </a>
    </div>
  );
}

function Confirmation({ planId, found }: { planId: PlanId; found: SubscriptionView }) {
  const t = useT();
  return (
    <div>
      <CheckCircle2 className="mx-auto size-16 text-teal" aria-hidden="true" />
      <h1 className="mt-4 font-display text-4xl font-bold">{t("success.thanks")}</h1>
      <p className="mt-4 text-lg">
        {richText(t, "success.plan", { plan: <strong>{t(`plan.${planId}`)}</strong> })}
      </p>
      <dl className="mx-auto mt-6 max-w-sm space-y-2 rounded-2xl bg-white p-6 text-left shadow-sm">
        {found.email ? (
          <div className="flex justify-between gap-4">
            <dt className="font-semibold">{t("success.email")}</dt>
            <dd>{found.email}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="font-semibold">{t("success.status")}</dt>
          <dd
            data-testid="subscription-status"
            className={found.active ? "font-bold text-emerald-700" : "font-bold text-rose-800"}
          >
            {t(found.active ? "success.active" : "success.inactive")}
          </dd>
        </div>
      </dl>
      <PlanPlace found={found} />
      <Promise24h />
      <PageLink to="/" className="btn-primary mt-8 inline-flex">
        {t("registration.backHome")}
      </PageLink>
    </div>
  );
}

export default function Success({ loaderData }: Route.ComponentProps) {
  const { planId, lookUp } = loaderData;
  if (!planId) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <OrderNotFound planId={null} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <Suspense fallback={<Verifying />}>
        <Await resolve={lookUp}>
          {(result) =>
            result.kind === "found" ? (
              <Confirmation planId={planId} found={result.subscription} />
            ) : result.kind === "pending" ? (
              <Pending next={result.next} />
            ) : (
              <OrderNotFound planId={planId} />
            )
          }
        </Await>
      </Suspense>
    </div>
  );
}
