import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieAttributes } from "~/.server/http/cookie-flags";
import { UPLOAD_CSP } from "~/.server/uploads/upload-csp";
import { type SecurityHeaderOptions, securityHeaders } from "./security-headers";

// Expected values come from the issue ("Headers to Mozilla Observatory A+"), written
// out here rather than derived from the module under test.

const STRIPE = "https://checkout.stripe.com";
const PAYMENT_LINK = "https://buy.stripe.com/test_abc123";

const servers: { close(): void }[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

/** A tiny app with the middleware in front; "/" answers with the nonce it saw. */
async function start(options: SecurityHeaderOptions): Promise<string> {
  const app = express();
  app.use(securityHeaders(options));
  app.get("/", (_req, res) => {
    res.type("text/plain").send(String(res.locals.cspNonce));
  });
  app.get("/api/x", (_req, res) => {
    res.json({ ok: true });
  });
  app.get("/apix", (_req, res) => {
    res.send("not an API path");
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** "a b; c d" -> Map { a => ["b"], c => ["d"] } */
function parseCsp(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) {
      expect(directives.has(name), `duplicate directive ${name}`).toBe(false);
      directives.set(name, values);
    }
  }
  return directives;
}

const production = (publicUrl: string, formActionOrigins: string[] = []) =>
  start({ development: false, publicUrl: new URL(publicUrl), formActionOrigins });

describe("securityHeaders in production over https", () => {
  let base = "";
  beforeAll(async () => {
    base = await production("https://malmoguiden.se", [STRIPE, PAYMENT_LINK]);
  });

  it("sends the fixed security headers", async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    const headers = response.headers;
    expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(headers.get("permissions-policy")).toBe(
      "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    );
    // Pages are not forced to no-store; only API answers are.
    expect(headers.get("cache-control")).toBeNull();
  });

  it("sends a strict CSP", async () => {
    const csp = parseCsp((await fetch(`${base}/`)).headers.get("content-security-policy"));
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(csp.get("font-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    // Nothing allows every https origin any more.
    for (const [name, values] of csp) expect(values, name).not.toContain("https:");
  });

  it("limits form-action to self and the payment origins", async () => {
    const csp = parseCsp((await fetch(`${base}/`)).headers.get("content-security-policy"));
    expect(csp.get("form-action")).toEqual([
      "'self'",
      "https://checkout.stripe.com",
      "https://buy.stripe.com",
    ]);
  });

  it("allows scripts only from self and this response's nonce", async () => {
    const first = await fetch(`${base}/`);
    const second = await fetch(`${base}/`);
    const nonces: string[] = [];
    for (const response of [first, second]) {
      const nonce = await response.text(); // res.locals.cspNonce as the app saw it
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes in base64
      const scriptSrc = parseCsp(response.headers.get("content-security-policy")).get("script-src");
      expect(scriptSrc).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("marks API answers no-store, also with a query string", async () => {
    for (const path of ["/api/x", "/api/x?plan=guld"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    }
    expect((await fetch(`${base}/apix`)).headers.get("cache-control")).toBeNull();
  });
});

/**
 * A GET with these Fetch Metadata headers, through node:http: fetch() would replace
 * Sec-Fetch-Mode with its own "cors".
 */
function getWith(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      })
      .on("error", reject);
  });
}

describe("Cross-Origin-Opener-Policy and who started the navigation", () => {
  let base = "";
  beforeAll(async () => {
    base = await production("https://malmoguiden.se");
  });

  const navigation = (site: string) =>
    getWith(`${base}/`, {
      "sec-fetch-site": site,
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
    });

  it("cuts off other windows on every navigation another page started", async () => {
    for (const site of ["cross-site", "same-site", "same-origin"]) {
      const { headers } = await navigation(site);
      expect(headers["cross-origin-opener-policy"], site).toBe("same-origin");
      expect(headers.vary, site).toBe("Sec-Fetch-Site");
    }
  });

  it("leaves it out where the browser started the navigation itself (address bar, Lighthouse)", async () => {
    const { status, headers } = await navigation("none");
    expect(status).toBe(200);
    expect(headers["cross-origin-opener-policy"]).toBeUndefined();
    // A stored copy without it never answers a navigation that another page started.
    expect(headers.vary).toBe("Sec-Fetch-Site");
    // Everything else stays.
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("keeps it on anything that is not a navigation, and without Fetch Metadata", async () => {
    const requests: Record<string, string>[] = [
      { "sec-fetch-site": "none", "sec-fetch-mode": "no-cors" },
      {},
    ];
    for (const headers of requests) {
      const response = await getWith(`${base}/`, headers);
      expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(response.headers.vary).toBeUndefined();
    }
  });
});

describe("securityHeaders in production over http", () => {
  let base = "";
  beforeAll(async () => {
    base = await production("http://localhost:3000");
  });

  it("sends no HSTS but the other headers", async () => {
    const response = await fetch(`${base}/`);
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("keeps form-action to self when no payment origins are configured", async () => {
    const csp = parseCsp((await fetch(`${base}/`)).headers.get("content-security-policy"));
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });
});

describe("securityHeaders in development", () => {
  let httpsBase = "";
  let httpBase = "";
  beforeAll(async () => {
    httpsBase = await start({
      development: true,
      publicUrl: new URL("https://malmoguiden.se"),
      formActionOrigins: [STRIPE],
    });
    httpBase = await start({
      development: true,
      publicUrl: new URL("http://localhost:3000"),
      formActionOrigins: [],
    });
  });

  it("allows Vite's inline scripts and hot-reload socket", async () => {
    const response = await fetch(`${httpBase}/`);
    const nonce = await response.text();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // still set for React Router
    const csp = parseCsp(response.headers.get("content-security-policy"));
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "ws:"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
  });

  it("never sends HSTS, even with an https public URL", async () => {
    for (const base of [httpsBase, httpBase]) {
      const response = await fetch(`${base}/`);
      expect(response.headers.get("strict-transport-security")).toBeNull();
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
    const csp = parseCsp((await fetch(`${httpsBase}/`)).headers.get("content-security-policy"));
    expect(csp.get("form-action")).toEqual(["'self'", "https://checkout.stripe.com"]);
  });

  it("marks API answers no-store", async () => {
    const response = await fetch(`${httpBase}/api/x`);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("securityHeaders options", () => {
  it("refuses a form action that is not an http(s) URL", () => {
    const options = (origin: string) => ({
      development: false,
      publicUrl: new URL("https://malmoguiden.se"),
      formActionOrigins: [origin],
    });
    expect(() => securityHeaders(options("checkout.stripe.com"))).toThrow(/not a URL/);
    expect(() => securityHeaders(options("javascript:alert(1)"))).toThrow(/not http/);
  });
});

describe("UPLOAD_CSP", () => {
  it("sandboxes uploaded files and allows only the image and its document styles", () => {
    expect(UPLOAD_CSP).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
  });
});

describe("cookieAttributes", () => {
  it("is HttpOnly and Lax, and Secure only under https", () => {
    expect(cookieAttributes(new URL("https://malmoguiden.se"))).toBe(
      "; Path=/; HttpOnly; SameSite=Lax; Secure",
    );
    expect(cookieAttributes(new URL("http://localhost:3000"))).toBe(
      "; Path=/; HttpOnly; SameSite=Lax",
    );
  });
});
