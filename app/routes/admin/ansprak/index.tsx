import { Link } from "react-router";
import { claimCounts, listClaims } from "~/.server/claims/claims";
import { AdminList, AdminListRow, ListPagination } from "~/components/admin/admin-list";
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

export default function AdminClaims({ loaderData }: Route.ComponentProps) {
  const { status, rows, paged, counts } = loaderData;
  return (
    <AdminSectionPage title="Ägaranspråk">
      <p className="mt-2 text-ink-soft">
        Personer som via ”Är det här ditt företag?” på en plats sida vill företräda företaget.
        Kontrollera uppgifterna innan du godkänner: den som godkänns blir ägare och ser företaget på
        företagarsidan.
      </p>
      <nav aria-label="Visa anspråk" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {CLAIM_STATUSES.map((value) => (
            <li key={value}>
              <Link
                to={value === "pending" ? CLAIMS_ADMIN_PATH : `?status=${value}`}
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
        {paged.total === 1 ? "1 anspråk" : `${paged.total} anspråk`}, nyast först
      </p>
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
