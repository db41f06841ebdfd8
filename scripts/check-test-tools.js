// The first step of `npm test`: the suite needs programs and services beyond npm's
// packages (Debian's nginx, Chromium and Redis; PostgreSQL and Redis answering). When
// one is missing this stops at once with one plain line saying what and how to get it,
// instead of a stack trace from deep inside a test. `.ci/run` installs and starts them all.
import { accessSync, constants } from "node:fs";
import net from "node:net";
import path from "node:path";

const PG_URL = new URL(
  process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
);
const REDIS_URL = new URL(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const onPath = (name) =>
  (process.env.PATH ?? "").split(":").some((dir) => dir && executable(path.join(dir, name)));

/** Whether something accepts a TCP connection at host:port within a second. */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

const packages = [];
if (!executable("/usr/sbin/nginx")) packages.push("nginx");
if (!executable(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) packages.push("chromium");
if (!onPath("redis-server")) packages.push("redis-server");

const services = [];
if (!(await answers(PG_URL.hostname, PG_URL.port || 5432)))
  services.push(
    `PostgreSQL at ${PG_URL.host} (start it: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start)`,
  );
if (
  !packages.includes("redis-server") &&
  !(await answers(REDIS_URL.hostname, REDIS_URL.port || 6379))
)
  services.push(
    `Redis at ${REDIS_URL.host} (start it: redis-server --daemonize yes --bind 127.0.0.1 --port ${REDIS_URL.port || 6379} --save "")`,
  );

if (packages.length || services.length) {
  const parts = [];
  if (packages.length)
    parts.push(
      `missing ${packages.join(", ")} (install: apt-get install -y ${packages.join(" ")})`,
    );
  if (services.length) parts.push(`not answering: ${services.join("; ")}`);
  console.error(
    `npm test cannot run: ${parts.join("; ")}. Or run bash .ci/run, which installs and starts them.`,
  );
  process.exit(1);
}
