// The site as the integration tests' apps know it: its address and the operator's mail.

export const SITE = "https://malmoguiden.test";
export const OPERATOR_EMAIL = "redaktion@malmoguiden.test";

/**
 * The settings of a test app whose mails stay in the outbox (no SMTP server) and whose
 * images are not sent to S3, with the rate limit at `perMinute`.
 */
export function outboxAppEnv(perMinute: string) {
  return {
    S3_BUCKET: "",
    SMTP_URL: "",
    PUBLIC_URL: SITE,
    OPERATOR_EMAIL,
    RATE_LIMIT_PER_MINUTE: perMinute,
  };
}

/**
 * The public pages the brief names that sitemap.xml lists as they are (besides
 * categories, businesses and events): what their routes declare (app/lib/http/page-policy.ts).
 */
export const SITEMAP_PAGES = [
  "/",
  "/all-categories",
  "/events",
  "/offers",
  "/featured",
  "/advertise",
  "/submit-business",
  "/about",
  "/contact",
  "/newsletter",
  // The pages in every language so far (issue 40).
  "/en",
  "/de",
  "/da",
  "/en/about",
  "/de/about",
  "/da/about",
  "/en/contact",
  "/de/contact",
  "/da/contact",
  "/en/all-categories",
  "/de/all-categories",
  "/da/all-categories",
  "/en/offers",
  "/de/offers",
  "/da/offers",
  "/en/featured",
  "/de/featured",
  "/da/featured",
  "/en/events",
  "/de/events",
  "/da/events",
  "/en/advertise",
  "/de/advertise",
  "/da/advertise",
  "/en/submit-business",
  "/de/submit-business",
  "/da/submit-business",
  "/en/newsletter",
  "/de/newsletter",
  "/da/newsletter",
];
