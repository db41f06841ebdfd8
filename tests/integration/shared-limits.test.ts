import { randomInt } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUILD_EXISTS,
  type RunningServer,
  rawRequest,
  startServer,
  withOwnServer,
} from "../support/server-process";

// Two app processes behind one proxy share one Redis: together they enforce one
// limit per client. Redis runs at 127.0.0.1:6379 (.ci/run starts it).

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const LIMIT = 4;

describe.skipIf(!BUILD_EXISTS)("rate limits shared through Redis by two processes", () => {
  let dataDir: string;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-redis-"));
    for (let index = 0; index < 2; index++) {
      servers.push(
        await startServer({
          DATA_DIR: dataDir,
          REDIS_URL,
          RATE_LIMIT_PER_MINUTE: String(LIMIT),
          // Both sit behind one proxy on this machine: the client is X-Forwarded-For.
          TRUST_PROXY: "loopback",
        }),
      );
    }
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("lets one client through LIMIT times in all, alternating between the processes", async () => {
    // A client address of this run only, so no count from another run can interfere.
    const client = `203.0.${randomInt(0, 255)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < LIMIT * 2; attempt++) {
      const server = servers[attempt % 2] as RunningServer;
      const response = await fetch(`${server.base}/newsletter`, {
        method: "POST",
        headers: { "x-forwarded-for": client },
        body: new URLSearchParams({ email: `delad-${client}-${attempt}@example.se` }),
      });
      statuses.push(response.status);
      if (response.status === 429) retryAfter ??= response.headers.get("retry-after");
    }
    // Half of LIMIT per 10 s applies first (a burst cannot take the whole minute).
    const allowed = Math.ceil(LIMIT / 2);
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(200));
    expect(statuses.slice(allowed)).toEqual(Array(LIMIT * 2 - allowed).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);

    // Another client is not affected by the first one's count.
    const other = await fetch(`${servers[0]?.base}/newsletter`, {
      method: "POST",
      headers: { "x-forwarded-for": `198.51.100.${randomInt(1, 255)}` },
      body: new URLSearchParams({ email: `annan-${client}@example.se` }),
    });
    expect(other.status).toBe(200);
  });
});

/** A POST whose body never completes until released: it holds a slot in flight. */
function holdRequest(port: number) {
  let release: () => void = () => undefined;
  let answered = "";
  const held = rawRequest(port, (socket) => {
    socket.on("data", (chunk) => {
      answered += chunk;
    });
    socket.write(
      "POST /newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 30\r\nConnection: close\r\n\r\nemail=",
    );
    release = () => socket.write("overload@example.se".padEnd(24, "x"));
  });
  /** Whether the server refused it (it arrived while a page was asked for and made the count). */
  const refused = () => answered.startsWith("HTTP/1.1 503");
  return { held, release: () => release(), refused };
}

/**
 * Asks for / until it answers 503, once the server has counted the held request; a held
 * request that the server itself refused (it came while a page was in flight) is sent again.
 */
async function firstShed(
  base: string,
  holding: { current: ReturnType<typeof holdRequest>; port: number },
): Promise<Response | undefined> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (holding.current.refused()) holding.current = holdRequest(holding.port);
    const response = await fetch(`${base}/`);
    if (response.status === 503) return response;
    await response.arrayBuffer();
  }
  return undefined;
}

describe.skipIf(!BUILD_EXISTS)("overload", () => {
  it("answers 503 with Retry-After beyond the concurrency limit, and /healthz still answers", async () => {
    await withOwnServer("mg-overload-", { MAX_CONCURRENT_REQUESTS: "1" }, async (server) => {
      // One request holds the only slot.
      const holding = { current: holdRequest(server.port), port: server.port };
      const shed = await firstShed(server.base, holding);
      const one = holding.current;
      expect(shed?.status).toBe(503);
      expect(shed?.headers.get("retry-after")).toBe("5");
      expect(await shed?.text()).toContain("Försök igen om en stund");
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
      one.release();
      const { response } = await one.held;
      expect(response).toMatch(/^HTTP\/1\.1 (200|400)/);
      expect((await fetch(`${server.base}/`)).status).toBe(200);
      expect(await server.outputContaining('"reason":"in-flight"')).toContain(
        '"reason":"in-flight"',
      );
    });
  }, 30_000);

  it("never sheds for event-loop delay alone: only while enough requests are in flight", async () => {
    // A delay threshold of 1 ms: the loop always counts as lagging (its delay is read at a
    // 10 ms resolution), as on a host whose other programs take the CPU.
    await withOwnServer(
      "mg-overload-",
      { LOAD_SHED_LAG_MS: "1", LOAD_SHED_BUSY_REQUESTS: "3", MAX_CONCURRENT_REQUESTS: "100" },
      async (server) => {
        const held = [holdRequest(server.port), holdRequest(server.port)];
        // Two in flight, one more asking: fewer than three, so every page is served.
        const statuses: number[] = [];
        for (let visit = 0; visit < 20; visit++) {
          const response = await fetch(`${server.base}/about`);
          await response.arrayBuffer();
          statuses.push(response.status);
        }
        expect(statuses.every((status) => status === 200)).toBe(true);
        // A third held request: now enough are in flight while the loop lags.
        const holding = { current: holdRequest(server.port), port: server.port };
        const shed = await firstShed(server.base, holding);
        held.push(holding.current);
        expect(shed?.status).toBe(503);
        expect(shed?.headers.get("retry-after")).toBe("5");
        expect(await server.outputContaining('"reason":"lag"')).toContain('"reason":"lag"');
        for (const request of held) request.release();
        await Promise.all(held.map((request) => request.held));
        expect((await fetch(`${server.base}/about`)).status).toBe(200);
      },
    );
  }, 30_000);
});
