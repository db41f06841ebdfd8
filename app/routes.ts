import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { PREFIXED_LANGUAGES } from "./lib/i18n/languages";
import { TRANSLATED_ROUTES } from "./lib/i18n/pages";

export default [
  index("routes/index.tsx"),
  // Route files mirror the URLs (docs/decisions/015-route-folders.md): a folder a path
  // segment, `$name` for a dynamic one, `index.tsx` for a folder's own page.
  route("category/:categoryId", "routes/category/$categoryId.tsx"),
  route("all-categories", "routes/all-categories.tsx"),
  ...prefix("business/:businessId", [
    route("", "routes/business/$businessId.tsx"),
    // "Är det här ditt företag?": a claim of the place, decided in /admin/ansprak.
    route("agare", "routes/business/$businessId/agare.tsx"),
    // 'Skriv ett omdöme' (issue 39): confirmed by mail, read by an operator before it shows.
    route("omdome", "routes/business/$businessId/omdome.tsx"),
  ]),
  // Featured cards and some links use the plural form: it redirects to the canonical page.
  route("businesses/:businessId", "routes/businesses/$businessId.tsx"),
  route("submit-business", "routes/submit-business.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("advertise", "routes/advertise.tsx"),
  route("success", "routes/success.tsx"),
  route("coming-soon/:categoryId", "routes/coming-soon/$categoryId.tsx"),
  route("featured", "routes/featured.tsx"),
  ...prefix("events", [
    route("", "routes/events/index.tsx"),
    route(":eventId", "routes/events/$eventId.tsx"),
    route(":eventId/kalender.ics", "routes/events/$eventId/kalender.ics.ts"),
  ]),
  route("offers", "routes/offers.tsx"),
  // Site search (issue 23): a GET form in every page's header.
  route("sok", "routes/sok.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  // The links in newsletter mails: confirm a signup, unsubscribe (and undo it).
  // A review's links from its confirmation mail (issue 39).
  ...prefix("omdome", [
    route("bekrafta", "routes/omdome/bekrafta.tsx"),
    route("ta-bort", "routes/omdome/ta-bort.tsx"),
    route(":id/rapportera", "routes/omdome/$id/rapportera.tsx"),
  ]),
  ...prefix("nyhetsbrev", [
    route("bekrafta", "routes/nyhetsbrev/bekrafta.tsx"),
    route("avsluta", "routes/nyhetsbrev/avsluta.tsx"),
    route("prenumerera-igen", "routes/nyhetsbrev/prenumerera-igen.tsx"),
  ]),
  // The two endpoints the spec and Stripe name.
  ...prefix("api", [
    route("create-checkout-session", "routes/api/create-checkout-session.ts"),
    route("stripe-webhook", "routes/api/stripe-webhook.ts"),
  ]),
  route("demo-checkout/:sessionId", "routes/demo-checkout/$sessionId.tsx"),
  ...prefix("images", [
    // Generated card art, and a business's own photos (public once approved).
    route("business/:file", "routes/images/business/$file.ts"),
    route("business/:slug/:file", "routes/images/business/$slug/$file.ts"),
    // Share images (og:image), issue 23 point 6.
    route("share/:kind/:file", "routes/images/share/$kind/$file.ts"),
  ]),
  // A registration's photo, on a private link for the operator.
  route("registrering/bild/:token", "routes/registrering/bild/$token.ts"),
  // What crawlers read first.
  route("robots.txt", "routes/robots.txt.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  // The operator area: every path under /admin is guarded by server/admin-guard.ts.
  // Files mirror the URLs (docs/decisions/015-route-folders.md). A folder's own page is
  // route("", …), not index(): index routes would add "?index" to their forms' actions.
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      route("", "routes/admin/index.tsx"),
      route("logga-in", "routes/admin/logga-in.tsx"),
      route("logga-ut", "routes/admin/logga-ut.tsx"),
      route("konfigurera", "routes/admin/konfigurera.tsx"),
      ...prefix("foretag", [
        route("", "routes/admin/foretag/index.tsx"),
        route("nytt", "routes/admin/foretag/nytt.tsx"),
        route("obekraftade", "routes/admin/foretag/obekraftade.tsx"),
        // CSV of every place, and its import (issue 24, point 6), before the slugs.
        route("export.csv", "routes/admin/foretag/export.csv.ts"),
        route("import", "routes/admin/foretag/import.tsx"),
        route(":slug", "routes/admin/foretag/$slug.tsx"),
        route(":slug/bekrafta", "routes/admin/foretag/$slug/bekrafta.tsx"),
        route(":slug/oppettider", "routes/admin/foretag/$slug/oppettider.tsx"),
        route(":slug/bilder/:file", "routes/admin/foretag/$slug/bilder/$file.ts"),
        route(":slug/tillganglighet", "routes/admin/foretag/$slug/tillganglighet.tsx"),
      ]),
      ...prefix("erbjudanden", [
        route("", "routes/admin/erbjudanden/index.tsx"),
        route("nytt", "routes/admin/erbjudanden/nytt.tsx"),
        route(":slug", "routes/admin/erbjudanden/$slug.tsx"),
      ]),
      route("utvalda", "routes/admin/utvalda.tsx"),
      ...prefix("evenemang", [
        route("", "routes/admin/evenemang/index.tsx"),
        route("nytt", "routes/admin/evenemang/nytt.tsx"),
        route(":slug", "routes/admin/evenemang/$slug.tsx"),
      ]),
      ...prefix("nyhetsbrev", [
        route("", "routes/admin/nyhetsbrev/index.tsx"),
        route("nytt", "routes/admin/nyhetsbrev/nytt.tsx"),
        route("prenumeranter", "routes/admin/nyhetsbrev/prenumeranter.tsx"),
        route("prenumeranter.csv", "routes/admin/nyhetsbrev/prenumeranter.csv.ts"),
        route(":id", "routes/admin/nyhetsbrev/$id.tsx"),
      ]),
      route("annonser", "routes/admin/annonser.tsx"),
      ...prefix("registreringar", [
        route("", "routes/admin/registreringar/index.tsx"),
        route(":id", "routes/admin/registreringar/$id.tsx"),
        route(":id/bilder/:file", "routes/admin/registreringar/$id/bilder/$file.ts"),
      ]),
      // An owner's proposed changes to their place (issue 38), listed under 'Att göra'.
      route("andringar/:id", "routes/admin/andringar/$id.tsx"),
      // A visitor's confirmed review (issue 39), listed under 'Att göra'.
      route("omdomen/:id", "routes/admin/omdomen/$id.tsx"),
      // The content's English, German and Danish texts (issue 40), and which are missing.
      ...prefix("oversattningar", [
        route("", "routes/admin/oversattningar/index.tsx"),
        route(":subject/:key", "routes/admin/oversattningar/$subject/$key.tsx"),
      ]),
      ...prefix("ansprak", [
        route("", "routes/admin/ansprak/index.tsx"),
        route(":id", "routes/admin/ansprak/$id.tsx"),
      ]),
      route("*", "routes/admin/hittades-inte.tsx"),
    ]),
  ]),
  // The business owner's page: a sign-in link by mail, no account (issue 11).
  ...prefix("foretagare", [
    layout("routes/foretagare/layout.tsx", [
      route("", "routes/foretagare/index.tsx"),
      route("logga-in", "routes/foretagare/logga-in.tsx"),
      route("konto", "routes/foretagare/konto.tsx"),
      route("registrering/:id", "routes/foretagare/registrering/$id.tsx"),
      route("registrering/:id/bilder", "routes/foretagare/registrering/$id/bilder.tsx"),
      route("registrering/:id/bilder/:file", "routes/foretagare/registrering/$id/bilder/$file.ts"),
      // The owner's editor of a place they own (issue 38).
      route("foretag/:slug", "routes/foretagare/foretag/$slug.tsx"),
      route("foretag/:slug/bilder", "routes/foretagare/foretag/$slug/bilder.tsx"),
      route("foretag/:slug/bilder/:file", "routes/foretagare/foretag/$slug/bilder/$file.ts"),
      // 'Svara' (issue 39): the owner's replies to visitors' reviews, read before they show.
      route("foretag/:slug/omdomen", "routes/foretagare/foretag/$slug/omdomen.tsx"),
      route("logga-ut", "routes/foretagare/logga-ut.tsx"),
      // The monthly "Stämmer uppgifterna?" mail's answer and unsubscribe links (issue 24).
      route("stammer", "routes/foretagare/stammer.tsx"),
      route("paminnelser", "routes/foretagare/paminnelser.tsx"),
    ]),
  ]),
  // The pages that exist in every language (issue 40, app/lib/i18n/pages.ts): the same
  // route files under /en/, /de/ and /da/, each language's its own route id.
  ...PREFIXED_LANGUAGES.flatMap((language) =>
    prefix(
      language,
      TRANSLATED_ROUTES.map(({ path, file }) => route(path, file, { id: `${language}/${path}` })),
    ),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
