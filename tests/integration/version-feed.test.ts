import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bumpContentVersion } from "~/.server/db/content-version";
import { openDatabase } from "~/.server/db/db";
import {
  contentOf,
  contentVersion,
  followVersions,
  writeContent,
} from "~/.server/snapshot/content";
import { FEED_APPLICATION, VersionFeed } from "~/.server/snapshot/version-feed";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 25, point 3 on a real PostgreSQL: writes announce the new content version
// (NOTIFY from a trigger, migration 020), a process follows the announcements instead of
// asking for the version on each request, reads its own writes at once, and falls back to
// asking while the channel is down.

/** A version query is counted where it reaches the database (Kysely's log). */
function countingDb(url: string) {
  let versionQueries = 0;
  const handle = openDatabase({ databaseUrl: url, sqlitePath: "" });
  const logged = handle.db.withPlugin({
    transformQuery: (args) => {
      const node = args.node as {
        kind: string;
        from?: { froms?: { table?: { identifier?: { name?: string } } }[] };
      };
      if (
        node.kind === "SelectQueryNode" &&
        node.from?.froms?.[0]?.table?.identifier?.name === "content_meta"
      )
        versionQueries++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  return { db: logged, queries: () => versionQueries, destroy: () => handle.db.destroy() };
}

describe("content version announcements (postgres)", () => {
  let testDb: TestDatabase;
  let feed: VersionFeed;

  beforeEach(async () => {
    testDb = await createTestDatabase("postgres");
    feed = new VersionFeed(testDb.env.DATABASE_URL as string);
    await feed.start();
  });

  afterEach(async () => {
    await feed.stop();
    await testDb.cleanup();
  });

  it("announces every committed version, whoever writes it, and nothing rolled back", async () => {
    const start = feed.version();
    expect(start).toBe(await contentVersion(testDb.db));
    // A fix in SQL, outside the app's writers.
    await sql`update content_meta set version = version + 1 where id = 1`.execute(testDb.db);
    await feed.reached((start ?? 0) + 1);
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await bumpContentVersion(trx);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await testDb.db.transaction().execute((trx) => bumpContentVersion(trx));
    await feed.reached((start ?? 0) + 2);
    expect(feed.version()).toBe((start ?? 0) + 2);
  });

  it("answers from the announcement without asking the database, and reads its own write at once", async () => {
    const counting = countingDb(testDb.env.DATABASE_URL as string);
    try {
      followVersions(counting.db, feed);
      const first = await contentOf(counting.db);
      const asked = counting.queries();
      // Unchanged content: no version query at all.
      for (let request = 0; request < 5; request++) {
        expect((await contentOf(counting.db)).version).toBe(first.version);
        expect(await contentVersion(counting.db)).toBe(first.version);
      }
      expect(counting.queries()).toBe(asked);

      // Another process writes: the announcement brings the new version.
      await writeContent(testDb.db, async (trx) => {
        await trx
          .updateTable("content_meta")
          .set({ changes_from: 0 })
          .where("id", "=", 1)
          .execute();
      });
      await feed.reached(first.version + 1);
      expect((await contentOf(counting.db)).version).toBe(first.version + 1);

      // This process writes: the next read has it, whether or not the announcement came.
      const own = await writeContent(counting.db, async () => "done");
      expect(own).toBe("done");
      expect(await contentVersion(counting.db)).toBe(first.version + 2);
    } finally {
      await counting.destroy();
    }
  });

  it("asks the database while the channel is down, and follows again once it is back", async () => {
    const counting = countingDb(testDb.env.DATABASE_URL as string);
    try {
      followVersions(counting.db, feed);
      const before = await contentVersion(counting.db);
      // The channel's connection is killed on the server side.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = ${FEED_APPLICATION}`.execute(
        testDb.db,
      );
      await expect.poll(() => feed.version()).toBeUndefined();
      await sql`update content_meta set version = version + 1 where id = 1`.execute(testDb.db);
      const asked = counting.queries();
      expect(await contentVersion(counting.db)).toBe(before + 1);
      expect(counting.queries()).toBe(asked + 1);
      // It reconnects by itself and knows the version again.
      await feed.reached(before + 1);
      const after = counting.queries();
      expect(await contentVersion(counting.db)).toBe(before + 1);
      expect(counting.queries()).toBe(after);
    } finally {
      await counting.destroy();
    }
  });
});
