import { data, Form, useLocation } from "react-router";
import { retryAfter } from "~/.server/http/rate-limit";
import { MAX_QUERY_LENGTH, type SearchOutcome, searchSite } from "~/.server/search/search";
import { database, rateLimits } from "~/.server/services";
import { SEARCH_MAX_LENGTH } from "~/components/header-search";
import { SearchBox } from "~/components/search-box";
import { SearchResults } from "~/components/search-results";
import { useSubmitSoon } from "~/components/use-submit-soon";
import { pageMeta } from "~/lib/meta";
import { type PageInfo, pageOrNotFound } from "~/lib/pagination";
import { withActionHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/sok";

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
  const started = performance.now();
  const found = await searchSite(await database(), query);
  // How long the search took in this process, for monitoring and `npm run bench:scale`.
  const timing = { "Server-Timing": `search;dur=${(performance.now() - started).toFixed(1)}` };
  if (found.status !== "done")
    return data(
      { query: shown, outcome: found as Outcome },
      { status: found.status === "too-long" ? 400 : 200, headers: timing },
    );
  // A page at a time (issue 23), best first; `?sida=` past the end is no page.
  const { items, ...paged } = pageOrNotFound(found.results, params.get("sida"));
  return data(
    { query: shown, outcome: { ...found, results: items, paged } as Outcome },
    { headers: timing },
  );
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  const query = loaderData?.query.trim() ?? "";
  if (!query) return pageMeta("Sök", "Sök bland Malmöguidens företag, evenemang och erbjudanden.");
  return [
    ...pageMeta(
      `Sökresultat för ”${query}”`,
      `Företag, evenemang och erbjudanden i Malmö som matchar ”${query}”.`,
    ),
    // Result pages are endless and change with the content: not for search engines.
    { name: "robots", content: "noindex" },
  ];
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, outcome } = loaderData;
  const location = useLocation();
  // With JavaScript the results follow the typing; without it the form is a plain GET.
  const { formRef, submitSoon } = useSubmitSoon(300);

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">
        {query.trim() ? `Sökresultat för ”${query.trim()}”` : "Sök"}
      </h1>
      <Form
        ref={formRef}
        method="get"
        action="/sok"
        role="search"
        aria-label="Sök på sidan"
        preventScrollReset
        className="mt-6 flex gap-3"
        onChange={submitSoon}
      >
        <SearchBox
          id="search-page-query"
          label="Sök företag, evenemang och erbjudanden"
          defaultValue={query}
          maxLength={SEARCH_MAX_LENGTH}
          enterKeyHint="search"
          placeholder="Till exempel opera, kafé eller hotell"
        />
      </Form>
      <SearchResults
        query={query.trim()}
        outcome={outcome}
        url={`${location.pathname}${location.search}`}
      />
    </div>
  );
}
