// The health check (/healthz) and the upload-folder check that start-up shares with it.
import { constants } from "node:fs";
import { access, mkdir } from "node:fs/promises";
import type { RequestHandler } from "express";
import { sql } from "kysely";
import { adminCookieName } from "~/.server/auth/admin-session";
import { operatorForToken } from "~/.server/auth/auth";
import type { DbHandle } from "~/.server/db/db";
import { readCookie } from "~/.server/http/cookies";
import { logger } from "~/.server/logger";
import { env, imageStore, redis } from "~/.server/services";
import type { VersionFeed } from "~/.server/snapshot/version-feed";
import { isLoopbackAddress } from "./loopback.js";

/** A question to Redis is given up after this long (it is answered in well under 1 ms). */
const REDIS_TIMEOUT_MS = 1000;

/** Whether uploads can be written now (local disk, or the temporary folder before S3). */
export async function uploadsWritable(): Promise<boolean> {
  try {
    await mkdir(imageStore.tempDir, { recursive: true });
    await access(imageStore.tempDir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

async function databaseWrites({ db }: DbHandle): Promise<boolean> {
  try {
    // A write statement that changes nothing still needs a writable database.
    await sql`update newsletter_subscribers set email = email where 1 = 0`.execute(db);
    return true;
  } catch (error) {
    logger.error({ err: error }, "health check: database cannot write");
    return false;
  }
}

async function uploadsStorable(): Promise<boolean> {
  if (!(await uploadsWritable())) {
    logger.error({ dir: imageStore.tempDir }, "health check: upload folder not writable");
    return false;
  }
  try {
    await imageStore.reach?.();
    return true;
  } catch (error) {
    logger.error({ err: error, bucket: env.S3_BUCKET }, "health check: bucket not reachable");
    return false;
  }
}

async function redisAnswers(): Promise<boolean> {
  if (!redis) return false;
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("timeout")), REDIS_TIMEOUT_MS).unref(),
  );
  try {
    await Promise.race([redis.ping(), timeout]);
    return true;
  } catch {
    return false;
  }
}

/** Whether a request's cookies carry a signed-in operator's session. */
export async function isOperator(database: DbHandle, cookieHeader: string | undefined) {
  const token = readCookie(cookieHeader, adminCookieName());
  if (!token) return false;
  try {
    return (await operatorForToken(database.db, token)) !== undefined;
  } catch {
    // The database away: the health check still answers, without the details.
    return false;
  }
}

/** What /healthz knows: its status code, the public status, and the details. */
export interface HealthReport {
  code: 200 | 503;
  status: "ok" | "degraded" | "unavailable";
  details: Record<string, unknown>;
}

/**
 * What this process depends on, each checked now. 503 only when the database cannot
 * write or uploads cannot be stored; Redis away is "degraded" (rate limits count per
 * process meanwhile) and a content version feed that is down only means each request
 * reads the version itself, so both still answer 200: the site keeps serving.
 */
export async function healthReport(
  database: DbHandle,
  versionFeed?: Pick<VersionFeed, "version">,
): Promise<HealthReport> {
  const [dbOk, uploadsOk, redisOk] = await Promise.all([
    databaseWrites(database),
    uploadsStorable(),
    redisAnswers(),
  ]);
  const checks: Record<string, string> = {
    database: dbOk ? "ok" : "error",
    uploads: uploadsOk ? "ok" : "error",
  };
  if (redis) checks.redis = redisOk ? "ok" : "error";
  if (versionFeed)
    checks.contentVersion = versionFeed.version() === undefined ? "fallback" : "listening";
  const ok = dbOk && uploadsOk;
  const status = !ok ? "unavailable" : redis && !redisOk ? "degraded" : "ok";
  return {
    code: ok ? 200 : 503,
    status,
    details: {
      status,
      database: database.dialect,
      uploads: env.S3_BUCKET ? "s3" : "disk",
      rateLimits: redisOk ? "shared" : "per-process",
      process: process.pid,
      checks,
    },
  };
}

/**
 * /healthz on the app's own port. Anyone gets `status`; the rest only a request from this
 * machine — the client address after TRUST_PROXY (req.ip), so nginx's own loopback
 * connection carrying an outside client does not count — or a signed-in operator: how
 * the site is built is not the public's to map. The health thread (server/health-thread.js,
 * HEALTH_PORT) answers the same from outside the rendering loop.
 */
export function healthCheck(
  database: DbHandle,
  versionFeed?: Pick<VersionFeed, "version">,
): RequestHandler {
  return async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const [report, operator] = await Promise.all([
      healthReport(database, versionFeed),
      isLoopbackAddress(req.ip) ? true : isOperator(database, req.headers.cookie),
    ]);
    res.status(report.code).json(operator ? report.details : { status: report.status });
  };
}
