import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { vi } from "vitest";
import type { TestDatabase } from "./test-database";

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
