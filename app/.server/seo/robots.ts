// robots.txt (issue 23, point 6): everything public may be crawled; the operator area,
// the business owners' pages and the links that carry tokens or personal answers are
// not. The sitemap is named with its absolute address, as crawlers require.

/** Path prefixes crawlers are asked to leave alone. */
export const DISALLOWED_PATHS = [
  // The operator area and the business owners' sign-in and account.
  "/admin",
  "/foretagare",
  // Newsletter links from mails (confirm, unsubscribe): they carry tokens; the confirming
  // link is in the subscriber's language too (issue 40).
  "/nyhetsbrev/",
  "/en/nyhetsbrev/",
  "/de/nyhetsbrev/",
  "/da/nyhetsbrev/",
  // A review's links from its mail (confirm, remove): they carry tokens, in the review's
  // language too (issue 40).
  "/omdome/",
  "/en/omdome/",
  "/de/omdome/",
  "/da/omdome/",
  // A registration's image behind its unguessable link.
  "/registrering/",
  // Endpoints, the demo payment page and a buyer's own confirmation.
  "/api/",
  "/demo-checkout/",
  "/en/demo-checkout/",
  "/de/demo-checkout/",
  "/da/demo-checkout/",
  "/success",
  "/en/success",
  "/de/success",
  "/da/success",
] as const;

export function robotsTxt(publicUrl: URL): string {
  return [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", publicUrl).href}`,
    "",
  ].join("\n");
}
