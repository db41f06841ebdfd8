import type { Language } from "~/lib/i18n/languages";
import { MAX_QUERY_LENGTH } from "~/lib/search/limits";
import { stockholmNow } from "~/lib/text/dates";
import type { DbHandle } from "../db/db";
import { findCandidates, type LanguageSearch } from "./candidates";
import { categoriesNamed, categorySearchNames } from "./category-names";
import { rank, type SearchResult } from "./score";
import { queryWords } from "./words";

export type { SearchKind, SearchResult } from "./score";

/** The longest query searched; a longer one is refused with a message. */
export type SearchOutcome =
  | { status: "empty" }
  | { status: "too-long" }
  /** No word long enough to look up (every word has fewer than three letters). */
  | { status: "too-short" }
  | { status: "done"; results: SearchResult[]; total: number };

/**
 * Searches the guide's published businesses, events and offers: each database finds
 * candidates with its index, one scorer ranks them (docs/decisions/019-site-search.md).
 * In another language (issue 40) the records' translations and the categories' names in
 * it are searched as well as the Swedish.
 */
export async function searchSite(
  handle: DbHandle,
  query: string,
  now = new Date(),
  language: Language = "sv",
): Promise<SearchOutcome> {
  const trimmed = query.trim();
  if (!trimmed) return { status: "empty" };
  if (trimmed.length > MAX_QUERY_LENGTH) return { status: "too-long" };
  const { words, exact, terms } = queryWords(trimmed);
  if (exact.length === 0) return { status: words.length > 0 ? "too-short" : "empty" };
  const today = stockholmNow(now).slice(0, 10);
  const search: LanguageSearch | undefined =
    language === "sv" ? undefined : { language, categories: categoriesNamed(language, words) };
  const candidates = (await findCandidates(handle, terms, search))
    .filter((candidate) => candidate.validUntil === null || candidate.validUntil >= today)
    .map((candidate) =>
      // A place is found by its category's names in the language, as by the Swedish ones.
      search && candidate.categorySlug
        ? {
            ...candidate,
            category: `${candidate.category} ${categorySearchNames(search.language, candidate.categorySlug)}`,
          }
        : candidate,
    );
  const results = rank(words, candidates);
  // Every match, best first: the page shows them a page at a time (app/routes/sok.tsx).
  return { status: "done", results, total: results.length };
}
