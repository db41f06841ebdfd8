// A cluster as deploy/ describes it, on this machine: N app processes (`node server.js`
// from the production build, NODE_ENV=production) behind nginx, sharing a scratch
// PostgreSQL database (through a TCP proxy that can be cut), a Redis of their own and an
// S3-protocol bucket. Used by tests/cluster/cluster.test.ts and scripts/bench-cluster.js.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase } from "../scratch-postgres.js";
import { isolatedServerEnv, serverNodeFlags } from "../server-env.js";
import {
  child,
  end,
  freePort,
  ROOT,
  startNginx,
  startRedis,
  startS3,
  tcpProxy,
  until,
} from "./services.js";

export { freePort, until };

export const PG_ADMIN_URL =
  process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Whether the production build is there (`npm run build`; `npm test` builds first). */
export const BUILD_EXISTS = existsSync(path.join(ROOT, "build/server/index.js"));

/**
 * Starts the cluster; `stop()` ends every process and removes the database and the
 * folder, also after a failed start. `env` is added to every app process's environment.
 */
export async function startCluster({ apps = 3, env = {} } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mg-cluster-"));
  const undo = [() => rm(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of undo.splice(0).reverse()) await step().catch(() => undefined);
  };
  try {
    const database = await createScratchDatabase(PG_ADMIN_URL, "mg_cluster");
    undo.push(database.drop);
    const target = new URL(database.url);
    const proxy = await tcpProxy(Number(target.port || 5432), target.hostname);
    undo.push(() => proxy.close());
    const viaProxy = new URL(database.url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);

    const redis = await startRedis(path.join(dir, "redis"));
    undo.push(() => redis.stop());
    const s3 = await startS3(path.join(dir, "s3"), "malmoguiden");
    undo.push(() => s3.close());

    const ports = [];
    const healthPorts = [];
    for (let index = 0; index < apps; index++) {
      ports.push(await freePort());
      healthPorts.push(await freePort());
    }
    const nginxPort = await freePort();
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    const appEnv = (index) =>
      isolatedServerEnv(ports[index], {
        // A data folder per process, as on separate machines: only temporary upload
        // files (and the first operator's setup link) are kept there.
        DATA_DIR: path.join(dir, `app-${index}`),
        HEALTH_PORT: String(healthPorts[index]),
        DATABASE_URL: viaProxy.toString(),
        REDIS_URL: redis.url,
        ...s3.env,
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: "loopback",
        // A busy test machine must not turn requests into 503s; the mail worker keeps up.
        LOAD_SHED_LAG_MS: "10000",
        MAIL_RATE_PER_MINUTE: "6000",
        ...env,
      });

    const processes = [];
    const startApp = async (index) => {
      const running = child(process.execPath, [...serverNodeFlags(), "server.js"], {
        cwd: ROOT,
        env: appEnv(index),
      });
      processes[index] = running;
      const base = `http://127.0.0.1:${ports[index]}`;
      await until(
        async () => {
          if (running.proc.exitCode !== null) throw new Error(`exited: ${running.output()}`);
          return (await fetch(`${base}/healthz`)).status === 200;
        },
        30_000,
        `app process ${index} healthy`,
      ).catch((error) => {
        throw new Error(`${error.message}\n${running.output()}`);
      });
      return running;
    };
    undo.push(async () => {
      await Promise.all(processes.map((running) => end(running)));
    });
    // The first process migrates and seeds the fresh database; the others start after it.
    await startApp(0);
    await Promise.all(ports.slice(1).map((_, index) => startApp(index + 1)));

    const nginx = await startNginx(
      path.join(dir, "nginx"),
      ports.map((port, index) => ({ port, healthPort: healthPorts[index] })),
      nginxPort,
    );
    undo.push(() => nginx.stop());

    return {
      dir,
      base: nginx.base,
      publicUrl,
      databaseUrl: database.url,
      apps: ports.map((port, index) => ({
        index,
        port,
        healthPort: healthPorts[index],
        base: `http://127.0.0.1:${port}`,
        pid: () => processes[index]?.proc.pid,
        output: () => processes[index]?.output() ?? "",
        dataDir: path.join(dir, `app-${index}`),
      })),
      proxy,
      redis,
      nginx,
      /** kill -9: the process dies mid-request, as in a crash. */
      async crash(index) {
        await end(processes[index], "SIGKILL");
      },
      restart: (index) => startApp(index),
      /** The first operator's one-time setup link, as the first process wrote it. */
      async setupPath() {
        const link = await readFile(path.join(dir, "app-0", "admin-setup-link.txt"), "utf8");
        const url = new URL(link.trim());
        return `${url.pathname}${url.search}`;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
