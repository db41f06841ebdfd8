import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type SQLite from "better-sqlite3";
import { logger } from "~/.server/logger";

// SQLite copies its write-ahead log back into the database file (a checkpoint) from the
// commit that passes 1,000 pages, inside that commit: after a 20,000-row import that is
// about 60 ms more on the one thread that serves every visitor (issue 35, point 2).
// Here the app's connection never checkpoints itself; a thread with a connection of its
// own runs a PASSIVE checkpoint (it never waits for, nor blocks, readers or the writer)
// once a second, so the log stays as short as before and the copying happens beside the
// requests. Should the thread fail, the connection checkpoints itself again.

const INTERVAL_MS = 1000;

// The thread's own code, as text: it runs the same from the sources and from the build.
const THREAD = `
const { workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
const checkpoint = () => db.pragma("wal_checkpoint(PASSIVE)");
checkpoint();
setInterval(checkpoint, workerData.intervalMs);
`;

/** Moves `sqlite`'s checkpoints to a thread of their own, for as long as it is open. */
export function checkpointInThread(sqlite: SQLite.Database, path: string): void {
  sqlite.pragma("wal_autocheckpoint = 0");
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve("better-sqlite3"),
      path,
      intervalMs: INTERVAL_MS,
    },
  });
  worker.unref();
  worker.on("error", (error) => {
    logger.warn({ err: error.message }, "checkpoint thread failed: SQLite checkpoints in place");
    if (sqlite.open) sqlite.pragma("wal_autocheckpoint = 1000");
  });
  const close = sqlite.close.bind(sqlite);
  sqlite.close = () => {
    void worker.terminate();
    return close();
  };
}
