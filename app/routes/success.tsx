import { CheckCircle2, LoaderCircle } from "lucide-react";
import { Suspense } from "react";
import { Await, data, Link } from "react-router";
import type { DbHandle } from "~/.server/db/db";
import { logger } from "~/.server/logger";
import {
  findSubscriptionForCheckout,
  type SubscriptionView,
} from "~/.server/payments/subscriptions";
import { payments } from "~/.server/services";
import { findPlan } from "~/content/plans";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
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
  return { kind: "pending", next: `/success?${next.toString()}` };
}

// Look-ups are limited per client in server/pipeline.ts, before anything is rendered.
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const plan = findPlan(url.searchParams.get("plan"));
  if (!plan) return data({ planName: null, lookUp: Promise.resolve<LookUp>({ kind: "missing" }) });
  // The look-up streams in after the page shell, which says 'Verifierar betalning...' meanwhile.
  return data({ planName: plan.name, lookUp: lookUp(context.database, url, plan.id) });
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

/** Which business the plan is for: linked, or what happens before it is. */
function PlanPlace({ found }: { found: SubscriptionView }) {
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
        . Beskrivning, öppettider, tillgänglighet, bokningsknapp och bilder lägger du till i{" "}
        <Link
          to={ownerEditorPath(found.business.slug)}
          className="font-semibold text-teal-dark underline"
        >
          företagets uppgifter på företagarsidan
        </Link>
        ; knappen i kvittot vi mejlade loggar in dig direkt.
      </p>
    );
  }
  return (
    <div className="mt-6 rounded-2xl bg-white p-6 text-left shadow-sm" data-testid="plan-business">
      <p>
        {found.requested
          ? `Du valde ${found.requested.name}. Innan annonspaketet kopplas dit kontrollerar vi att du företräder företaget, oftast inom 24 timmar. Du får ett mejl när det är klart.`
          : "Annonspaketet är ännu inte kopplat till något företag. Har du registrerat ditt företag kopplas paketet dit när vi har godkänt registreringen, oftast inom 24 timmar. Medan registreringen väntar kan du redan lägga till bilder, öppettider och tillgänglighet: knappen i kvittot vi mejlade loggar in dig på registreringen."}
      </p>
      <p className="mt-3">
        Vi har mejlat ett kvitto{found.email ? ` till ${found.email}` : ""}. På{" "}
        <Link to="/foretagare" className="font-semibold text-teal-dark underline">
          företagarsidan
        </Link>{" "}
        ser du dina annonspaket och företag när du har loggat in med länken vi mejlar dig.
      </p>
      {found.requested ? null : (
        <p className="mt-3">
          Har du inte registrerat företaget än?{" "}
          <Link to="/submit-business" className="font-semibold text-teal-dark underline">
            Registrera det här
          </Link>
          .
        </p>
      )}
    </div>
  );
}

function Verifying() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 text-lg font-semibold">
      <LoaderCircle className="size-6 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      Verifierar betalning...
    </p>
  );
}

/** The payment is not confirmed yet: the page loads itself again in a moment (works without JavaScript). */
function Pending({ next }: { next: string }) {
  return (
    <div data-testid="payment-pending">
      <meta httpEquiv="refresh" content={`${POLL_SECONDS};url=${next}`} />
      <Verifying />
      <p className="mt-4 text-ink-soft">
        Vi väntar på bekräftelsen från betalningen. Sidan uppdateras av sig själv om några sekunder.
      </p>
      <a href={next} className="btn-secondary mt-6 inline-flex">
        Uppdatera nu
      </a>
    </div>
  );
}

function Confirmation({ planName, found }: { planName: string; found: SubscriptionView }) {
  return (
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
            className={found.active ? "font-bold text-emerald-700" : "font-bold text-rose-800"}
          >
            {found.active ? "Aktiv" : "Inaktiv"}
          </dd>
        </div>
      </dl>
      <PlanPlace found={found} />
      <Promise24h />
      <Link to="/" className="btn-primary mt-8 inline-flex">
        Tillbaka till startsidan
      </Link>
    </div>
  );
}

export default function Success({ loaderData }: Route.ComponentProps) {
  const { planName, lookUp } = loaderData;
  if (!planName) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <OrderNotFound planName={null} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <Suspense fallback={<Verifying />}>
        <Await resolve={lookUp}>
          {(result) =>
            result.kind === "found" ? (
              <Confirmation planName={planName} found={result.subscription} />
            ) : result.kind === "pending" ? (
              <Pending next={result.next} />
            ) : (
              <OrderNotFound planName={planName} />
            )
          }
        </Await>
      </Suspense>
    </div>
  );
}
