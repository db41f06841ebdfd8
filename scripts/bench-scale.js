// The guide at city scale (issue 23, point 7), on SQLite and on PostgreSQL.
// Usage: npm run build && npm run bench:scale   (BENCH_DATABASES=sqlite,postgres by default)
//
// For each database: a fresh, migrated and seeded database gets 10,000 places, 2,000
// events and 500 offers written straight into its tables (as an import or a fix in SQL
// would). Then the production server runs on it, and the script prints
//   - search time in the process (the Server-Timing of /sok) over 200 varied queries,
//   - the gzip size and render time (uncached) of the large public pages,
//   - the time of the first request after a content write, for several writes,
//   - the server's memory (RSS now and at its peak),
//   - then, with 10,000 more places named 'Skalplats 0' … 'Skalplats 9999', the rank of the
//     exact place for 50 exact-name queries ('skalplats 4242', …) and their search time.
//   - the time and size of `npm run backup` of it while the server runs, and the time of
//     `npm run restore` of that archive into an empty database (issue 36).
// BENCH_PARTS=backup measures only the catalogue's backup and restore.
// Targets: search p95 <= 30 ms, the exact name ranked first, every public page <= 60 KB gzip, first request after a
// write <= 200 ms, RSS <= 300 MB. The machine is shared: figures vary from run to run.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import {
  catalogue,
  EVENTS,
  OFFERS,
  PLACES,
  queries,
  SIMILAR,
  similarPlaces,
  similarQueries,
} from "./scale-catalogue.js";
import { createScratchDatabase } from "./scratch-postgres.js";
import { isolatedServerEnv, serverNodeFlags, waitFor } from "./server-env.js";

const PORT = Number(process.env.BENCH_PORT ?? 3230);
const BASE = `http://127.0.0.1:${PORT}`;
const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASES = (process.env.BENCH_DATABASES ?? "sqlite,postgres").split(",");
const ONLY_BACKUP = process.env.BENCH_PARTS === "backup";
const TARGETS = { searchP95: 30, pageKb: 60, afterWriteMs: 200, rssMb: 300 };

if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

// --- Databases ---

async function createDatabase(kind) {
  if (kind === "sqlite") {
    const dir = await mkdtemp(path.join(os.tmpdir(), "mg-bench-scale-"));
    const file = path.join(dir, "bench.db");
    return {
      env: { SQLITE_PATH: file, DATA_DIR: dir },
      open: () =>
        new Kysely({ dialect: new SqliteDialect({ database: new SqliteDatabase(file) }) }),
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(PG_ADMIN_URL, "mg_bench");
  const dir = await mkdtemp(path.join(os.tmpdir(), "mg-bench-scale-"));
  return {
    env: { DATABASE_URL: scratch.url, DATA_DIR: dir },
    open: () =>
      new Kysely({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: scratch.url }) }),
      }),
    async cleanup() {
      await scratch.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function insertAll(db, table, rows) {
  for (let index = 0; index < rows.length; index += 200)
    await db
      .insertInto(table)
      .values(rows.slice(index, index + 200))
      .execute();
}

const bump = (db) =>
  db.updateTable("content_meta").set({ version: sql`version + 1` }).where("id", "=", 1).execute();

// --- The server ---

function startServer(env) {
  // As `npm start` runs it.
  const child = spawn(process.execPath, [...serverNodeFlags(), "server.js"], {
    env: isolatedServerEnv(PORT, env),
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

function stop(child) {
  return new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

/** One GET: status, compressed bytes, milliseconds to the last byte, its headers (and text). */
function get(pathname, { cached = false, body = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = { "accept-encoding": "gzip" };
    // Any cookie but the visit's splash makes a page personal: rendered, never cached.
    if (!cached) headers.cookie = "bench=1";
    http
      .get(`${BASE}${pathname}`, { headers }, (response) => {
        let bytes = 0;
        const chunks = [];
        response.on("data", (chunk) => {
          bytes += chunk.length;
          if (body) chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            bytes,
            ms: performance.now() - started,
            headers: response.headers,
            // The page's text (gzip undone) when asked for.
            body: !body
              ? ""
              : response.headers["content-encoding"] === "gzip"
                ? gunzipSync(Buffer.concat(chunks)).toString("utf8")
                : Buffer.concat(chunks).toString("utf8"),
          }),
        );
      })
      .on("error", reject);
  });
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const median = (values) => quantile(values, 0.5);
const memory = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0) / 1024;
  return { rss: field("VmRSS"), peak: field("VmHWM") };
};
const mark = (ok) => (ok ? "" : " (over target)");

/** Search time in the process (Server-Timing) and the result links of one /sok query. */
async function searchOnce(query) {
  const answer = await get(`/sok?q=${encodeURIComponent(query)}`, { body: true });
  const timing = String(answer.headers["server-timing"] ?? "").match(/search;dur=([\d.]+)/);
  if (answer.status !== 200 || !timing)
    throw new Error(`/sok?q=${query} answered ${answer.status} without a timing`);
  const links = [...answer.body.matchAll(/href="(\/business\/[^"]+)"/g)].map((match) => match[1]);
  return { ms: Number(timing[1]), links };
}

/**
 * Issue 35, point 6: 10,000 places named 'Skalplats N' written in, then each exact name
 * asked for. The exact place must come first; its rank and the search time are reported.
 */
async function similarNames(db, kind) {
  const flag = (value) => (kind === "postgres" ? Boolean(value) : value);
  const places = similarPlaces().map((place) => ({
    ...place,
    has_detail_page: flag(place.has_detail_page),
    featured: flag(place.featured),
  }));
  await insertAll(db, "businesses", places);
  await bump(db);
  if (kind === "postgres") await sql`analyze`.execute(db);
  const ranks = [];
  const durations = [];
  for (const number of similarQueries()) {
    await searchOnce(`skalplats ${number}`);
    const { ms, links } = await searchOnce(`skalplats ${number}`);
    const rank = links.indexOf(`/business/skalplats-${number}`) + 1;
    ranks.push(rank === 0 ? "missing" : rank);
    durations.push(ms);
  }
  const first = ranks.filter((rank) => rank === 1).length;
  const p95 = quantile(durations, 0.95);
  return [
    `similar names: ${SIMILAR} places 'Skalplats 0' … 'Skalplats ${SIMILAR - 1}' more`,
    `'skalplats 4242': rank ${ranks[0]}; exact name first in ${first} of ${ranks.length} queries${mark(first === ranks.length)}${first === ranks.length ? "" : ` (ranks: ${ranks.join(", ")})`}`,
    `exact-name search in the process, ${durations.length} queries: p50 ${median(durations).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${mark(p95 <= TARGETS.searchP95)}, max ${Math.max(...durations).toFixed(1)} ms`,
  ];
}

/** `npm run backup` of the running guide, then `npm run restore` into an empty target. */
async function backupAndRestore(database, kind) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mg-bench-backup-"));
  const archive = path.join(dir, "scale.tar.gz");
  const target =
    kind === "sqlite" ? undefined : await createScratchDatabase(PG_ADMIN_URL, "mg_restore");
  const targetEnv = target
    ? { DATA_DIR: dir, DATABASE_URL: target.url }
    : { DATA_DIR: path.join(dir, "restored") };
  const cli = (args, env) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const child = spawn(process.execPath, ["scripts/backup.js", ...args], {
        env: isolatedServerEnv(PORT, env),
        stdio: ["ignore", "pipe", "inherit"],
      });
      let stdout = "";
      child.stdout.on("data", (chunk) => {
        stdout += chunk;
      });
      child.on("exit", (code) =>
        code === 0
          ? resolve({ seconds: (performance.now() - started) / 1000, stdout })
          : reject(new Error(`scripts/backup.js ${args.join(" ")} exited ${code}`)),
      );
    });
  try {
    const backup = await cli([archive], database.env);
    const rows = backup.stdout.match(/(\d+) tables, ([\d,]+) rows/);
    const bytes = statSync(archive).size;
    const restore = await cli(["restore", archive], targetEnv);
    return [
      `backup while the server runs (npm run backup, Vite start included): ${backup.seconds.toFixed(1)} s, archive ${(bytes / 1024 / 1024).toFixed(1)} MB (${rows?.[1]} tables, ${rows?.[2]} rows)`,
      `restore into an empty ${kind} database (npm run restore): ${restore.seconds.toFixed(1)} s`,
    ];
  } finally {
    await target?.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

async function run(kind) {
  const database = await createDatabase(kind);
  const data = catalogue();
  const out = [];
  let server;
  try {
    // Migrations and the seed, as a fresh install makes them.
    server = startServer(database.env);
    await waitFor(`${BASE}/healthz`, 600);
    await stop(server);
    server = undefined;

    const db = database.open();
    let started = performance.now();
    await insertAll(db, "businesses", data.places);
    await insertAll(db, "business_listings", data.listings);
    await insertAll(db, "events", data.events);
    await insertAll(db, "offers", data.offers);
    await bump(db);
    // PostgreSQL's planner needs statistics of the new rows: autovacuum gathers them
    // within a minute or so of an import; the benchmark does not wait for it.
    if (kind === "postgres") await sql`analyze`.execute(db);
    out.push(
      `written: ${PLACES} places, ${EVENTS} events, ${OFFERS} offers in ${((performance.now() - started) / 1000).toFixed(1)} s (search index kept by the database)`,
    );

    server = startServer(database.env);
    await waitFor(`${BASE}/healthz`, 600);
    started = performance.now();
    const first = await get("/category/restauranger");
    out.push(
      `first page after start: ${first.status} in ${(performance.now() - started).toFixed(0)} ms; RSS then ${memory(server.pid).rss.toFixed(0)} MB`,
    );

    out.push(...(await backupAndRestore(database, kind)));
    if (ONLY_BACKUP) {
      await db.destroy();
      return out;
    }

    // Pages: gzip size and uncached render time (median of 5 after one warm-up).
    const somePlace = data.places[4321].slug;
    const pages = [
      "/",
      "/category/restauranger",
      "/category/shopping?sida=30",
      "/events",
      "/events?sida=50",
      "/sok?q=kafe",
      "/sok?q=restaurang",
      "/offers",
      "/featured",
      "/all-categories",
      `/business/${somePlace}`,
    ];
    out.push("", "| page | status | gzip | render (median of 5) |", "|---|--:|--:|--:|");
    for (const page of pages) {
      await get(page);
      const times = [];
      let last;
      for (let round = 0; round < 5; round++) {
        last = await get(page);
        times.push(last.ms);
      }
      const kb = last.bytes / 1024;
      out.push(
        `| ${page} | ${last.status} | ${kb.toFixed(1)} KB${mark(kb <= TARGETS.pageKb)} | ${median(times).toFixed(0)} ms |`,
      );
    }

    out.push(`RSS after the pages: ${memory(server.pid).rss.toFixed(0)} MB`);
    // Search in the process.
    const durations = [];
    for (const query of queries(data.places)) {
      const answer = await get(`/sok?q=${encodeURIComponent(query)}`);
      const timing = String(answer.headers["server-timing"] ?? "").match(/search;dur=([\d.]+)/);
      if (answer.status !== 200 || !timing)
        throw new Error(`/sok?q=${query} answered ${answer.status} without a timing`);
      durations.push(Number(timing[1]));
    }
    const p95 = quantile(durations, 0.95);
    out.push(
      "",
      `search in the process, ${durations.length} queries: p50 ${median(durations).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${mark(p95 <= TARGETS.searchP95)}, max ${Math.max(...durations).toFixed(1)} ms`,
    );

    out.push(`RSS after the searches: ${memory(server.pid).rss.toFixed(0)} MB`);
    // The first request after a content write (a changed summary, as an edit makes).
    const afterWrite = [];
    const targets = [
      "/category/restauranger",
      `/business/${somePlace}`,
      "/events",
      "/",
      "/sok?q=kafe",
    ];
    for (const [index, page] of targets.entries()) {
      await db.transaction().execute(async (trx) => {
        await bump(trx);
        await trx
          .updateTable("businesses")
          .set({ summary: `Ändrad sammanfattning ${index}.` })
          .where("slug", "=", data.places[index * 7].slug)
          .execute();
      });
      afterWrite.push((await get(page, { cached: true })).ms);
    }
    const worst = Math.max(...afterWrite);
    out.push(
      `first request after a write: ${afterWrite.map((ms) => ms.toFixed(0)).join(", ")} ms (max ${worst.toFixed(0)}${mark(worst <= TARGETS.afterWriteMs)})`,
    );

    const { rss, peak } = memory(server.pid);
    out.push(
      `server memory: RSS ${rss.toFixed(0)} MB${mark(rss <= TARGETS.rssMb)}, peak ${peak.toFixed(0)} MB${mark(peak <= TARGETS.rssMb)}`,
    );
    out.push("", ...(await similarNames(db, kind)));
    await db.destroy();
  } finally {
    if (server) await stop(server);
    await database.cleanup();
  }
  return out;
}

console.log(
  `bench:scale: ${os.cpus().length} cores, Node ${process.version}; targets: search p95 <= ${TARGETS.searchP95} ms, pages <= ${TARGETS.pageKb} KB gzip, first request after a write <= ${TARGETS.afterWriteMs} ms, RSS <= ${TARGETS.rssMb} MB`,
);
for (const kind of DATABASES) {
  console.log(`\n### ${kind}\n`);
  for (const line of await run(kind)) console.log(line);
}
