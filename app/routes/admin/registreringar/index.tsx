import { Link } from "react-router";
import { listRegistrations } from "~/.server/registrations/moderation";
import { ListPagination } from "~/components/admin/admin-list";
import { AdminSectionPage, adminMeta } from "~/components/admin/admin-page";
import { RegistrationStatusBadge } from "~/components/admin/registration-status";
import { isRegistrationStatus, REGISTRATION_STATUSES } from "~/lib/registrations/registrations";
import { listPage, operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const asked = new URL(request.url).searchParams.get("status");
  const status = isRegistrationStatus(asked) ? asked : "new";
  const { rows, counts } = await listRegistrations(db, status);
  return { status, counts, ...listPage(request, rows) };
}

export const meta: Route.MetaFunction = () =>
  adminMeta("Registreringar", "Malmöguidens redaktion: registreringar av företag.");

const FILTERS = { new: "Nya", approved: "Godkända", rejected: "Avvisade" } as const;
const EMPTY = {
  new: "Inga registreringar väntar på granskning.",
  approved: "Inga godkända registreringar ännu.",
  rejected: "Inga avvisade registreringar.",
} as const;

export default function AdminRegistrations({ loaderData }: Route.ComponentProps) {
  const { status, rows, paged, counts } = loaderData;
  return (
    <AdminSectionPage title="Registreringar">
      <p className="mt-2 text-ink-soft">
        Företag som har registrerat sig via formuläret. Vi har lovat att granska varje registrering
        inom 24 timmar.
      </p>
      <nav aria-label="Visa registreringar" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {REGISTRATION_STATUSES.map((value) => (
            <li key={value}>
              <Link
                to={value === "new" ? "/admin/registreringar" : `?status=${value}`}
                aria-current={value === status ? "page" : undefined}
                className={
                  value === status
                    ? "inline-flex rounded-full bg-teal-dark px-4 py-2 font-semibold text-white"
                    : "inline-flex rounded-full bg-white px-4 py-2 font-semibold text-teal-dark underline shadow-sm"
                }
              >
                {`${FILTERS[value]} (${counts[value]})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mt-6 font-display text-2xl font-bold">{FILTERS[status]}</h2>
      <p role="status" className="mt-1">
        {paged.total === 1 ? "1 registrering" : `${paged.total} registreringar`}, nyast först
      </p>
      {rows.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-white p-4 shadow-sm">{EMPTY[status]}</p>
      ) : (
        <ul className="mt-2 divide-y rounded-2xl bg-white shadow-sm">
          {rows.map((row) => (
            <li key={row.id} className="p-4">
              <div className="flex flex-wrap items-center gap-3">
                <Link
                  to={`/admin/registreringar/${row.id}`}
                  className="font-semibold text-teal-dark underline"
                >
                  {row.businessName}
                </Link>
                <RegistrationStatusBadge status={row.status} />
              </div>
              <p className="text-sm text-ink-soft">
                {`Mottagen ${row.received} · ${row.category} · ${row.contactEmail}${row.hasImage ? " · Med bild" : ""}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      <ListPagination paged={paged} />
    </AdminSectionPage>
  );
}
