import { listOffers } from "~/.server/offers/admin-offers";
import { StatusList, type StatusListKind, statusLabel } from "~/components/admin/admin-list";
import { AdminSectionPage, adminMeta } from "~/components/admin/admin-page";
import { formatDate } from "~/lib/text/dates";
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

type Offer = Route.ComponentProps["loaderData"]["offers"][number];

const OFFER_LIST: StatusListKind<Offer> = {
  statuses: [
    ["current", "Visas nu"],
    ["expired", "Utgångna"],
    ["published", "Publicerade"],
    ["hidden", "Dolda"],
  ],
  count: ["erbjudande", "erbjudanden"],
  row: (offer) => ({
    key: offer.slug,
    to: `/admin/erbjudanden/${offer.slug}`,
    title: offer.title,
    details: (
      <>
        {offer.businessName} · {offer.tag}
      </>
    ),
    aside: (
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
    ),
  }),
};

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
      <StatusList kind={OFFER_LIST} filter={filter} paged={paged} items={offers} />
    </AdminSectionPage>
  );
}
