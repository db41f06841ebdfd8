import { ArrowLeft } from "lucide-react";
import { useLocation } from "react-router";
import { placeHours } from "~/.server/hours/opening-hours";
import { requestLanguage } from "~/.server/i18n/catalogs";
import { localizeCategoryPage } from "~/.server/i18n/content";
import { choiceCounts, matchesFilter } from "~/.server/places/place-filters";
import { guldPlaces } from "~/.server/places/placements";
import { categoryShare } from "~/.server/seo/page-share";
import { getContent, listingOf } from "~/.server/snapshot/content";
import { CategoryIcon, CategoryScene } from "~/components/category-icon";
import { PageLink } from "~/components/page-link";
import { Pagination, paginationLinks } from "~/components/page-links";
import { PlaceCard } from "~/components/place-card";
import { PlaceFilters } from "~/components/place-filters";
import { type PagePolicy, SHARED_FOR_A_MINUTE } from "~/lib/http/page-policy";
import { langOf } from "~/lib/i18n/content";
import { metaI18n, useT } from "~/lib/i18n/i18n";
import { pathIn } from "~/lib/i18n/languages";
import { categoryPage } from "~/lib/places/category-page";
import { isFiltering, placeFilterOf } from "~/lib/places/filter";
import { pageMeta } from "~/lib/seo/meta";
import { stockholmNow } from "~/lib/text/dates";
import { pageOrNotFound } from "~/lib/text/pagination";
import type { Route } from "./+types/$categoryId";

export const pagePolicy: PagePolicy = { cache: SHARED_FOR_A_MINUTE, sitemap: "records" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = await getContent(context.database);
  const highlighted = new Set(guldPlaces(content, new Date()));
  const language = requestLanguage(request);
  const page = localizeCategoryPage(
    content.translations,
    language,
    categoryPage(params.categoryId, (slug) => listingOf(content, slug), highlighted),
  );
  // The page's own address is in its language: /en/category/… names itself, not the Swedish.
  const swedishShare = categoryShare(content, page.slug);
  const share = {
    ...swedishShare,
    path: pathIn(language, `/category/${encodeURIComponent(page.slug)}`),
  };
  if (page.kind !== "listing") return { ...page, share };
  // The place filters (issue 24), then 'Alla platser' a page at a time; `?sida=` past the
  // end (or not a number) is no page.
  const url = new URL(request.url);
  const filter = placeFilterOf(url.searchParams);
  const nowLocal = stockholmNow(new Date());
  const placeOf = (entry: { businessId?: string; id: string }) =>
    content.places.get(entry.businessId ?? entry.id);
  const counts = choiceCounts(page.places.map(placeOf), filter, nowLocal);
  const shown = isFiltering(filter)
    ? page.places.filter((entry) => matchesFilter(placeOf(entry), filter, nowLocal))
    : page.places;
  const { items, ...paged } = pageOrNotFound(shown, url.searchParams.get("sida"));
  // A filtered view is no page of its own: its canonical address is the category's.
  const path = `${share.path}${paged.page > 1 && !isFiltering(filter) ? `?sida=${paged.page}` : ""}`;
  // Each listed place's open/closed badge, now (confirmed hours only).
  const places = items.map((entry) => {
    const place = placeOf(entry);
    const badge = place && placeHours(place, nowLocal, language)?.badge;
    return badge ? { ...entry, hoursBadge: badge } : entry;
  });
  return { ...page, places, paged, filter, counts, share: { ...share, path } };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  if (!data) return [];
  const { language, t } = metaI18n(matches);
  const paged = data.kind === "listing" ? data.paged : undefined;
  return [
    ...pageMeta(
      paged && paged.page > 1
        ? t("category.titlePage", { title: data.title, page: paged.page })
        : data.title,
      t(data.kind === "listing" ? "category.metaListing" : "category.meta", { topic: data.topic }),
      language,
    ),
    ...paginationLinks(paged, `${location.pathname}${location.search}`),
  ];
};

export default function Category({ loaderData: page }: Route.ComponentProps) {
  const location = useLocation();
  const t = useT();
  const pageUrl = `${location.pathname}${location.search}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageLink
        to="/"
        className="inline-flex items-center gap-2 text-sm font-semibold text-teal-dark hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("category.back")}
      </PageLink>

      <header className="mt-6 flex items-center justify-between gap-6">
        <div className="flex flex-wrap items-center gap-4">
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-sky text-sea">
            <CategoryIcon slug={page.slug} className="size-8" />
          </span>
          <div>
            <h1 className="font-display text-4xl font-bold" {...langOf(page, "title")}>
              {page.title}
            </h1>
            {/* Intro (spec 2): favourites are only promised when the category lists places. */}
            <p className="mt-1 text-ink-soft">
              {t(page.kind === "listing" ? "category.introListing" : "category.intro", {
                topic: page.topic,
              })}
            </p>
          </div>
        </div>
        <CategoryScene
          slug={page.slug}
          className="hidden h-36 w-48 shrink-0 rounded-2xl object-cover md:block"
        />
      </header>

      {page.kind === "listing" ? (
        <>
          <section aria-labelledby="utvalda" className="mt-10">
            <h2 id="utvalda" className="mb-4 font-display text-2xl font-bold">
              {t("category.featured")}
            </h2>
            <ul className="grid gap-6 md:grid-cols-3" data-testid="featured-places">
              {page.featured.map((place) => (
                <li key={place.id}>
                  <PlaceCard {...place} compact eager />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="alla-platser" className="mt-14">
            <h2 id="alla-platser" className="mb-4 font-display text-2xl font-bold">
              {t("category.all")}
            </h2>
            <PlaceFilters
              key={location.search}
              filter={page.filter}
              counts={page.counts}
              action={location.pathname}
            />
            {page.places.length === 0 ? (
              <p className="rounded-2xl bg-white p-6" role="status">
                {t("category.noMatch")}
              </p>
            ) : (
              <ul
                className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
                data-testid="all-places"
              >
                {page.places.map((place) => (
                  <li key={place.id}>
                    <PlaceCard {...place} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination paged={page.paged} url={pageUrl} />
          </section>
        </>
      ) : page.kind === "events" ? (
        <section className="mt-10 rounded-2xl bg-white p-8 shadow-sm">
          <h2 className="font-display text-2xl font-bold">{t("category.eventsHeading")}</h2>
          <p className="mt-2 text-ink-soft">{t("category.eventsText")}</p>
          <PageLink to="/events" className="btn-primary mt-6 inline-flex">
            {t("category.toEvents")}
          </PageLink>
        </section>
      ) : (
        <section className="mt-10 rounded-2xl bg-white p-8 shadow-sm">
          <h2 className="font-display text-2xl font-bold">{t("category.emptyHeading")}</h2>
          <p className="mt-2 text-ink-soft">{t("category.emptyText")}</p>
          <PageLink to="/all-categories" className="btn-primary mt-6 inline-flex">
            {t("category.allCategories")}
          </PageLink>
        </section>
      )}
    </div>
  );
}
