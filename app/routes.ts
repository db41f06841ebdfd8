import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("category/:categoryId", "routes/category.tsx"),
  route("all-categories", "routes/all-categories.tsx"),
  route("business/:businessId", "routes/business.tsx"),
  // Featured cards and some links use the plural form: it redirects to the canonical page.
  route("businesses/:businessId", "routes/businesses-redirect.tsx"),
  route("submit-business", "routes/submit-business.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("advertise", "routes/advertise.tsx"),
  route("success", "routes/success.tsx"),
  route("coming-soon/:categoryId", "routes/coming-soon.tsx"),
  route("featured", "routes/featured.tsx"),
  route("events", "routes/events.tsx"),
  route("events/:eventId", "routes/event.tsx"),
  route("events/:eventId/kalender.ics", "routes/event-ics.ts"),
  route("offers", "routes/offers.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("api/newsletter", "routes/api.newsletter.ts"),
  route("api/submit-business", "routes/api.submit-business.ts"),
  route("api/create-checkout-session", "routes/api.create-checkout-session.ts"),
  route("api/stripe-webhook", "routes/api.stripe-webhook.ts"),
  route("demo-checkout/:sessionId", "routes/demo-checkout.tsx"),
  route("images/business/:file", "routes/business-image.ts"),
  // The operator area: every path under /admin is guarded by server/admin-guard.ts.
  route("admin", "routes/admin.tsx"),
  route("admin/logga-in", "routes/admin.sign-in.tsx"),
  route("admin/logga-ut", "routes/admin.sign-out.tsx"),
  route("admin/konfigurera", "routes/admin.setup.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
