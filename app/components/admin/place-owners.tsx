import { Form } from "react-router";
import type { PlaceOwner } from "~/.server/owner/ownership";
import { FormAlert } from "~/components/form/field";
import { AdminSection } from "./admin-page";

const SOURCES: Record<string, string> = {
  registration: "skickade den godkända registreringen",
  operator: "tillagd av redaktionen",
  claim: "godkänt anspråk",
};

/**
 * Who owns the business (and may sign in to the owner page for it): the sender of its
 * approved registration, and the addresses the operator added here. Paying for a plan
 * makes nobody an owner.
 */
export function PlaceOwnersSection({
  owners,
  error,
  sent,
}: {
  owners: PlaceOwner[];
  error?: string;
  sent?: string;
}) {
  return (
    <AdminSection id="agare" title="Ägare" className="mt-12">
      <p className="mt-1 text-ink-soft">
        Ägare loggar in på företagarsidan med en länk som mejlas till dem, och ser där företagets
        annonspaket och besök och kan föreslå ändringar. Lägg bara till en adress när du har
        kontrollerat att den som har den företräder företaget.
      </p>
      {owners.length === 0 ? (
        <p className="mt-4">Företaget har inga ägare i guiden.</p>
      ) : (
        <ul className="mt-4 divide-y rounded-2xl bg-white shadow-sm">
          {owners.map((owner) => (
            <li key={owner.email} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <p>
                <span className="font-semibold break-all">{owner.email}</span>
                <span className="block text-sm text-ink-soft">
                  {SOURCES[owner.source] ?? owner.source}
                </span>
              </p>
              {owner.source === "registration" ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="owner-remove" />
                  <input type="hidden" name="email" value={owner.email} />
                  <button type="submit" className="btn-secondary inline-flex">
                    Ta bort<span className="sr-only">{` ${owner.email} som ägare`}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="owner-add" />
        <div className="min-w-0 flex-1">
          <label htmlFor="ny-agare" className="block font-semibold">
            Lägg till ägare (e-postadress)
          </label>
          <input
            id="ny-agare"
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={sent}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "ny-agare-fel" : undefined}
            className="field mt-1"
          />
        </div>
        <button type="submit" className="btn-primary inline-flex">
          Lägg till ägare
        </button>
      </Form>
      {error ? (
        <div id="ny-agare-fel" className="mt-3">
          <FormAlert message={error} />
        </div>
      ) : null}
    </AdminSection>
  );
}
