import type { DbHandle } from "~/.server/db/db";

/**
 * The database a loader's or action's context hands in (`context.database`): the one the
 * app's modules of this test use. Imported when asked, so a test whose app modules are
 * imported afresh (tests/support/test-app.ts, perTest) gets that test's database.
 */
export async function appDatabase(): Promise<DbHandle> {
  return (await import("~/.server/services")).database();
}
