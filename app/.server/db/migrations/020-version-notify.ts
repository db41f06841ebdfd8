import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "./columns";

/**
 * Writes announce the new content version (issue 25, point 3): on PostgreSQL every
 * change of `content_meta.version`, whoever makes it, sends NOTIFY content_version with
 * the version, delivered when its transaction commits, so each process can keep its
 * snapshot and page cache current without asking for the version on every request
 * (app/.server/snapshot/version-feed.ts). SQLite has no channel: its processes keep
 * reading the version, a lookup in a local file.
 */
export function versionNotifyMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== "postgres") return;
      await sql`create function content_version_notify() returns trigger language plpgsql as $$
        begin
          if new.version is distinct from old.version then
            perform pg_notify('content_version', new.version::text);
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger content_version_notify after update on content_meta
        for each row execute function content_version_notify()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== "postgres") return;
      await sql`drop trigger content_version_notify on content_meta`.execute(db);
      await sql`drop function content_version_notify()`.execute(db);
    },
  };
}
