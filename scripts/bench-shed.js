// Load shedding, both sides, in one run (issue 35). A report, not a test.
// Usage: npm run build && npm run bench:shed
//
// 1. Quiet visitors on a busy host: BENCH_TABS (default 4) Chromium tabs on this machine,
//    each a visitor of its own, go from page to page for BENCH_SECONDS (default 30) the
//    way impatient people do: acting the moment a page has painted, they open place
//    pages, categories, the events list and the forms, follow links (client-side
//    navigation: the page's own data requests), search from the header and sign up for
//    the newsletter. Every response from the server is counted by kind (document, data
//    request, other); the expected number of 503 answers is 0. Peak: the most requests
//    to the app (not static files) that the tabs had open at once.
// 2. A flood: autocannon with BENCH_FLOOD_CONNECTIONS (default 500) connections on pages
//    that are not cached (each request carries a cookie, so the page cache is skipped)
//    for BENCH_FLOOD_SECONDS (default 10), while /healthz is asked every 250 ms. Expected:
//    the server sheds (503 with Retry-After), stays up, and /healthz answers within 1 s.
//
// BENCH_VIA=nginx runs both parts through nginx on deploy/nginx.conf (the deployment of
// decision 027, one app process): the visitors, the flood and the probe ask nginx.
// BENCH_PARTS=flood runs part 2 only. BENCH_ROOT runs another checkout's build (e.g. the
// code before a change) for a comparison in one session. All traffic goes to 127.0.0.1.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import {
  cleanUp,
  describeExit,
  freshDataDir,
  printServerLog,
  REQUEST_TIMEOUT_SECONDS,
  startServer,
  stopServer,
  waitForHealth,
} from "./bench-load-server.js";
import { CHROMIUM_LAUNCH } from "./chromium.js";
import { freePort, startNginx } from "./cluster/services.js";

const TABS = Math.max(1, Number(process.env.BENCH_TABS ?? 4) || 4);
const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 30) || 30);
const FLOOD_CONNECTIONS = Math.max(1, Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 500) || 500);
const FLOOD_SECONDS = Math.max(1, Number(process.env.BENCH_FLOOD_SECONDS ?? 10) || 10);
const ACTION_TIMEOUT_MS = 15_000;
const PROBE = fileURLToPath(new URL("./bench-shed-probe.js", import.meta.url));

/** Pages a visitor opens by address: places, categories, lists and the forms. */
const PAGES = [
  "/",
  "/category/restauranger",
  "/category/fika-lunch",
  "/category/boende",
  "/category/musik",
  "/all-categories",
  "/business/malmo-opera",
  "/business/moderna-museet",
  "/business/grand-fitness",
  "/businesses/restaurang-nils",
  "/business/lilla-kafferosteriet",
  "/events",
  "/offers",
  "/featured",
  "/sok?q=kafe",
  "/submit-business",
  "/advertise",
  "/contact",
  "/about",
];
const QUERIES = ["kafe", "malmo opera", "hotell", "restaurnag", "museum", "spa", "teater", "pizza"];

// A fixed sequence of choices (a small LCG), so two runs ask for the same pages.
function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function kindOf(request, base) {
  const url = new URL(request.url());
  if (url.origin !== base) return undefined;
  if (request.resourceType() === "document") return "document";
  if (url.pathname.endsWith(".data")) return "data";
  if (url.pathname.startsWith("/assets/")) return "static";
  return "other";
}

async function visitor(context, base, index, deadline, tally) {
  const page = await context.newPage();
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const random = randomFrom(index + 1);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const open = new Set();
  page.on("request", (request) => {
    const kind = kindOf(request, base);
    if (!kind || kind === "static") return;
    open.add(request);
    tally.open++;
    tally.peakOpen = Math.max(tally.peakOpen, tally.open);
  });
  const settle = (request) => {
    if (open.delete(request)) tally.open--;
  };
  page.on("requestfinished", settle);
  page.on("requestfailed", (request) => {
    settle(request);
    if (kindOf(request, base))
      tally.failed.push(`${request.failure()?.errorText} ${request.url()}`);
  });
  page.on("response", (response) => {
    const kind = kindOf(response.request(), base);
    if (!kind) return;
    tally.byKind[kind] ??= { total: 0, 503: 0, other: 0 };
    const row = tally.byKind[kind];
    row.total++;
    if (response.status() === 503) {
      row[503]++;
      tally.shed.push(`${kind} ${new URL(response.url()).pathname}`);
    } else if (response.status() >= 500) row.other++;
  });

  while (Date.now() < deadline) {
    const choice = random();
    try {
      if (choice < 0.3 || page.url() === "about:blank") {
        await page.goto(`${base}${pick(PAGES)}`, { waitUntil: "domcontentloaded" });
      } else if (choice < 0.75) {
        // Follow a link on the page: after hydration a client-side navigation.
        const links = page.locator('main a[href^="/"]:visible, header nav a[href^="/"]:visible');
        const count = await links.count();
        if (count === 0) continue;
        const before = page.url();
        await links.nth(Math.floor(random() * count)).click();
        await page.waitForURL((url) => url.href !== before, { timeout: ACTION_TIMEOUT_MS });
      } else if (choice < 0.92) {
        const field = page.locator('header input[name="q"]:visible').first();
        await field.fill(pick(QUERIES));
        await field.press("Enter");
        await page.waitForURL(/\/sok\?/);
      } else {
        const email = page.locator('footer input[name="email"]');
        await email.fill(`besokare${index}-${Math.floor(random() * 1e9)}@example.se`);
        await page.locator("footer form button[type=submit]").click();
        await page.getByText("Tack för din prenumeration!").first().waitFor();
      }
      tally.actions++;
    } catch (error) {
      tally.actionErrors.push(String(error?.message ?? error).split("\n")[0]);
    }
  }
  await page.close();
}

async function browse(server) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const tally = {
    byKind: {},
    shed: [],
    failed: [],
    actionErrors: [],
    actions: 0,
    open: 0,
    peakOpen: 0,
  };
  try {
    const contexts = await Promise.all(
      Array.from({ length: TABS }, () =>
        browser.newContext({ locale: "sv-SE", viewport: { width: 390, height: 844 } }),
      ),
    );
    const deadline = Date.now() + SECONDS * 1000;
    await Promise.all(
      contexts.map((context, i) => visitor(context, server.base, i, deadline, tally)),
    );
  } finally {
    await browser.close();
  }
  return tally;
}

function percentile(sorted, p) {
  if (!sorted.length) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Asks /healthz every 250 ms from a process of its own (bench-shed-probe.js) until stopped. */
function probeHealth(base) {
  const probe = spawn(process.execPath, [PROBE, `${base}/healthz`], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  let output = "";
  probe.stdout.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => probe.on("exit", resolve));
  return {
    async stop() {
      probe.kill("SIGTERM");
      await exited;
      return output
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const [status, ms] = line.split(" ").map(Number);
          return { status, ms };
        });
    },
  };
}

function flood(base) {
  const paths = [
    "/category/restauranger",
    "/business/malmo-opera",
    "/events",
    "/sok?q=kafe",
    "/sok?q=malmo%20opera",
    "/all-categories",
  ];
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: FLOOD_CONNECTIONS,
        duration: FLOOD_SECONDS,
        timeout: REQUEST_TIMEOUT_SECONDS,
        // Any cookie but the splash's makes the request personal: the page cache is skipped.
        headers: { cookie: "mg_visit=1; bench=flood" },
        requests: paths.map((path) => ({ method: "GET", path })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const ms = (value) => (value === undefined ? "–" : `${Math.round(value)} ms`);

try {
  console.log(
    `bench:shed, production build, loopback, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ${process.env.BENCH_ROOT ? `root ${process.env.BENCH_ROOT}` : "this checkout"}`,
  );
  const viaNginx = process.env.BENCH_VIA === "nginx";
  const nginxPort = viaNginx ? await freePort() : 0;
  // Behind nginx /healthz goes to the process's health port (server/health-thread.js).
  const healthPort = viaNginx ? await freePort() : 0;
  const server = await startServer(
    freshDataDir(),
    viaNginx
      ? {
          PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
          TRUST_PROXY: "loopback",
          HEALTH_PORT: String(healthPort),
        }
      : {},
  );
  const nginxDir = viaNginx ? await mkdtemp(path.join(tmpdir(), "mg-shed-nginx-")) : "";
  const nginx = viaNginx
    ? await startNginx(nginxDir, [{ port: server.port, healthPort }], nginxPort)
    : undefined;
  // What the visitors, the flood and the probe ask: the process, or nginx in front of it.
  const front = { ...server, base: nginx?.base ?? server.base };
  console.log(
    `Asking ${viaNginx ? "nginx (deploy/nginx.conf) in front of the process" : "the process directly"}.`,
  );
  try {
    if (process.env.BENCH_PARTS !== "flood") {
      console.log(`\n1. ${TABS} Chromium tabs, ${SECONDS} s of browsing (phone viewport):`);
      const tally = await browse(front);
      console.log("| kind | responses | 503 | other 5xx |");
      console.log("|---|---|---|---|");
      let total503 = 0;
      for (const [kind, row] of Object.entries(tally.byKind)) {
        total503 += row[503];
        console.log(`| ${kind} | ${row.total} | ${row[503]} | ${row.other} |`);
      }
      console.log(
        `actions ${tally.actions}, action errors ${tally.actionErrors.length}, failed requests ${tally.failed.length}, peak app requests open at once ${tally.peakOpen}; 503 answers: ${total503} (expected 0)`,
      );
      for (const line of tally.shed.slice(0, 10)) console.log(`  503: ${line}`);
      for (const line of tally.actionErrors.slice(0, 5)) console.log(`  action error: ${line}`);
      if (server.exit) throw new Error(`server died while browsing (${describeExit(server.exit)})`);
    }

    console.log(
      `\n2. Flood: ${FLOOD_CONNECTIONS} connections on uncached pages for ${FLOOD_SECONDS} s, /healthz asked every 250 ms:`,
    );
    const probe = probeHealth(front.base);
    const result = await flood(front.base);
    const answers = await probe.stop();
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const healthOk = answers.filter((answer) => answer.status === 200).length;
    const count503 = result.statusCodeStats?.["503"]?.count ?? 0;
    console.log("| req/s | 2xx | 503 | other non-2xx | errors | timeouts | p50 2xx | p99 2xx |");
    console.log("|---|---|---|---|---|---|---|---|");
    console.log(
      `| ${result.requests.average.toFixed(0)} | ${result["2xx"]} | ${count503} | ${result.non2xx - count503} | ${result.errors - result.timeouts} | ${result.timeouts} | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} |`,
    );
    let state = "up";
    if (server.exit) state = `DIED (${describeExit(server.exit)})`;
    else {
      try {
        await waitForHealth(server);
      } catch {
        state = "not healthy after the flood";
      }
    }
    console.log(
      `/healthz during the flood: ${answers.length} asked, ${healthOk} answered 200, p50 ${ms(percentile(times, 50))}, max ${ms(times.at(-1))} (expected under 1000 ms); server ${state}; shed: ${count503 > 0 ? "yes" : "no"}`,
    );
    if (server.exit) printServerLog(server);
    for (const line of server.log.filter((entry) => entry.includes("load shedding")))
      console.log(`  server: ${line}`);
  } finally {
    await nginx?.stop();
    if (nginxDir) await rm(nginxDir, { recursive: true, force: true });
    await stopServer(server);
  }
} catch (error) {
  console.error(`bench:shed failed: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  cleanUp();
}
