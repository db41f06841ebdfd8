import { randomUUID } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { logger } from "~/.server/logger";
import type { Database } from "../db/schema";
import { contentTypeOf } from "./image-file";
import { BUCKET, type ImageStore, isAlreadyStored } from "./storage";

// Files being received or processed live in the store's temp folder under names
// that carry the owning process id, so a sweep can tell an abandoned file (its
// process is gone) from one that another process on this machine is still writing.
//   <pid>-<random>.part          an upload being received
//   <pid>-<random>.clean         an image being re-encoded
//   <pid>~<stored name>          a checked image on its way into the store. It stays
//                                until the row that owns the image is committed, so it
//                                marks an image whose fate a crash may have left open
//                                (see registration.ts and admin-places.ts)

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

/** Whether a committed row owns the stored image: a registration or a business photo. */
async function isOwned(db: Kysely<Database>, storedName: string): Promise<boolean> {
  // Business photos live at /images/business/<slug>/<stored name>; the name is a UUID
  // with an extension, so it holds no LIKE wildcard.
  const placePath = `/images/business/%/${storedName}`;
  // Asked one after the other, up to the first that holds it.
  const owners = [
    db
      .selectFrom("business_submissions")
      .select("id")
      .where("profile_image_path", "=", `${BUCKET}/${storedName}`),
    db.selectFrom("businesses").select("slug").where("image", "like", placePath),
    // Gallery images (Silver and Guld) live at the same kind of path.
    db.selectFrom("business_images").select("id").where("path", "like", placePath),
  ];
  for (const owner of owners) if (await owner.executeTakeFirst()) return true;
  return false;
}

/**
 * Run at start (and from time to time): removes temp files whose process died. For a
 * pending image it settles what the crash left open: when a committed row owns the
 * image, the image is stored (again, if it already was); when none does, the image is
 * removed from the store too (put() may have run before the crash). So no
 * acknowledged image is lost and no image without a row stays behind.
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
      if (await isOwned(db, storedName)) {
        try {
          await store.put(file, storedName, contentTypeOf(storedName));
        } catch (error) {
          if (!isAlreadyStored(error)) throw error;
        }
        await rm(file, { force: true });
        result.completed++;
        continue;
      }
      await store.remove(`${BUCKET}/${storedName}`);
    }
    await rm(file, { force: true, recursive: true });
    result.removed++;
  }
  if (result.removed || result.completed) logger.info(result, "temp files swept");
  return result;
}
