// The server under test for npm run bench:load (scripts/bench-load.js): the production
// build started as `node server.js` on a loopback port and a fresh data dir, stopped with
// a signal, and every child and temporary folder cleaned up, also on errors and signals.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isolatedServerEnv } from "./server-env.js";

const SCRIPT_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(
  process.env.BENCH_ROOT ??
    (existsSync(path.join(SCRIPT_DIR, "server.js")) ? SCRIPT_DIR : path.join(SCRIPT_DIR, "..")),
);
const KEEP = process.env.BENCH_KEEP === "1";
export const REQUEST_TIMEOUT_SECONDS = 10;
const HEALTH_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
  console.error(`No production build in ${ROOT}: run npm run build first.`);
  process.exit(1);
}

// ---------------------------------------------------------------------------
// Children and temporary folders are always cleaned up, also on errors and signals.

const children = new Set();
const tempDirs = [];

export function cleanUp() {
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

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freshDataDir() {
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

/**
 * Starts `node server.js` on a free loopback port; resolves once /healthz answers 200.
 * `env` is added to its environment (e.g. PUBLIC_URL and TRUST_PROXY behind nginx).
 */
export async function startServer(dataDir, env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    env: isolatedServerEnv(port, { DATA_DIR: dataDir, PUBLIC_URL: base, ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(proc);
  const server = { proc, port, base, dataDir, exit: undefined, log: [] };
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

export async function waitForHealth(server) {
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
export async function stopServer(server, signal = "SIGTERM") {
  if (server.exit) return server.exit;
  server.proc.kill(signal);
  const timer = sleep(STOP_TIMEOUT_MS).then(() => "timeout");
  if ((await Promise.race([server.exited, timer])) === "timeout") {
    server.stopTimedOut = true;
    server.proc.kill("SIGKILL");
  }
  return server.exited;
}

export function describeExit(exit) {
  if (exit.error) return `spawn error: ${exit.error}`;
  return exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
}

export function printServerLog(server) {
  if (!server.log.length) return;
  console.log("  last server output:");
  for (const line of server.log) console.log(`    ${line}`);
}
