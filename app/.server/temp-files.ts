import { randomUUID } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { logger } from "~/lib/logger.server";
import { contentTypeOf } from "./image-file";
import type { Database } from "./schema";
import { BUCKET, type ImageStore } from "./storage";

// Files being received or processed live in the store's temp folder under names
// that carry the owning process id, so a sweep can tell an abandoned file (its
// process is gone) from one that another process on this machine is still writing.
//   <pid>-<random>.part          an upload being received
//   <pid>-<random>.clean         an image being re-encoded
//   <pid>~<stored name>          a checked image waiting to move into the store; its
//                                row may already be committed (see registration.ts)

const PENDING = "~";
/** Files older than this are abandoned whoever owns them (no request lives this long). */
const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

export function tempPath(tempDir: string, suffix: string): string {
  return path.join(tempDir, `${process.pid}-${randomUUID()}${suffix}`);
}

/** Where a checked image waits until its row is committed; the name says where it goes. */
export function pendingPath(tempDir: string, storedName: string): string {
  return path.join(tempDir, `${process.pid}${PENDING}${storedName}`);
}

function ownerAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export interface SweepResult {
  removed: number;
  completed: number;
}

/**
 * Run at start (and from time to time): removes temp files whose process died,
 * and finishes the move of a pending image whose row was committed before a crash,
 * so no acknowledged image is lost and no unacknowledged file stays behind.
 */
export async function sweepTempFiles(
  db: Kysely<Database>,
  store: ImageStore,
  now: number = Date.now(),
): Promise<SweepResult> {
  const result: SweepResult = { removed: 0, completed: 0 };
  let names: string[];
  try {
    names = await readdir(store.tempDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return result;
    throw error;
  }
  for (const name of names) {
    const file = path.join(store.tempDir, name);
    const match = /^(\d+)([-~])(.+)$/.exec(name);
    const pid = match ? Number(match[1]) : Number.NaN;
    let ageMs = 0;
    try {
      ageMs = now - (await stat(file)).mtimeMs;
    } catch {
      continue; // gone meanwhile
    }
    if (match && ownerAlive(pid) && ageMs < ABANDONED_AFTER_MS) continue;

    const storedName = match?.[2] === PENDING ? (match[3] as string) : undefined;
    if (storedName) {
      const row = await db
        .selectFrom("business_submissions")
        .select("id")
        .where("profile_image_path", "=", `${BUCKET}/${storedName}`)
        .executeTakeFirst();
      if (row) {
        await store.put(file, storedName, contentTypeOf(storedName));
        result.completed++;
        continue;
      }
    }
    await rm(file, { force: true, recursive: true });
    result.removed++;
  }
  if (result.removed || result.completed) logger.info(result, "temp files swept");
  return result;
}
