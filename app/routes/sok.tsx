import { data, Form, useLocation } from "react-router";
import { placeHours } from "~/.server/hours/opening-hours";
import { retryAfter } from "~/.server/http/rate-limit";
import { requestLanguage, serverT } from "~/.server/i18n/catalogs";
import { categoryNamesIn } from "~/.server/i18n/category-names";
import { type Translations, textsIn } from "~/.server/i18n/content";
import { choiceCounts, matchesFilter } from "~/.server/places/place-filters";
import { type SearchOutcome, type SearchResult, searchSite } from "~/.server/search/search";
import { rateLimits } from "~/.server/services";
import { getContent } from "~/.server/snapshot/content";
import { EVENT_CATEGORY_IDS } from "~/components/event-card";
import { TAG_IDS } from "~/components/offer-card";
import { PlaceFilters } from "~/components/place-filters";
import { SearchBox } from "~/components/search-box";
import { type SearchHit, SearchResults } from "~/components/search-results";
import { useSubmitSoon } from "~/components/use-submit-soon";
import { SITE } from "~/content/site";
import type { EventCategory, Offer } from "~/content/types";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { metaI18n, useLanguage, useT } from "~/lib/i18n/i18n";
import { type Language, pathIn } from "~/lib/i18n/languages";
import { isFiltering, type PlaceFilter, placeFilterOf } from "~/lib/places/filter";
import { MAX_QUERY_LENGTH } from "~/lib/search/limits";
import { pageMeta } from "~/lib/seo/meta";
import { stockholmNow } from "~/lib/text/dates";
import { type PageInfo, pageOrNotFound } from "~/lib/text/pagination";
import type { Route } from "./+types/sok";

export const pagePolicy: PagePolicy = PERSONAL_PAGE;

/** The place filters, when the results hold places. */
type Filters = { filter: PlaceFilter; counts: number[] };

/**
 * A result in the page's language (issue 40): an event's or offer's title, the text shown
 * under it and the category or tag, translated where a translation exists, else Swedish
 * and named so (the page marks it lang="sv"). Places keep their names.
 */
function resultIn(
  result: SearchResult,
  language: Language,
  translations: Translations,
  categoryOf: (slug: string) => string | undefined,
): SearchResult & SearchHit {
  if (language === "sv") return result;
  const t = serverT(language);
  const subject = result.kind === "business" ? "place" : result.kind;
  const texts = textsIn(translations, language, subject, result.slug) ?? {};
  const swedish: string[] = [];
  const title = result.kind === "business" ? result.title : texts.title;
  const snippet = result.kind === "business" ? texts.summary : texts.description;
  const tag = TAG_IDS[result.label as Offer["tag"]];
  const eventCategory = EVENT_CATEGORY_IDS[result.label as EventCategory];
  const label =
    result.kind === "offer"
      ? tag && t(tag)
      : result.kind === "business"
        ? categoryOf(result.slug)
        : eventCategory && t(eventCategory);
  if (!title) swedish.push("title");
  if (!snippet && result.snippet) swedish.push("snippet");
  if (!label && result.label) swedish.push("label");
  return {
    ...result,
    title: title ?? result.title,
    snippet: snippet ?? result.snippet,
    label: label ?? result.label,
    ...(swedish.length > 0 ? { swedish } : {}),
  };
}

type Outcome =
  | Exclude<SearchOutcome, { status: "done" }>
  | { status: "rate-limited" }
  | (Extract<SearchOutcome, { status: "done" }> & { paged: PageInfo });

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = params.get("q") ?? "";
  const shown = query.slice(0, MAX_QUERY_LENGTH);
  if (!query.trim()) return { query: "", outcome: { status: "empty" } as Outcome };
  const limit = await rateLimits.check("search", context.clientIp);
  if (!limit.ok)
    return data(
      { query: shown, outcome: { status: "rate-limited" } as Outcome },
      { status: 429, headers: retryAfter(limit) },
    );
  const language = requestLanguage(request);
  const started = performance.now();
  const found = await searchSite(context.database, query, new Date(), language);
  // How long the search took in this process, for monitoring and `npm run bench:scale`.
  const timing = { "Server-Timing": `search;dur=${(performance.now() - started).toFixed(1)}` };
  if (found.status !== "done")
    return data(
      { query: shown, outcome: found as Outcome },
      { status: found.status === "too-long" ? 400 : 200, headers: timing },
    );
  // The place filters (issue 24) keep the places they match, and nothing else; then a
  // page at a time (issue 23), best first; `?sida=` past the end is no page.
  const filter = placeFilterOf(params);
  const content = await getContent(context.database);
  const nowLocal = stockholmNow(new Date());
  const placeOf = (result: SearchResult) =>
    result.kind === "business" ? content.places.get(result.slug) : undefined;
  const places = found.results.filter((result) => result.kind === "business");
  const counts = choiceCounts(places.map(placeOf), filter, nowLocal);
  const results = isFiltering(filter)
    ? places.filter((result) => matchesFilter(placeOf(result), filter, nowLocal))
    : found.results;
  const { items: page, ...paged } = pageOrNotFound(results, params.get("sida"));
  // A listed place's open/closed badge, now (confirmed hours only), in the page's language.
  const names = categoryNamesIn(content.translations, language) ?? {};
  const categoryOf = (slug: string) =>
    names[content.places.get(slug)?.category.toLowerCase() ?? ""];
  const items = page.map((found) => {
    const result = resultIn(found, language, content.translations, categoryOf);
    const place = placeOf(result);
    const badge = place && placeHours(place, nowLocal, language)?.badge;
    return badge ? { ...result, hoursBadge: badge } : result;
  });
  return data(
    {
      query: shown,
      outcome: { ...found, results: items, total: results.length, paged } as Outcome,
      filters: places.length > 0 ? ({ filter, counts } satisfies Filters) : null,
    },
    { headers: timing },
  );
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const { language, t } = metaI18n(matches);
  const query = loaderData?.query.trim() ?? "";
  if (!query)
    return pageMeta(
      t("searchPage.title"),
      t("searchPage.metaDescription", { site: SITE.name }),
      language,
    );
  return [
    ...pageMeta(
      t("searchPage.resultsTitle", { query }),
      t("searchPage.resultsMeta", { query }),
      language,
    ),
    // Result pages are endless and change with the content: not for search engines.
    { name: "robots", content: "noindex" },
  ];
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, outcome } = loaderData;
  const filters = "filters" in loaderData ? (loaderData.filters as Filters | null) : null;
  const location = useLocation();
  // With JavaScript the results follow the typing; without it the form is a plain GET.
  const { formRef, submitSoon } = useSubmitSoon(300);
  const t = useT();
  const action = pathIn(useLanguage(), "/sok");

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">
        {query.trim()
          ? t("searchPage.resultsTitle", { query: query.trim() })
          : t("searchPage.title")}
      </h1>
      <Form
        ref={formRef}
        method="get"
        action={action}
        role="search"
        aria-label={t("searchPage.form")}
        preventScrollReset
        className="mt-6 flex gap-3"
        onChange={submitSoon}
      >
        <SearchBox
          id="search-page-query"
          label={t("searchPage.label")}
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          enterKeyHint="search"
          placeholder={t("searchPage.placeholder")}
        />
      </Form>
      {filters ? (
        <div className="mt-6">
          <PlaceFilters
            key={location.search}
            filter={filters.filter}
            counts={filters.counts}
            action={action}
            keep={{ q: query }}
          />
        </div>
      ) : null}
      <SearchResults
        query={query.trim()}
        outcome={outcome}
        url={`${location.pathname}${location.search}`}
      />
    </div>
  );
}
