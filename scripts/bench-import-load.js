// The import's bounded work (issue 35, point 2), for scripts/bench-import.js: a second
// request's latency while a 20,000-row preview or import runs in the same process.
// The second request is a plain HTTP handler of this process (no page rendering), so
// its latency is the time it waits for the event loop: what every visitor's request
// would wait while the import holds the loop.
import http from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

const two = (number) => String(number).padStart(2, "0");

/**
 * Opening hours as places have them: a week with its own opening and closing times
 * (half hours), a late day or a weekend of their own, a lunch break, holidays closed,
 * the eves, now and then a closed day ahead. Thousands of distinct values.
 */
export function realisticHours(random) {
  const opens = 7 + Math.floor(random() * 5);
  const closes = 16 + Math.floor(random() * 7);
  const half = random() < 0.3 ? "30" : "00";
  const days = ["Mo-Fr", "Mo-Sa", "Tu-Su", "Mo-Su", "Tu-Sa"][Math.floor(random() * 5)];
  const week =
    random() < 0.2
      ? `${days} ${two(opens)}:${half}-12:00,13:00-${two(closes)}:00`
      : `${days} ${two(opens)}:${half}-${two(closes)}:00`;
  const rules = [week];
  if (random() < 0.4) rules.push(`Th ${two(opens)}:00-${two(Math.min(closes + 2, 23))}:00`);
  if (days === "Mo-Fr" && random() < 0.6) rules.push(`Sa ${two(opens + 1)}:00-15:00`);
  if (random() < 0.7) rules.push("PH off");
  if (random() < 0.3) rules.push('Dec 24 off "julafton"', 'Dec 31 off "nyårsafton"');
  if (random() < 0.15) rules.push('Jun 19-25 Fr off "midsommarafton"');
  if (random() < 0.1) rules.push(`2099 Jan ${1 + Math.floor(random() * 28)} off "inventering"`);
  return rules.join("; ");
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * Runs `work` while a client asks this process's own HTTP server for a page every 10 ms;
 * the work's time, the requests' latencies (count, p50, p95, max) and the event loop's
 * longest stall.
 */
export async function whileRequested(work) {
  const server = http.createServer((_request, response) => {
    response.setHeader("content-type", "text/plain; charset=utf-8");
    response.end("Om Malmöguiden");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${server.address().port}/about`;
  const latencies = [];
  let running = true;
  const client = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await fetch(url);
      await answer.text();
      latencies.push(performance.now() - started);
      await sleep(10);
    }
  })();
  // The longest time the event loop was held at once: what "blocks other visitors' requests
  // for at most about 100 ms at a time" asks about (the second request's own latency adds
  // the turns its client and server take in this same process).
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  const started = performance.now();
  let result;
  try {
    result = await work();
    // The work's last stall (its commit) is counted only when the monitor's timer has
    // fired after it.
    await sleep(15);
  } finally {
    stalls.disable();
    running = false;
    await client;
    server.close();
  }
  const ms = performance.now() - started;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    ms,
    result,
    requests: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? 0,
    longestStall: stalls.max / 1e6,
  };
}
