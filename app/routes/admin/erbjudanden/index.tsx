import { requireOperator } from "~/.server/auth/admin-session";
import { listOffers } from "~/.server/content/admin-offers";
import { database } from "~/.server/services";
import {
  AdminList,
  AdminListRow,
  ListFilter,
  SearchFilter,
  SelectFilter,
  statusLabel,
} from "~/components/admin/admin-list";
import { AdminPage } from "~/components/admin/admin-page";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(context);
  const params = new URL(request.url).searchParams;
  const filter = { q: params.get("q")?.trim() ?? "", status: params.get("status") ?? "" };
  const { db } = await database();
  return { offers: await listOffers(db, new Date(), filter), filter };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Erbjudanden", "Malmöguidens redaktion: erbjudanden."),
];

export default function AdminOffers({ loaderData }: Route.ComponentProps) {
  const { offers, filter } = loaderData;
  return (
    <AdminPage
      back={{ to: "/admin", label: "Redaktion" }}
      title="Erbjudanden"
      action={{ to: "/admin/erbjudanden/nytt", label: "Nytt erbjudande" }}
      wide
    >
      <p className="mt-2 text-ink-soft">
        Sidan Erbjudanden visar de publicerade erbjudanden som gäller, i den här ordningen, och
        startsidan de tre första. Ett erbjudande visas till och med dagen i Giltigt till.
      </p>
      <ListFilter columns={3}>
        <SearchFilter defaultValue={filter.q} />
        <SelectFilter name="status" label="Status" defaultValue={filter.status}>
          <option value="current">Visas nu</option>
          <option value="expired">Utgångna</option>
          <option value="published">Publicerade</option>
          <option value="hidden">Dolda</option>
        </SelectFilter>
      </ListFilter>
      <p className="mt-6" role="status">
        {offers.length === 1 ? "1 erbjudande" : `${offers.length} erbjudanden`}
      </p>
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
    </AdminPage>
  );
}
