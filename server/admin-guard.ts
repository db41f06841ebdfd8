import type { NextFunction, Request, Response } from "express";
import type { Kysely } from "kysely";
import { adminCookieName } from "~/.server/auth/admin-session";
import { type Operator, operatorForToken } from "~/.server/auth/auth";
import type { Database } from "~/.server/db/schema";
import { readCookie } from "~/.server/http/cookies";
import { logger } from "~/.server/logger";

// Everything under /admin passes here before any route code: no caching, no
// indexing, POSTs only from our own origin, and no page or action without a session.
// Enforced in one place so that a new admin route cannot forget it.

/** Admin pages reachable without a session. */
export const PUBLIC_ADMIN_PATHS = ["/admin/logga-in", "/admin/konfigurera"];

/**
 * A request path as the router matches it: percent-decoded once (as React Router does),
 * repeated slashes as one, and lower case (route matching ignores case). So
 * `/ADMIN/x` and `/%61dmin/x`, which reach the admin routes, meet the guard too.
 */
export function routedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the router cannot decode it either; judge the raw path.
  }
  return decoded.replace(/\/{2,}/g, "/").toLowerCase();
}

export function isAdminPath(path: string): boolean {
  const routed = routedPath(path);
  return routed === "/admin" || routed.startsWith("/admin/") || routed === "/admin.data";
}

export function adminGuard(options: { db: Kysely<Database>; originOf: (req: Request) => string }) {
  const cookie = adminCookieName();
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isAdminPath(req.path)) return next();
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    try {
      if (req.method === "POST" && req.headers.origin !== options.originOf(req)) {
        logger.warn(
          { path: req.path, origin: req.headers.origin },
          "admin POST from a foreign origin",
        );
        res
          .status(403)
          .type("text/plain; charset=utf-8")
          .send("Förfrågan kommer från en annan webbplats.");
        return;
      }
      const token = readCookie(req.headers.cookie, cookie);
      const operator: Operator | undefined = token
        ? await operatorForToken(options.db, token)
        : undefined;
      res.locals.operator = operator;
      res.locals.sessionToken = operator ? token : undefined;
      const routed = routedPath(req.path);
      const page = routed.replace(/\/$/, "").replace(/\.data$/, "");
      if (operator || PUBLIC_ADMIN_PATHS.includes(page)) return next();
      if (req.method === "GET" && !routed.endsWith(".data")) {
        const back = encodeURIComponent(req.originalUrl);
        res.redirect(303, `/admin/logga-in?till=${back}`);
        return;
      }
      res.status(403).type("text/plain; charset=utf-8").send("Du är inte inloggad.");
    } catch (error) {
      next(error);
    }
  };
}
