import { env } from "../env";
import { type DbHandle, migrateToLatest, openDatabase } from "./db";

let ready: Promise<DbHandle> | undefined;

/** The app's database, opened and migrated once (at start, see server/start-up.ts). */
export function database(): Promise<DbHandle> {
  ready ??= (async () => {
    const handle = openDatabase({
      databaseUrl: env.DATABASE_URL,
      sqlitePath: env.sqlitePath,
      checkpointInThread: true,
    });
    await migrateToLatest(handle);
    return handle;
  })();
  return ready;
}
