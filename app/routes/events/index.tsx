import { SlidersHorizontal } from "lucide-react";
import { Form, useLocation } from "react-router";
import { relativeWordsIn, requestLanguage, serverT } from "~/.server/i18n/catalogs";
import { localizeEvent } from "~/.server/i18n/content";
import { getContent } from "~/.server/snapshot/content";
import { EVENT_CATEGORY_IDS, EventCard } from "~/components/event-card";
import { NoEventsThenNext } from "~/components/next-events";
import { PageLink } from "~/components/page-link";
import { Pagination, paginationLinks } from "~/components/page-links";
import { QUICK_TIME_IDS, QuickTimeLinks } from "~/components/quick-time-links";
import { SearchBox } from "~/components/search-box";
import { useSubmitSoon } from "~/components/use-submit-soon";
import { EVENT_CATEGORIES } from "~/content/types";
import { eventOccurrences } from "~/lib/events/events";
import {
  filterEvents,
  isQuickTimeFilter,
  isTimeFilter,
  noQuickEventsText,
  QUICK_TIME_FILTERS,
  TIME_FILTERS,
} from "~/lib/events/filters";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import { metaI18n, useT } from "~/lib/i18n/i18n";
import { pathIn } from "~/lib/i18n/languages";
import { MAX_QUERY_LENGTH } from "~/lib/search/limits";
import { pageMeta } from "~/lib/seo/meta";
import { pageOrNotFound } from "~/lib/text/pagination";
import type { Route } from "./+types/index";

export const pagePolicy: PagePolicy = LISTED_PAGE;

/** The time choices, in the order the select lists them. */
const TIME_FILTER_KEYS = Object.keys(TIME_FILTERS) as (keyof typeof TIME_FILTERS)[];

/** How many of the next events a quick choice that finds nothing shows instead (one row). */
const NEXT_EVENTS = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const categoryParam = params.get("kategori") ?? "";
  const category = (EVENT_CATEGORIES as readonly string[]).includes(categoryParam)
    ? categoryParam
    : "";
  const timeParam = params.get("tid");
  const time = isTimeFilter(timeParam) ? timeParam : "kommande";
  const from = params.get("fran") ?? "";
  const to = params.get("till") ?? "";
  const now = new Date();
  const content = await getContent(context.database);
  const language = requestLanguage(request);
  const t = serverT(language);
  // The events in the page's language: the search reads their words in it (issue 40).
  const occurrences = eventOccurrences(content.events, now, relativeWordsIn(language)).map(
    (event) => localizeEvent(content.translations, language, event),
  );
  const results = filterEvents(occurrences, { query, category, time, from, to }, now);
  // 'I kväll' or 'I helg' with nothing on (issue 35): the next events the same search
  // finds, shown under their own heading; the count stays the filter's.
  const empty =
    results.length === 0 && isQuickTimeFilter(time)
      ? {
          message: noQuickEventsText(time, Boolean(query || category || from || to), t),
          next: filterEvents(occurrences, { query, category, time: "kommande" }, now).slice(
            0,
            NEXT_EVENTS,
          ),
        }
      : null;
  const filtersActive = Boolean(category || time !== "kommande" || from || to);
  // A page at a time (issue 23): the search and the filters choose from every event, the
  // page shows 24 of them; `?sida=` past the end (or not a number) is no page.
  const { items, ...paged } = pageOrNotFound(results, params.get("sida"));
  // A page of the unfiltered list is a page of its own; a filtered one is a view of /events.
  const unfiltered = !query && !filtersActive;
  const path = pathIn(language, "/events");
  const share = { path: unfiltered && paged.page > 1 ? `${path}?sida=${paged.page}` : path };
  return { query, category, time, from, to, results: items, paged, filtersActive, empty, share };
}

export const meta: Route.MetaFunction = ({ data, location, matches }) => {
  const { language, t } = metaI18n(matches);
  return [
    ...pageMeta(
      data && data.paged.page > 1
        ? t("eventsPage.titlePage", { page: data.paged.page })
        : t("eventsPage.title"),
      t("eventsPage.metaDescription"),
      language,
    ),
    ...paginationLinks(data?.paged, `${location.pathname}${location.search}`),
  ];
};

export default function Events({ loaderData }: Route.ComponentProps) {
  const { query, category, time, from, to, results, paged, filtersActive, empty } = loaderData;
  const location = useLocation();
  // With JavaScript the list updates while typing; without it the form submits as a plain GET.
  const { formRef, submitSoon } = useSubmitSoon(250);
  const t = useT();

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">{t("eventsPage.title")}</h1>
      <p className="mt-2 text-ink-soft">{t("eventsPage.intro")}</p>
      <p className="mt-2 text-sm text-ink-soft">{t("eventsPage.examples")}</p>

      <QuickTimeLinks current={time} />

      <Form
        ref={formRef}
        method="get"
        preventScrollReset
        role="search"
        aria-label={t("eventsPage.searchForm")}
        className="mt-8 rounded-2xl bg-white p-4 shadow-sm"
        onChange={submitSoon}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchBox
            id="event-search"
            label={t("eventsPage.searchLabel")}
            defaultValue={query}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t("eventsPage.searchPlaceholder")}
          />
        </div>

        <details open={filtersActive} className="mt-3 group/filter">
          <summary className="btn-secondary inline-flex cursor-pointer list-none">
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {t("eventsPage.filter")}
          </summary>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <label htmlFor="filter-category" className="block text-sm font-semibold">
                {t("eventsPage.category")}
              </label>
              <select
                id="filter-category"
                name="kategori"
                defaultValue={category}
                className="field mt-1"
              >
                <option value="">{t("eventsPage.allCategories")}</option>
                {EVENT_CATEGORIES.map((name) => (
                  <option key={name} value={name}>
                    {t(EVENT_CATEGORY_IDS[name])}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="filter-time" className="block text-sm font-semibold">
                {t("eventsPage.time")}
              </label>
              <select id="filter-time" name="tid" defaultValue={time} className="field mt-1">
                {TIME_FILTER_KEYS.map((value) => (
                  <option key={value} value={value}>
                    {t(`eventsPage.time.${value}`)}
                  </option>
                ))}
                {/* A quick choice (I kväll, …) stays chosen when the form is sent again. */}
                {Object.hasOwn(QUICK_TIME_FILTERS, time) ? (
                  <option value={time}>
                    {t(QUICK_TIME_IDS[time as keyof typeof QUICK_TIME_FILTERS])}
                  </option>
                ) : null}
              </select>
            </div>
            <div>
              <label htmlFor="filter-from" className="block text-sm font-semibold">
                {t("eventsPage.from")}
              </label>
              <input
                id="filter-from"
                type="date"
                name="fran"
                defaultValue={from}
                className="field mt-1"
              />
            </div>
            <div>
              <label htmlFor="filter-to" className="block text-sm font-semibold">
                {t("eventsPage.to")}
              </label>
              <input
                id="filter-to"
                type="date"
                name="till"
                defaultValue={to}
                className="field mt-1"
              />
            </div>
          </div>
          <div className="mt-4 flex gap-3">
            <button type="submit" className="btn-primary inline-flex">
              {t("eventsPage.apply")}
            </button>
            <PageLink to="/events" className="btn-secondary inline-flex">
              {t("eventsPage.clear")}
            </PageLink>
          </div>
        </details>
      </Form>

      <p className="mt-6 font-semibold" aria-live="polite" data-testid="result-count">
        {t("eventsPage.found", { count: paged.total, number: String(paged.total) })}
      </p>

      {results.length > 0 ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((event, index) => (
            <li key={event.key}>
              <EventCard event={event} headingLevel={2} eager={index < 3} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : empty ? (
        <NoEventsThenNext message={empty.message} next={empty.next} />
      ) : (
        <p className="mt-4 text-ink-soft">
          {`${t("eventsPage.noMatch")} `}
          <PageLink to="/events" className="font-semibold text-teal-dark underline">
            {t("eventsPage.showAll")}
          </PageLink>
        </p>
      )}
      <Pagination paged={paged} url={`${location.pathname}${location.search}`} />
    </div>
  );
}
