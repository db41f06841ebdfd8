import { useLocation } from "react-router";
import { currentOffers, getContent } from "~/.server/snapshot/content";
import { OfferCard } from "~/components/offer-card";
import { Pagination, paginationLinks } from "~/components/page-links";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import { pageMeta } from "~/lib/seo/meta";
import { pageOrNotFound } from "~/lib/text/pagination";
import type { Route } from "./+types/offers";

export const pagePolicy: PagePolicy = LISTED_PAGE;

export const meta: Route.MetaFunction = ({ data, location }) => [
  ...pageMeta(
    data && data.paged.page > 1 ? `Erbjudanden, sida ${data.paged.page}` : "Erbjudanden",
    "Aktuella erbjudanden från företag i Malmö: rabatter, specialerbjudanden och årskort.",
  ),
  ...paginationLinks(data?.paged, `${location.pathname}${location.search}`),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const offers = currentOffers(await getContent(context.database), new Date());
  // A page at a time (issue 23); the spec's three offers fit on the first.
  const sida = new URL(request.url).searchParams.get("sida");
  const { items, ...paged } = pageOrNotFound(offers, sida);
  const share = { path: paged.page > 1 ? `/offers?sida=${paged.page}` : "/offers" };
  return { offers: items, paged, share };
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { offers, paged } = loaderData;
  const location = useLocation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">Erbjudanden</h1>
      <p className="mt-2 mb-8 text-ink-soft">
        Aktuella erbjudanden från Malmös företag. Villkoren bestäms av respektive företag.
      </p>
      <ul className="grid gap-6 md:grid-cols-3">
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} headingLevel={2} />
          </li>
        ))}
      </ul>
      <Pagination paged={paged} url={`${location.pathname}${location.search}`} />
    </div>
  );
}
