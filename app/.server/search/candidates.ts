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

/**
 * A search in another language (issue 40, point 5): its translations are searched too
 * (migration 033), and the places of the categories whose names in it a query word
 * matches are candidates.
 */
export interface LanguageSearch {
  language: "en" | "de" | "da";
  categories: readonly string[];
}

interface Row {
  id: number | string;
  translated?: string | null;
  category_slug?: string | null;
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

/**
 * Where a tier looks: the names, every Swedish text, or a language's translations
 * (migration 033's index, one column per language).
 */
type Scope = "name" | "all" | LanguageSearch["language"];

/** An FTS5 query for the rows holding every word, or any (a word: any of its terms). */
function sqliteMatch(words: string[][], every: boolean, scope: Scope): string {
  const holds = (word: string[]) => `(${word.map(phrase).join(" OR ")})`;
  const expression = words.map(holds).join(every ? " AND " : " OR ");
  return scope === "all" ? expression : `{${scope}} : (${expression})`;
}

/**
 * The keys of one level, lowest first. Keys only: FTS5 walks its lists in key order and
 * stops at the limit, and reading rows' texts is what costs (they are read once, at the end).
 */
function sqliteLevel(words: string[][], every: boolean, scope: Scope): RawBuilder<Key> {
  const match = sqliteMatch(words, every, scope);
  return scope === "name" || scope === "all"
    ? sql<Key>`select rowid as id from search_index
    where search_index match ${match} order by rowid limit ${TIER_LIMIT}`
    : sql<Key>`select rowid as id from search_translations
    where search_translations match ${match} order by rowid limit ${TIER_LIMIT}`;
}

/** As sqliteLevel. LIKE patterns: terms hold only letters and digits, nothing to escape. */
function postgresLevel(words: string[][], every: boolean, scope: Scope): RawBuilder<Key> {
  const column = sql.raw(
    scope === "name" ? "name_key" : scope === "all" ? "haystack" : `${scope}_key`,
  );
  const table = sql.raw(
    scope === "name" || scope === "all" ? "search_documents" : "search_translation_documents",
  );
  const holds = (word: string[]) =>
    sql`(${sql.join(
      word.map((term) => sql`${column} like ${`%${term}%`}`),
      sql` or `,
    )})`;
  const condition = sql.join(words.map(holds), every ? sql` and ` : sql` or `);
  return sql<Key>`select id from ${table} where ${condition} order by id limit ${TIER_LIMIT}`;
}

type Level = (words: string[][], every: boolean, scope: Scope) => Promise<Key[]>;

/**
 * A tier's keys: rows holding any word, lowest keys first, as many as TIER_LIMIT. When
 * they do not all fit and the tier is `ranked`, the rows holding every word come first
 * (by lowest key), then the rest. "Any" is asked first: it costs little (the databases
 * stop at the limit), and when every row fits, the rows holding every word are among them.
 */
async function tierKeys(level: Level, [words, scope, ranked]: Tier): Promise<number[]> {
  const any = await level(words, false, scope);
  const keys = new Set<number>();
  if (ranked && words.length > 1 && any.length >= TIER_LIMIT)
    for (const { id } of await level(words, true, scope)) keys.add(Number(id));
  for (const { id } of any) if (keys.size < TIER_LIMIT) keys.add(Number(id));
  return [...keys];
}

/**
 * The places of the categories a query word names in the page's language, lowest keys
 * first: as many as a tier holds.
 */
function categoryKeys(categories: readonly string[]): RawBuilder<Key> {
  return sql<Key>`select id * 4 + 1 as id from businesses
    where lower(category) in (${sql.join(categories)}) and status = 'published'
    order by id limit ${TIER_LIMIT}`;
}

/** What the rows' texts are read with in another language: its translations and the category. */
function languageColumns(language: LanguageSearch["language"] | undefined, key: string) {
  if (!language) return sql``;
  const column = sql.raw(language);
  const table = sql.raw(key === "rowid" ? "search_translations" : "search_translation_documents");
  const id = sql.raw(key === "rowid" ? "t.rowid" : "t.id");
  const own = sql.raw(key === "rowid" ? "search_index.rowid" : "search_documents.id");
  return sql`, (select t.${column} from ${table} t where ${id} = ${own}) as translated,
    (select lower(b.category) from businesses b
      where ${own} % 4 = 1 and b.id = ${own} / 4) as category_slug`;
}

/** The tiers' keys on SQLite, and then their rows. */
async function sqliteCandidates(
  db: DbHandle["db"],
  tiers: Tier[],
  search: LanguageSearch | undefined,
): Promise<Row[]> {
  const level: Level = async (words, every, scope) =>
    (await sqliteLevel(words, every, scope).execute(db)).rows;
  const keys = new Set<number>();
  for (const tier of tiers) for (const key of await tierKeys(level, tier)) keys.add(key);
  if (search && search.categories.length > 0)
    for (const { id } of (await categoryKeys(search.categories).execute(db)).rows)
      keys.add(Number(id));
  if (keys.size === 0) return [];
  const { rows } = await sql<Row>`select rowid as id, ${SELECTED}
    ${languageColumns(search?.language, "rowid")} from search_index
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
async function postgresCandidates(
  db: DbHandle["db"],
  tiers: Tier[],
  search: LanguageSearch | undefined,
): Promise<Row[]> {
  const answers = await Promise.all([
    ...tiers.map((tier) =>
      db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const level: Level = async (words, every, scope) => {
          // Every word: the rows are few, and the trigram index finds them at once (with
          // an index scan by key the planner would read and test most rows for them).
          if (every) await sql`set local enable_indexscan = off`.execute(trx);
          return (await postgresLevel(words, every, scope).execute(trx)).rows;
        };
        return tierKeys(level, tier);
      }),
    ),
    search && search.categories.length > 0
      ? categoryKeys(search.categories)
          .execute(db)
          .then(({ rows }) => rows.map(({ id }) => Number(id)))
      : Promise.resolve([]),
  ]);
  const keys = [...new Set(answers.flat())];
  if (keys.length === 0) return [];
  const { rows } = await sql<Row>`select id, ${SELECTED}
    ${languageColumns(search?.language, "id")} from search_documents
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
    translated: row.translated ?? "",
    categorySlug: row.category_slug ?? "",
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
type Tier = [words: string[][], scope: Scope, ranked: boolean];

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
  search?: LanguageSearch,
): Promise<Candidate[]> {
  const lookedUp = (pick: (word: WordTerms) => string[]) =>
    words.map((word) => containingTerms(pick(word))).filter((terms) => terms.length > 0);
  const exact = lookedUp((word) => word.exact);
  const pieces = lookedUp((word) => word.pieces);
  const tiers: Tier[] = (
    [
      [exact, "name", true],
      [pieces, "name", false],
      [exact, "all", true],
      [pieces, "all", false],
      // In another language, its translations too, as any text (issue 40).
      ...(search
        ? [
            [exact, search.language, true],
            [pieces, search.language, false],
          ]
        : []),
    ] as Tier[]
  ).filter(([terms]) => terms.length > 0);
  const rows =
    dialect === "sqlite"
      ? await sqliteCandidates(db, tiers, search)
      : await postgresCandidates(db, tiers, search);
  // By key: the scorer breaks its last ties by key anyway, and both databases agree on it.
  return rows.map(candidateOf).sort((a, b) => a.id - b.id);
}
