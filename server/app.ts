import { once } from "node:events";
import { constants } from "node:fs";
import { access, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import { sql } from "kysely";
import type { ServerBuild } from "react-router";
import { createSetupToken, hasOperator, type Operator } from "~/.server/auth/auth";
import { contentVersion } from "~/.server/content/content";
import { countedSlug, ViewCounter } from "~/.server/content/page-views";
import { seedContent } from "~/.server/db/seed";
import { onMailQueued } from "~/.server/mail/outbox";
import { MailWorker } from "~/.server/mail/worker";
import { resumeStalledSends } from "~/.server/newsletter/campaign-sending";
import { sendMonthlyReports } from "~/.server/payments/monthly-reports";
import { describePaymentMode, usesDemoCheckout } from "~/.server/payments/payments";
import { mailLapsedPlans } from "~/.server/payments/plan-mails";
import {
  database,
  env,
  imageStore,
  mailTransport,
  payments,
  rateLimits,
  redis,
} from "~/.server/services";
import { sweepTempFiles } from "~/.server/uploads/temp-files";
import { PLANS } from "~/content/plans";
import { SITE } from "~/content/site";
import { logger } from "~/lib/logger.server";
import { adminGuard } from "./admin-guard";
import { createPageCache } from "./page-cache";
import { reactRouterHandler, requestGuard } from "./request-handler";
import { securityHeaders } from "./security-headers";

// The app behind server.js: health check, uploaded files and the React Router
// handler, plus what server.js needs to run it (settings, headers, shutdown).

/** A start-up problem an operator can fix: printed as one line, no stack. */
export class StartupError extends Error {}

async function openDatabase() {
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

const handle = await openDatabase();
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

/** Whether uploads can be written now (local disk); S3 is checked by its own calls. */
async function uploadsWritable(): Promise<boolean> {
  try {
    await mkdir(imageStore.tempDir, { recursive: true });
    await access(imageStore.tempDir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
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

// Mail leaves through the outbox: queued with the change that causes it, sent here.
const mailWorker = new MailWorker(db, dialect, mailTransport, {
  from: env.mailFrom,
  ratePerMinute: env.MAIL_RATE_PER_MINUTE,
  leaseMs: env.MAIL_LEASE_MS,
  logger,
});
onMailQueued(mailWorker.wake);
mailWorker.start();
// A newsletter whose queuing was cut off by a restart carries on.
await resumeStalledSends(db);
logger.info(`mail: ${mailTransport.describe}, from ${env.mailFrom}`);
// Business page views are counted in memory and written once a minute (issue 11).
// Hourly: last month's reports once the month has turned (after this process's counts
// are written), and the notices of plans whose period ran out without any event.
const viewCounter = new ViewCounter(db);
viewCounter.start(60_000);
const hourlyPlanJobs = async () => {
  try {
    await viewCounter.flush();
    await sendMonthlyReports(db, new Date());
  } catch (error) {
    logger.error({ err: error }, "monthly reports failed");
  }
  await mailLapsedPlans(db, new Date()).catch((error: unknown) =>
    logger.error({ err: error }, "lapsed plan notices failed"),
  );
};
await hourlyPlanJobs();
const reportTimer = setInterval(hourlyPlanJobs, 60 * 60 * 1000);
reportTimer.unref();
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

/** Settings server.js needs to run the app. */
export const settings = {
  port: env.PORT,
  host: env.HOST,
  requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
  loadShedLagMs: env.LOAD_SHED_LAG_MS,
  maxConcurrentRequests: env.MAX_CONCURRENT_REQUESTS,
  trustProxy: env.trustProxy,
};

export const headers = securityHeaders({
  development: env.NODE_ENV !== "production",
  publicUrl: env.publicUrl,
  formActionOrigins: [
    // Checkout return addresses and the demo checkout are built on PUBLIC_URL.
    env.publicUrl.origin,
    ...Object.values(payments.links).filter((link): link is string => Boolean(link)),
    ...(payments.stripeSecretKey ? ["https://checkout.stripe.com"] : []),
  ],
});

export { logger };

/** Closes what the process holds open (database, Redis); server.js calls it on shutdown. */
export async function closeServices() {
  clearInterval(reportTimer);
  await viewCounter.stop();
  await mailWorker.stop();
  mailTransport.close();
  await redis?.quit().catch(() => undefined);
  await db.destroy();
}

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * The origin requests are taken to be made on: PUBLIC_URL when it is set. Without it
 * (a local run), a loopback Host (localhost, 127.0.0.1, [::1]) is accepted as it is,
 * so the site works under each name; any other Host falls back to the default.
 */
function originOf(req: Request): string {
  if (env.PUBLIC_URL) return env.publicUrl.origin;
  const host = req.headers.host ?? "";
  return LOOPBACK_HOST.test(host) ? `http://${host}` : env.publicUrl.origin;
}

if (!env.PUBLIC_URL && env.NODE_ENV === "production") {
  logger.warn(
    `PUBLIC_URL is not set: links are built on ${env.publicUrl.origin}. Set PUBLIC_URL to the site's public address.`,
  );
}

export const app = express();
// The outer server (server.js) hides the framework; this inner app must not add it back.
app.disable("x-powered-by");
app.set("trust proxy", env.trustProxy);

app.get("/healthz", async (_req, res) => {
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
});

// Uploaded images are not served from a folder: a registration's image only through
// its unguessable link, a business's photo only from the business's own path, each by
// its route after a database look-up (app/routes/registration-image.ts,
// business-photo.ts), from disk or streamed from S3. Those routes send the upload CSP
// themselves, so the page policy is dropped here rather than sent beside it.
const UPLOADED_IMAGE_PATH = /^\/(?:registrering\/bild\/[^/]+|images\/business\/[^/]+\/[^/]+)$/;
app.use((req, res, next) => {
  if (UPLOADED_IMAGE_PATH.test(req.path)) res.removeHeader("Content-Security-Policy");
  next();
});

const TOO_MANY_LOOKUPS = `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>För många försök | ${SITE.name}</title></head><body><main><h1>För många försök</h1><p>Du har laddat sidan många gånger på kort tid. Vänta en stund och ladda sedan om den.</p><p><a href="/">Tillbaka till startsidan</a></p></main></body></html>`;

app.use(requestGuard);
app.use(adminGuard({ db, originOf }));
// Look-ups of an order on /success (its page polls while a payment is confirmed) are
// limited per client before any rendering, so a burst of made-up checkout ids costs
// next to nothing and cannot crowd out other pages.
app.use(async (req, res, next) => {
  if (!(req.path === "/success" || req.path === "/success.data") || !("session_id" in req.query))
    return next();
  try {
    const limit = await rateLimits.check("order-lookup", req.ip ?? "unknown");
    if (limit.ok) return next();
    res.setHeader("Retry-After", String(limit.retryAfterSeconds));
    res.status(429).type("html").send(TOO_MANY_LOOKUPS);
  } catch (error) {
    next(error);
  }
});
// A view of a business page is counted once its answer is sent, cached or rendered.
app.use((req, res, next) => {
  const { method, path: urlPath, headers } = req;
  res.on("finish", () => {
    const slug = countedSlug({ method, path: urlPath, headers, status: res.statusCode });
    if (slug) viewCounter.record(slug);
  });
  next();
});
// Public pages are kept per URL and content version (production only: the development
// server renders every request afresh for hot reload).
const pageCache =
  env.NODE_ENV === "production"
    ? createPageCache({ contentVersion: () => contentVersion(db) })
    : undefined;
if (pageCache) app.use((req, res, next) => pageCache.serve(req, res, next).catch(next));
app.use(
  reactRouterHandler({
    pageCache,
    build: () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
    mode: env.NODE_ENV,
    originOf,
    getLoadContext(req, res) {
      return {
        operator: res.locals.operator as Operator | undefined,
        sessionToken: res.locals.sessionToken as string | undefined,
        cspNonce: String(res.locals.cspNonce ?? ""),
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      };
    },
  }),
);

// Anything thrown past the handlers: logged with what was asked, answered in Swedish.
app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
  logger.error({ err: error, method: req.method, path: req.path }, "request failed");
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .status(500)
    .type("text/plain; charset=utf-8")
    .send("Ett oväntat fel uppstod. Försök igen senare.");
});
