// Page weight and server throughput of the production build.
// Usage: npm run build && npm run bench:pages
// Prints, per main route, the gzip bytes of the JavaScript and CSS the page loads
// (module preloads, module imports and stylesheets in the server's HTML), then the
// requests per second for / and one business page (autocannon, loopback only).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUTES = [
  "/",
  "/category/restauranger",
  "/all-categories",
  "/business/malmo-opera",
  "/business/grand-fitness",
  "/events",
  "/offers",
  "/featured",
  "/advertise",
  "/submit-business",
];
const HOME_JS_BUDGET = 100 * 1024;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const server = spawn(process.execPath, ["server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

const gzipCache = new Map();
async function gzipSize(path) {
  if (!gzipCache.has(path)) {
    const body = Buffer.from(await (await fetch(`${BASE}${path}`)).arrayBuffer());
    gzipCache.set(path, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return gzipCache.get(path);
}

function assetsOf(html) {
  const js = new Set();
  const css = new Set();
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) js.add(href);
  for (const [, src] of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) js.add(src);
  for (const [, href] of html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g))
    css.add(href);
  return { js: [...js], css: [...css] };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function pageWeights() {
  const rows = [];
  for (const route of ROUTES) {
    const response = await fetch(`${BASE}${route}`, { headers: { cookie: "mg_visit=1" } });
    const html = await response.text();
    const { js, css } = assetsOf(html);
    let jsGzip = 0;
    let cssGzip = 0;
    for (const path of js) jsGzip += (await gzipSize(path)).gzip;
    for (const path of css) cssGzip += (await gzipSize(path)).gzip;
    rows.push({
      route,
      status: response.status,
      html: gzipSync(html).length,
      jsFiles: js.length,
      jsGzip,
      cssGzip,
    });
  }
  return rows;
}

function throughput(path) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${BASE}${path}`,
        connections: 10,
        duration: DURATION_SECONDS,
        headers: { cookie: "mg_visit=1" },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

try {
  await waitForServer();
  const rows = await pageWeights();
  console.log(
    `Page weight (gzip), ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`,
  );
  console.log("| route | status | HTML | JS files | JS | CSS |");
  console.log("|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${row.status} | ${kb(row.html)} | ${row.jsFiles} | ${kb(row.jsGzip)} | ${kb(row.cssGzip)} |`,
    );
  }
  const home = rows.find((row) => row.route === "/");
  console.log(
    `\nJavaScript loaded by /: ${kb(home.jsGzip)} gzip (budget ${kb(HOME_JS_BUDGET)}): ${home.jsGzip <= HOME_JS_BUDGET ? "within budget" : "OVER BUDGET"}`,
  );

  console.log(
    `\nThroughput (autocannon, 10 connections, ${DURATION_SECONDS} s each, production build, loopback)`,
  );
  console.log("| route | requests/s (mean) | latency p50 | latency p99 | non-2xx |");
  console.log("|---|---|---|---|---|");
  for (const path of ["/", "/business/malmo-opera"]) {
    const result = await throughput(path);
    console.log(
      `| ${path} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} |`,
    );
  }
  if (home.jsGzip > HOME_JS_BUDGET) process.exitCode = 1;
} finally {
  server.kill();
}
