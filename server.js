// The HTTP server: process lifecycle (timeouts, load shedding, graceful shutdown, a
// safety net for unexpected errors), compression and static assets. Everything else
// is the app in server/app.ts (loaded through Vite in development, from the build
// otherwise), which also provides the settings and security headers used here.
import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { Worker } from "node:worker_threads";
import compression from "compression";
import express from "express";

const DEVELOPMENT = process.env.NODE_ENV !== "production";
/** In-flight requests get this long to finish after SIGTERM. */
const DRAIN_MS = 10_000;

let vite;
let inner;
try {
  if (DEVELOPMENT) {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true } });
    inner = await vite.ssrLoadModule("./server/app.ts");
  } else {
    inner = await import("./build/server/index.js");
  }
} catch (error) {
  // One clear line (what is wrong and where), not a stack.
  const message =
    error?.code === "ERR_MODULE_NOT_FOUND" && !DEVELOPMENT
      ? "no production build found: run `npm run build` first (or `npm start`)"
      : String(error?.message ?? error);
  console.error(`Malmöguiden could not start: ${message}`);
  process.exit(1);
}
const { settings, logger } = inner;

// The safety net: a failure that escaped its request is logged with its stack; a
// rejected promise never ends the process; an uncaught exception (state unknown)
// drains the server and exits non-zero so the supervisor restarts it.
process.on("unhandledRejection", (reason) => {
  logger.error({ err: reason }, "unhandled promise rejection (process keeps running)");
});
process.on("uncaughtException", (error, origin) => {
  logger.fatal({ err: error, origin }, "uncaught exception: shutting down");
  shutdown(1);
});

// Load shedding (server/load-shedding.ts): refuse new requests with 503 at once only
// when this process has more in flight than it can serve; of those admitted, at most
// MAX_ACTIVE_REQUESTS are worked on at once, the others wait their turn in order.
// /healthz is always answered.
// The check and its 503 come before Express: under a flood most requests are refused,
// and a refusal that costs a few microseconds (no middleware, no file look-up) keeps the
// event loop's turns short, so /healthz and the requests let in are answered.
const shedder = inner.createLoadShedder(settings.loadShed, logger);
const SHED_TEXT = "Malmöguiden har många besökare just nu. Försök igen om en stund.";
/** Static files (never shed: a page that was let in gets its scripts, styles and images). */
const staticPaths = DEVELOPMENT ? new Set() : filesUnder("build/client");
let shuttingDown = false;

function filesUnder(root) {
  const paths = new Set();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    paths.add(`/${path.relative(root, file).split(path.sep).join("/")}`);
  }
  return paths;
}

function neverShed(url) {
  const pathname = url.split("?", 1)[0];
  return pathname === "/healthz" || pathname.startsWith("/assets/") || staticPaths.has(pathname);
}

function shedOrServe(req, res) {
  if (!neverShed(req.url ?? "/")) {
    const admitted = shedder.admit();
    if ("refused" in admitted) {
      res.writeHead(503, {
        "Retry-After": "5",
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        ...(shuttingDown ? { Connection: "close" } : {}),
      });
      res.end(SHED_TEXT);
      return;
    }
    res.on("finish", admitted.done);
    res.on("close", admitted.done);
    // Its turn ends when its headers go out (a page is rendered whole before them); a
    // slow client reading the rest, or a photo streaming, no longer holds up the others.
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      admitted.started();
      return writeHead.apply(this, args);
    };
    // Only reads take turns: a form's body may take a phone on a slow network a minute to
    // send, and that must not hold up everyone else's pages. They count in flight still.
    if (req.method === "GET" || req.method === "HEAD") {
      admitted.start(() => app(req, res));
      return;
    }
    admitted.started();
  }
  app(req, res);
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", settings.trustProxy);
app.use(inner.headers);
app.use(compression());
if (!DEVELOPMENT) {
  // Fingerprinted build assets never change: cache them for a year.
  app.use(
    "/assets",
    express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }),
  );
  // A fingerprinted file that is not there (an old page after a deploy) is a plain 404,
  // not the HTML not-found page under a script or stylesheet URL.
  app.use("/assets", (_req, res) => res.status(404).type("text/plain").send("Not found"));
  app.use(express.static("build/client", { maxAge: "1h", index: false }));
}
app.use((_req, res, next) => {
  if (shuttingDown) res.setHeader("Connection", "close");
  next();
});

if (DEVELOPMENT) {
  app.use(vite.middlewares);
  app.use(async (req, res, next) => {
    try {
      const source = await vite.ssrLoadModule("./server/app.ts");
      return await source.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  app.use(inner.app);
}

const server = http.createServer(
  {
    // A request whose headers and body have not fully arrived by then gets 408
    // (a body trickling in at 1 byte/s cannot hold a connection for ever).
    requestTimeout: settings.requestTimeoutMs,
    headersTimeout: Math.min(settings.requestTimeoutMs, 30_000),
    connectionsCheckingInterval: 1000,
    keepAliveTimeout: 5000,
  },
  shedOrServe,
);
// A deep accept queue: a burst of connections (a flood, or many visitors at once) waits
// there instead of overflowing it, which stalls new connections, /healthz among them, for
// seconds of TCP retransmission.
server.listen({ port: settings.port, host: settings.host, backlog: 4096 }, () => {
  const host = settings.host === "0.0.0.0" ? "localhost" : settings.host;
  logger.info(`Malmöguiden listens on http://${host}:${settings.port}`);
});
server.on("error", (error) => {
  console.error(`Malmöguiden could not start: ${error.message}`);
  process.exit(1);
});

// /healthz on HEALTH_PORT, answered by a thread of its own (server/health-thread.js): a
// probe does not wait behind the pages this thread renders. The checks run here, where
// the connections are: on the thread's question, and every HEALTH_REPORT_MS unasked.
/** How often the main thread sends the health thread a report unasked. */
const HEALTH_REPORT_MS = 2000;
let healthThread;
if (settings.healthPort) {
  healthThread = new Worker(new URL("./server/health-thread.js", import.meta.url), {
    workerData: {
      port: settings.healthPort,
      host: settings.host,
      trustProxy: settings.trustProxy,
      // A probe waits this long for a fresh report, then gets the newest one the main
      // thread sent, while it is younger than the second figure; after that, 503.
      waitMs: 500,
      staleMs: 5 * HEALTH_REPORT_MS,
    },
    resourceLimits: { maxOldGenerationSizeMb: 32 },
  });
  const report = async (id, cookie) => {
    const [current, operator] = await Promise.all([
      inner.health.report(),
      cookie ? inner.health.isOperator(cookie) : false,
    ]);
    healthThread?.postMessage({ id, report: current, operator });
  };
  healthThread.on("message", (message) => {
    if (message.listenError) {
      console.error(`Malmöguiden could not start its health port: ${message.listenError}`);
      process.exit(1);
    }
    if (message.listening) logger.info(`/healthz also on port ${message.listening}`);
    if ("id" in message)
      report(message.id, message.cookie).catch((error) =>
        logger.error({ err: error }, "health report failed"),
      );
  });
  healthThread.on("error", (error) => logger.error({ err: error }, "health thread failed"));
  setInterval(() => {
    report(undefined).catch((error) => logger.error({ err: error }, "health report failed"));
  }, HEALTH_REPORT_MS).unref();
}

/** Stop accepting, let in-flight requests finish (up to DRAIN_MS), close the database, exit. */
async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  // The health port closes first: a balancer stops sending new requests here.
  await healthThread?.terminate();
  logger.info({ inFlight: shedder.inFlight() }, "shutting down: draining in-flight requests");
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const closed = new Promise((resolve) => server.close(resolve));
  const timeout = new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref());
  await Promise.race([closed, timeout]);
  clearInterval(idle);
  server.closeAllConnections();
  try {
    await inner.closeServices();
  } catch (error) {
    logger.error({ err: error }, "closing services failed");
  }
  await vite?.close();
  logger.info("stopped");
  process.exit(code);
}
process.on("SIGTERM", () => shutdown(0));
process.on("SIGINT", () => shutdown(0));
