import { execFileSync } from "node:child_process";
import http from "node:http";
import { afterAll, beforeAll } from "vitest";
import { BUILD_EXISTS, startCluster } from "../../scripts/cluster/cluster.js";
import { ROOT } from "../../scripts/cluster/services.js";
import { startSmtpServer, type TestSmtpServer } from "./smtp";

// Test support for the cluster tests (tests/cluster/): the cluster of
// scripts/cluster/cluster.js with a real SMTP server behind it, requests from a loopback
// address of the test's choice (each is its own client to the rate limits), and the
// first operator's session.

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One request from the loopback address `from` (127.x.y.z: every one is this machine,
 * and nginx passes it on as the client's address).
 */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
        response.on("error", reject);
      },
    );
    request.setTimeout(20_000, () => request.destroy(new Error(`no answer from ${url}`)));
    request.on("error", reject);
    request.end(options.body);
  });
}

let clients = 0;
/** A loopback address no other request of this run has used: a new client. */
export function newClient(): string {
  clients++;
  return `127.${(process.pid % 200) + 20}.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

/** A form posted without JavaScript to `url`, from a client address of its own. */
export function postForm(
  url: string,
  fields: Record<string, string>,
  from = newClient(),
): Promise<Answer> {
  return send(url, {
    method: "POST",
    from,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A newsletter signup through `base` from a client address of its own. */
export function signUp(base: string, email: string, from = newClient()): Promise<Answer> {
  return postForm(`${base}/newsletter`, { email }, from);
}

/** The cluster for a test file, with a test SMTP server; stopped (all of it) after the file. */
export function clusterForFile(env: Record<string, string> = {}) {
  const t = {} as { cluster: Cluster; smtp: TestSmtpServer };
  beforeAll(async () => {
    // `npm test` builds first; a lone run of the cluster test builds when there is none.
    if (!BUILD_EXISTS)
      execFileSync("npx", ["react-router", "build"], { cwd: ROOT, stdio: "ignore" });
    t.smtp = await startSmtpServer();
    t.cluster = await startCluster({ apps: 3, env: { SMTP_URL: t.smtp.url, ...env } });
  }, 180_000);
  afterAll(async () => {
    await t.cluster?.stop();
    await t.smtp?.close();
  }, 60_000);
  return t;
}

export interface Sent {
  /** The signup's address, for a newsletter signup; none for a page. */
  email?: string;
  started: number;
  ended: number;
  /** 0 when no answer came at all. */
  status: number;
}

/**
 * A steady load through nginx until `stop()`: `workers` loops, each a page (/) then a
 * newsletter signup (a write whose acknowledgement can be checked), from new clients.
 */
export function steadyLoad(base: string, workers = 4) {
  const log: Sent[] = [];
  let running = true;
  let inFlight = 0;
  let count = 0;
  const loop = async () => {
    while (running) {
      const email = count++ % 2 === 1 ? `last-${count}-${process.pid}@example.se` : undefined;
      const started = Date.now();
      inFlight++;
      let status = 0;
      try {
        status = (email ? await signUp(base, email) : await send(`${base}/`)).status;
      } catch {}
      inFlight--;
      log.push({ email, started, ended: Date.now(), status });
      // A steady pace, not as fast as possible: the machine has two cores.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const loops = Array.from({ length: workers }, loop);
  return {
    log,
    inFlight: () => inFlight,
    async stop() {
      running = false;
      await Promise.all(loops);
      return log;
    },
  };
}
