import type { Operator } from "~/.server/auth/auth";
import type { DbHandle } from "~/.server/db/db";

// What every loader and action gets as `context`. Declared here, beside the code that
// reads it, so app code needs nothing from server/; the HTTP server fills it in
// (server/pipeline.ts, getLoadContext).

declare module "react-router" {
  interface AppLoadContext {
    /**
     * The app's database, opened and migrated at start (server/start-up.ts): loaders and
     * actions reach it here, never through a global, so a test hands in its own.
     */
    database: DbHandle;
    /** The signed-in operator on /admin pages (set by server/admin-guard.ts). */
    operator?: Operator;
    /** The operator's session token, for signing out. */
    sessionToken?: string;
    /** Per-request CSP nonce set by the security headers. */
    cspNonce: string;
    /** The client's address (TRUST_PROXY decides which proxies to believe), for rate limits. */
    clientIp: string;
    /**
     * The paths of the pages whose route declares `sitemap: "page"` (app/lib/http/page-policy.ts),
     * read from the server build (server/route-policies.ts).
     */
    sitemapPagePaths: () => Promise<readonly string[]>;
    /** Set when a loader or action failed because the database was away (entry.server.tsx). */
    databaseUnavailable?: boolean;
  }
}
