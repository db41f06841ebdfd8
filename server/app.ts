// The composition root, and the server bundle's entry (vite.config.ts): opens the
// database, prepares storage, starts the background jobs and builds the Express app.
// server.js imports what this exports (settings, headers, logger, app, health,
// closeServices)
// and runs the HTTP server around it.
import type { ServerBuild } from "react-router";
import { logger } from "~/.server/logger";
import { env, mailTransport, payments, redis } from "~/.server/services";
import { healthReport, isOperator } from "./health";
import { startJobs } from "./jobs";
import { createLoadShedder } from "./load-shedding";
import { createApp } from "./pipeline";
import { securityHeaders } from "./security-headers";
import { announce, openDatabase, prepareStorage } from "./start-up";

const database = await openDatabase();
await prepareStorage(database);
const jobs = await startJobs(database);
await announce(database);

/** Settings server.js needs to run the app. */
export const settings = {
  port: env.PORT,
  host: env.HOST,
  requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
  loadShed: {
    maxInFlight: env.MAX_CONCURRENT_REQUESTS,
    maxActive: env.MAX_ACTIVE_REQUESTS,
    busyInFlight: env.LOAD_SHED_BUSY_REQUESTS,
    lagMs: env.LOAD_SHED_LAG_MS,
  },
  trustProxy: env.trustProxy,
  healthPort: env.HEALTH_PORT,
};

/** The security headers, which server.js sends on every response (static files too). */
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

export { createLoadShedder, logger };

export const app = createApp({
  database,
  viewCounter: jobs.viewCounter,
  versionFeed: jobs.versionFeed,
  build: () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
});

/** What the health thread (server/health-thread.js) asks of the main thread. */
export const health = {
  report: () => healthReport(database, jobs.versionFeed),
  isOperator: (cookieHeader: string | undefined) => isOperator(database, cookieHeader),
};

/** Closes what the process holds open (jobs, mail, Redis, database); server.js calls it on shutdown. */
export async function closeServices() {
  await jobs.stop();
  mailTransport.close();
  await redis?.quit().catch(() => undefined);
  await database.db.destroy();
}
