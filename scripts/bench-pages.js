// Page weight and server throughput of the production build, in one run.
// Usage: npm run build && npm run bench:pages   (BENCH_SECONDS=10 by default)
//
// For each main route, in Debian's Chromium (mobile viewport): the JavaScript files and
// their gzip bytes requested before the page's load event, and those the app loads by
// itself once the page has loaded and the browser is idle (issue 21), the HTML's bytes as sent with gzip (a later page
// of a visit, and the first, which carries the stylesheet inline), and then the
// requests per second of server-rendered / against the very same HTML served as a
// static file (express.static + compression, another process), at 10 and 50
// connections. Compare the ratios, not the absolute numbers: the machine is shared.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { CHROMIUM_LAUNCH } from "./chromium.js";
import { waitFor } from "./server-env.js";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const STATIC_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const ROUTES = [
  "/",
  "/category/restauranger",
  "/business/malmo-opera",
  "/business/grand-fitness",
  "/events",
  "/offers",
  "/featured",
  "/advertise",
  "/submit-business",
];
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-bench-pages-"));
const children = [];
function start(args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

const gzipCache = new Map();
async function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipCache.set(url, gzipSync(body, { level: 9 }).length);
  }
  return gzipCache.get(url);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Scripts a visitor's browser requests before the load event, and then for the app. */
async function scriptsOf(browser, route) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: "mg_visit", value: "1", url: BASE }]);
  const page = await context.newPage();
  const scripts = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(`${BASE}${route}`, { waitUntil: "load" });
  const before = [...scripts];
  // No interaction: the app starts by itself once the browser is idle after the load.
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  const after = scripts.slice(before.length);
  await context.close();
  return { before, after };
}

async function pageWeights() {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const rows = [];
  try {
    for (const route of ROUTES) {
      const response = await fetch(`${BASE}${route}`, {
        headers: { cookie: "mg_visit=1", "accept-encoding": "gzip" },
      });
      // fetch() decompresses; the server states the bytes it sent.
      const sent = Number(response.headers.get("content-length") ?? 0);
      await response.arrayBuffer();
      // The first page of a visit (no cookie) carries the stylesheet inline.
      const first = await fetch(`${BASE}${route}`, { headers: { "accept-encoding": "gzip" } });
      const firstSent = Number(first.headers.get("content-length") ?? 0);
      await first.arrayBuffer();
      const { before, after } = await scriptsOf(browser, route);
      let beforeGzip = 0;
      let afterGzip = 0;
      for (const url of before) beforeGzip += await gzipBytes(url);
      for (const url of after) afterGzip += await gzipBytes(url);
      rows.push({
        route,
        status: response.status,
        sent,
        firstSent,
        before,
        beforeGzip,
        after,
        afterGzip,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function load(url, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: DURATION_SECONDS,
        headers: { cookie: "mg_visit=1", "accept-encoding": "gzip, deflate, br" },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

// The static baseline: the same HTML as / sends, as index.html behind express.static and
// compression (the stack that serves our own static assets).
const STATIC_SERVER = `
import express from "express";
import compression from "compression";
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(express.static(process.env.STATIC_DIR));
app.listen(Number(process.env.STATIC_PORT), "127.0.0.1");
`;

try {
  start(["server.js"], {
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    PUBLIC_URL: BASE,
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    RATE_LIMIT_PER_MINUTE: "1000000",
    MAX_CONCURRENT_REQUESTS: "1000",
    LOAD_SHED_LAG_MS: "10000",
  });
  await waitFor(`${BASE}/healthz`, 200);

  const rows = await pageWeights();
  console.log(`Pages, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`);
  console.log(
    "| route | status | HTML as sent (gzip) | first page of a visit, stylesheet inline (gzip) | JS before the load event | JS after it (the app, at idle) |",
  );
  console.log("|---|---|---|---|---|---|");
  for (const row of rows)
    console.log(
      `| ${row.route} | ${row.status} | ${kb(row.sent)} | ${kb(row.firstSent)} | ${row.before.length} files, ${kb(row.beforeGzip)} | +${row.after.length} files, +${kb(row.afterGzip)} |`,
    );

  const home = await fetch(`${BASE}/`, { headers: { cookie: "mg_visit=1" } });
  await writeFile(path.join(dataDir, "index.html"), await home.text());
  start(["--input-type=module", "-e", STATIC_SERVER], {
    STATIC_DIR: dataDir,
    STATIC_PORT: String(STATIC_PORT),
  });
  await waitFor(`http://127.0.0.1:${STATIC_PORT}/`, 200);

  console.log(
    `\nThroughput of / (autocannon, ${DURATION_SECONDS} s each, loopback, accept-encoding gzip/br)`,
  );
  console.log("| server | connections | requests/s | p50 | p99 | non-2xx |");
  console.log("|---|---|---|---|---|---|");
  for (const connections of [10, 50]) {
    const results = {};
    for (const [name, url] of [
      ["static file", `http://127.0.0.1:${STATIC_PORT}/`],
      ["server-rendered", `${BASE}/`],
    ]) {
      const result = await load(url, connections);
      results[name] = result.requests.average;
      console.log(
        `| ${name} | ${connections} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} |`,
      );
    }
    console.log(
      `| SSR / static | ${connections} | ${((100 * results["server-rendered"]) / results["static file"]).toFixed(0)} % | | | |`,
    );
  }
} finally {
  for (const child of children) child.kill();
  await rm(dataDir, { recursive: true, force: true });
}
