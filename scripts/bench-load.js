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
//
// The server's start and stop live in bench-load-server.js, the crash run in
// bench-load-crash.js.
import autocannon from "autocannon";
import { crashRun } from "./bench-load-crash.js";
import {
  cleanUp,
  describeExit,
  freshDataDir,
  printServerLog,
  REQUEST_TIMEOUT_SECONDS,
  sleep,
  startServer,
  stopServer,
  waitForHealth,
} from "./bench-load-server.js";

const STEP_SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 10) || 10);
const CONNECTION_STEPS = [10, 50, 100, 200];

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
