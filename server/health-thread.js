// /healthz on a port of its own (HEALTH_PORT), answered by a thread of its own: a probe
// no longer waits behind the pages the main thread is rendering (under a flood it took
// 0.5–4 s there, BENCHMARKS.md). The checks themselves (database, uploads, Redis) still
// run on the main thread, which holds the connections: this thread asks for a fresh
// report and answers with it if it comes within WAIT_MS, and otherwise with the newest
// report the main thread sent (it sends one every few seconds unasked) while that is
// younger than STALE_MS. A main thread that has sent nothing for that long is stuck:
// 503 "unavailable". Details, as on the app's port, only to this machine (the client
// address after TRUST_PROXY) or to a signed-in operator (asked of the main thread).
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";
import express from "express";
import { isLoopbackAddress } from "./loopback.js";

const { port, host, trustProxy, waitMs, staleMs } = workerData;

/** Replies awaited from the main thread, by question. */
const waiting = new Map();
let nextQuestion = 0;
/** The newest report the main thread sent, and when it arrived. */
let newest;

parentPort.on("message", (message) => {
  newest = { report: message.report, at: Date.now() };
  if (message.id === undefined) return;
  waiting.get(message.id)?.(message);
  waiting.delete(message.id);
});

/** A fresh report from the main thread, or undefined if it does not come within WAIT_MS. */
function ask(cookie) {
  const id = nextQuestion++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(undefined);
    }, waitMs);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
    parentPort.postMessage({ id, cookie });
  });
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxy);
app.get("/healthz", async (req, res) => {
  res.setHeader("Cache-Control", "no-store");
  const local = isLoopbackAddress(req.ip);
  // The cookie goes to the main thread only when it decides who may read the details.
  const answer = await ask(local ? undefined : req.headers.cookie);
  const known = answer?.report ?? (newest && Date.now() - newest.at < staleMs && newest.report);
  if (!known) {
    res.status(503).json({ status: "unavailable" });
    return;
  }
  const details = local || answer?.operator;
  res
    .status(known.code)
    .json(
      details
        ? { ...known.details, ...(answer ? {} : { checkedAt: new Date(newest.at).toISOString() }) }
        : { status: known.status },
    );
});
app.use((_req, res) => res.status(404).type("text/plain").send("Not found"));

const server = http.createServer(app);
server.on("error", (error) => parentPort.postMessage({ listenError: error.message }));
server.listen({ port, host }, () => parentPort.postMessage({ listening: server.address().port }));
