import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Insertable } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { type DbHandle, migrateToLatest, openDatabase } from "../../app/.server/db/db";
import type { Database } from "../../app/.server/db/schema";
import { seedContent } from "../../app/.server/db/seed";
import { createScratchDatabase } from "../../scripts/scratch-postgres.js";
import type { DatabaseKind } from "./databases";

// Test support: real, migrated databases that each test file creates and drops.

export const TEST_PG_ADMIN_URL =
  process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase extends DbHandle {
  /** Connection settings for a server process using the same database. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export async function createTestDatabase(kind: "sqlite" | "postgres"): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dir = await mkdtemp(path.join(os.tmpdir(), "mg-test-"));
    const sqlitePath = path.join(dir, "test.db");
    const handle = openDatabase({ sqlitePath });
    await migrateToLatest(handle);
    return {
      ...handle,
      env: { SQLITE_PATH: sqlitePath, DATA_DIR: dir },
      async cleanup() {
        await handle.db.destroy();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createScratchDatabase(TEST_PG_ADMIN_URL, "mg_test");
  const handle = openDatabase({ databaseUrl: scratch.url, sqlitePath: "" });
  await migrateToLatest(handle);
  return {
    ...handle,
    env: { DATABASE_URL: scratch.url },
    async cleanup() {
      await handle.db.destroy();
      await scratch.drop();
    },
  };
}

/** How a test block's database is made: seeded or not, once for the block or afresh for each test. */
export interface TestDatabaseOptions {
  /** Seed the guide's content into it (seedContent) before `ready`. */
  seed?: boolean;
  /** A database of its own for each test, so that none depends on another's writes. */
  perTest?: boolean;
}

/** Runs `setUp` before the block's tests (or each test) and `tearDown` after them. */
export function aroundTests(
  perTest: boolean,
  setUp: () => Promise<void>,
  tearDown: () => Promise<void>,
): void {
  if (perTest) {
    beforeEach(setUp);
    afterEach(tearDown);
  } else {
    beforeAll(setUp);
    afterAll(tearDown);
  }
}

/**
 * A migrated database for the tests of the block this is called in, dropped after them;
 * `ready` receives it (to keep it, and to add what the tests need) before they run.
 */
export function withTestDatabase(
  kind: DatabaseKind,
  { seed = false, perTest = false }: TestDatabaseOptions,
  ready: (testDb: TestDatabase) => Promise<void> | void,
): void {
  let testDb: TestDatabase | undefined;
  aroundTests(
    perTest,
    async () => {
      testDb = await createTestDatabase(kind);
      if (seed) await seedContent(testDb);
      await ready(testDb);
    },
    async () => {
      await testDb?.cleanup();
      testDb = undefined;
    },
  );
}

/** An operator row without a password, for tests of the admin area's writes. */
export async function createTestOperator(
  db: DbHandle["db"],
  email = "redaktor@example.se",
): Promise<{ id: number; email: string }> {
  const row = await db
    .insertInto("operators")
    .values({ email, password_hash: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

/**
 * A bare published business for tests that need one to exist (to own, to link a plan
 * to, to count views of): no contact details, rating, image or profile.
 */
export async function insertTestPlace(
  db: DbHandle["db"],
  place: { slug: string; name: string } & Partial<Insertable<Database["businesses"]>>,
): Promise<void> {
  await db
    .insertInto("businesses")
    .values({
      category: "restauranger",
      summary: "Ett ställe.",
      description: "Ett ställe i Malmö.",
      address: "Storgatan 1, Malmö",
      email: null,
      phone: null,
      website: null,
      rating: null,
      image: null,
      status: "published",
      profile: null,
      source: null,
      ...place,
    })
    .execute();
}

/** Lists a business in a category's 'Alla platser' at `position` (after the seed's). */
export async function listInCategory(
  db: DbHandle["db"],
  category: string,
  slug: string,
  position: number,
): Promise<void> {
  await db
    .insertInto("business_listings")
    .values({ category_slug: category, business_slug: slug, position })
    .execute();
}

/** The businesses (their slugs) stored under `name`. */
export function placesNamed(db: DbHandle["db"], name: string): Promise<{ slug: string }[]> {
  return db.selectFrom("businesses").select("slug").where("name", "=", name).execute();
}
