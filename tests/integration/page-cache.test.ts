import { mkdtemp, rm } from "node:fs/promises";
import http, { type IncomingMessage } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "~/.server/auth/auth";
import { type DbHandle, openDatabase } from "~/.server/db/db";
import { BUILD_EXISTS, type RunningServer, startServer } from "../support/server-process";
import { createTestOperator } from "../support/test-database";

// Public pages are served from a cache keyed by URL and content version, each response
// with its own CSP nonce; an operator's edit shows on the very next request.

const VISITED = { cookie: "mg_visit=1" };
const CHROMIUM_ENCODINGS = "gzip, deflate, br, zstd";

function noncesOf(html: string): Set<string> {
  return new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1] as string));
}

function cspNonce(response: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
}

describe.skipIf(!BUILD_EXISTS)("page cache (production build)", () => {
  let dataDir: string;
  let server: RunningServer;
  let handle: DbHandle;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-page-cache-"));
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    handle = openDatabase({ sqlitePath: path.join(dataDir, "malmoguiden.db") });
  });
  afterAll(async () => {
    await server?.stop();
    await handle?.db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("serves a cached page with a fresh nonce that matches its policy, every time", async () => {
    const seen: string[] = [];
    for (const expected of ["miss", "hit", "hit"]) {
      const response = await fetch(`${server.base}/business/malmo-opera`, {
        headers: { ...VISITED, "accept-encoding": CHROMIUM_ENCODINGS },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-page-cache")).toBe(expected);
      // The gzip made once per page, with this response's nonce spliced in.
      expect(response.headers.get("content-encoding")).toBe("gzip");
      const html = await response.text();
      const nonce = cspNonce(response);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // Every script that runs as the page is parsed carries this response's nonce, and
      // only it (the boot script gives the template's scripts the same one).
      expect(noncesOf(html)).toEqual(new Set([nonce]));
      const running = html.replace(/<template[\s\S]*?<\/template>/, "").match(/<script\b[^>]*>/g);
      expect(running?.length).toBeGreaterThanOrEqual(2);
      for (const tag of running ?? []) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).toContain("Malmö Opera");
      seen.push(nonce as string);
    }
    expect(new Set(seen).size).toBe(3);
  });

  it("shows an operator's edit on the very next request", async () => {
    const slug = "luciakonsert-stortorget";
    const page = () => fetch(`${server.base}/events/${slug}`, { headers: VISITED });
    await page();
    expect((await page()).headers.get("x-page-cache")).toBe("hit");

    const operator = await createTestOperator(handle.db);
    const token = await createSession(handle.db, operator.id);
    const form = new URLSearchParams({
      title: "Luciakonsert på Stortorget",
      description: "Malmös lucia sjunger från Residensets balkong.",
      location: "Residenset, Stortorget, Malmö",
      category: "Musik och teater",
      startDate: "2026-12-13",
      startTime: "18:00",
      endDate: "2026-12-13",
      endTime: "",
      recurrence: "yearly",
      source: "Malmö stads pressmeddelande (testdata).",
      status: "published",
    });
    const saved = await fetch(`${server.base}/admin/evenemang/${slug}`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { cookie: `mg_admin=${token}`, origin: server.base },
    });
    expect(saved.status).toBe(302);

    const after = await page();
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain("Luciakonsert på Stortorget");
  });

  it("answers a revisit with 304 and no new policy, and compresses with brotli or gzip", async () => {
    const first = await fetch(`${server.base}/offers`, {
      headers: { ...VISITED, "accept-encoding": "br" },
    });
    expect(first.headers.get("content-encoding")).toBe("br");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    await first.arrayBuffer();

    const revisit = await fetch(`${server.base}/offers`, {
      headers: { ...VISITED, "if-none-match": etag as string },
    });
    expect(revisit.status).toBe(304);
    // The browser's stored copy keeps its own nonce and the policy it came with.
    expect(revisit.headers.get("content-security-policy")).toBeNull();

    const gzipped = await fetch(`${server.base}/offers`, {
      headers: { ...VISITED, "accept-encoding": "gzip" },
    });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("etag")).toBe(etag);
    expect(await gzipped.text()).toContain("Erbjudanden");
  });

  it("keeps the security headers' Vary on a cached page, and their COOP rule", async () => {
    // node:http, since fetch() replaces Sec-Fetch-Mode with "cors".
    const navigate = (site: string) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        http
          .get(
            `${server.base}/featured`,
            { headers: { ...VISITED, "sec-fetch-site": site, "sec-fetch-mode": "navigate" } },
            (response) => response.resume().on("end", () => resolve(response)),
          )
          .on("error", reject);
      });
    const states: string[] = [];
    for (const site of ["none", "cross-site", "none"]) {
      const response = await navigate(site);
      expect(response.statusCode).toBe(200);
      states.push(String(response.headers["x-page-cache"]));
      expect(response.headers.vary).toBe("Sec-Fetch-Site, Accept-Encoding, Cookie");
      // Only a navigation the browser started itself goes without it (decision 014).
      expect(response.headers["cross-origin-opener-policy"]).toBe(
        site === "none" ? undefined : "same-origin",
      );
    }
    expect(states).toEqual(["miss", "hit", "hit"]);
  });

  it("never lets a query's text become the live nonce, whether the page is cached or not", async () => {
    // "\0nonce\0" was the stand-in for the nonce in cached pages; query text could hold it.
    for (const query of [
      "%00nonce%00",
      "a%00nonce%00b%00nonce%00",
      "nonce",
      "%00",
      "nonce-abc%3D",
    ]) {
      const states: string[] = [];
      for (const encoding of ["identity", CHROMIUM_ENCODINGS, "identity"]) {
        const response = await fetch(`${server.base}/events?q=${query}`, {
          headers: { "accept-encoding": encoding },
        });
        expect(response.status).toBe(200);
        states.push(response.headers.get("x-page-cache") ?? "");
        const nonce = cspNonce(response) as string;
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        const html = await response.text();
        const search = /<input[^>]*id="event-search"[^>]*>/.exec(html)?.[0] ?? "";
        const value = /value="([^"]*)"/.exec(search)?.[1];
        expect({ query, value }).toEqual({
          query,
          value: decodeURIComponent(query),
        });
        expect(noncesOf(html)).toEqual(new Set([nonce]));
        // The nonce is only ever in nonce attributes.
        expect(html.replaceAll(`nonce="${nonce}"`, "")).not.toContain(nonce);
        expect(html).toContain("Evenemang");
      }
      // Still kept and served from the cache, each time with the right nonce.
      expect(states).toEqual(["miss", "hit", "hit"]);
    }
  });

  it("never keeps personal pages or a signed-in operator's requests", async () => {
    for (const [url, headers] of [
      ["/success?plan=silver&session_id=cs_test_123", VISITED],
      ["/", { cookie: "mg_visit=1; mg_admin=whatever" }],
      ["/admin/logga-in", VISITED],
    ] as const) {
      await fetch(`${server.base}${url}`, { headers });
      const again = await fetch(`${server.base}${url}`, { headers });
      expect(again.headers.get("x-page-cache"), url).toBeNull();
      await again.arrayBuffer();
    }
  });
});
