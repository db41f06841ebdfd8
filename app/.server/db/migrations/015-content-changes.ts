import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "./columns";
import { addColumns, createIndex, dropColumns } from "./ddl";

/**
 * What each content write changed (issue 23, point 5), so that a process brings its
 * content snapshot up to date by reading only those records instead of every place
 * (app/.server/snapshot/snapshot.ts). Triggers write one row per changed record,
 * whoever writes, stamped with the version after the current one (a write may bump the
 * version before or after its changes; a reader reads every change stamped later than
 * its snapshot, so a change stamped one too late is only read twice): a place
 * (`business`, keyed by slug, also for its hours and listings), or a whole small part
 * (`featured`, `offers`, `events`, `subscriptions`, no key). `content_meta.changes_from`
 * is the oldest version whose changes are all still kept (older ones are pruned).
 */

/** Table, what its rows change, and the column naming the record ('' for a whole part). */
const SOURCES: readonly [table: string, entity: string, key: string][] = [
  ["businesses", "business", "slug"],
  ["business_hours", "business", "business_slug"],
  ["business_listings", "business", "business_slug"],
  ["featured_places", "featured", ""],
  ["offers", "offers", ""],
  ["events", "events", ""],
  ["subscriptions", "subscriptions", ""],
];

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

/** SQLite: a trigger per table and operation; `row` is new or old. */
function sqliteInsert(entity: string, key: string, row: "new" | "old") {
  const value = key ? `${row}.${key}` : "''";
  return `insert into content_changes (version, entity, key) select version + 1, '${entity}', ${value} from content_meta where id = 1;`;
}

async function upSqlite(db: Kysely<unknown>) {
  for (const [table, entity, key] of SOURCES) await sqliteTriggers(db, table, entity, key);
}

async function sqliteTriggers(db: Kysely<unknown>, table: string, entity: string, key: string) {
  await run(
    db,
    `create trigger content_changes_${table}_insert after insert on ${table} begin ${sqliteInsert(entity, key, "new")} end`,
  );
  await run(
    db,
    `create trigger content_changes_${table}_update after update on ${table} begin ${sqliteInsert(entity, key, "new")} ${sqliteInsert(entity, key, "old")} end`,
  );
  await run(
    db,
    `create trigger content_changes_${table}_delete after delete on ${table} begin ${sqliteInsert(entity, key, "old")} end`,
  );
}

async function upPostgres(db: Kysely<unknown>) {
  // One function for every table: the entity and the key column are the trigger's arguments.
  await run(
    db,
    `create function content_change() returns trigger language plpgsql as $$
      declare current_version bigint;
      begin
        select version + 1 into current_version from content_meta where id = 1;
        if tg_op <> 'DELETE' then
          insert into content_changes (version, entity, key)
          values (current_version, tg_argv[0], coalesce(to_jsonb(new) ->> tg_argv[1], ''));
        end if;
        if tg_op <> 'INSERT' then
          insert into content_changes (version, entity, key)
          values (current_version, tg_argv[0], coalesce(to_jsonb(old) ->> tg_argv[1], ''));
        end if;
        return null;
      end $$`,
  );
  for (const [table, entity, key] of SOURCES) await postgresTrigger(db, table, entity, key);
}

async function postgresTrigger(db: Kysely<unknown>, table: string, entity: string, key: string) {
  await run(
    db,
    `create trigger content_changes after insert or update or delete on ${table}
      for each row execute function content_change('${entity}', '${key}')`,
  );
}

/**
 * Writes down every change of a content table added later in content_changes, as
 * `entity` (keyed by the column `key`, or '' for a whole part). Dropping the table drops them.
 */
export async function addChangeTriggers(
  db: Kysely<unknown>,
  dialect: Dialect,
  source: { table: string; entity: string; key: string },
) {
  const { table, entity, key } = source;
  if (dialect === "sqlite") await sqliteTriggers(db, table, entity, key);
  else await postgresTrigger(db, table, entity, key);
}

export function contentChangesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("content_changes")
        .addColumn("version", "bigint", (col) => col.notNull())
        .addColumn("entity", "varchar(20)", (col) => col.notNull())
        .addColumn("key", "varchar(200)", (col) => col.notNull())
        .execute();
      await createIndex(db, "content_changes_version", "content_changes", ["version"]);
      // Changes before this migration were never written down: a snapshot older than the
      // version now is loaded whole.
      await addColumns(db, "content_meta", [
        ["changes_from", "bigint", (col) => col.notNull().defaultTo(0)],
      ]);
      await run(db, "update content_meta set changes_from = version + 1");
      if (dialect === "sqlite") await upSqlite(db);
      else await upPostgres(db);
    },
    async down(db: Kysely<unknown>) {
      for (const [table] of SOURCES)
        if (dialect === "sqlite")
          for (const op of ["insert", "update", "delete"])
            await run(db, `drop trigger content_changes_${table}_${op}`);
        else await run(db, `drop trigger content_changes on ${table}`);
      if (dialect === "postgres") await run(db, "drop function content_change()");
      await db.schema.dropTable("content_changes").execute();
      await dropColumns(db, "content_meta", ["changes_from"]);
    },
  };
}
