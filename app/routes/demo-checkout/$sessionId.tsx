import { CreditCard, TriangleAlert } from "lucide-react";
import { Form, redirect, useNavigation } from "react-router";
import type { DbHandle } from "~/.server/db/db";
import { readForm, refusal, refuse } from "~/.server/http/form";
import { retryAfter } from "~/.server/http/rate-limit";
import { requestLanguage, serverT } from "~/.server/i18n/catalogs";
import { completeDemoCheckout, findOpenDemoSession } from "~/.server/payments/demo-checkout";
import { usesDemoCheckout } from "~/.server/payments/payments";
import { payments, rateLimits } from "~/.server/services";
import { findPlace, getContent } from "~/.server/snapshot/content";
import { findPlan } from "~/content/plans";
import { SITE } from "~/content/site";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import * as policy from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { useFormats } from "~/lib/i18n/format";
import { metaI18n, useT } from "~/lib/i18n/i18n";
import { DEFAULT_LANGUAGE, isLanguage, pathIn } from "~/lib/i18n/languages";
import { validateNewsletter } from "~/lib/newsletter/signup-form";
import { demoCheckoutSchema } from "~/lib/plans/checkout-form";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/$sessionId";

export const pagePolicy: PagePolicy = PERSONAL_PAGE;

export const requestPolicy: policy.RequestPolicy = {
  methods: policy.PAGE_WITH_FORM,
  maxBodyBytes: policy.DEMO_CHECKOUT_MAX_BODY,
  mediaTypes: policy.FORM_TYPES,
};

async function openSession({ db }: DbHandle, id: string) {
  if (!payments.demoEnabled) throw new Response("Demobetalning är avstängd.", { status: 404 });
  const session = await findOpenDemoSession(db, id);
  const plan = findPlan(session?.plan_type);
  // A plan configured for Stripe or a payment link can never be 'paid' here.
  if (!session || !plan || !usesDemoCheckout(plan, payments))
    throw new Response("Betalningen finns inte eller är redan genomförd.", { status: 404 });
  return { db, session, plan };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { session, plan } = await openSession(context.database, params.sessionId);
  const place = session.business_slug
    ? (findPlace(await getContent(context.database), session.business_slug)?.name ?? null)
    : null;
  return { sessionId: session.id, plan, business: place };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  // The page is in the language the checkout was started in (issue 40): it answers in it.
  const t = serverT(requestLanguage(request));
  const limit = await rateLimits.check("demo-checkout", context.clientIp);
  if (!limit.ok) return refuse(429, t("form.rateLimited"), {}, { headers: retryAfter(limit) });
  const { db, session, plan } = await openSession(context.database, params.sessionId);
  const read = await readForm(request, demoCheckoutSchema, "demoCheckout");
  if (!read.ok) return refusal(read);
  const form = read.value;
  // Back to the page's language the checkout was started in (issue 40).
  const language = isLanguage(session.language) ? session.language : DEFAULT_LANGUAGE;
  if (form.intent === "cancel") return redirect(pathIn(language, "/advertise"));
  const email = validateNewsletter({ email: form.email });
  if (!email.ok) return refuse(400, t("demoCheckout.invalidEmail"), { email: form.email ?? "" });
  await completeDemoCheckout(db, session, email.email, plan.freeTrialDays);
  return redirect(
    `${pathIn(language, "/success")}?plan=${plan.id}&session_id=${encodeURIComponent(session.id)}`,
  );
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return pageMeta(t("demoCheckout.title"), t("demoCheckout.meta", { site: SITE.name }), language);
};

export default function DemoCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, business } = loaderData;
  const t = useT();
  const formats = useFormats();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <p
        role="note"
        className="flex items-center gap-2 rounded-xl bg-amber-100 p-4 font-semibold text-amber-950"
      >
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        {t("demoCheckout.note")}
      </p>
      <h1 className="mt-6 font-display text-3xl font-bold">
        {t("demoCheckout.heading", { plan: t(`plan.${plan.id}`) })}
      </h1>
      <p className="mt-2 text-ink-soft">
        {t("demoCheckout.price", {
          price: `${formats.count(plan.pricePerMonth)} kr`,
          days: plan.freeTrialDays,
        })}
      </p>
      {business ? (
        <>
          <p className="mt-2 font-semibold">{t("demoCheckout.forBusiness", { name: business })}</p>
          <p className="mt-1 text-sm text-ink-soft">{t("demoCheckout.linkNote")}</p>
        </>
      ) : null}
      <Form method="post" className="mt-8 space-y-4 rounded-2xl bg-white p-6 shadow-sm">
        {actionData?.errors.form ? (
          <p role="alert" className="rounded-lg bg-rose-50 p-3 font-semibold text-rose-900">
            {actionData.errors.form}
          </p>
        ) : null}
        <div>
          <label htmlFor="demo-email" className="block font-semibold">
            {t("demoCheckout.email")}
          </label>
          <input
            id="demo-email"
            name="email"
            type="email"
            autoComplete="email"
            className="field mt-1"
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="pay"
            disabled={busy}
            className="btn-primary inline-flex"
          >
            <CreditCard className="size-4" aria-hidden="true" />
            {t(busy ? "demoCheckout.processing" : "demoCheckout.pay")}
          </button>
          <button
            type="submit"
            name="intent"
            value="cancel"
            disabled={busy}
            className="btn-secondary inline-flex"
          >
            {t("demoCheckout.cancel")}
          </button>
        </div>
      </Form>
    </div>
  );
}
