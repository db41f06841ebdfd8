import { claimCounts, listClaims } from "~/.server/claims/claims";
import {
  AdminList,
  AdminListRow,
  ListPagination,
  type Queue,
  QueueStatuses,
} from "~/components/admin/admin-list";
import { AdminSectionPage, adminMeta } from "~/components/admin/admin-page";
import {
  CLAIM_STATUSES,
  CLAIMS_ADMIN_PATH,
  claimAdminPath,
  isClaimStatus,
} from "~/lib/claims/claims";
import { listPageAt, operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/index";

// The claims queue (issue 24, point 5): who asks to represent which business, a page at
// a time, newest first, by status; the pending ones wait for a decision.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const asked = new URL(request.url).searchParams.get("status");
  const status = isClaimStatus(asked) ? asked : "pending";
  const counts = await claimCounts(db);
  const { paged, offset, limit } = listPageAt(request, counts[status]);
  const rows = await listClaims(db, status, { offset, limit });
  return { status, counts, rows, paged };
}

export const meta: Route.MetaFunction = () =>
  adminMeta("Ägaranspråk", "Malmöguidens redaktion: anspråk på att företräda ett företag.");

const FILTERS = { pending: "Väntar", approved: "Godkända", rejected: "Avslagna" } as const;
const EMPTY = {
  pending: "Inga anspråk väntar på beslut.",
  approved: "Inga godkända anspråk ännu.",
  rejected: "Inga avslagna anspråk.",
} as const;

const QUEUE: Queue<keyof typeof FILTERS> = {
  label: "Visa anspråk",
  path: CLAIMS_ADMIN_PATH,
  statuses: CLAIM_STATUSES,
  names: FILTERS,
  count: ["anspråk", "anspråk"],
};

export default function AdminClaims({ loaderData }: Route.ComponentProps) {
  const { status, rows, paged, counts } = loaderData;
  return (
    <AdminSectionPage title="Ägaranspråk">
      <p className="mt-2 text-ink-soft">
        Personer som via ”Är det här ditt företag?” på en plats sida vill företräda företaget.
        Kontrollera uppgifterna innan du godkänner: den som godkänns blir ägare och ser företaget på
        företagarsidan.
      </p>
      <QueueStatuses queue={QUEUE} counts={counts} current={status} total={paged.total} />
      {rows.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-white p-4 shadow-sm">{EMPTY[status]}</p>
      ) : (
        <AdminList>
          {rows.map((row) => (
            <AdminListRow
              key={row.id}
              to={claimAdminPath(row.id)}
              title={row.businessName}
              details={`Mottaget ${row.received} · ${row.name} (${row.role}) · ${row.email}`}
            />
          ))}
        </AdminList>
      )}
      <ListPagination paged={paged} />
    </AdminSectionPage>
  );
}
