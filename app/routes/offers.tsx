import { useLocation } from "react-router";
import { requestLanguage } from "~/.server/i18n/catalogs";
import { localizeOffer } from "~/.server/i18n/content";
import { currentOffers, getContent } from "~/.server/snapshot/content";
import { OfferCard } from "~/components/offer-card";
import { Pagination, paginationLinks } from "~/components/page-links";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import { metaI18n, useT } from "~/lib/i18n/i18n";
import { pathIn } from "~/lib/i18n/languages";
import { pageMeta } from "~/lib/seo/meta";
import { pageOrNotFound } from "~/lib/text/pagination";
import type { Route } from "./+types/offers";

export const pagePolicy: PagePolicy = LISTED_PAGE;

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const { language, t } = metaI18n(matches);
  return [
    ...pageMeta(
      data && data.paged.page > 1
        ? t("offers.titlePage", { page: data.paged.page })
        : t("offers.title"),
      t("offers.metaDescription"),
      language,
    ),
    ...paginationLinks(data?.paged, `${location.pathname}${location.search}`),
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await getContent(context.database);
  const language = requestLanguage(request);
  const offers = currentOffers(content, new Date()).map((offer) =>
    localizeOffer(content.translations, language, offer),
  );
  // A page at a time (issue 23); the spec's three offers fit on the first.
  const sida = new URL(request.url).searchParams.get("sida");
  const { items, ...paged } = pageOrNotFound(offers, sida);
  const path = pathIn(language, "/offers");
  const share = { path: paged.page > 1 ? `${path}?sida=${paged.page}` : path };
  return { offers: items, paged, share };
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { offers, paged } = loaderData;
  const location = useLocation();
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">{t("offers.title")}</h1>
      <p className="mt-2 mb-8 text-ink-soft">{t("offers.intro")}</p>
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
