// The /healthz prober of npm run bench:shed, in a process of its own so that the flood's
// client (busy in the bench's process) does not delay it: asks the URL every 250 ms on a
// new connection, each answer given up after 5 s, until stopped (SIGTERM), then prints
// one line per answer: the status (0 when none came) and the time in ms.
import http from "node:http";

const url = process.argv[2];
let stopped = false;
process.on("SIGTERM", () => {
  stopped = true;
});
const lines = [];
while (!stopped) {
  const started = performance.now();
  const status = await new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode));
    });
    request.setTimeout(5000, () => {
      request.destroy();
      resolve(0);
    });
    request.on("error", () => resolve(0));
  });
  lines.push(`${status} ${Math.round(performance.now() - started)}`);
  await new Promise((resolve) => setTimeout(resolve, 250));
}
process.stdout.write(`${lines.join("\n")}\n`);
