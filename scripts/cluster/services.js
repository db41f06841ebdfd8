// The services a cluster of app processes shares, each a real server on this machine: a
// scratch PostgreSQL database behind a TCP proxy that can be cut, a Redis of its own that
// can be stopped, an S3-protocol server (s3rver), and nginx on deploy/nginx.conf.
// scripts/cluster/cluster.js puts them together; the cluster test and bench use that.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import S3rver from "s3rver";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Asks `check` every 50 ms until it returns a truthy value; throws `what` after `ms`. */
export async function until(check, ms, what) {
  const deadline = Date.now() + ms;
  let last;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${ms} ms${last ? ` (${last.message})` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A child process whose output is kept (for failures and log assertions). */
export function child(command, args, options = {}) {
  const proc = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
  let output = "";
  proc.stdout.on("data", (chunk) => {
    output += chunk;
  });
  proc.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = once(proc, "exit").then(([code, signal]) => code ?? signal);
  return { proc, exited, output: () => output };
}

/** Ends a child (SIGTERM, then SIGKILL after 5 s) and waits for it. */
export async function end(running, signal = "SIGTERM") {
  if (!running || running.proc.exitCode !== null || running.proc.signalCode !== null) return;
  running.proc.kill(signal);
  const timer = setTimeout(() => running.proc.kill("SIGKILL"), 5000);
  await running.exited;
  clearTimeout(timer);
}

/**
 * A TCP proxy in front of PostgreSQL: `cut()` drops every open connection and refuses
 * new ones (what the apps see while PostgreSQL restarts), `restore()` lets them through.
 */
export async function tcpProxy(targetPort, targetHost = "127.0.0.1") {
  const pairs = new Set();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(targetPort, targetHost);
    const pair = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: server.address().port,
    cut() {
      open = false;
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    restore() {
      open = true;
    },
    async close() {
      this.cut();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function redisPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.setTimeout(500, () => socket.destroy());
    socket.on("error", () => resolve(false));
    socket.on("close", () => resolve(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => {
      resolve(String(data).startsWith("+PONG"));
      socket.destroy();
    });
  });
}

/** A Redis of the cluster's own (keeps nothing on disk), so stopping it harms no one else. */
export async function startRedis(dir) {
  const port = await freePort();
  await mkdir(dir, { recursive: true });
  let running;
  const redis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      running = child("redis-server", [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
        "--dir",
        dir,
      ]);
      await until(() => redisPing(port), 5000, "redis-server answering PING");
    },
    stop: () => end(running),
  };
  await redis.start();
  return redis;
}

/** s3rver: a server speaking the S3 protocol, its objects in `dir`, with the bucket made. */
export async function startS3(dir, bucket) {
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    close: () => server.close(),
  };
}

/** deploy/nginx.conf with its placeholders filled in; any other `${...}` left is an error. */
export async function nginxSite(values) {
  const template = await readFile(path.join(ROOT, "deploy/nginx.conf"), "utf8");
  const site = template.replace(/\$\{(\w+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf: no value for ${whole}`);
    return values[name];
  });
  return site;
}

/**
 * nginx (the Debian package) run unprivileged-style in `dir`: the project's site file in a
 * minimal main configuration. `apps` are the processes' `{ port, healthPort }`;
 * `route(apps)` rewrites the upstreams and reloads.
 */
export async function startNginx(dir, appList, port) {
  await mkdir(dir, { recursive: true });
  const siteFile = path.join(dir, "malmoguiden.conf");
  const writeSite = async (apps) =>
    writeFile(
      siteFile,
      await nginxSite({
        LISTEN: `127.0.0.1:${port}`,
        APP_DIR: ROOT,
        APP_SERVERS: apps
          .map((app) => `server 127.0.0.1:${app.port} max_fails=1 fail_timeout=5s max_conns=32;`)
          .join("\n    "),
        HEALTH_SERVERS: apps.map((app) => `server 127.0.0.1:${app.healthPort};`).join("\n    "),
      }),
    );
  await writeSite(appList);
  const main = path.join(dir, "nginx.conf");
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`;
  await writeFile(
    main,
    [
      // As root the workers would otherwise run as nobody, who cannot enter this folder.
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 1;",
      "events { worker_connections 1024; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${temp(name)}`),
      `  include ${siteFile};`,
      "}",
    ].join("\n"),
  );
  const errorLog = path.join(dir, "error.log");
  const args = ["-p", dir, "-c", main, "-e", errorLog];
  const pidFile = path.join(dir, "nginx.pid");
  const running = child("/usr/sbin/nginx", [
    ...args,
    "-g",
    `daemon off; pid ${pidFile}; error_log ${errorLog} warn;`,
  ]);
  const base = `http://127.0.0.1:${port}`;
  await until(
    async () => running.proc.exitCode === null && (await fetch(`${base}/healthz`)).ok,
    10_000,
    `nginx answering on ${base}`,
  ).catch((error) => {
    throw new Error(`${error.message}\n${running.output()}`);
  });
  return {
    port,
    base,
    errorLog: () => readFile(errorLog, "utf8").catch(() => ""),
    /** Sends requests to these processes only (a reload: new connections use them). */
    async route(apps) {
      await writeSite(apps);
      running.proc.kill("SIGHUP");
    },
    stop: () => end(running, "SIGQUIT"),
  };
}
