import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { SharedCopy } from "~/lib/http/page-policy";
import { NONCE_LENGTH, prepareSplicedGzip, type SplicedGzip, spliceNonce } from "./spliced-gzip";

// Documents are rendered completely, then compressed (brotli where accepted, else gzip),
// instead of streamed in small chunks that compress badly. Anonymous GET pages whose route
// declares a shared copy (`pagePolicy.cache`, app/lib/http/page-policy.ts) are also kept, as
// long as it says: keyed by URL, what it varies on (whether the visit's splash was seen)
// and the content version, so an
// operator's edit is visible on the next request. A cached page is sent with this
// response's own CSP nonce put where the rendered page had its nonce; its gzip is made
// once, with the nonce spliced in per response (server/spliced-gzip.ts), and is sent
// whenever gzip is accepted, as brotli would have to be made anew for every response.
// Pages also get an ETag (of the page without its nonce) so a revisit can be a 304.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Where the rendered page's nonce was: replaced by each response's own. Random for each
 * process and never sent, so no request can put it into a page: with a fixed mark, query
 * text holding it (/events?q=%00nonce%00) had the live nonce written into the page.
 */
const NONCE_MARK = `\u0000nonce-${randomBytes(18).toString("base64url")}\u0000`;

/**
 * The page with NONCE_MARK in each nonce attribute, or undefined when its nonce is
 * anywhere else too (or the mark already is): such a page is sent as rendered, never
 * kept, so nothing but our own nonce attributes is ever replaced.
 */
function templateOf(html: string, nonce: string): string | undefined {
  if (!nonce || html.includes(NONCE_MARK)) return undefined;
  const template = html.replaceAll(`nonce="${nonce}"`, `nonce="${NONCE_MARK}"`);
  return template.includes(nonce) ? undefined : template;
}

/** The only cookie a public page reads (the splash: first page of a visit). */
const SPLASH_COOKIE = /(?:^|;\s*)mg_visit=1(?:;|$)/;

interface Entry {
  version: number;
  storedAt: number;
  /** The page's own `maxAgeSeconds`, in ms. */
  maxAgeMs: number;
  status: number;
  headers: [string, string][];
  /** The page with NONCE_MARK where its nonce was. */
  template: string;
  /** The page's gzip, compressed once, with room for each response's nonce. */
  gzip: SplicedGzip | undefined;
  etag: string;
}

export interface PageCacheOptions {
  /** The content version now (one cheap query); entries of other versions are stale. */
  contentVersion: () => Promise<number>;
  /**
   * Whether a path's page may be kept, how long and varying on what: its route's
   * declaration (app/lib/http/page-policy.ts); undefined for anything else.
   */
  sharedCopyOf: (path: string) => Promise<SharedCopy | undefined>;
  maxEntries?: number;
  now?: () => number;
}

export interface PageCache {
  /** Answers from the cache if it can (middleware). */
  serve(req: ExpressRequest, res: ExpressResponse, next: () => void): Promise<void>;
  /**
   * Sends a rendered document whole and compressed (and keeps it when it may be
   * kept). Returns false for anything else, which the caller streams as it is.
   */
  send(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<boolean>;
  size(): number;
}

function cookiesOnlySplash(cookie: string | undefined): boolean {
  if (!cookie) return true;
  return cookie
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .every((part) => part === "mg_visit=1");
}

/** Where a request's page would be kept, and the page's policy; undefined: not kept. */
async function keyOf(
  req: ExpressRequest,
  sharedCopyOf: PageCacheOptions["sharedCopyOf"],
): Promise<{ key: string; copy: SharedCopy } | undefined> {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  // Documents only, at their canonical path: no `.data` request, no trailing slash.
  if (req.path.endsWith(".data") || (req.path !== "/" && req.path.endsWith("/"))) return undefined;
  const copy = await sharedCopyOf(req.path);
  if (!copy) return undefined;
  // Anything but the splash cookie (a signed-in operator, say) is a personal request.
  if (!cookiesOnlySplash(req.headers.cookie)) return undefined;
  if (req.originalUrl.length > 512) return undefined;
  const seen = copy.varyOn.includes("first-visit")
    ? SPLASH_COOKIE.test(req.headers.cookie ?? "")
      ? "1"
      : "0"
    : "-";
  return { key: `${seen} ${req.originalUrl}`, copy };
}

const ENCODING_NAMES = { br: /\bbr\b/, gzip: /\bgzip\b/ };

function accepts(req: ExpressRequest, encoding: "br" | "gzip"): boolean {
  return ENCODING_NAMES[encoding].test(String(req.headers["accept-encoding"] ?? ""));
}

function encodingFor(req: ExpressRequest): "br" | "gzip" | undefined {
  if (accepts(req, "br")) return "br";
  if (accepts(req, "gzip")) return "gzip";
  return undefined;
}

async function compress(body: Buffer, encoding: "br" | "gzip" | undefined): Promise<Buffer> {
  if (encoding === "br")
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  if (encoding === "gzip") return gzip(body, { level: 6 });
  return body;
}

function etagMatches(req: ExpressRequest, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  return header
    .split(",")
    .map((value) => value.trim().replace(/^W\//, ""))
    .some((value) => value === etag || value === "*");
}

/** Headers a page response must not carry from one visitor to the next. */
const NOT_REPLAYED = new Set(["content-length", "content-encoding", "transfer-encoding", "date"]);

/** A page to send: rendered for this response, or cached with room for its nonce. */
type Document = { html: string } | { entry: Entry; nonce: string };

/** The bytes to send and their encoding; a cached page's gzip needs no compressing. */
async function encode(
  req: ExpressRequest,
  document: Document,
): Promise<{ body: Buffer; encoding?: "br" | "gzip" }> {
  if ("entry" in document) {
    const { entry, nonce } = document;
    if (entry.gzip && accepts(req, "gzip") && Buffer.byteLength(nonce) === NONCE_LENGTH)
      return { body: spliceNonce(entry.gzip, nonce), encoding: "gzip" };
    return encode(req, { html: entry.template.replaceAll(NONCE_MARK, nonce) });
  }
  const encoding = encodingFor(req);
  return { body: await compress(Buffer.from(document.html), encoding), encoding };
}

async function writeDocument(
  req: ExpressRequest,
  res: ExpressResponse,
  status: number,
  headers: Iterable<[string, string]>,
  document: Document,
  etag: string,
) {
  res.status(status);
  for (const [key, value] of headers) if (!NOT_REPLAYED.has(key)) res.append(key, value);
  res.setHeader("ETag", etag);
  // Stored by the browser but checked with the server each time (If-None-Match).
  if (!res.getHeader("Cache-Control")) res.setHeader("Cache-Control", "no-cache");
  // Added to, not replaced: the security headers vary a navigation on Sec-Fetch-Site.
  res.vary("Accept-Encoding");
  res.vary("Cookie");
  if (status === 200 && etagMatches(req, etag)) {
    // The browser keeps its copy, whose nonce matches the policy it stored with it:
    // a new policy here would block that copy's scripts.
    res.removeHeader("Content-Security-Policy");
    res.removeHeader("Set-Cookie");
    res.status(304).end();
    return;
  }
  const { body, encoding } = await encode(req, document);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  return {
    size: () => entries.size,

    async serve(req, res, next) {
      const key = (await keyOf(req, options.sharedCopyOf))?.key;
      if (!key) return next();
      const entry = entries.get(key);
      if (!entry || now() - entry.storedAt > entry.maxAgeMs) return next();
      const version = await options.contentVersion();
      if (entry.version !== version) {
        entries.delete(key);
        return next();
      }
      // Most recently used last: the first key is the one to evict.
      entries.delete(key);
      entries.set(key, entry);
      const nonce = String(res.locals.cspNonce ?? "");
      res.setHeader("X-Page-Cache", "hit");
      await writeDocument(req, res, entry.status, entry.headers, { entry, nonce }, entry.etag);
    },

    async send(req, res, response) {
      const type = response.headers.get("content-type") ?? "";
      if (!type.startsWith("text/html") || !response.body || response.status >= 300) return false;
      // The content version before rendering: an edit during the render makes the
      // entry stale at once rather than hiding the edit.
      const kept = await keyOf(req, options.sharedCopyOf);
      const version = kept ? await options.contentVersion() : 0;
      const html = await response.text();
      const nonce = String(res.locals.cspNonce ?? "");
      const template = templateOf(html, nonce);
      // Of the page without its nonce (and without the mark, which differs per process), so
      // every process and every restart gives a page the same ETag.
      const tagged = template === undefined ? html : template.replaceAll(NONCE_MARK, "");
      const etag = `"${createHash("sha256").update(tagged).digest("base64url").slice(0, 27)}"`;
      const headers = [...response.headers.entries()];
      const personal = headers.some(([name, value]) =>
        name === "cache-control" ? /no-store|private/.test(value) : false,
      );
      if (kept && response.status === 200 && !personal && template !== undefined) {
        res.setHeader("X-Page-Cache", "miss");
        const entry: Entry = {
          version,
          storedAt: now(),
          maxAgeMs: kept.copy.maxAgeSeconds * 1000,
          status: response.status,
          headers,
          template,
          gzip: await prepareSplicedGzip(template.split(NONCE_MARK)),
          etag,
        };
        entries.set(kept.key, entry);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        await writeDocument(req, res, response.status, headers, { entry, nonce }, etag);
        return true;
      }
      await writeDocument(req, res, response.status, headers, { html }, etag);
      return true;
    },
  };
}
