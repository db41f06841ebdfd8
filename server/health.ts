// The health check (/healthz) and the upload-folder check that start-up shares with it.
import { constants } from "node:fs";
import { access, mkdir } from "node:fs/promises";
import type { RequestHandler } from "express";
import { sql } from "kysely";
import type { DbHandle } from "~/.server/db/db";
import { env, imageStore } from "~/.server/services";
import { logger } from "~/lib/logger.server";

/** Whether uploads can be written now (local disk); S3 is checked by its own calls. */
export async function uploadsWritable(): Promise<boolean> {
  try {
    await mkdir(imageStore.tempDir, { recursive: true });
    await access(imageStore.tempDir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** 200 when the database takes writes and uploads can be stored, else 503. */
export function healthCheck({ db, dialect }: DbHandle): RequestHandler {
  return async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const checks = { database: "ok", uploads: "ok" };
    try {
      // A write statement that changes nothing still needs a writable database.
      await sql`update newsletter_subscribers set email = email where 1 = 0`.execute(db);
    } catch (error) {
      logger.error({ err: error }, "health check: database cannot write");
      checks.database = "error";
    }
    if (!env.S3_BUCKET && !(await uploadsWritable())) {
      logger.error({ dir: imageStore.tempDir }, "health check: upload folder not writable");
      checks.uploads = "error";
    }
    const ok = checks.database === "ok" && checks.uploads === "ok";
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "error", database: dialect, checks });
  };
}
