import { SlidersHorizontal } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { getContent } from "~/.server/snapshot/content";
import { EventCard } from "~/components/event-card";
import { NoEventsThenNext } from "~/components/next-events";
import { Pagination, paginationLinks } from "~/components/page-links";
import { QuickTimeLinks } from "~/components/quick-time-links";
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
import { MAX_QUERY_LENGTH } from "~/lib/search/limits";
import { pageMeta } from "~/lib/seo/meta";
import { pageOrNotFound } from "~/lib/text/pagination";
import type { Route } from "./+types/index";

export const pagePolicy: PagePolicy = LISTED_PAGE;

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
  const occurrences = eventOccurrences((await getContent(context.database)).events, now);
  const results = filterEvents(occurrences, { query, category, time, from, to }, now);
  // 'I kväll' or 'I helg' with nothing on (issue 35): the next events the same search
  // finds, shown under their own heading; the count stays the filter's.
  const empty =
    results.length === 0 && isQuickTimeFilter(time)
      ? {
          message: noQuickEventsText(time, Boolean(query || category || from || to)),
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
  const share = { path: unfiltered && paged.page > 1 ? `/events?sida=${paged.page}` : "/events" };
  return { query, category, time, from, to, results: items, paged, filtersActive, empty, share };
}

export const meta: Route.MetaFunction = ({ data, location }) => [
  ...pageMeta(
    data && data.paged.page > 1 ? `Evenemang, sida ${data.paged.page}` : "Evenemang",
    "Evenemang i Malmö: konserter, teater, utställningar, mat och dryck. Sök och filtrera på kategori och datum.",
  ),
  ...paginationLinks(data?.paged, `${location.pathname}${location.search}`),
];

export default function Events({ loaderData }: Route.ComponentProps) {
  const { query, category, time, from, to, results, paged, filtersActive, empty } = loaderData;
  const location = useLocation();
  // With JavaScript the list updates while typing; without it the form submits as a plain GET.
  const { formRef, submitSoon } = useSubmitSoon(250);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">Evenemang</h1>
      <p className="mt-2 text-ink-soft">
        Konserter, utställningar, marknader och mycket mer i Malmö.
      </p>
      <p className="mt-2 text-sm text-ink-soft">
        Evenemang märkta ”Exempel” visar vad som kan hända i staden – deras datum och program är
        inte bekräftade. Kontrollera alltid hos arrangören.
      </p>

      <QuickTimeLinks current={time} />

      <Form
        ref={formRef}
        method="get"
        preventScrollReset
        role="search"
        aria-label="Sök evenemang"
        className="mt-8 rounded-2xl bg-white p-4 shadow-sm"
        onChange={submitSoon}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchBox
            id="event-search"
            label="Sök bland evenemang"
            defaultValue={query}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Sök på namn, plats eller kategori"
          />
        </div>

        <details open={filtersActive} className="mt-3 group/filter">
          <summary className="btn-secondary inline-flex cursor-pointer list-none">
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            Filter
          </summary>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <label htmlFor="filter-category" className="block text-sm font-semibold">
                Kategori
              </label>
              <select
                id="filter-category"
                name="kategori"
                defaultValue={category}
                className="field mt-1"
              >
                <option value="">Alla kategorier</option>
                {EVENT_CATEGORIES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="filter-time" className="block text-sm font-semibold">
                Tid
              </label>
              <select id="filter-time" name="tid" defaultValue={time} className="field mt-1">
                {Object.entries(TIME_FILTERS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
                {/* A quick choice (I kväll, …) stays chosen when the form is sent again. */}
                {Object.hasOwn(QUICK_TIME_FILTERS, time) ? (
                  <option value={time}>
                    {QUICK_TIME_FILTERS[time as keyof typeof QUICK_TIME_FILTERS]}
                  </option>
                ) : null}
              </select>
            </div>
            <div>
              <label htmlFor="filter-from" className="block text-sm font-semibold">
                Från och med
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
                Till och med
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
              Använd filter
            </button>
            <Link to="/events" className="btn-secondary inline-flex">
              Rensa
            </Link>
          </div>
        </details>
      </Form>

      <p className="mt-6 font-semibold" aria-live="polite" data-testid="result-count">
        {paged.total === 1 ? "1 evenemang hittades" : `${paged.total} evenemang hittades`}
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
          Inga evenemang matchar din sökning.{" "}
          <Link to="/events" className="font-semibold text-teal-dark underline">
            Visa alla kommande evenemang
          </Link>
        </p>
      )}
      <Pagination paged={paged} url={`${location.pathname}${location.search}`} />
    </div>
  );
}
