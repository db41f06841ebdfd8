// Lighthouse on the production build, mobile (Lighthouse's default config: a mid-range
// phone, simulated slow 4G and a 4x slower CPU), LH_RUNS times (10) on each of the main
// routes and on the peer guide's home, in rounds (every target once per round), so load
// from other work on the machine falls on all of them alike. Not part of CI: it takes
// about half a minute a run. Each run gets a fresh Chromium profile, as PageSpeed
// Insights does, and the server a fresh database.
//
// Usage: npm run build && npm run bench:lighthouse
//   LH_RUNS=10            runs per target
//   LH_ROUTES=/,/events   our routes to measure (default: /, a category, a place, /events)
//   LIGHTHOUSE=<command>  Lighthouse's CLI (default: `npx --yes lighthouse@12.8.2`)
//   PEER_DIST=<dir>       the peer's build (default ../shared/bench/peer-dist; skipped if absent)
//   CHROMIUM_PATH         Chromium (default /usr/bin/chromium)
//   BENCH_PORT            our server's port (default 3260; the peer's is the next one)
// Exits 1 if any run ends with a runtime error (e.g. NO_NAVSTART, issue 35) or a page's
// median score is below the peer's home.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import compression from "compression";
import express from "express";
import { CHROMIUM_LAUNCH } from "./chromium.js";
import { isolatedServerEnv, waitFor } from "./server-env.js";

const RUNS = Number(process.env.LH_RUNS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3260);
const PEER_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const PEER_DIST = path.resolve(process.env.PEER_DIST ?? "../shared/bench/peer-dist");
const [LH_COMMAND, ...LH_ARGS] = (process.env.LIGHTHOUSE ?? "npx --yes lighthouse@12.8.2").split(
  " ",
);
const ROUTES = (process.env.LH_ROUTES ?? "/,/category/restauranger,/business/malmo-opera,/events")
  .split(",")
  .map((route) => route.trim())
  .filter(Boolean);

if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");

/** The peer: a single-page app, each path answered with its index.html, compressed. */
function servePeer() {
  const app = express();
  app.use(compression());
  app.use(express.static(PEER_DIST, { maxAge: "1y", index: false }));
  app.use((_req, res) => res.sendFile(path.join(PEER_DIST, "index.html")));
  return new Promise((resolve) => {
    const server = app.listen(PEER_PORT, "127.0.0.1", () => resolve(server));
  });
}

/** One Lighthouse run; its report's figures, or the reason it has none. */
async function lighthouse(url, outDir, name) {
  const profile = await mkdtemp(path.join(os.tmpdir(), "mg-lh-profile-"));
  const report = path.join(outDir, `${name}.json`);
  const chromeFlags = ["--headless", ...CHROMIUM_LAUNCH.args, `--user-data-dir=${profile}`];
  // Asynchronous: the peer is served from this process.
  const child = spawn(
    LH_COMMAND,
    [
      ...LH_ARGS,
      url,
      "--output=json",
      `--output-path=${report}`,
      `--chrome-flags=${chromeFlags.join(" ")}`,
      "--no-enable-error-reporting",
      "--max-wait-for-load=45000",
      "--quiet",
    ],
    {
      env: { ...process.env, CHROME_PATH: CHROMIUM_LAUNCH.executablePath },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const [status] = await once(child, "close");
  await rm(profile, { recursive: true, force: true });
  if (!existsSync(report)) return { error: `no report (exit ${status}): ${stderr.trim()}` };
  const lhr = JSON.parse(readFileSync(report, "utf8"));
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    error: lhr.runtimeError?.code,
    score: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-bench-lighthouse-"));
const outDir = await mkdtemp(path.join(os.tmpdir(), "mg-lighthouse-reports-"));
const server = spawn(process.execPath, ["server.js"], {
  env: isolatedServerEnv(PORT, {
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    // Measured, not shed: other work on a shared machine must not turn a run into a 503.
    MAX_CONCURRENT_REQUESTS: "1000",
    LOAD_SHED_LAG_MS: "10000",
  }),
  stdio: ["ignore", "ignore", "inherit"],
});
let peer;
let failed = false;
try {
  await waitFor(`${BASE}/healthz`, 300);
  const targets = ROUTES.map((route) => ({ label: route, url: `${BASE}${route}` }));
  if (existsSync(path.join(PEER_DIST, "index.html"))) {
    peer = await servePeer();
    targets.unshift({ label: "peer /", url: `http://127.0.0.1:${PEER_PORT}/` });
  } else console.log(`No peer build at ${PEER_DIST}: ours only.`);

  const version = (command, args) => execFileSync(command, args, { encoding: "utf8" }).trim();
  console.log(
    `Lighthouse ${version(LH_COMMAND, [...LH_ARGS, "--version"])}, mobile, ${version(CHROMIUM_LAUNCH.executablePath, ["--version"])}`,
  );
  console.log(`${os.cpus().length} cores, load average at the start: ${loadAverage()}`);
  const results = new Map(targets.map((target) => [target.label, []]));
  for (let round = 1; round <= RUNS; round++) {
    for (const target of targets) {
      const name = `${target.label.replace(/\W+/g, "-")}-${round}`;
      const result = await lighthouse(target.url, outDir, name);
      results.get(target.label).push(result);
      console.error(
        `round ${round}/${RUNS} ${target.label}: ${result.error ?? `perf ${result.score}, TBT ${Math.round(result.tbt)} ms`}`,
      );
    }
  }
  console.log(`load average at the end: ${loadAverage()}; reports in ${outDir}\n`);

  console.log(
    "| target | runs | runtime errors | perf median | perf min | FCP ms | LCP ms | TBT ms | CLS | perf each run |",
  );
  console.log("|---|--:|---|--:|--:|--:|--:|--:|--:|---|");
  const peerScore = peer ? median(results.get("peer /").map((run) => run.score)) : 0;
  for (const [label, runs] of results) {
    const errors = runs.filter((run) => run.error).map((run) => run.error);
    const of = (key) => median(runs.map((run) => run[key]));
    const scores = runs.map((run) => run.score);
    console.log(
      `| ${label} | ${runs.length} | ${errors.length ? errors.join(", ") : "none"} | ${of("score")} | ${Math.min(...scores.filter(Number.isFinite))} | ${Math.round(of("fcp"))} | ${Math.round(of("lcp"))} | ${Math.round(of("tbt"))} | ${of("cls").toFixed(3)} | ${scores.join(" ")} |`,
    );
    if (errors.length || (!label.startsWith("peer") && of("score") < peerScore)) failed = true;
  }
} finally {
  server.kill();
  peer?.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
