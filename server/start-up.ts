// Start-up: opens (and migrates) the database with a clear message when it cannot,
// prepares storage, and logs what an operator should know about this start.
import { once } from "node:events";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createSetupToken, hasOperator } from "~/.server/auth/auth";
import type { DbHandle } from "~/.server/db/db";
import { seedContent } from "~/.server/db/seed";
import { warmUpHours } from "~/.server/hours/hours-syntax";
import { logger } from "~/.server/logger";
import { describePaymentMode, usesDemoCheckout } from "~/.server/payments/payments";
import { database, env, imageStore, payments, redis } from "~/.server/services";
import { sweepTempFiles } from "~/.server/uploads/temp-files";
import { PLANS } from "~/content/plans";
import { uploadsWritable } from "./health";

/** A start-up problem an operator can fix: printed as one line, no stack. */
export class StartupError extends Error {}

/** The app's database, migrated; a failure becomes one line saying what to fix. */
export async function openDatabase(): Promise<DbHandle> {
  try {
    return await database();
  } catch (error) {
    const where = env.DATABASE_URL ? "the PostgreSQL database (DATABASE_URL)" : env.sqlitePath;
    const code = (error as { code?: string }).code ?? "";
    const reason =
      code === "SQLITE_NOTADB" || code === "SQLITE_CORRUPT"
        ? "the file is not a valid SQLite database (corrupt or truncated)"
        : code === "SQLITE_CANTOPEN" || code === "EACCES" || code === "EROFS"
          ? "it cannot be opened for writing (check that the folder exists and is writable)"
          : code === "SQLITE_READONLY"
            ? "it is read-only"
            : (error as Error).message;
    throw new StartupError(`Cannot open ${where}: ${reason}`);
  }
}

/** Seeds a fresh database, waits briefly for Redis, clears the upload folder and reads hours once. */
export async function prepareStorage(handle: DbHandle): Promise<void> {
  const { dialect, db } = handle;
  // First start: the content tables are filled from the seed data (once; never over edits).
  if (await seedContent(handle)) logger.info("content seeded");

  // Shared rate limits need Redis from the first request on; if it is not there within
  // a few seconds the limits count in memory until it is (logged by services.ts).
  if (redis && redis.status !== "ready") {
    await Promise.race([
      once(redis, "ready"),
      new Promise((resolve) => setTimeout(resolve, 3000).unref()),
    ]);
  }

  if (!(await uploadsWritable())) {
    logger.error(
      { dir: imageStore.tempDir },
      "upload folder is not writable: registrations with an image will get 503",
    );
  } else {
    await sweepTempFiles(db, imageStore);
  }
  logger.info(
    {
      database: dialect,
      uploads: env.S3_BUCKET ? "s3" : env.uploadDir,
      publicUrl: env.publicUrl.origin,
    },
    "storage ready",
  );
  logger.info(describePaymentMode(payments));
  warmUpHours();
}

/** Warnings about the configuration, and the first operator's setup link. */
export async function announce({ db }: DbHandle): Promise<void> {
  if (!env.OPERATOR_EMAIL)
    logger.warn("OPERATOR_EMAIL is not set: nobody is told about new registrations by mail.");
  // A fresh install has no operator: a one-time link (valid 24 h) sets up the first one.
  // Every start until then logs a new one; all of them die once setup is done (auth.ts).
  if (await hasOperator(db)) {
    // A link left in the file by an earlier start is dead: no reason to keep it around.
    await rm(path.join(env.DATA_DIR, "admin-setup-link.txt"), { force: true });
  } else {
    const token = await createSetupToken(db, null);
    // Also in a file beside the database (same secrecy), for set-ups without a log.
    await writeFile(
      path.join(env.DATA_DIR, "admin-setup-link.txt"),
      `${env.publicUrl.origin}/admin/konfigurera?token=${token}\n`,
      { mode: 0o600 },
    );
    logger.warn(
      `No operator yet. Set up the admin area (link valid 24 h, used once): ${env.publicUrl.origin}/admin/konfigurera?token=${token}`,
    );
  }
  const demoPlans = PLANS.filter((plan) => usesDemoCheckout(plan, payments));
  if (demoPlans.length > 0 && env.NODE_ENV === "production") {
    logger.warn(
      `DEMO PAYMENTS ARE ON for ${demoPlans.map((plan) => plan.name).join(", ")}: checkout records a subscription without any real payment. Configure Stripe or PAYMENT_LINK_* (see README) before real use.`,
    );
  }
}
