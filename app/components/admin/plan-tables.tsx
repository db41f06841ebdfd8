import { Form, Link } from "react-router";
import type { SocialPostTask, SubscriptionRow, UnlinkedRow } from "~/.server/payments/admin-plans";
import { ColumnHeads } from "~/components/column-heads";
import { formatDate } from "~/lib/text/dates";

// The operator's plan views: subscriptions, the unlinked ones, and Silver's social posts.

/** Stripe's subscription states in Swedish. */
const STATUS_LABELS: Record<string, string> = {
  active: "Aktiv",
  trialing: "Provperiod",
  past_due: "Betalning saknas",
  unpaid: "Obetald",
  canceled: "Avslutad",
  incomplete: "Ej slutförd",
  incomplete_expired: "Avbruten",
  paused: "Pausad",
};

export const statusLabel = (status: string | null) =>
  status ? (STATUS_LABELS[status] ?? status) : "Okänd";

const dateOf = (value: string | null) => (value ? formatDate(value.slice(0, 10)) : "–");

export function SubscriptionTable({ rows }: { rows: SubscriptionRow[] }) {
  if (rows.length === 0) return <p className="mt-4 text-ink-soft">Inga annonspaket ännu.</p>;
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Annonspaket per företag</caption>
        <ColumnHeads
          className="border-b"
          cellClassName="p-3"
          names={["Företag", "Paket", "Status", "Gäller till", "E-post"]}
        />
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.id} data-testid={`subscription-${row.id}`}>
              <td className="p-3">
                {row.business ? (
                  <Link
                    to={`/admin/foretag/${row.business.slug}`}
                    className="font-semibold text-teal-dark underline"
                  >
                    {row.business.name}
                  </Link>
                ) : (
                  <span className="font-semibold text-rose-900">Ej kopplad</span>
                )}
              </td>
              <td className="p-3">{row.planName}</td>
              <td className="p-3">
                {statusLabel(row.status)}
                <span className="block text-ink-soft">
                  {row.effective ? "Syns på sajten" : "Syns inte"}
                </span>
              </td>
              <td className="p-3">{dateOf(row.expiresAt)}</td>
              <td className="p-3 break-all">{row.email ?? "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The id of the page's one list of every business, which each link form searches. */
export const PLACE_LIST_ID = "alla-foretag";

/** Every business once per page, for the link forms' search fields (works without JavaScript). */
export function PlaceList({ businesses }: { businesses: { slug: string; name: string }[] }) {
  return (
    <datalist id={PLACE_LIST_ID}>
      {businesses.map((place) => (
        <option key={place.slug} value={place.name} />
      ))}
    </datalist>
  );
}

function OwnerCheckbox({ id }: { id: string }) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <input id={id} type="checkbox" name="owner" value="yes" />
      Gör också köparen till ägare av företaget (ger tillgång till företagarsidan)
    </label>
  );
}

/**
 * A plan nobody linked: the suggested businesses (the one chosen at checkout, those
 * the buyer owns) as one-press choices, and a search over every business by name.
 */
export function LinkSubscriptionForm({ row }: { row: UnlinkedRow }) {
  const inputId = `link-${row.id}`;
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm" data-testid={`unlinked-${row.id}`}>
      <p className="font-semibold">
        {row.planName} · {statusLabel(row.status)} · {row.email ?? "ingen e-post"}
      </p>
      {row.waiting.length > 0 ? (
        <p className="mt-2 rounded-lg bg-sky-50 p-2 text-sm text-sky-950">
          {`En registrering med samma e-postadress väntar på granskning (${row.waiting.join(", ")}). Godkänns den kopplas paketet dit automatiskt.`}
        </p>
      ) : null}
      {row.suggestions.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {row.suggestions.map((suggestion) => (
            <li key={suggestion.slug}>
              <Form method="post" className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="intent" value="link" />
                <input type="hidden" name="subscription" value={row.id} />
                <input type="hidden" name="business" value={suggestion.slug} />
                <button type="submit" className="btn-primary inline-flex">
                  {`Koppla till ${suggestion.name}`}
                </button>
                <span className="text-sm text-ink-soft">{`Förslag: ${suggestion.reason}`}</span>
                <OwnerCheckbox id={`${inputId}-owner-${suggestion.slug}`} />
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="link" />
        <input type="hidden" name="subscription" value={row.id} />
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="block text-sm font-semibold">
            Sök företag
          </label>
          <input
            id={inputId}
            name="business"
            list={PLACE_LIST_ID}
            required
            autoComplete="off"
            className="field mt-1"
            placeholder="Skriv företagets namn"
          />
        </div>
        <button type="submit" className="btn-secondary inline-flex">
          Koppla
        </button>
        <OwnerCheckbox id={`${inputId}-owner`} />
      </Form>
    </div>
  );
}

export function SocialPostList({ tasks }: { tasks: SocialPostTask[] }) {
  if (tasks.length === 0)
    return (
      <p className="mt-4 text-ink-soft">Inga företag har Silver eller Guld den här månaden.</p>
    );
  return (
    <ul className="mt-4 divide-y rounded-2xl bg-white shadow-sm">
      {tasks.map((task) => (
        <li key={task.slug} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div>
            <p className="font-semibold">{task.name}</p>
            <p className="text-sm text-ink-soft">
              {`Senast ${formatDate(task.dueOn)} · `}
              {task.doneAt
                ? `Klart ${formatDate(task.doneAt.slice(0, 10))}${task.doneBy ? ` (${task.doneBy})` : ""}`
                : "Inte gjort"}
            </p>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value={task.doneAt ? "post-undo" : "post-done"} />
            <input type="hidden" name="business" value={task.slug} />
            <input type="hidden" name="month" value={task.month} />
            <button type="submit" className="btn-secondary inline-flex">
              {task.doneAt ? "Markera som inte gjort" : "Markera som gjort"}
              <span className="sr-only">{`: ${task.name}`}</span>
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
