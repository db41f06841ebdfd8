import { type RawBuilder, sql } from "kysely";
import type { DbHandle } from "../db/db";
import type { Candidate, SearchKind } from "./score";

// Each database finds candidates with its own index (migration 014): every indexed row
// whose folded text contains one of the given pieces. Both read "contains" the same way
// (a substring of the case- and diacritic-folded text), and both cut a tier at the same
// rows (lowest keys first), so both hand the scorer the same candidates.

/** Rows per tier: enough to rank, few enough to rank in a few milliseconds. */
export const TIER_LIMIT = 200;

interface Row {
  id: number | string;
  kind: string;
  slug: string;
  path: string;
  label: string | null;
  title: string;
  snippet: string | null;
  valid_until: string | null;
  name: string | null;
  summary: string | null;
  body: string | null;
  category: string | null;
  place: string | null;
}

const SELECTED = sql.raw(
  "kind, slug, path, label, title, snippet, valid_until, name, summary, body, category, place",
);

/** An FTS5 phrase: the piece in double quotes, any quote in it doubled (pieces are [a-z0-9] anyway). */
const phrase = (piece: string) => `"${piece.replaceAll('"', '""')}"`;

function sqliteTier(pieces: string[], nameOnly: boolean): RawBuilder<Row> {
  const any = pieces.map(phrase).join(" OR ");
  const match = nameOnly ? `{name} : (${any})` : any;
  return sql<Row>`select rowid as id, ${SELECTED} from search_index
    where search_index match ${match} order by rowid limit ${TIER_LIMIT}`;
}

/** LIKE patterns: pieces hold only letters and digits, so nothing in them needs escaping. */
function postgresTier(pieces: string[], nameOnly: boolean): RawBuilder<Row> {
  const column = sql.raw(nameOnly ? "name_key" : "haystack");
  const conditions = sql.join(
    pieces.map((piece) => sql`${column} like ${`%${piece}%`}`),
    sql` or `,
  );
  return sql<Row>`select id, ${SELECTED} from search_documents
    where ${conditions} order by id limit ${TIER_LIMIT}`;
}

/**
 * A PostgreSQL tier in a transaction of its own that keeps the planner off a sequential
 * scan: for an OR of contains-patterns it estimates a scan of every folded text as cheaper
 * than the trigram index (migration 014) and picks it, and at 10,000 places that scan took
 * 2-3 times as long as the index at the 95th percentile (`npm run bench:scale`).
 */
function postgresTierRows(db: DbHandle["db"], pieces: string[], nameOnly: boolean) {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return postgresTier(pieces, nameOnly).execute(trx);
  });
}

/**
 * The terms worth looking up: a term that holds another one finds nothing the shorter one
 * does not ('veks' holds 'vek'), so it is left out. Both databases match the same rows.
 */
export function containingTerms(terms: readonly string[]): string[] {
  const unique = [...new Set(terms)];
  return unique.filter((term) => !unique.some((other) => other !== term && term.includes(other)));
}

function candidateOf(row: Row): Candidate {
  return {
    id: Number(row.id),
    kind: row.kind as SearchKind,
    slug: row.slug,
    path: row.path,
    label: row.label ?? "",
    title: row.title,
    snippet: row.snippet ?? "",
    validUntil: row.valid_until,
    name: row.name ?? "",
    summary: row.summary ?? "",
    body: row.body ?? "",
    category: row.category ?? "",
    place: row.place ?? "",
  };
}

/**
 * Candidates in tiers, narrowest first, each cut at TIER_LIMIT rows: names holding a
 * word as written, names holding a piece, any text holding a word, any text holding a
 * piece. A broad piece cannot crowd out a name that matches exactly.
 */
export async function findCandidates(
  { db, dialect }: DbHandle,
  exact: string[],
  pieces: string[],
): Promise<Candidate[]> {
  if (exact.length === 0 && pieces.length === 0) return [];
  const tiers: [string[], boolean][] = [
    [containingTerms(exact), true],
    [containingTerms(pieces), true],
    [containingTerms(exact), false],
    [containingTerms(pieces), false],
  ];
  // Run together (PostgreSQL answers them on several connections); merged in tier order.
  const answers = await Promise.all(
    tiers.map(([terms, nameOnly]) =>
      terms.length === 0
        ? { rows: [] as Row[] }
        : dialect === "sqlite"
          ? sqliteTier(terms, nameOnly).execute(db)
          : postgresTierRows(db, terms, nameOnly),
    ),
  );
  const found = new Map<number, Candidate>();
  for (const { rows } of answers)
    for (const row of rows) {
      const candidate = candidateOf(row);
      if (!found.has(candidate.id)) found.set(candidate.id, candidate);
    }
  return [...found.values()];
}
