import { Form, Link } from "react-router";
import type { OwnerPlan as ServerOwnerPlan } from "~/.server/owner/owner-plans";
import type { ViewReport } from "~/.server/page-views/page-views";
import { formatDate, formatMonth } from "~/lib/text/dates";
import { statusLabel } from "../admin/plan-tables";
import type { OwnerPlaceView } from "./owner-place";

/** A business's current plan, as /foretagare/konto's loader gives it. */
export type OwnerPlanView = ServerOwnerPlan;

/** Cancel (demo) or Stripe's portal for a purchase of the signed-in address. */
export function PlanChangeButton({
  subscriptionId,
  demo,
}: {
  subscriptionId: number;
  demo: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="subscription" value={subscriptionId} />
      <button
        type="submit"
        name="intent"
        value={demo ? "demo-cancel" : "portal"}
        className="btn-secondary inline-flex"
      >
        {demo ? "Avsluta annonspaketet (demo)" : "Ändra betalning eller avsluta"}
      </button>
    </Form>
  );
}

/**
 * The plan part of an owner's business card: the plan and its period's end, the way to
 * cancel (Stripe's customer portal, or a demo cancellation), and this month's report.
 */
export function OwnerPlan({
  business,
  plan,
  report,
}: {
  business: OwnerPlaceView;
  plan: OwnerPlanView | null;
  report: ViewReport;
}) {
  const busiest = report.days.reduce(
    (best, day) => (day.views > (best?.views ?? 0) ? day : best),
    undefined as { day: string; views: number } | undefined,
  );
  return (
    <div className="mt-6 space-y-6">
      <section aria-label={`Annonspaket för ${business.name}`}>
        <h3 className="font-display text-lg font-bold">Annonspaket</h3>
        {plan ? (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">Paket</dt>
            <dd>{plan.planName}</dd>
            <dt className="font-semibold">Status</dt>
            <dd data-testid="owner-plan-status">
              {plan.effective
                ? statusLabel(plan.status)
                : `${statusLabel(plan.status)} – gäller inte`}
            </dd>
            {plan.expiresAt ? (
              <>
                <dt className="font-semibold">{plan.effective ? "Gäller till" : "Gällde till"}</dt>
                <dd>{formatDate(plan.expiresAt.slice(0, 10))}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="mt-2 text-ink-soft">Företaget har inget annonspaket.</p>
        )}
        {plan?.effective && !plan.mine ? (
          <p className="mt-2 text-sm text-ink-soft">
            Paketet köptes med en annan e-postadress. Den som köpte det ändrar eller avslutar det
            genom att logga in med den adressen.
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-3">
          {plan?.effective && plan.mine ? (
            <PlanChangeButton subscriptionId={plan.subscriptionId} demo={plan.demo} />
          ) : null}
          <Link
            to={`/advertise?foretag=${encodeURIComponent(business.slug)}`}
            className="btn-primary inline-flex"
          >
            {plan?.effective ? "Byt annonspaket" : "Välj annonspaket"}
          </Link>
        </div>
      </section>
      <section aria-label={`Besöksrapport för ${business.name}`}>
        <h3 className="font-display text-lg font-bold">
          {`Besök på sidan, ${formatMonth(report.month)}`}
        </h3>
        <p className="mt-2">
          Totalt <strong data-testid="owner-report-total">{report.total}</strong> visningar
          {busiest ? `, flest ${formatDate(busiest.day)} (${busiest.views})` : ""}.
        </p>
        <details className="mt-2">
          <summary className="cursor-pointer font-semibold text-teal-dark">
            Visningar per dag
          </summary>
          <table className="mt-2 text-sm">
            <caption className="sr-only">Visningar per dag</caption>
            <thead>
              <tr>
                <th scope="col" className="pr-6 text-left">
                  Dag
                </th>
                <th scope="col" className="text-right">
                  Visningar
                </th>
              </tr>
            </thead>
            <tbody>
              {report.days.map((day) => (
                <tr key={day.day}>
                  <td className="pr-6">{formatDate(day.day)}</td>
                  <td className="text-right">{day.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
        <p className="mt-2 text-sm text-ink-soft">
          Vi räknar visningar av företagets sida per dag, utan kakor och utan att spara något om
          besökarna. Sökrobotar räknas inte.
        </p>
      </section>
    </div>
  );
}
