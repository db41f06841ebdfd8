import { PageLink } from "~/components/page-link";
import { Pagination } from "~/components/page-links";
import { langOf, type Swedish } from "~/lib/i18n/content";
import { type MessageId, useT } from "~/lib/i18n/i18n";
import { MAX_QUERY_LENGTH } from "~/lib/search/limits";
import type { PageInfo } from "~/lib/text/pagination";
import { HoursBadge, type HoursBadgeValue } from "./hours-badge";
import { LinkList } from "./link-list";
import { useNavLinks } from "./use-nav-links";

/** A search result as the page shows it (app/.server/search), in the page's language. */
export interface SearchHit extends Swedish {
  kind: "business" | "event" | "offer";
  slug: string;
  path: string;
  label: string;
  title: string;
  snippet: string;
  /** A place's open or closed badge, when its hours are confirmed. */
  hoursBadge?: HoursBadgeValue;
}

export type SearchState =
  | { status: "empty" | "too-long" | "too-short" | "rate-limited" }
  /** One page of the results, best first; `paged` tells where it lies among them all. */
  | { status: "done"; results: SearchHit[]; total: number; paged: PageInfo };

const KIND_LABELS: Record<SearchHit["kind"], MessageId> = {
  business: "searchResults.business",
  event: "searchResults.event",
  offer: "searchResults.offer",
};

const MESSAGES = {
  "too-long": "searchResults.tooLong",
  "too-short": "searchResults.tooShort",
  "rate-limited": "searchResults.rateLimited",
} as const satisfies Record<string, MessageId>;

/** The categories, suggested when a search finds nothing. */
function CategorySuggestions() {
  const t = useT();
  const links = useNavLinks();
  return (
    <>
      <p className="mt-4">{t("searchResults.suggest")}</p>
      <LinkList
        links={links}
        className="mt-3 flex flex-wrap gap-2"
        linkClassName="inline-block rounded-full border border-line bg-white px-3 py-1.5 text-sm font-medium hover:bg-sand"
      />
    </>
  );
}

/** The answer to a search: results with their kind and category, or what went wrong. */
export function SearchResults({
  query,
  outcome,
  url,
}: {
  query: string;
  outcome: SearchState;
  /** This page's address, which the links to the other pages keep. */
  url: string;
}) {
  const t = useT();
  if (outcome.status === "empty") return null;
  if (outcome.status !== "done")
    return (
      <div className="mt-8" role="alert">
        {outcome.status === "rate-limited" && (
          <h2 className="font-display text-2xl font-bold">{t("searchResults.tooMany")}</h2>
        )}
        <p className="mt-2">{t(MESSAGES[outcome.status], { max: MAX_QUERY_LENGTH })}</p>
      </div>
    );
  const { results, total, paged } = outcome;
  return (
    <section className="mt-8" aria-labelledby="search-result-count">
      <h2 id="search-result-count" className="font-semibold" aria-live="polite">
        {total === 0
          ? t("searchResults.none", { query })
          : t("searchResults.count", { count: total, number: String(total) })}
      </h2>
      {total === 0 ? (
        <CategorySuggestions />
      ) : (
        <ol className="mt-4 grid gap-4">
          {results.map((result) => (
            <li
              key={`${result.kind}:${result.slug}`}
              className="rounded-2xl border border-line bg-white p-4 shadow-sm"
            >
              <p className="flex flex-wrap gap-2 text-xs font-semibold uppercase tracking-wide text-ink-soft">
                <span className="rounded-full bg-sand px-2 py-0.5 text-ink">
                  {t(KIND_LABELS[result.kind])}
                </span>
                {result.label && (
                  <span className="py-0.5" {...langOf(result, "label")}>
                    {result.label}
                  </span>
                )}
              </p>
              <h3 className="mt-2 font-display text-xl font-bold">
                <PageLink
                  to={result.path}
                  className="text-sea underline-offset-4 hover:underline"
                  {...langOf(result, "title")}
                >
                  {result.title}
                </PageLink>
              </h3>
              {result.snippet && (
                <p className="mt-1 line-clamp-2 text-ink-soft" {...langOf(result, "snippet")}>
                  {result.snippet}
                </p>
              )}
              {result.hoursBadge ? (
                <div className="mt-2">
                  <HoursBadge badge={result.hoursBadge} small />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <Pagination paged={paged} url={url} />
    </section>
  );
}
