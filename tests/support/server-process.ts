import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { isolatedServerEnv } from "../../scripts/server-env.js";

// Starts the production build (`node server.js`) as a child process, as a real
// deployment runs it, for tests that need the whole HTTP stack.

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const BUILD_EXISTS = existsSync(path.join(ROOT, "build/server/index.js"));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote, for assertions on logs. */
  output: () => string;
  /**
   * Everything the process wrote, once it contains `text`: a log line may reach the pipe
   * after the answer it belongs to. Rejects with the output after `timeoutMs`.
   */
  outputContaining: (text: string, timeoutMs?: number) => Promise<string>;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
}

export function spawnServer(env: Record<string, string>, port: number) {
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    // A busy test machine must not turn a test's request into a 503; the overload test
    // sets its own limits.
    env: isolatedServerEnv(port, { LOAD_SHED_LAG_MS: "10000", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const outputContaining = (text: string, timeoutMs = 5_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        stop();
        resolve(output);
      };
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`the output has no ${JSON.stringify(text)}:\n${output}`));
      }, timeoutMs);
      const stop = () => {
        clearTimeout(timer);
        child.stdout?.off("data", check);
        child.stderr?.off("data", check);
      };
      // Added after the collecting listeners, so `output` already holds the chunk.
      child.stdout?.on("data", check);
      child.stderr?.on("data", check);
      check();
    });
  return { child, exited, output: () => output, outputContaining };
}

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, exited, output, outputContaining } = spawnServer(env, port);
  let dead = false;
  exited.then(() => {
    dead = true;
  });
  for (let attempt = 0; attempt < 400 && !dead; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).status > 0) {
        return {
          base,
          port,
          child,
          output,
          outputContaining,
          exited,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
            return exited;
          },
        };
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${output()}`);
}

/**
 * The production server on a data folder of its own (`prefix` names it in the temporary
 * folder), for `use`; stopped and its folder removed afterwards, whatever happened.
 */
export async function withOwnServer<T>(
  prefix: string,
  env: Record<string, string>,
  use: (server: RunningServer, dataDir: string) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  try {
    const server = await startServer({ DATA_DIR: dataDir, ...env });
    try {
      return await use(server, dataDir);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The resident memory of a process in bytes (Linux). */
export async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? "0");
  return kb * 1024;
}

/** Sends raw bytes over one TCP connection and resolves with what came back when it closes. */
export function rawRequest(
  port: number,
  writer: (socket: net.Socket) => void,
): Promise<{ response: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let response = "";
    socket.on("data", (chunk) => {
      response += chunk;
    });
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ response, closed: true }));
    socket.on("connect", () => writer(socket));
  });
}
