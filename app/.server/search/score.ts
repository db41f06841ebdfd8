import { editDistance, stem, TYPO_MIN_LENGTH, wordsOf } from "./words";

// The one ranking both databases' candidates go through, so that SQLite and PostgreSQL
// give the same answers. Paid plans play no part in it.

export type SearchKind = "business" | "event" | "offer";

/** A row of the search index as either database returns it. */
export interface Candidate {
  id: number;
  kind: SearchKind;
  slug: string;
  /** The result's page. */
  path: string;
  /** The category (or an offer's tag) as shown. */
  label: string;
  title: string;
  snippet: string;
  /** An offer's last day (YYYY-MM-DD), or null. */
  validUntil: string | null;
  name: string;
  summary: string;
  body: string;
  category: string;
  place: string;
  /** Its texts in the page's language, when searched in another (issue 40); else empty. */
  translated: string;
  /** A place's category (its slug), when searched in another language; else empty. */
  categorySlug: string;
}

/** What a result shows: the candidate's page details, and its score. */
export type SearchResult = Pick<
  Candidate,
  "kind" | "slug" | "path" | "label" | "title" | "snippet"
> & {
  score: number;
};

type Field = "name" | "summary" | "translated" | "category" | "body" | "place";

/**
 * Name before summary before description; a category or an address counts least but one.
 * In another language its texts (summary and description) count as the category does.
 */
const FIELD_WEIGHTS: Record<Field, number> = {
  name: 10,
  summary: 5,
  translated: 4,
  category: 4,
  body: 2,
  place: 1,
};
/** The fields, heaviest first. */
const FIELDS = (Object.keys(FIELD_WEIGHTS) as Field[]).sort(
  (a, b) => FIELD_WEIGHTS[b] - FIELD_WEIGHTS[a],
);

/** How well one field word answers one query word (0 = not at all). */
export function wordMatch(query: string, word: string): number {
  if (word === query) return 1;
  if (query.length >= 2 && word.startsWith(query)) return 0.8;
  if (query.length >= 3) {
    const root = stem(query);
    // Inflections: 'operan' ~ 'opera', 'teatern' ~ 'teater', 'hotellen' ~ 'hotellet'.
    if (
      (word.length >= 4 && query.startsWith(word) && query.length - word.length <= 4) ||
      (root.length >= 4 && word.startsWith(root)) ||
      stem(word) === root
    )
      return 0.7;
    // A part of a compound: 'teater' in 'dansteater'.
    if (word.includes(query)) return 0.5;
  }
  if (query.length >= TYPO_MIN_LENGTH && editDistance(query, word) <= 1) return 0.45;
  return 0;
}

/** Matches already worked out in this ranking, per query word (texts repeat their words). */
type Memo = Map<string, Map<string, number>>;

/** The best match of a query word among a field's words. */
function bestMatch(query: string, words: readonly string[], memo: Memo): number {
  let known = memo.get(query);
  if (!known) {
    known = new Map();
    memo.set(query, known);
  }
  let best = 0;
  for (const word of words) {
    let value = known.get(word);
    if (value === undefined) {
      value = wordMatch(query, word);
      known.set(word, value);
    }
    if (value > best) best = value;
    if (best === 1) break;
  }
  return best;
}

interface Scored {
  candidate: Candidate;
  /** How many query words the candidate matches anywhere. */
  covered: number;
  score: number;
}

function scoreCandidate(words: readonly string[], candidate: Candidate, memo: Memo): Scored {
  // A field's words are read only when it could still beat the best match so far (the
  // fields go from the heaviest down): most texts are never split at all.
  const split = new Map<Field, string[]>();
  const wordsIn = (field: Field) => {
    let fieldWords = split.get(field);
    if (!fieldWords) {
      fieldWords = wordsOf(candidate[field]);
      split.set(field, fieldWords);
    }
    return fieldWords;
  };
  let covered = 0;
  let score = 0;
  let nameHits = 0;
  for (const query of words) {
    let best = 0;
    for (const field of FIELDS) {
      if (best >= FIELD_WEIGHTS[field]) break;
      const value = bestMatch(query, wordsIn(field), memo) * FIELD_WEIGHTS[field];
      if (field === "name" && value > 0) nameHits++;
      if (value > best) best = value;
    }
    if (best > 0) covered++;
    score += best;
  }
  // A name that says little else wins a tie: 'Malmö Opera' before 'Operakväll på Malmö Opera'.
  const nameWords = wordsIn("name").length;
  if (nameWords > 0) score += nameHits / nameWords;
  return { candidate, covered, score };
}

const KIND_ORDER: Record<SearchKind, number> = { business: 0, event: 1, offer: 2 };
const collator = new Intl.Collator("sv");

/**
 * Ranks candidates for the query's words: those that match the most words, by score,
 * then businesses before events before offers, then by title. Candidates matching no
 * word are dropped.
 */
export function rank(words: readonly string[], candidates: readonly Candidate[]): SearchResult[] {
  const memo: Memo = new Map();
  const scored = candidates.map((candidate) => scoreCandidate(words, candidate, memo));
  const most = Math.max(0, ...scored.map((entry) => entry.covered));
  if (most === 0) return [];
  return scored
    .filter((entry) => entry.covered === most)
    .sort(
      (a, b) =>
        b.score - a.score ||
        KIND_ORDER[a.candidate.kind] - KIND_ORDER[b.candidate.kind] ||
        collator.compare(a.candidate.title, b.candidate.title) ||
        a.candidate.id - b.candidate.id,
    )
    .map(({ candidate, score }) => ({
      kind: candidate.kind,
      slug: candidate.slug,
      path: candidate.path,
      label: candidate.label,
      title: candidate.title,
      snippet: candidate.snippet,
      score: Math.round(score * 1000) / 1000,
    }));
}
