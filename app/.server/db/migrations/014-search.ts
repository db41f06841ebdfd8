import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "./columns";

/**
 * The site search's index (issue 23, docs/decisions/019-site-search.md), kept by the
 * database itself: triggers on businesses, events and offers rewrite a row's entry on
 * every insert, update and delete, whoever writes (the admin, an import, a fix in SQL).
 * Only published content is indexed; example events are left out.
 *
 * One row per searchable record, keyed `id * 4 + kind` (1 business, 2 event, 3 offer) so
 * that a trigger finds its entry by key. Searched columns: name, summary, body, category
 * (the category's Swedish names), place (address or location). Shown columns: kind, slug,
 * path (the result's page), label (category or tag), title, snippet, valid_until.
 *
 * SQLite: an FTS5 table with the trigram tokenizer (case and diacritics folded; ø, æ, ß,
 * ł and đ, which it keeps, are spelled out as PostgreSQL's unaccent does). PostgreSQL: a
 * table with generated, folded columns (lower(unaccent(…))) and pg_trgm GIN indexes.
 */

/** The Swedish names of the categories (spec 2), searched with each business. */
const CATEGORY_NAMES: readonly [slug: string, label: string, names: string][] = [
  ["barn", "Aktiviteter för barn", "Aktiviteter för barn"],
  ["frisor", "Frisörsalonger", "Frisörsalonger"],
  ["massage", "Spa", "Spa"],
  ["restauranger", "Restauranger", "Restauranger"],
  ["nojesparker", "Nöjesparker", "Nöjesparker"],
  ["boende", "Boende", "Boende"],
  ["konst", "Konst & Museer", "Konst & Museer, Konstgallerier och museer"],
  ["sport", "Sport", "Sport, Sportaktiviteter och evenemang"],
  ["musik", "Musik & Teater", "Musik & Teater, Musik och teater"],
  ["shopping", "Shopping", "Shopping"],
  ["fika-lunch", "Fika & Lunch", "Fika & Lunch"],
  ["utomhus", "Utomhusaktiviteter", "Utomhusaktiviteter"],
  ["halsa", "Hälsa & Skönhet", "Hälsa & Skönhet, Hälso- och skönhetssalonger"],
  ["transport", "Transport och parkering", "Transport och parkering"],
  ["erbjudanden", "Erbjudanden", "Erbjudanden"],
  ["hantverkare", "Malmös Hantverkare", "Malmös Hantverkare"],
  ["historia", "Historiska platser", "Historiska platser"],
];

const SEARCHED = ["name", "summary", "body", "category", "place"] as const;
const SHOWN = ["kind", "slug", "path", "label", "title", "snippet", "valid_until"] as const;
const COLUMNS = ["id", ...SEARCHED, ...SHOWN] as const;

type Values = Record<(typeof COLUMNS)[number], string>;

/** The index row of a business `r` (NEW, OLD or a table alias), as SQL expressions. */
function placeValues(r: string): Values {
  const names = `(select c.names from search_categories c where c.slug = lower(${r}.category))`;
  const label = `(select c.label from search_categories c where c.slug = lower(${r}.category))`;
  return {
    id: `${r}.id * 4 + 1`,
    name: `${r}.name`,
    summary: `${r}.summary`,
    body: `${r}.description`,
    category: `coalesce(${names}, ${r}.category)`,
    place: `${r}.address`,
    kind: `'business'`,
    slug: `${r}.slug`,
    // Places listed without a page of their own are found on their category's page.
    path: `case when ${r}.has_detail_page then '/business/' || ${r}.slug else '/category/' || lower(${r}.category) end`,
    label: `coalesce(${label}, ${r}.category)`,
    title: `${r}.name`,
    snippet: `${r}.summary`,
    valid_until: "null",
  };
}

function eventValues(r: string): Values {
  return {
    id: `${r}.id * 4 + 2`,
    name: `${r}.title`,
    summary: `''`,
    body: `${r}.description`,
    category: `${r}.category`,
    place: `${r}.location`,
    kind: `'event'`,
    slug: `${r}.slug`,
    path: `'/events/' || ${r}.slug`,
    label: `${r}.category`,
    title: `${r}.title`,
    snippet: `${r}.description`,
    valid_until: "null",
  };
}

function offerValues(r: string): Values {
  return {
    id: `${r}.id * 4 + 3`,
    name: `${r}.title`,
    summary: `${r}.business_name`,
    body: `${r}.description`,
    category: `${r}.tag`,
    place: `${r}.location`,
    kind: `'offer'`,
    slug: `${r}.slug`,
    path: `'/offers'`,
    label: `${r}.tag`,
    title: `${r}.title`,
    snippet: `${r}.description`,
    valid_until: `${r}.valid_until`,
  };
}

interface Source {
  table: "businesses" | "events" | "offers";
  offset: 1 | 2 | 3;
  values: (r: string) => Values;
  /** Whether row `r` belongs in the index. */
  indexed: (r: string) => string;
}

const SOURCES: Source[] = [
  {
    table: "businesses",
    offset: 1,
    values: placeValues,
    indexed: (r) => `${r}.status = 'published'`,
  },
  {
    table: "events",
    offset: 2,
    values: eventValues,
    indexed: (r) => `${r}.status = 'published' and not ${r}.example`,
  },
  { table: "offers", offset: 3, values: offerValues, indexed: (r) => `${r}.status = 'published'` },
];

/** SQLite's trigram tokenizer keeps these letters; spell them out as unaccent does. */
export function spelledOut(expression: string): string {
  const pairs = [
    ["ø", "o"],
    ["Ø", "O"],
    ["æ", "ae"],
    ["Æ", "AE"],
    ["ß", "ss"],
    ["ł", "l"],
    ["Ł", "L"],
    ["đ", "d"],
    ["Đ", "D"],
  ];
  return pairs.reduce((inner, [from, to]) => `replace(${inner}, '${from}', '${to}')`, expression);
}

/** `insert into <index> (…) select … [from <table> r] where <indexed>`. */
function insertRows(dialect: Dialect, source: Source, r: string, from: string): string {
  const values = source.values(r);
  const index = dialect === "sqlite" ? "search_index" : "search_documents";
  const columns = dialect === "sqlite" ? ["rowid", ...COLUMNS.slice(1)] : COLUMNS;
  const expressions = COLUMNS.map((column) => {
    const value = values[column];
    return dialect === "sqlite" && (SEARCHED as readonly string[]).includes(column)
      ? spelledOut(`coalesce(${value}, '')`)
      : value;
  });
  return `insert into ${index} (${columns.join(", ")}) select ${expressions.join(", ")} ${from} where ${source.indexed(r)}`;
}

async function run(db: Kysely<unknown>, statement: string) {
  await sql.raw(statement).execute(db);
}

async function createCategories(db: Kysely<unknown>) {
  await db.schema
    .createTable("search_categories")
    .addColumn("slug", "varchar(100)", (col) => col.primaryKey())
    .addColumn("label", "varchar(100)", (col) => col.notNull())
    .addColumn("names", "varchar(300)", (col) => col.notNull())
    .execute();
  await db
    .insertInto("search_categories" as never)
    .values(CATEGORY_NAMES.map(([slug, label, names]) => ({ slug, label, names })) as never)
    .execute();
}

async function upSqlite(db: Kysely<unknown>) {
  await run(
    db,
    `create virtual table search_index using fts5(${SEARCHED.join(", ")}, ${SHOWN.map((c) => `${c} unindexed`).join(", ")}, tokenize = 'trigram remove_diacritics 1')`,
  );
  for (const source of SOURCES) {
    const key = (r: string) => `${r}.id * 4 + ${source.offset}`;
    const remove = (r: string) => `delete from search_index where rowid = ${key(r)};`;
    const add = `${insertRows("sqlite", source, "new", "")};`;
    await run(
      db,
      `create trigger search_${source.table}_insert after insert on ${source.table} begin ${add} end`,
    );
    await run(
      db,
      `create trigger search_${source.table}_update after update on ${source.table} begin ${remove("old")} ${add} end`,
    );
    await run(
      db,
      `create trigger search_${source.table}_delete after delete on ${source.table} begin ${remove("old")} end`,
    );
    await run(db, insertRows("sqlite", source, "r", `from ${source.table} r`));
  }
}

async function upPostgres(db: Kysely<unknown>) {
  await run(db, "create extension if not exists unaccent");
  await run(db, "create extension if not exists pg_trgm");
  // unaccent() is only stable (its dictionary could change); the index needs an
  // immutable function, so the dictionary is named.
  await run(
    db,
    `create function search_fold(text) returns text language sql immutable parallel safe
     as $$ select lower(public.unaccent('public.unaccent'::regdictionary, coalesce($1, ''))) $$`,
  );
  const text = (column: string) => `${column} text not null default ''`;
  await run(
    db,
    `create table search_documents (
      id bigint primary key,
      ${SEARCHED.map(text).join(",\n")},
      kind varchar(20) not null,
      slug varchar(100) not null,
      path varchar(300) not null,
      label varchar(300),
      title text not null,
      snippet text,
      valid_until varchar(10),
      name_key text generated always as (search_fold(name)) stored,
      haystack text generated always as (search_fold(
        name || ' ' || summary || ' ' || body || ' ' || category || ' ' || place)) stored
    )`,
  );
  await run(
    db,
    "create index search_documents_name on search_documents using gin (name_key gin_trgm_ops)",
  );
  await run(
    db,
    "create index search_documents_haystack on search_documents using gin (haystack gin_trgm_ops)",
  );
  for (const source of SOURCES) {
    const insert = insertRows("postgres", source, "new", "");
    await run(
      db,
      `create function search_sync_${source.table}() returns trigger language plpgsql as $$
       begin
         if tg_op <> 'INSERT' then
           delete from search_documents where id = old.id * 4 + ${source.offset};
         end if;
         if tg_op <> 'DELETE' then
           ${insert};
         end if;
         return null;
       end $$`,
    );
    await run(
      db,
      `create trigger search_${source.table} after insert or update or delete on ${source.table}
       for each row execute function search_sync_${source.table}()`,
    );
    await run(db, insertRows("postgres", source, "r", `from ${source.table} r`));
  }
}

export function searchMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createCategories(db);
      if (dialect === "sqlite") await upSqlite(db);
      else await upPostgres(db);
    },
    async down(db: Kysely<unknown>) {
      for (const source of SOURCES)
        if (dialect === "sqlite")
          for (const op of ["insert", "update", "delete"])
            await run(db, `drop trigger search_${source.table}_${op}`);
        else {
          await run(db, `drop trigger search_${source.table} on ${source.table}`);
          await run(db, `drop function search_sync_${source.table}()`);
        }
      if (dialect === "sqlite") await run(db, "drop table search_index");
      else {
        await run(db, "drop table search_documents");
        await run(db, "drop function search_fold(text)");
      }
      await db.schema.dropTable("search_categories").execute();
    },
  };
}
