import { CheckCircle2, LoaderCircle } from "lucide-react";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { database } from "~/.server/services";
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

export default function Success({ loaderData }: Route.ComponentProps) {
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
