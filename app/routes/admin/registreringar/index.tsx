import { Link } from "react-router";
import { listRegistrations } from "~/.server/registrations/moderation";
import { ListPagination, type Queue, QueueStatuses } from "~/components/admin/admin-list";
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

const QUEUE: Queue<keyof typeof FILTERS> = {
  label: "Visa registreringar",
  path: "/admin/registreringar",
  statuses: REGISTRATION_STATUSES,
  names: FILTERS,
  count: ["registrering", "registreringar"],
};

export default function AdminRegistrations({ loaderData }: Route.ComponentProps) {
  const { status, rows, paged, counts } = loaderData;
  return (
    <AdminSectionPage title="Registreringar">
      <p className="mt-2 text-ink-soft">
        Företag som har registrerat sig via formuläret. Vi har lovat att granska varje registrering
        inom 24 timmar.
      </p>
      <QueueStatuses queue={QUEUE} counts={counts} current={status} total={paged.total} />
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
