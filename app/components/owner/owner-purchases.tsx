import { Form } from "react-router";
import type { OwnerPurchase } from "~/.server/owner/owner-plans";
import { formatDate } from "~/lib/text/dates";
import { statusLabel } from "../admin/plan-tables";
import { OwnerCard } from "./owner-page";
import { PlanChangeButton } from "./owner-plan";

/** A plan bought with the signed-in address, as /foretagare/konto's loader gives it. */
export type OwnerPurchaseView = OwnerPurchase;

/**
 * The plans this address bought that no business card shows: unlinked ones (waiting
 * for a registration or for the operator), with a choice of the owner's own
 * businesses to link them to, and the way to cancel each.
 */
export function OwnerPurchases({
  purchases,
  businesses,
}: {
  purchases: OwnerPurchaseView[];
  businesses: { slug: string; name: string }[];
}) {
  if (purchases.length === 0) return null;
  return (
    <OwnerCard label="Dina annonsköp">
      <h2 className="font-display text-2xl font-bold">Dina annonsköp</h2>
      <ul className="mt-4 space-y-5">
        {purchases.map((purchase) => (
          <li
            key={purchase.subscriptionId}
            className="border-t pt-4 first:border-0 first:pt-0"
            data-testid={`purchase-${purchase.subscriptionId}`}
          >
            <p className="font-semibold">
              {`${purchase.planName} – ${statusLabel(purchase.status)}`}
              {purchase.expiresAt ? (
                <span className="font-normal text-ink-soft">
                  {` (${purchase.live ? "gäller till" : "gällde till"} ${formatDate(purchase.expiresAt.slice(0, 10))})`}
                </span>
              ) : null}
            </p>
            <p className="mt-1 text-ink-soft">
              {purchase.business
                ? `Kopplat till ${purchase.business.name}.`
                : purchase.requested
                  ? `Ej kopplat. Du valde ${purchase.requested.name}; vi kontrollerar att du företräder företaget innan paketet kopplas dit.`
                  : "Ej kopplat till något företag. Det kopplas när vi har godkänt din registrering, eller här nedan till ett av dina företag."}
            </p>
            {!purchase.business && purchase.live && businesses.length > 0 ? (
              <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                <input type="hidden" name="subscription" value={purchase.subscriptionId} />
                <label className="block">
                  <span className="block font-semibold">Koppla till</span>
                  <select name="business" className="field mt-1" required>
                    {businesses.map((place) => (
                      <option key={place.slug} value={place.slug}>
                        {place.name}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="submit"
                  name="intent"
                  value="link-purchase"
                  className="btn-primary inline-flex"
                >
                  Koppla annonspaketet
                </button>
              </Form>
            ) : null}
            {purchase.live ? (
              <div className="mt-3">
                <PlanChangeButton subscriptionId={purchase.subscriptionId} demo={purchase.demo} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </OwnerCard>
  );
}
