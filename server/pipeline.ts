// The Express app behind server.js, in the order a request meets it: health check,
// uploaded images, the request policy, the admin guard, the order look-up limit,
// page-view counting, the page cache, the React Router handler and the last-resort
// error answer. (Security headers, compression, static files and load shedding come
// before it, in server.js.)
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import type { Operator } from "~/.server/auth/auth";
import type { DbHandle } from "~/.server/db/db";
import { isDatabaseUnavailable } from "~/.server/db/unavailable";
import { logger } from "~/.server/logger";
import { countedSlug, type ViewCounter } from "~/.server/page-views/page-views";
import { env, rateLimits } from "~/.server/services";
import { contentVersion } from "~/.server/snapshot/content";
import type { VersionFeed } from "~/.server/snapshot/version-feed";
import { adminGuard } from "./admin-guard";
import { healthCheck } from "./health";
import { createPageCache } from "./page-cache";
import { TOO_MANY_LOOKUPS, UNAVAILABLE } from "./plain-page";
import { reactRouterHandler, requestGuard } from "./request-handler";
import { pageFor, sitemapPagePaths } from "./route-policies";

export interface AppDeps {
  database: DbHandle;
  /** Where views of business pages are counted (server/jobs.ts writes them). */
  viewCounter: Pick<ViewCounter, "record">;
  /** The content version feed (PostgreSQL), reported by /healthz. */
  versionFeed?: Pick<VersionFeed, "version">;
  /** The React Router server build. */
  build: () => Promise<ServerBuild>;
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

export function createApp({ database, viewCounter, versionFeed, build }: AppDeps): express.Express {
  const { db } = database;
  if (!env.PUBLIC_URL && env.NODE_ENV === "production") {
    logger.warn(
      `PUBLIC_URL is not set: links are built on ${env.publicUrl.origin}. Set PUBLIC_URL to the site's public address.`,
    );
  }

  const app = express();
  // The outer server (server.js) hides the framework; this inner app must not add it back.
  app.disable("x-powered-by");
  app.set("trust proxy", env.trustProxy);

  app.get("/healthz", healthCheck(database, versionFeed));
  // A response that brings its own Content-Security-Policy replaces the page one that
  // every response starts with (security-headers.ts) rather than adding to it: the
  // uploaded images' routes send a sandboxing policy of their own (app/.server/uploads/
  // storage.ts), which React Router appends to the headers already set.
  app.use((_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      const policies = res.getHeader("Content-Security-Policy");
      if (Array.isArray(policies) && policies.length > 1)
        res.setHeader("Content-Security-Policy", policies.at(-1) as string);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  });
  // Methods, media types and body sizes: those the matched route module declares
  // (server/route-policies.ts).
  app.use(requestGuard({ build }));
  app.use(adminGuard({ db, originOf }));
  // Look-ups of an order on /success (its page polls while a payment is confirmed) are
  // limited per client before any rendering, so a burst of made-up checkout ids costs
  // next to nothing and cannot crowd out other pages. The page declares it
  // (`limitedLookup` in its pagePolicy), for its document and its data request alike.
  app.use(async (req, res, next) => {
    try {
      const page = pageFor(await build(), req.path.replace(/\.data$/, ""));
      const lookup = page?.policy.limitedLookup;
      if (!lookup || !(lookup.param in req.query)) return next();
      const limit = await rateLimits.check(lookup.limit, req.ip ?? "unknown");
      if (limit.ok) return next();
      res.setHeader("Retry-After", String(limit.retryAfterSeconds));
      res.status(429).type("html").send(TOO_MANY_LOOKUPS);
    } catch (error) {
      next(error);
    }
  });
  // A view of a business page is counted once its answer is sent, cached or rendered.
  // Which pages count views is their route's declaration (app/lib/http/page-policy.ts).
  app.use((req, res, next) => {
    const { method, path: urlPath, headers } = req;
    res.on("finish", () => {
      if (method !== "GET" || res.statusCode !== 200) return;
      void build()
        .then((built) => {
          const page = pageFor(built, urlPath);
          const place = page?.policy.countsViews === "place" ? page.params.businessId : undefined;
          const slug = countedSlug({ method, path: urlPath, place, headers, status: 200 });
          if (slug) viewCounter.record(slug);
        })
        .catch((error: unknown) => logger.error({ err: error }, "counting a page view failed"));
    });
    next();
  });
  // Public pages are kept per URL and content version (production only: the development
  // server renders every request afresh for hot reload).
  const pageCache =
    env.NODE_ENV === "production"
      ? createPageCache({
          contentVersion: () => contentVersion(db),
          sharedCopyOf: async (path) => pageFor(await build(), path)?.policy.cache || undefined,
        })
      : undefined;
  if (pageCache) app.use((req, res, next) => pageCache.serve(req, res, next).catch(next));
  app.use(
    reactRouterHandler({
      pageCache,
      build,
      mode: env.NODE_ENV,
      originOf,
      getLoadContext(req, res) {
        return {
          database,
          operator: res.locals.operator as Operator | undefined,
          sessionToken: res.locals.sessionToken as string | undefined,
          cspNonce: String(res.locals.cspNonce ?? ""),
          clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
          sitemapPagePaths: async () => sitemapPagePaths(await build()),
        };
      },
    }),
  );

  // Anything thrown past the handlers: logged with what was asked, answered in Swedish.
  // The database being away is not a bug: 503 and a page saying to try again soon.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const unavailable = isDatabaseUnavailable(error);
    if (unavailable)
      logger.warn({ err: (error as Error).message, path: req.path }, "database unavailable: 503");
    else logger.error({ err: error, method: req.method, path: req.path }, "request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (unavailable) {
      res.setHeader("Retry-After", "5");
      res.setHeader("Cache-Control", "no-store");
      res.status(503).type("html").send(UNAVAILABLE);
      return;
    }
    res
      .status(500)
      .type("text/plain; charset=utf-8")
      .send("Ett oväntat fel uppstod. Försök igen senare.");
  });
  return app;
}
