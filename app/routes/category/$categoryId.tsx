import { ArrowLeft } from "lucide-react";
import { Link, useLocation } from "react-router";
import { placeHours } from "~/.server/hours/opening-hours";
import { choiceCounts, matchesFilter } from "~/.server/places/place-filters";
import { guldPlaces } from "~/.server/places/placements";
import { categoryShare } from "~/.server/seo/page-share";
import { getContent, listingOf } from "~/.server/snapshot/content";
import { CategoryIcon, CategoryScene } from "~/components/category-icon";
import { Pagination, paginationLinks } from "~/components/page-links";
import { PlaceCard } from "~/components/place-card";
import { PlaceFilters } from "~/components/place-filters";
import { UNKNOWN_CATEGORY_TITLE } from "~/content/categories";
import { type PagePolicy, SHARED_FOR_A_MINUTE } from "~/lib/http/page-policy";
import { type CategoryPage, categoryPage } from "~/lib/places/category-page";
import { isFiltering, placeFilterOf } from "~/lib/places/filter";
import { pageMeta } from "~/lib/seo/meta";
import { stockholmNow } from "~/lib/text/dates";
import { pageOrNotFound } from "~/lib/text/pagination";
import type { Route } from "./+types/$categoryId";

export const pagePolicy: PagePolicy = { cache: SHARED_FOR_A_MINUTE, sitemap: "records" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = await getContent(context.database);
  const highlighted = new Set(guldPlaces(content, new Date()));
  const page = categoryPage(params.categoryId, (slug) => listingOf(content, slug), highlighted);
  const share = categoryShare(content, page.slug);
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
    const badge = place && placeHours(place, nowLocal)?.badge;
    return badge ? { ...entry, hoursBadge: badge } : entry;
  });
  return { ...page, places, paged, filter, counts, share: { ...share, path } };
}

/** The category as it reads inside a sentence; the generic 'Kategori' becomes 'den här kategorin'. */
function topic(page: Pick<CategoryPage, "title">): string {
  return page.title === UNKNOWN_CATEGORY_TITLE ? "den här kategorin" : page.title.toLowerCase();
}

/** Intro (spec 2): explore everything in the category; favourites are only promised when listed. */
function intro(page: CategoryPage): string {
  const explore = `Utforska allt inom ${topic(page)} i Malmö`;
  return page.kind === "listing"
    ? `${explore} – våra favoriter först, sedan alla platser.`
    : `${explore}.`;
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  if (!data) return [];
  const paged = data.kind === "listing" ? data.paged : undefined;
  return [
    ...pageMeta(
      paged && paged.page > 1 ? `${data.title}, sida ${paged.page}` : data.title,
      data.kind === "listing"
        ? `Utforska ${topic(data)} i Malmö: utvalda platser med adress och betyg.`
        : `Utforska ${topic(data)} i Malmö.`,
    ),
    ...paginationLinks(paged, `${location.pathname}${location.search}`),
  ];
};

export default function Category({ loaderData: page }: Route.ComponentProps) {
  const location = useLocation();
  const pageUrl = `${location.pathname}${location.search}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Link
        to="/"
        className="inline-flex items-center gap-2 text-sm font-semibold text-teal-dark hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Tillbaka till startsidan
      </Link>

      <header className="mt-6 flex items-center justify-between gap-6">
        <div className="flex flex-wrap items-center gap-4">
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-sky text-sea">
            <CategoryIcon slug={page.slug} className="size-8" />
          </span>
          <div>
            <h1 className="font-display text-4xl font-bold">{page.title}</h1>
            <p className="mt-1 text-ink-soft">{intro(page)}</p>
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
              Utvalda platser
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
              Alla platser
            </h2>
            <PlaceFilters
              key={location.search}
              filter={page.filter}
              counts={page.counts}
              action={location.pathname}
            />
            {page.places.length === 0 ? (
              <p className="rounded-2xl bg-white p-6" role="status">
                Inga platser i kategorin matchar filtret just nu.
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
          <h2 className="font-display text-2xl font-bold">
            Konserter, marknader och utställningar
          </h2>
          <p className="mt-2 text-ink-soft">
            Ett urval av evenemang i Malmö finns samlat i vår evenemangskalender, med sök och
            filter.
          </p>
          <Link to="/events" className="btn-primary mt-6 inline-flex">
            Till evenemangen
          </Link>
        </section>
      ) : (
        <section className="mt-10 rounded-2xl bg-white p-8 shadow-sm">
          <h2 className="font-display text-2xl font-bold">Inga platser här ännu</h2>
          <p className="mt-2 text-ink-soft">
            Vi har inga platser i den här kategorin just nu. Ta en titt bland alla kategorier.
          </p>
          <Link to="/all-categories" className="btn-primary mt-6 inline-flex">
            Alla kategorier
          </Link>
        </section>
      )}
    </div>
  );
}
