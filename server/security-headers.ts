// Security headers for every response of the outer server (server.js), aimed at an
// A+ on Mozilla Observatory: a strict CSP with a per-request script nonce, HSTS under
// https, cross-origin isolation headers and no caching of API answers.
import crypto from "node:crypto";
import type { Request, RequestHandler } from "express";

export interface SecurityHeaderOptions {
  /** Vite dev server: its client injects inline scripts without a nonce and uses a WebSocket. */
  development: boolean;
  /** The site's public address (PUBLIC_URL); HSTS is sent only when it is https. */
  publicUrl: URL;
  /**
   * Where forms may lead besides the site itself: the payment pages (payment links,
   * Stripe Checkout) that plan buttons without JavaScript are redirected to. Full URLs
   * are accepted; only their origins go into the policy.
   */
  formActionOrigins: string[];
}

/** Two years, the value the HSTS preload list and Observatory ask for. */
const HSTS = "max-age=63072000; includeSubDomains";

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), interest-cohort=()";

/** 'https://buy.stripe.com/abc' -> 'https://buy.stripe.com'; anything else is a configuration error. */
function sourceOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`securityHeaders: form action origin is not a URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`securityHeaders: form action origin is not http(s): ${JSON.stringify(value)}`);
  return url.origin;
}

/**
 * COOP `same-origin` cuts every tie between our window and a cross-origin window that
 * opened it or that it opens. A navigation the browser started by itself (typed address,
 * bookmark, a link from another program, a lab tool: `Sec-Fetch-Site: none`) has no such
 * window to cut off, yet the header still moves the page into a new renderer process; a
 * tracing tool (Lighthouse, PageSpeed Insights) that started tracing in the old one then
 * sometimes misses the page's navigationStart and cannot measure it (NO_NAVSTART, issue
 * 35). Every navigation another page started, and every request without Fetch Metadata,
 * still gets the header (decision 014).
 */
function openedByTheBrowserItself(req: Request): boolean {
  return req.get("sec-fetch-site") === "none" && req.get("sec-fetch-mode") === "navigate";
}

function isApiPath(originalUrl: string): boolean {
  const queryStart = originalUrl.search(/[?#]/);
  const pathname = queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart);
  return pathname.startsWith("/api/");
}

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const { development, publicUrl } = options;
  const formAction = ["'self'", ...new Set(options.formActionOrigins.map(sourceOrigin))].join(" ");
  const hsts = !development && publicUrl.protocol === "https:";

  // Everything but the nonce is fixed for the life of the server.
  const policyAfterScripts = [
    // Inline styles: React style attributes, Vite's injected <style> in development,
    // and sonner, which adds its own <style> element at runtime (it has no nonce option).
    "style-src 'self' 'unsafe-inline'",
    // data: for small inlined assets; blob: for the image picker's preview (URL.createObjectURL).
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // ws: for Vite's hot-reload socket in development.
    `connect-src 'self'${development ? " ws:" : ""}`,
    // Applies to the redirect after a submit too: plan forms end on the payment page.
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");

  return (req, res, next) => {
    // A fresh nonce per request: React Router's inline scripts carry it (load context,
    // see server/pipeline.ts), so production needs no 'unsafe-inline' for scripts.
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // Development cannot use the nonce: a nonce in the list makes browsers ignore
    // 'unsafe-inline', and Vite's dev client injects inline scripts without one.
    const scriptSrc = development ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`;
    res.setHeader(
      "Content-Security-Policy",
      `default-src 'none'; script-src ${scriptSrc}; ${policyAfterScripts}`,
    );
    if (hsts) res.setHeader("Strict-Transport-Security", HSTS);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    if (!openedByTheBrowserItself(req)) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    // A browser's stored copy of a page must not stand in for a navigation of the other kind.
    if (req.get("sec-fetch-mode") === "navigate") res.vary("Sec-Fetch-Site");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    // API answers are per request (form replies, checkout URLs): never stored by a cache.
    if (isApiPath(req.originalUrl)) res.setHeader("Cache-Control", "no-store");
    next();
  };
}
