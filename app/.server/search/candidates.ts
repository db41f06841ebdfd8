import { type RawBuilder, sql } from "kysely";
import type { DbHandle } from "../db/db";
import type { Candidate, SearchKind } from "./score";
import type { WordTerms } from "./words";

// Each database finds candidates with its own index (migration 014): every indexed row
// whose folded text contains a query word's terms. Both read "contains" the same way (a
// substring of the case- and diacritic-folded text), and both choose a tier's rows the same
// way (rows holding every query word, then any; lowest keys first), so both hand the
// scorer the same candidates.

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

type Key = { id: number | string };

/** An FTS5 phrase: the piece in double quotes, any quote in it doubled (pieces are [a-z0-9] anyway). */
const phrase = (piece: string) => `"${piece.replaceAll('"', '""')}"`;

/** An FTS5 query for the rows holding every word, or any (a word: any of its terms). */
function sqliteMatch(words: string[][], every: boolean, nameOnly: boolean): string {
  const holds = (word: string[]) => `(${word.map(phrase).join(" OR ")})`;
  const expression = words.map(holds).join(every ? " AND " : " OR ");
  return nameOnly ? `{name} : (${expression})` : expression;
}

/**
 * The keys of one level, lowest first. Keys only: FTS5 walks its lists in key order and
 * stops at the limit, and reading rows' texts is what costs (they are read once, at the end).
 */
function sqliteLevel(words: string[][], every: boolean, nameOnly: boolean): RawBuilder<Key> {
  return sql<Key>`select rowid as id from search_index
    where search_index match ${sqliteMatch(words, every, nameOnly)} order by rowid limit ${TIER_LIMIT}`;
}

/** As sqliteLevel. LIKE patterns: terms hold only letters and digits, nothing to escape. */
function postgresLevel(words: string[][], every: boolean, nameOnly: boolean): RawBuilder<Key> {
  const column = sql.raw(nameOnly ? "name_key" : "haystack");
  const holds = (word: string[]) =>
    sql`(${sql.join(
      word.map((term) => sql`${column} like ${`%${term}%`}`),
      sql` or `,
    )})`;
  const condition = sql.join(words.map(holds), every ? sql` and ` : sql` or `);
  return sql<Key>`select id from search_documents where ${condition} order by id limit ${TIER_LIMIT}`;
}

type Level = (words: string[][], every: boolean, nameOnly: boolean) => Promise<Key[]>;

/**
 * A tier's keys: rows holding any word, lowest keys first, as many as TIER_LIMIT. When
 * they do not all fit and the tier is `ranked`, the rows holding every word come first
 * (by lowest key), then the rest. "Any" is asked first: it costs little (the databases
 * stop at the limit), and when every row fits, the rows holding every word are among them.
 */
async function tierKeys(level: Level, [words, nameOnly, ranked]: Tier): Promise<number[]> {
  const any = await level(words, false, nameOnly);
  const keys = new Set<number>();
  if (ranked && words.length > 1 && any.length >= TIER_LIMIT)
    for (const { id } of await level(words, true, nameOnly)) keys.add(Number(id));
  for (const { id } of any) if (keys.size < TIER_LIMIT) keys.add(Number(id));
  return [...keys];
}

/** The tiers' keys on SQLite, and then their rows. */
async function sqliteCandidates(db: DbHandle["db"], tiers: Tier[]): Promise<Row[]> {
  const level: Level = async (words, every, nameOnly) =>
    (await sqliteLevel(words, every, nameOnly).execute(db)).rows;
  const keys = new Set<number>();
  for (const tier of tiers) for (const key of await tierKeys(level, tier)) keys.add(key);
  if (keys.size === 0) return [];
  const { rows } = await sql<Row>`select rowid as id, ${SELECTED} from search_index
    where rowid in (select value from json_each(${JSON.stringify([...keys])}))`.execute(db);
  return rows;
}

/**
 * The tiers' keys on PostgreSQL, each tier in a transaction of its own (on its own
 * connection, together) that keeps the planner off a sequential scan: for an OR of
 * contains-patterns it estimates a scan of every folded text as cheaper than the trigram
 * index (migration 014) and picks it, and at 10,000 places that scan took 2-3 times as
 * long as the index at the 95th percentile (`npm run bench:scale`).
 */
async function postgresCandidates(db: DbHandle["db"], tiers: Tier[]): Promise<Row[]> {
  const answers = await Promise.all(
    tiers.map((tier) =>
      db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const level: Level = async (words, every, nameOnly) => {
          // Every word: the rows are few, and the trigram index finds them at once (with
          // an index scan by key the planner would read and test most rows for them).
          if (every) await sql`set local enable_indexscan = off`.execute(trx);
          return (await postgresLevel(words, every, nameOnly).execute(trx)).rows;
        };
        return tierKeys(level, tier);
      }),
    ),
  );
  const keys = [...new Set(answers.flat())];
  if (keys.length === 0) return [];
  const { rows } = await sql<Row>`select id, ${SELECTED} from search_documents
    where id = any(${keys}::bigint[])`.execute(db);
  return rows;
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
 * A tier: each query word's terms, whether only names are searched, and whether rows
 * holding more words come first (the words as written: a piece is short and common, and
 * ranking by pieces would cost more than it finds).
 */
type Tier = [words: string[][], nameOnly: boolean, ranked: boolean];

/**
 * Candidates in tiers, narrowest first: names holding a word as written, names holding a
 * piece, any text holding a word, any text holding a piece. Each tier keeps TIER_LIMIT rows,
 * chosen in the database: rows holding any word by lowest key, but in the tiers of words
 * as written, when those do not all fit, rows holding every word come first (tierKeys). So neither a broad piece nor a catalogue of similar
 * names ('Skalplats 1' … 'Skalplats 9999') crowds out the row that matches every word.
 */
export async function findCandidates(
  { db, dialect }: DbHandle,
  words: readonly WordTerms[],
): Promise<Candidate[]> {
  const lookedUp = (pick: (word: WordTerms) => string[]) =>
    words.map((word) => containingTerms(pick(word))).filter((terms) => terms.length > 0);
  const exact = lookedUp((word) => word.exact);
  const pieces = lookedUp((word) => word.pieces);
  const tiers: Tier[] = (
    [
      [exact, true, true],
      [pieces, true, false],
      [exact, false, true],
      [pieces, false, false],
    ] as Tier[]
  ).filter(([terms]) => terms.length > 0);
  const rows =
    dialect === "sqlite" ? await sqliteCandidates(db, tiers) : await postgresCandidates(db, tiers);
  // By key: the scorer breaks its last ties by key anyway, and both databases agree on it.
  return rows.map(candidateOf).sort((a, b) => a.id - b.id);
}
