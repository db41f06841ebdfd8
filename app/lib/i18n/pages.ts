import { matchPath } from "react-router";
import { LANGUAGES, type Language, pathIn, unprefixedPath } from "./languages";

// The public pages that exist in every language (issue 40), added a few at a time: each
// is routed under /en/, /de/ and /da/ too (app/routes.ts), names its other languages
// (hreflang) and offers the language switcher. Every other page is Swedish only.

/** A translated page: its Swedish path pattern and its route file (app/routes.ts). */
export const TRANSLATED_ROUTES: readonly { path: string; file: string }[] = [
  { path: "", file: "routes/index.tsx" },
  { path: "about", file: "routes/about.tsx" },
  { path: "contact", file: "routes/contact.tsx" },
  { path: "all-categories", file: "routes/all-categories.tsx" },
  { path: "category/:categoryId", file: "routes/category/$categoryId.tsx" },
  { path: "offers", file: "routes/offers.tsx" },
  { path: "featured", file: "routes/featured.tsx" },
  { path: "business/:businessId", file: "routes/business/$businessId.tsx" },
  { path: "businesses/:businessId", file: "routes/businesses/$businessId.tsx" },
  { path: "events", file: "routes/events/index.tsx" },
  { path: "events/:eventId", file: "routes/events/$eventId.tsx" },
  { path: "sok", file: "routes/sok.tsx" },
  { path: "coming-soon/:categoryId", file: "routes/coming-soon/$categoryId.tsx" },
  { path: "advertise", file: "routes/advertise.tsx" },
  { path: "submit-business", file: "routes/submit-business.tsx" },
  // The confirmation after a payment started on a page in that language.
  { path: "success", file: "routes/success.tsx" },
  // The demo payment page, Stripe's stand-in in demo mode, in the checkout's language.
  { path: "demo-checkout/:sessionId", file: "routes/demo-checkout/$sessionId.tsx" },
  { path: "newsletter", file: "routes/newsletter.tsx" },
  // The link in a confirmation mail, in the language the address was signed up in.
  { path: "nyhetsbrev/bekrafta", file: "routes/nyhetsbrev/bekrafta.tsx" },
  // Each newsletter's unsubscribe link, in the subscriber's language, and its undo.
  { path: "nyhetsbrev/avsluta", file: "routes/nyhetsbrev/avsluta.tsx" },
  { path: "nyhetsbrev/prenumerera-igen", file: "routes/nyhetsbrev/prenumerera-igen.tsx" },
  // A visitor's review: its form, and the pages behind its mail's links (issue 40, point 6).
  { path: "business/:businessId/omdome", file: "routes/business/$businessId/omdome.tsx" },
  // 'Är det här ditt företag?': a claim, answered by mail in the same language.
  { path: "business/:businessId/agare", file: "routes/business/$businessId/agare.tsx" },
  { path: "omdome/bekrafta", file: "routes/omdome/bekrafta.tsx" },
  { path: "omdome/ta-bort", file: "routes/omdome/ta-bort.tsx" },
  { path: "omdome/:id/rapportera", file: "routes/omdome/$id/rapportera.tsx" },
];

/** Whether a path (in any language) is a page that exists in every language. */
export function isTranslatedPath(pathname: string): boolean {
  const path = unprefixedPath(pathname);
  return TRANSLATED_ROUTES.some((route) => matchPath(`/${route.path}`, path) !== null);
}

/** A translated page's address in each language, or none for a Swedish-only page. */
export function alternatePaths(pathname: string): { language: Language; path: string }[] {
  if (!isTranslatedPath(pathname)) return [];
  return LANGUAGES.map((language) => ({ language, path: pathIn(language, pathname) }));
}

/** Where a link to a Swedish path leads from a page in `language`: its page in that language, where there is one. */
export function hrefIn(language: Language, href: string): string {
  return isTranslatedPath(href) ? pathIn(language, href) : href;
}
