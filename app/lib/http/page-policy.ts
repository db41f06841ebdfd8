// What a page route is, declared next to it (issue 37): whether anonymous visitors'
// copies of it may be kept and for how long, what a kept copy varies on, whether it is
// listed in sitemap.xml, and whether its views are counted. A route module that renders
// a page exports `pagePolicy`; a layout's covers its pages. The server reads these from
// the build (server/route-policies.ts) for the page cache (server/page-cache.ts), the
// sitemap and view counting, so a URL is named in app/routes.ts only. A test fails when
// a public page declares nothing (server/route-policies.test.ts).
//
// Client-safe, like request-policy.ts: React Router's client build keeps only the route
// exports it knows, so `pagePolicy` never reaches the browser.

/** What a kept copy of a page differs by, besides its URL. */
export type PageVariation =
  /** The first page of a visit greets with the splash (root.tsx's mg_visit cookie). */
  "first-visit";

export interface SharedCopy {
  /** How long a copy may be served at most; a content write ends it sooner. */
  maxAgeSeconds: number;
  varyOn: readonly PageVariation[];
}

export interface PagePolicy {
  /** The same HTML for every anonymous visitor: kept and shared; false: rendered per request. */
  cache: SharedCopy | false;
  /**
   * In sitemap.xml: "page" (a path without parameters, listed as it is), "records" (one
   * URL per published record, which the sitemap lists from the content), or false.
   */
  sitemap: "page" | "records" | false;
  /** Views of the page are counted for the place its `businessId` names (issue 11). */
  countsViews?: "place";
  /**
   * A look-up the page makes when its address carries this query parameter (the order on
   * /success, `session_id`): limited per client before anything renders, so a burst of
   * made-up ids costs next to nothing.
   */
  limitedLookup?: { param: string; limit: "order-lookup" };
}

/** Pages that show "now" (upcoming events, open now): a minute at most, then rendered anew. */
export const SHARED_FOR_A_MINUTE: SharedCopy = { maxAgeSeconds: 60, varyOn: ["first-visit"] };

/** A public page that is the same for everyone and listed in the sitemap. */
export const LISTED_PAGE: PagePolicy = { cache: SHARED_FOR_A_MINUTE, sitemap: "page" };

/** A page for one person or one moment (a form's answer, a search, a mail's link). */
export const PERSONAL_PAGE: PagePolicy = { cache: false, sitemap: false };
