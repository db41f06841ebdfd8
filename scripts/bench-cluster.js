// npm run bench:cluster: requests per second and p99 latency through nginx
// (deploy/nginx.conf) with one and with three app processes, for a cached page (/) and an
// uncached one (a search), and on / while one of three processes is killed (kill -9) and
// restarted. The cluster is the cluster test's (scripts/cluster/cluster.js): PostgreSQL,
// Redis, s3rver. Prints a markdown table with the machine's core count.
import os from "node:os";
import autocannon from "autocannon";
import { BUILD_EXISTS, startCluster } from "./cluster/cluster.js";

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const PAGES = [
  ["cached page", "/"],
  ["uncached page", "/sok?q=kafe"],
];

if (!BUILD_EXISTS) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function run(url, extra = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...extra });
}

function row(label, processes, result) {
  const failed = result.errors + result.timeouts + result.non2xx;
  return `| ${label} | ${processes} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${failed} of ${result.requests.total} |`;
}

const cluster = await startCluster({ apps: 3, env: { LOG_LEVEL: "error" } });
const rows = [];
try {
  for (const processes of [1, 3]) {
    await cluster.nginx.route(cluster.apps.slice(0, processes));
    // A reload starts new workers; give the old ones a moment to hand over.
    await pause(1000);
    for (const [label, path] of PAGES) {
      await run(`${cluster.base}${path}`, { duration: 2 }); // warm the caches
      rows.push(row(label, processes, await run(`${cluster.base}${path}`)));
    }
  }
  // The kill: a third of the way in, process 2 dies; two thirds in, it starts again.
  const during = run(`${cluster.base}/`);
  await pause((SECONDS * 1000) / 3);
  await cluster.crash(2);
  await pause((SECONDS * 1000) / 3);
  await cluster.restart(2);
  rows.push(row("cached page, kill -9 + restart", 3, await during));
} finally {
  await cluster.stop();
}

console.log(
  `\n${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown"}), ${CONNECTIONS} connections, ${SECONDS} s per run, through nginx\n`,
);
console.log("| page | app processes | requests/s | p99 (ms) | failed |");
console.log("| --- | --- | --- | --- | --- |");
for (const line of rows) console.log(line);
