import { CheckCircle2, LoaderCircle } from "lucide-react";
import { Suspense } from "react";
import { Await, data, Form, Link, redirect } from "react-router";
import { bodyProblem } from "~/.server/body";
import { linkSubscription } from "~/.server/plan-links";
import { RATE_LIMIT_MESSAGE, retryAfter } from "~/.server/rate-limit";
import { database, rateLimits } from "~/.server/services";
import { readSmallForm } from "~/.server/small-form";
import { findSubscriptionForCheckout, type SubscriptionView } from "~/.server/subscriptions";
import { findPlan } from "~/content/plans";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/success";

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
/** Stripe's webhook may arrive just after the visitor: look a few times before giving up. */
const LOOKUP_ATTEMPTS = 4;
const LOOKUP_PAUSE_MS = 750;

async function lookUp(sessionId: string | null, plan: string): Promise<SubscriptionView | null> {
  if (!sessionId || !SESSION_ID.test(sessionId)) return null;
  try {
    const { db } = await database();
    for (let attempt = 1; ; attempt++) {
      const found = await findSubscriptionForCheckout(db, sessionId, plan);
      // Demo checkouts are recorded before the redirect: no reason to wait for them.
      if (found || attempt >= LOOKUP_ATTEMPTS || sessionId.startsWith("cs_demo_"))
        return found ?? null;
      await new Promise((resolve) => setTimeout(resolve, LOOKUP_PAUSE_MS));
    }
  } catch (error) {
    // Spec 8: subscription fetch errors are only logged.
    logger.error({ err: error }, "subscription lookup failed");
    return null;
  }
}

/** A purchase without a known business: the buyer picks one of those registered with their address. */
export async function action({ request, context }: Route.ActionArgs) {
  const limit = await rateLimits.check("checkout", context.clientIp);
  if (!limit.ok)
    return data(
      { error: `${RATE_LIMIT_MESSAGE.title}. ${RATE_LIMIT_MESSAGE.description}` },
      { status: 429, headers: retryAfter(limit) },
    );
  let form: FormData;
  try {
    form = await readSmallForm(request, 2048);
  } catch (error) {
    const problem = bodyProblem(error);
    return data({ error: problem.message }, { status: problem.status });
  }
  const params = new URL(request.url).searchParams;
  const plan = findPlan(params.get("plan"));
  const sessionId = params.get("session_id") ?? "";
  if (!plan || !SESSION_ID.test(sessionId))
    return data({ error: "Länken saknar en giltig beställning." }, { status: 400 });
  const { db } = await database();
  const found = await findSubscriptionForCheckout(db, sessionId, plan.id);
  if (!found) return data({ error: "Vi hittar inte beställningen." }, { status: 404 });
  if (found.business)
    return data({ error: "Annonsen är redan kopplad till ett företag." }, { status: 409 });
  const choice = found.candidates.find((business) => business.slug === form.get("business"));
  if (!choice) return data({ error: "Välj ett av företagen i listan." }, { status: 400 });
  if (!(await linkSubscription(db, { checkoutSessionId: sessionId }, choice.slug)))
    return data({ error: "Annonsen är redan kopplad till ett företag." }, { status: 409 });
  return redirect(`/success?${params.toString()}`, 303);
}

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const plan = findPlan(params.get("plan"));
  // The lookup streams in after the page shell, which says 'Verifierar betalning...' meanwhile.
  return {
    planName: plan?.name ?? null,
    subscription: plan ? lookUp(params.get("session_id"), plan.id) : Promise.resolve(null),
  };
}

// Neutral: whether an order was found is only known once the lookup has streamed in.
export const meta: Route.MetaFunction = () =>
  pageMeta("Din annonsbeställning", "Bekräftelse på din annonsbeställning hos Malmöguiden.");

function Promise24h() {
  return (
    <p className="mt-4 text-ink-soft">
      Ditt företag publiceras inom 24 timmar, och vi skickar ett formulär där du kan ladda upp
      information om verksamheten.
    </p>
  );
}

/** No order behind the link (no plan, no or an unknown session id): say so, claim nothing. */
function OrderNotFound({ planName }: { planName: string | null }) {
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Vi hittar inte din beställning</h1>
      {planName ? (
        <p className="mt-4 text-ink-soft">
          Vi kunde inte bekräfta någon betalning för annonspaketet <strong>{planName}</strong> via
          den här länken.
        </p>
      ) : (
        <p className="mt-4 text-ink-soft">Länken saknar ett giltigt annonspaket.</p>
      )}
      <p className="mt-4 text-ink-soft">
        Om du har betalat får du en bekräftelse via e-post, och ditt företag publiceras inom 24
        timmar. Annars kan du välja ett paket igen.
      </p>
      <Link to="/advertise" className="btn-primary mt-8 inline-flex">
        Till annonspaketen
      </Link>
    </div>
  );
}

/** Which business the plan is for: linked, to choose, or left for the operator to link. */
function PlanBusiness({
  found,
  error,
}: {
  found: NonNullable<Awaited<Route.ComponentProps["loaderData"]["subscription"]>>;
  error?: string;
}) {
  if (found.business) {
    return (
      <p className="mt-6 text-lg" data-testid="plan-business">
        Annonspaketet gäller{" "}
        <Link
          to={`/business/${found.business.slug}`}
          className="font-bold text-teal-dark underline"
        >
          {found.business.name}
        </Link>
        .
      </p>
    );
  }
  if (found.candidates.length === 0) {
    return (
      <p className="mt-6 rounded-2xl bg-white p-4 text-left shadow-sm">
        Vi hittade inget företag registrerat med {found.email ?? "din e-postadress"}. Vi kopplar
        annonsen till rätt företag inom 24 timmar. Har du inte registrerat företaget än?{" "}
        <Link to="/submit-business" className="font-semibold text-teal-dark underline">
          Registrera det här
        </Link>
        .
      </p>
    );
  }
  return (
    <Form method="post" className="mt-6 rounded-2xl bg-white p-6 text-left shadow-sm">
      <fieldset>
        <legend className="font-display text-xl font-bold">Vilket företag gäller annonsen?</legend>
        {error ? (
          <p role="alert" className="mt-3 rounded-lg bg-rose-50 p-3 font-semibold text-rose-900">
            {error}
          </p>
        ) : null}
        <div className="mt-3 space-y-2">
          {found.candidates.map((business, index) => (
            <label key={business.slug} className="flex items-center gap-2">
              <input
                type="radio"
                name="business"
                value={business.slug}
                defaultChecked={index === 0}
                required
              />
              {business.name}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn-primary mt-4 inline-flex">
        Koppla annonsen
      </button>
    </Form>
  );
}

export default function Success({ loaderData, actionData }: Route.ComponentProps) {
  const { planName, subscription } = loaderData;
  if (!planName) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <OrderNotFound planName={null} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <Suspense
        fallback={
          <p role="status" className="flex items-center justify-center gap-2 text-lg font-semibold">
            <LoaderCircle
              className="size-6 animate-spin motion-reduce:animate-none"
              aria-hidden="true"
            />
            Verifierar betalning...
          </p>
        }
      >
        <Await resolve={subscription}>
          {(found) =>
            found ? (
              <div>
                <CheckCircle2 className="mx-auto size-16 text-teal" aria-hidden="true" />
                <h1 className="mt-4 font-display text-4xl font-bold">Tack för din beställning!</h1>
                <p className="mt-4 text-lg">
                  Annonspaket: <strong>{planName}</strong>
                </p>
                <dl className="mx-auto mt-6 max-w-sm space-y-2 rounded-2xl bg-white p-6 text-left shadow-sm">
                  {found.email ? (
                    <div className="flex justify-between gap-4">
                      <dt className="font-semibold">E-post</dt>
                      <dd>{found.email}</dd>
                    </div>
                  ) : null}
                  <div className="flex justify-between gap-4">
                    <dt className="font-semibold">Status</dt>
                    <dd
                      data-testid="subscription-status"
                      className={
                        found.active ? "font-bold text-emerald-700" : "font-bold text-rose-800"
                      }
                    >
                      {found.active ? "Aktiv" : "Inaktiv"}
                    </dd>
                  </div>
                </dl>
                <PlanBusiness found={found} error={actionData?.error} />
                <Promise24h />
                <Link to="/" className="btn-primary mt-8 inline-flex">
                  Tillbaka till startsidan
                </Link>
              </div>
            ) : (
              <OrderNotFound planName={planName} />
            )
          }
        </Await>
      </Suspense>
    </div>
  );
}
