// Load and crash benchmark of the production build. A report, not a test.
// Usage: npm run build && npm run bench:load
//
// 1. Step load: autocannon on / at 10, 50, 100 and 200 connections (BENCH_SECONDS each,
//    default 10), one table row per step: requests/s, latency, 2xx, 503, other non-2xx,
//    errors and timeouts. A server that dies during a step is reported and restarted.
// 2. Crash run: concurrent newsletter signups and registrations with an image, then
//    kill -9 of the server while writes are in flight, a restart on the same data dir
//    (the server sweeps abandoned temporary files at start), a clean stop, and a count
//    in the SQLite file and the upload folder: acknowledged / found / lost writes,
//    orphan files, leftover temporary files, rows whose file is missing.
//
// Exit code 0 whatever the numbers, except 1 when an acknowledged write was lost or a
// row points to a missing file. All traffic goes to 127.0.0.1.
//
// Environment: BENCH_SECONDS (step length, default 10), BENCH_CRASH_MS (writes before
// the kill, default 3000), BENCH_WRITERS (concurrent writers per kind, default 8),
// BENCH_ROOT (folder holding server.js and build/; default: the script's folder if it
// holds server.js, otherwise its parent), BENCH_KEEP=1 (keep the temporary data dirs).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import sharp from "sharp";
import { isolatedServerEnv } from "./server-env.js";

const SCRIPT_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(
  process.env.BENCH_ROOT ??
    (existsSync(path.join(SCRIPT_DIR, "server.js")) ? SCRIPT_DIR : path.join(SCRIPT_DIR, "..")),
);
const STEP_SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 10) || 10);
const CRASH_AFTER_MS = Math.max(500, Number(process.env.BENCH_CRASH_MS ?? 3000) || 3000);
const WRITERS = Math.min(64, Math.max(1, Number(process.env.BENCH_WRITERS ?? 8) || 8));
const KEEP = process.env.BENCH_KEEP === "1";
const CONNECTION_STEPS = [10, 50, 100, 200];
const REQUEST_TIMEOUT_SECONDS = 10;
const HEALTH_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
/** Upper bound of requests per crash-run writer, whatever the timing. */
const MAX_WRITES_PER_WRITER = 5_000;
const UPLOAD_FOLDER = "business_images";

if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
  console.error(`No production build in ${ROOT}: run npm run build first.`);
  process.exit(1);
}

// ---------------------------------------------------------------------------
// Children and temporary folders are always cleaned up, also on errors and signals.

const children = new Set();
const tempDirs = [];

function cleanUp() {
  for (const child of children) {
    try {
      child.kill("SIGKILL");
    } catch {}
  }
  children.clear();
  if (KEEP) {
    if (tempDirs.length) console.log(`\nKept data dirs: ${tempDirs.join(", ")}`);
  } else {
    for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  }
}
process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    process.exit(130);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freshDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "malmoguiden-bench-"));
  tempDirs.push(dir);
  return dir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------
// The server under test.

/** Starts `node server.js` on a free loopback port; resolves once /healthz answers 200. */
async function startServer(dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    env: isolatedServerEnv(port, { DATA_DIR: dataDir, PUBLIC_URL: base }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(proc);
  const server = { proc, base, dataDir, exit: undefined, log: [] };
  // The last lines the server wrote, shown when it dies unexpectedly.
  const keep = (chunk) => {
    for (const line of chunk.toString().split("\n")) {
      if (!line.trim()) continue;
      server.log.push(line.length > 300 ? `${line.slice(0, 300)}…` : line);
      if (server.log.length > 15) server.log.shift();
    }
  };
  proc.stdout.on("data", keep);
  proc.stderr.on("data", keep);
  server.exited = new Promise((resolve) => {
    proc.on("exit", (code, signal) => {
      server.exit = { code, signal };
      children.delete(proc);
      resolve(server.exit);
    });
    proc.on("error", (error) => {
      server.exit ??= { code: null, signal: null, error: error.message };
      children.delete(proc);
      resolve(server.exit);
    });
  });
  try {
    await waitForHealth(server);
  } catch (error) {
    await stopServer(server, "SIGKILL");
    error.server = server;
    throw error;
  }
  return server;
}

async function waitForHealth(server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exit) throw new Error(`server exited at start (${describeExit(server.exit)})`);
    try {
      const response = await fetch(`${server.base}/healthz`, {
        signal: AbortSignal.timeout(2000),
      });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`server not healthy after ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/** Sends `signal`; after STOP_TIMEOUT_MS without an exit, SIGKILL. Resolves with the exit. */
async function stopServer(server, signal = "SIGTERM") {
  if (server.exit) return server.exit;
  server.proc.kill(signal);
  const timer = sleep(STOP_TIMEOUT_MS).then(() => "timeout");
  if ((await Promise.race([server.exited, timer])) === "timeout") {
    server.stopTimedOut = true;
    server.proc.kill("SIGKILL");
  }
  return server.exited;
}

function describeExit(exit) {
  if (exit.error) return `spawn error: ${exit.error}`;
  return exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
}

function printServerLog(server) {
  if (!server.log.length) return;
  console.log("  last server output:");
  for (const line of server.log) console.log(`    ${line}`);
}

// ---------------------------------------------------------------------------
// Step load.

function percentile(sorted, p) {
  if (!sorted.length) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function runStep(base, connections) {
  return new Promise((resolve, reject) => {
    const allLatencies = [];
    const instance = autocannon(
      {
        url: `${base}/`,
        connections,
        duration: STEP_SECONDS,
        timeout: REQUEST_TIMEOUT_SECONDS,
        headers: { cookie: "mg_visit=1" },
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ result, allLatencies: allLatencies.sort((a, b) => a - b) }),
    );
    // autocannon's own histogram holds 2xx latencies only; this one holds every response.
    instance.on("response", (_client, _statusCode, _bytes, responseTime) => {
      if (allLatencies.length < 5_000_000) allLatencies.push(responseTime);
    });
  });
}

const ms = (value) => (value === undefined ? "–" : `${Math.round(value)} ms`);

async function stepLoad() {
  console.log(
    `Step load on / (autocannon, ${STEP_SECONDS} s per step, request timeout ${REQUEST_TIMEOUT_SECONDS} s, production build, loopback, Node ${process.version}, ${new Date().toISOString().slice(0, 10)})`,
  );
  console.log(
    "p50/p99: latency of the 2xx responses (autocannon records 2xx latencies only); p99 all: every response, 503s included; timeouts are not in either.",
  );
  console.log(
    "| connections | req/s (mean) | p50 | p99 | p99 all | 2xx | 503 | other non-2xx | errors | timeouts | server |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  const dataDir = freshDataDir();
  let server;
  let started = false;
  const summary = [];
  try {
    for (const connections of CONNECTION_STEPS) {
      let restarted = false;
      if (!server || server.exit) {
        restarted = started;
        started = true;
        try {
          server = await startServer(dataDir);
        } catch (error) {
          console.log(
            `| ${connections} | – | – | – | – | – | – | – | – | – | could not start: ${error.message} |`,
          );
          if (error.server) printServerLog(error.server);
          server = undefined;
          continue;
        }
      }
      let step;
      try {
        step = await runStep(server.base, connections);
      } catch (error) {
        console.log(
          `| ${connections} | – | – | – | – | – | – | – | – | – | autocannon failed: ${error.message} |`,
        );
        continue;
      }
      const { result, allLatencies } = step;
      const count503 = result.statusCodeStats?.["503"]?.count ?? 0;
      const otherErrors = result.errors - result.timeouts;
      // A server that died during the step shows up as errors; say so, then restart it.
      let state = restarted ? "up (restarted before this step)" : "up";
      if (server.exit) state = `DIED (${describeExit(server.exit)}); restarted for the next step`;
      else {
        try {
          await waitForHealth(server);
        } catch {
          state = "not healthy after step";
        }
      }
      console.log(
        `| ${connections} | ${result.requests.average.toFixed(0)} | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} | ${ms(percentile(allLatencies, 99))} | ${result["2xx"]} | ${count503} | ${result.non2xx - count503} | ${otherErrors} | ${result.timeouts} | ${state} |`,
      );
      summary.push({ connections, result, died: Boolean(server.exit) });
      if (server.exit) printServerLog(server);
      await sleep(500);
    }
  } finally {
    if (server) await stopServer(server);
  }
  const top = summary.find((row) => row.connections === 200);
  if (top) {
    const p99 = top.result.latency.p99;
    console.log(
      `\nAt 200 connections: ${top.result.timeouts} timeouts (expected 0), p99 of served pages ${ms(p99)} (expected under 1000 ms)${top.died ? ", server died" : ""}.`,
    );
  }
}

// ---------------------------------------------------------------------------
// Crash run.

async function crashRun() {
  console.log(
    `\nCrash run: ${WRITERS} signup writers + ${WRITERS} registration writers (64x64 PNG), kill -9 after ${CRASH_AFTER_MS} ms, restart, clean stop, count`,
  );
  const dataDir = freshDataDir();
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: "#3366cc" },
  })
    .png()
    .toBuffer();
  const runId = Date.now().toString(36);

  let server;
  try {
    server = await startServer(dataDir);
  } catch (error) {
    console.log(`  server did not start: ${error.message}`);
    if (error.server) printServerLog(error.server);
    return { lost: 0, missing: 0 };
  }

  const signups = { sent: 0, acked: new Set(), statuses: {}, errors: 0 };
  // business name -> the image link's token the acknowledgement carries (or null without imageUrl)
  const registrations = { sent: 0, acked: new Map(), statuses: {}, errors: 0, notOk: 0 };
  let inFlight = 0;
  let stopped = false;
  let sequence = 0;
  const count = (bucket, status) => {
    bucket.statuses[status] = (bucket.statuses[status] ?? 0) + 1;
  };

  async function signupWriter() {
    for (let n = 0; n < MAX_WRITES_PER_WRITER && !stopped; n++) {
      const email = `bench-${runId}-${sequence++}@example.se`;
      signups.sent++;
      inFlight++;
      try {
        const response = await fetch(`${server.base}/newsletter`, {
          method: "POST",
          body: new URLSearchParams({ email }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_SECONDS * 1000),
        });
        count(signups, response.status);
        if (response.status === 200) signups.acked.add(email);
        await response.arrayBuffer().catch(() => undefined);
      } catch {
        signups.errors++;
      } finally {
        inFlight--;
      }
    }
  }

  async function registrationWriter() {
    for (let n = 0; n < MAX_WRITES_PER_WRITER && !stopped; n++) {
      const id = sequence++;
      const name = `Bench ${runId} ${id}`;
      const form = new FormData();
      form.append("business_name", name);
      form.append("category", "Restauranger");
      form.append("business_info", "Lasttest av registreringar med bild.");
      form.append("contact_email", `reg-${runId}-${id}@example.se`);
      form.append("profile_image", new Blob([png], { type: "image/png" }), `bench-${id}.png`);
      registrations.sent++;
      inFlight++;
      try {
        // The form's action without JavaScript: its thank-you page links the private image.
        const response = await fetch(`${server.base}/submit-business`, {
          method: "POST",
          body: form,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_SECONDS * 1000),
        });
        count(registrations, response.status);
        const page = await response.text().catch(() => "");
        if (response.status === 200 && page.includes("Tack! Din registrering har skickats.")) {
          // The image's private link: /registrering/bild/<token>.
          const url = page.match(/href="(\/registrering\/bild\/[^"]+)"/)?.[1] ?? "";
          const token = url ? decodeURIComponent(url.split("/").pop() ?? "") : "";
          registrations.acked.set(name, token || null);
        } else if (response.status === 200) registrations.notOk++;
      } catch {
        registrations.errors++;
      } finally {
        inFlight--;
      }
    }
  }

  const writers = [
    ...Array.from({ length: WRITERS }, signupWriter),
    ...Array.from({ length: WRITERS }, registrationWriter),
  ];
  await sleep(CRASH_AFTER_MS);
  // No new writes after this point; the ones in flight meet the kill.
  stopped = true;
  const inFlightAtKill = inFlight;
  const earlyExit = server.exit;
  server.proc.kill("SIGKILL");
  await server.exited;
  await Promise.race([Promise.all(writers), sleep((REQUEST_TIMEOUT_SECONDS + 5) * 1000)]);
  if (earlyExit) {
    console.log(
      `  note: the server had already exited before the kill (${describeExit(earlyExit)})`,
    );
    printServerLog(server);
  }

  // Restart on the same data dir: migrations, the temp sweep, then a clean stop.
  let restart = "healthy, stopped with SIGTERM";
  try {
    const again = await startServer(dataDir);
    const exit = await stopServer(again);
    if (again.stopTimedOut) restart = "healthy, did not stop within 10 s of SIGTERM (killed)";
    else if (exit.code !== 0 && exit.signal !== "SIGTERM")
      restart = `healthy, stopped with ${describeExit(exit)}`;
  } catch (error) {
    restart = `FAILED: ${error.message}`;
    if (error.server) printServerLog(error.server);
  }

  return report({
    dataDir,
    signups,
    registrations,
    inFlightAtKill,
    restart,
  });
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  const files = [];
  const walk = (folder, depth) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (depth < 8) walk(full, depth + 1);
      } else files.push(full);
    }
  };
  walk(dir, 0);
  return files;
}

function report({ dataDir, signups, registrations, inFlightAtKill, restart }) {
  const dbPath = path.join(dataDir, "malmoguiden.db");
  let emails = new Set();
  let rows = [];
  let dbProblem;
  if (existsSync(dbPath)) {
    let db;
    try {
      db = new Database(dbPath, { fileMustExist: true });
      emails = new Set(
        db
          .prepare("select email from newsletter_subscribers")
          .all()
          .map((row) => row.email),
      );
      rows = db
        .prepare("select business_name, profile_image_path, image_token from business_submissions")
        .all();
    } catch (error) {
      dbProblem = error.message;
    } finally {
      db?.close();
    }
  } else dbProblem = "database file missing";

  const signupsFound = [...signups.acked].filter((email) => emails.has(email)).length;
  const signupsLost = signups.acked.size - signupsFound;
  const benchEmails = [...emails].filter((email) => email.startsWith("bench-")).length;

  const rowsByName = new Map();
  for (const row of rows) rowsByName.set(row.business_name, row);
  let registrationsFound = 0;
  let pathMismatch = 0;
  for (const [name, expected] of registrations.acked) {
    const row = rowsByName.get(name);
    if (!row) continue;
    registrationsFound++;
    if ((row.image_token ?? null) !== expected || !row.profile_image_path !== !expected)
      pathMismatch++;
  }
  const registrationsLost = registrations.acked.size - registrationsFound;

  const uploadDir = path.join(dataDir, UPLOAD_FOLDER);
  const tempDir = path.join(uploadDir, ".tmp");
  const allFiles = listFiles(uploadDir);
  const tempFiles = allFiles.filter((file) => file.startsWith(`${tempDir}${path.sep}`));
  const storedFiles = allFiles
    .filter((file) => !file.startsWith(`${tempDir}${path.sep}`))
    .map((file) => path.relative(dataDir, file).split(path.sep).join("/"));
  const referenced = new Map();
  for (const row of rows) {
    if (row.profile_image_path)
      referenced.set(row.profile_image_path, (referenced.get(row.profile_image_path) ?? 0) + 1);
  }
  const onDisk = new Set(storedFiles);
  const orphans = storedFiles.filter((file) => !referenced.has(file));
  const missing = rows.filter(
    (row) => row.profile_image_path && !onDisk.has(row.profile_image_path),
  ).length;
  const shared = [...referenced.values()].filter((uses) => uses > 1).length;
  const otherTemp = listFiles(path.join(dataDir, "tmp")).length;

  const statuses = (bucket) =>
    Object.entries(bucket.statuses)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ") || "none";
  console.log(`  writes in flight at kill -9: ${inFlightAtKill}`);
  console.log(`  restart on the same data dir: ${restart}`);
  if (dbProblem) console.log(`  database: ${dbProblem}`);
  console.log(
    `  signups:       sent ${signups.sent}, acknowledged ${signups.acked.size}, found ${signupsFound}, LOST ${signupsLost} (statuses ${statuses(signups)}; connection errors ${signups.errors}; rows in table ${benchEmails})`,
  );
  console.log(
    `  registrations: sent ${registrations.sent}, acknowledged ${registrations.acked.size}, found ${registrationsFound}, LOST ${registrationsLost} (statuses ${statuses(registrations)}; 200 without ok ${registrations.notOk}; connection errors ${registrations.errors}; rows in table ${rows.length}; acknowledged rows with another image path ${pathMismatch})`,
  );
  console.log(
    `  image files:   on disk ${storedFiles.length}, referenced by rows ${referenced.size}, ORPHAN ${orphans.length}, rows with MISSING file ${missing}, files shared by several rows ${shared}`,
  );
  console.log(
    `  temp files:    left in ${UPLOAD_FOLDER}/.tmp ${tempFiles.length}${otherTemp ? `, in tmp/ ${otherTemp}` : ""}`,
  );
  if (orphans.length) console.log(`  orphan examples: ${orphans.slice(0, 3).join(", ")}`);
  const lost = signupsLost + registrationsLost;
  console.log(
    `  verdict: ${lost} acknowledged writes lost (expected 0), ${orphans.length} orphan files (expected 0), ${tempFiles.length} temp files left (expected 0), ${missing} rows with a missing file (expected 0)`,
  );
  return { lost, missing };
}

// ---------------------------------------------------------------------------

try {
  await stepLoad();
  const { lost, missing } = await crashRun();
  if (lost > 0 || missing > 0) process.exitCode = 1;
} catch (error) {
  console.error(`bench:load failed: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  cleanUp();
}
