import { listOffers } from "~/.server/content/admin-offers";
import {
  AdminList,
  AdminListRow,
  ListCount,
  ListPagination,
  StatusFilter,
  statusLabel,
} from "~/components/admin/admin-list";
import { AdminSectionPage, adminMeta } from "~/components/admin/admin-page";
import { formatDate } from "~/lib/dates";
import { listFilter, listPage, operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const filter = listFilter(request, { status: "status" });
  const { rows, paged } = listPage(request, await listOffers(db, new Date(), filter));
  return { offers: rows, paged, filter };
}

export const meta: Route.MetaFunction = () =>
  adminMeta("Erbjudanden", "Malmöguidens redaktion: erbjudanden.");

const STATUS_FILTER = [
  ["current", "Visas nu"],
  ["expired", "Utgångna"],
  ["published", "Publicerade"],
  ["hidden", "Dolda"],
] as const;

export default function AdminOffers({ loaderData }: Route.ComponentProps) {
  const { offers, paged, filter } = loaderData;
  return (
    <AdminSectionPage
      title="Erbjudanden"
      action={{ to: "/admin/erbjudanden/nytt", label: "Nytt erbjudande" }}
    >
      <p className="mt-2 text-ink-soft">
        Sidan Erbjudanden visar de publicerade erbjudanden som gäller, i den här ordningen, och
        startsidan de tre första. Ett erbjudande visas till och med dagen i Giltigt till.
      </p>
      <StatusFilter filter={filter} options={STATUS_FILTER} />
      <ListCount total={paged.total} one="erbjudande" many="erbjudanden" />
      <AdminList>
        {offers.map((offer) => (
          <AdminListRow
            key={offer.slug}
            to={`/admin/erbjudanden/${offer.slug}`}
            title={offer.title}
            details={
              <>
                {offer.businessName} · {offer.tag}
              </>
            }
            aside={
              <>
                {statusLabel(offer.status)} ·{" "}
                {offer.validUntil ? `Giltigt till ${formatDate(offer.validUntil)}` : "Tills vidare"}
                {offer.expired ? (
                  <>
                    {" · "}
                    <strong className="font-semibold text-rose-800">Utgått</strong>
                  </>
                ) : null}
              </>
            }
          />
        ))}
      </AdminList>
      <ListPagination paged={paged} />
    </AdminSectionPage>
  );
}
