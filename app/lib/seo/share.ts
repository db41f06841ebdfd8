// What a page tells crawlers and link previews beyond its title and description
// (issue 23, point 6). A route's loader returns it as `share`; the root renders the
// canonical link, og:url, og:image and the other shared tags from it and from the
// site's own (app/components/share-tags.tsx). Client-safe.

export interface PageShare {
  /** The page's own path, when the URL may differ from it (a slug in capitals, say). */
  path?: string;
  /** The page's share image (site-relative, /images/share/…); others use the site's. */
  image?: string;
  /** A not-found answer: it is no page of its own, so it has no canonical address. */
  notFound?: true;
}

/** What the root loader gives every page: the public origin and the site's share image. */
export interface SiteShare {
  origin: string;
  image: string;
}

/** A page's own path: the same path without a trailing slash. */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}

/** The share details of the page: its leaf route's, if its loader gave any. */
export function shareOf(matches: readonly { data?: unknown }[]): PageShare {
  const data = matches.at(-1)?.data;
  return data && typeof data === "object" && "share" in data
    ? (data as { share: PageShare }).share
    : {};
}
