import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { vi } from "vitest";
import { seedContent } from "../../app/.server/db/seed";
import type { DatabaseKind } from "./databases";
import {
  aroundTests,
  createTestDatabase,
  type TestDatabase,
  type TestDatabaseOptions,
} from "./test-database";

/** The app's services on a test database, for a test file that calls its routes. */
export interface TestApp {
  /** The app's own data folder (images, uploads); close() removes it. */
  dataDir: string;
  /** Puts this app's settings back in the environment (another app's close() removed them). */
  stubEnv(): void;
  /** Restores the environment, closes the app's database connection, removes the data folder. */
  close(): Promise<void>;
}

/**
 * Points the app at a test database: a data folder of its own, the database's settings
 * and `env` in the environment, and fresh modules, so that route modules imported after
 * this (and ~/.server/services) use this database.
 */
export async function startTestApp(
  testDb: TestDatabase,
  { name, env = {} }: { name: string; env?: Record<string, string> },
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `mg-${name}-`));
  const stubEnv = () => {
    vi.stubEnv("DATA_DIR", dataDir);
    for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
    vi.stubEnv("DATABASE_URL", testDb.env.DATABASE_URL ?? "");
    vi.stubEnv("SQLITE_PATH", testDb.env.SQLITE_PATH ?? "");
  };
  stubEnv();
  vi.resetModules();
  const services = await import("~/.server/services");
  return {
    dataDir,
    stubEnv,
    async close() {
      vi.unstubAllEnvs();
      await (await services.database()).db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test database with the app on it (startTestApp) for the tests of the block this is
 * called in, both removed after them; `ready` receives them (to keep them, and to import
 * the routes the tests call) before the tests run.
 */
export function withTestApp(
  kind: DatabaseKind,
  options: TestDatabaseOptions & { name: string; env?: Record<string, string> },
  ready: (made: { testDb: TestDatabase; app: TestApp }) => Promise<void> | void,
): void {
  let testDb: TestDatabase | undefined;
  let app: TestApp | undefined;
  aroundTests(
    options.perTest ?? false,
    async () => {
      testDb = await createTestDatabase(kind);
      if (options.seed) await seedContent(testDb);
      app = await startTestApp(testDb, options);
      await ready({ testDb, app });
    },
    async () => {
      await app?.close();
      await testDb?.cleanup();
      app = undefined;
      testDb = undefined;
    },
  );
}

/** The business images the app has stored under its data folder. */
export async function storedImageFiles(dataDir: string): Promise<string[]> {
  return (await readdir(path.join(dataDir, "business_images")).catch(() => [])).filter(
    (name) => name !== ".tmp",
  );
}

/** Upload temp files left under the data folder (none once a request has finished). */
export async function tempImageFiles(dataDir: string): Promise<string[]> {
  return readdir(path.join(dataDir, "business_images", ".tmp")).catch(() => []);
}
