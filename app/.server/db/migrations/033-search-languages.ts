import { type Kysely, type Migration, sql } from "kysely";
import { spelledOut } from "./014-search";
import type { Dialect } from "./columns";

/**
 * The site search in English, German and Danish (issue 40, point 5): an index of each
 * record's translated texts (content_translations, migration 032) beside the Swedish one
 * (migration 014), one row per record that has any translation, keyed as the Swedish index
 * (`id * 4 + kind`), one column per language. Triggers keep it, on the records (published,
 * renamed, removed) and on their translations, whoever writes. A record without a
 * translation has no row, so an import of places writes nothing more here.
 *
 * SQLite: an FTS5 table with the trigram tokenizer, as search_index. PostgreSQL: a table
 * with generated, folded columns and pg_trgm GIN indexes, as search_documents.
 */

const LANGUAGES = ["en", "de", "da"] as const;

interface Source {
  table: "businesses" | "events" | "offers";
  subject: "place" | "event" | "offer";
  offset: 1 | 2 | 3;
  /** Whether row `r` is searchable (as migration 014 indexes it). */
  indexed: (r: string) => string;
}

const SOURCES: Source[] = [
  {
    table: "businesses",
    subject: "place",
    offset: 1,
    indexed: (r) => `${r}.status = 'published'`,
  },
  {
    table: "events",
    subject: "event",
    offset: 2,
    indexed: (r) => `${r}.status = 'published' and not ${r}.example`,
  },
  {
    table: "offers",
    subject: "offer",
    offset: 3,
    indexed: (r) => `${r}.status = 'published'`,
  },
];

/** Every translated text of record `r` in `language`, as one text. */
function textsOf(dialect: Dialect, source: Source, r: string, language: string): string {
  const joined = dialect === "sqlite" ? "group_concat(t.text, ' ')" : "string_agg(t.text, ' ')";
  const texts = `coalesce((select ${joined} from content_translations t
    where t.subject = '${source.subject}' and t.key = ${r}.slug and t.language = '${language}'), '')`;
  return dialect === "sqlite" ? spelledOut(texts) : texts;
}

/** `insert into <index> … select … from <table> r where <condition> and <indexed>`, with a translation. */
function insertRows(dialect: Dialect, source: Source, condition: string): string {
  const index = dialect === "sqlite" ? "search_translations" : "search_translation_documents";
  const key = dialect === "sqlite" ? "rowid" : "id";
  const r = "r";
  return `insert into ${index} (${key}, ${LANGUAGES.join(", ")})
    select ${r}.id * 4 + ${source.offset}, ${LANGUAGES.map((language) => textsOf(dialect, source, r, language)).join(", ")}
    from ${source.table} ${r}
    where ${condition} and ${source.indexed(r)}
      and exists (select 1 from content_translations t where t.subject = '${source.subject}' and t.key = ${r}.slug)`;
}

/** Removes the entries of the records `condition` names (a condition on `r`). */
function deleteRows(dialect: Dialect, source: Source, condition: string): string {
  const index = dialect === "sqlite" ? "search_translations" : "search_translation_documents";
  const key = dialect === "sqlite" ? "rowid" : "id";
  return `delete from ${index} where ${key} in (select r.id * 4 + ${source.offset} from ${source.table} r where ${condition})`;
}

async function run(db: Kysely<unknown>, statement: string) {
  await sql.raw(statement).execute(db);
}

/** A record's statements: its entry removed, then written again from its translations. */
function recordSync(dialect: Dialect, source: Source, row: "new" | "old"): string[] {
  const index = dialect === "sqlite" ? "search_translations" : "search_translation_documents";
  const key = dialect === "sqlite" ? "rowid" : "id";
  const remove = `delete from ${index} where ${key} = old.id * 4 + ${source.offset}`;
  return row === "old" ? [remove] : [remove, insertRows(dialect, source, "r.id = new.id")];
}

/** A translation's statements: its record's entry (by `row`'s key) written again. */
function translationSync(dialect: Dialect, row: "new" | "old"): string[] {
  return SOURCES.flatMap((source) => {
    const condition = `${row}.subject = '${source.subject}' and r.slug = ${row}.key`;
    return [deleteRows(dialect, source, condition), insertRows(dialect, source, condition)];
  });
}

async function upSqlite(db: Kysely<unknown>) {
  await run(
    db,
    `create virtual table search_translations using fts5(${LANGUAGES.join(", ")}, tokenize = 'trigram remove_diacritics 1')`,
  );
  for (const source of SOURCES) {
    const body = (statements: string[]) => statements.map((statement) => `${statement};`).join(" ");
    await run(
      db,
      `create trigger search_translations_${source.table}_insert after insert on ${source.table} begin ${body(recordSync("sqlite", source, "new").slice(1))} end`,
    );
    await run(
      db,
      `create trigger search_translations_${source.table}_update after update on ${source.table} begin ${body(recordSync("sqlite", source, "new"))} end`,
    );
    await run(
      db,
      `create trigger search_translations_${source.table}_delete after delete on ${source.table} begin ${body(recordSync("sqlite", source, "old"))} end`,
    );
    await run(db, insertRows("sqlite", source, "1 = 1"));
  }
  const body = (statements: string[]) => statements.map((statement) => `${statement};`).join(" ");
  await run(
    db,
    `create trigger search_translations_text_insert after insert on content_translations begin ${body(translationSync("sqlite", "new"))} end`,
  );
  await run(
    db,
    `create trigger search_translations_text_update after update on content_translations begin ${body([...translationSync("sqlite", "old"), ...translationSync("sqlite", "new")])} end`,
  );
  await run(
    db,
    `create trigger search_translations_text_delete after delete on content_translations begin ${body(translationSync("sqlite", "old"))} end`,
  );
}

async function upPostgres(db: Kysely<unknown>) {
  const text = (column: string) => `${column} text not null default ''`;
  await run(
    db,
    `create table search_translation_documents (
      id bigint primary key,
      ${LANGUAGES.map(text).join(",\n")},
      ${LANGUAGES.map((language) => `${language}_key text generated always as (search_fold(${language})) stored`).join(",\n")}
    )`,
  );
  for (const language of LANGUAGES)
    await run(
      db,
      `create index search_translation_documents_${language} on search_translation_documents using gin (${language}_key gin_trgm_ops)`,
    );
  for (const source of SOURCES) {
    const [remove, insert] = recordSync("postgres", source, "new");
    await run(
      db,
      `create function search_translations_sync_${source.table}() returns trigger language plpgsql as $$
       begin
         if tg_op <> 'INSERT' then
           ${remove};
         end if;
         if tg_op <> 'DELETE' then
           ${insert};
         end if;
         return null;
       end $$`,
    );
    await run(
      db,
      `create trigger search_translations_${source.table} after insert or update or delete on ${source.table}
       for each row execute function search_translations_sync_${source.table}()`,
    );
    await run(db, insertRows("postgres", source, "1 = 1"));
  }
  const statements = (row: "new" | "old") =>
    translationSync("postgres", row)
      .map((statement) => `${statement};`)
      .join("\n");
  await run(
    db,
    `create function search_translations_sync_texts() returns trigger language plpgsql as $$
     begin
       if tg_op <> 'INSERT' then
         ${statements("old")}
       end if;
       if tg_op <> 'DELETE' then
         ${statements("new")}
       end if;
       return null;
     end $$`,
  );
  await run(
    db,
    `create trigger search_translations_texts after insert or update or delete on content_translations
     for each row execute function search_translations_sync_texts()`,
  );
}

export function searchLanguagesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === "sqlite") await upSqlite(db);
      else await upPostgres(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === "sqlite") {
        for (const source of SOURCES)
          for (const op of ["insert", "update", "delete"])
            await run(db, `drop trigger search_translations_${source.table}_${op}`);
        for (const op of ["insert", "update", "delete"])
          await run(db, `drop trigger search_translations_text_${op}`);
        await run(db, "drop table search_translations");
        return;
      }
      for (const source of SOURCES) {
        await run(db, `drop trigger search_translations_${source.table} on ${source.table}`);
        await run(db, `drop function search_translations_sync_${source.table}()`);
      }
      await run(db, "drop trigger search_translations_texts on content_translations");
      await run(db, "drop function search_translations_sync_texts()");
      await run(db, "drop table search_translation_documents");
    },
  };
}
