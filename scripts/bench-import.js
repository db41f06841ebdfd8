// The admin's CSV import at 10,000 places (issue 24, point 6: "10,000 rows imported in
// under a minute"), on SQLite and on PostgreSQL.
// Usage: npm run bench:import   (BENCH_DATABASES=sqlite,postgres by default)
//
// For each database: a fresh, migrated and seeded database (PostgreSQL: a database of its
// own, created and dropped like the tests'), then through the server-side functions the
// import page calls (app/.server/import/places-csv.ts and places-import.ts, loaded through Vite as
// `npm run admin` loads its module):
//   - the dry run of a file of 10,000 new places (made up with a fixed seed, ~4 MB),
//   - the import of that file (10,000 created, one transaction),
//   - the import of the file with every place's summary and hours changed (10,000 updated),
//   - the same file imported a second time (nothing changes: the script fails otherwise),
//   - the export of all places, and the dry run of the export (nothing to change),
//   - issue 35: the preview and the import of 20,000 new places with realistic hours
//     (scripts/bench-import-load.js) while a second request is asked every 10 ms: the
//     work's time and that request's latency (p50, p95, max).
// The machine is shared: figures vary from run to run.
// BENCH_CHECKPOINT=inline: SQLite checkpoints inside the commit, as before issue 35's thread.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { appModuleServer } from "./app-modules.js";
import { realisticHours, whileRequested } from "./bench-import-load.js";

const ROWS = 10_000;
const LOAD_ROWS = Number(process.env.BENCH_IMPORT_LOAD_ROWS ?? 20_000);
const TARGET_MS = 60_000;
const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASES = (process.env.BENCH_DATABASES ?? "sqlite,postgres").split(",");

// --- The file: 10,000 made-up places, the same every run ---

let seed = 20261127;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const CATEGORIES = ["restauranger", "fika-lunch", "shopping", "konst", "musik", "halsa", "sport"];
const NOUNS = ["Kafé", "Krog", "Bistro", "Salong", "Ateljé", "Boden", "Hörnan", "Bryggan"];
const AREAS = ["Möllan", "Limhamn", "Hyllie", "Västra Hamnen", "Triangeln", "Gamla Väster"];
const STREETS = ["Södergatan", "Davidshallsgatan", "Bergsgatan", "Friisgatan", "Lilla torg"];
const HOURS = [
  "Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off",
  "Tu-Su 11:00-22:00",
  "Mo-Su 07:00-19:00",
  'Mo-Fr 09:00-17:00; Dec 24 off "julafton"',
  "",
];
const WORDS =
  "ett litet ställe med god mat kaffe konst musik och trevlig personal mitt i staden nära havet".split(
    " ",
  );
const sentence = (words) =>
  `${Array.from({ length: words }, () => pick(WORDS))
    .join(" ")
    .replace(/^./, (c) => c.toUpperCase())}.`;
/** One cell as the export writes it (quoted, quotes doubled). */
const cell = (value) => `"${String(value).replace(/"/g, '""')}"`;

function placesFile(changed = false, count = ROWS, hours = () => pick(HOURS), prefix = "import") {
  const header =
    "slug;name;category;status;summary;description;address;email;phone;website;opening_hours";
  const rows = [header];
  for (let index = 0; index < count; index++) {
    const slug = `${prefix}-${index}`;
    const name = `${pick(NOUNS)} ${pick(AREAS)} ${index}`;
    rows.push(
      [
        slug,
        name,
        pick(CATEGORIES),
        random() < 0.8 ? "published" : "hidden",
        changed ? `Ändrad: ${sentence(6)}` : sentence(8),
        `${sentence(20)} ${sentence(25)}\n${sentence(15)}`,
        `${pick(STREETS)} ${1 + Math.floor(random() * 80)}, ${pick(AREAS)}, Malmö`,
        random() < 0.7 ? `info${index}@exempel.se` : "",
        random() < 0.7
          ? `040-${100 + (index % 900)} ${10 + (index % 90)} ${10 + (index % 89)}`
          : "",
        random() < 0.7 ? `https://www.exempel${index}.se` : "",
        changed ? "Mo-Su 08:00-20:00" : hours(),
      ]
        .map(cell)
        .join(";"),
    );
  }
  return `\uFEFF${rows.join("\r\n")}\r\n`;
}

// --- The databases ---

async function createDatabase(kind, { openDatabase, migrateToLatest }) {
  if (kind === "sqlite") {
    const dir = await mkdtemp(path.join(os.tmpdir(), "mg-bench-import-"));
    // As the server opens its database (app/.server/db/database.ts); BENCH_CHECKPOINT=inline
    // for SQLite's own checkpoints inside the commit (before issue 35's thread).
    const handle = openDatabase({
      sqlitePath: path.join(dir, "bench.db"),
      checkpointInThread: process.env.BENCH_CHECKPOINT !== "inline",
    });
    await migrateToLatest(handle);
    return {
      handle,
      async cleanup() {
        await handle.db.destroy();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `mg_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqlitePath: "" });
  await migrateToLatest(handle);
  return {
    handle,
    async cleanup() {
      await handle.db.destroy();
      const dropper = new pg.Client({ connectionString: PG_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function timed(label, work) {
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  return { label, ms, result };
}

// --- The run ---

const vite = await appModuleServer();
let failed = false;
try {
  const dbModule = await vite.ssrLoadModule("./app/.server/db/db.ts");
  const { seedContent } = await vite.ssrLoadModule("./app/.server/db/seed/index.ts");
  // As the server does at start (server/start-up.ts): the hours library's first use.
  (await vite.ssrLoadModule("./app/.server/hours/hours-syntax.ts")).warmUpHours();
  const csv = {
    ...(await vite.ssrLoadModule("./app/.server/import/places-csv.ts")),
    ...(await vite.ssrLoadModule("./app/.server/import/places-import.ts")),
  };
  const created = placesFile();
  const updated = placesFile(true);
  const loadedHours = new Set();
  const loaded = placesFile(
    false,
    LOAD_ROWS,
    () => {
      const hours = realisticHours(random);
      loadedHours.add(hours);
      return hours;
    },
    "last",
  );
  const distinctHours = loadedHours.size;
  console.log(
    `file: ${ROWS.toLocaleString("en")} places, ${(Buffer.byteLength(created) / 1024 / 1024).toFixed(1)} MB`,
  );
  for (const kind of DATABASES) {
    const { handle, cleanup } = await createDatabase(kind, dbModule);
    try {
      await seedContent(handle);
      const { db } = handle;
      const row = await db
        .insertInto("operators")
        .values({ email: "bench@example.se", password_hash: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      const operator = { id: row.id, email: "bench@example.se" };
      const steps = [
        await timed("dry run, 10,000 new", () => csv.planImport(db, created)),
        await timed("import, 10,000 created", () => csv.importPlaces(db, operator, created)),
        await timed("import, 10,000 updated", () => csv.importPlaces(db, operator, updated)),
        // The same file a second time: nothing left to change.
        await timed("import, same file again", () => csv.importPlaces(db, operator, updated)),
        await timed("export, all places", () => csv.placesCsv(db)),
      ];
      const exported = steps[4].result;
      steps.push(await timed("dry run of the export", () => csv.planImport(db, exported)));
      console.log(kind);
      for (const { label, ms, result } of steps) {
        const plan = result.plan ?? (typeof result === "string" ? undefined : result);
        const counts = plan
          ? `${plan.creates.length} created, ${plan.updates.length} updated, ${plan.unchanged} unchanged, ${plan.errors.length} errors`
          : `${(Buffer.byteLength(result) / 1024 / 1024).toFixed(1)} MB`;
        const over = label.startsWith("import") && ms > TARGET_MS ? " (over the 60 s target)" : "";
        if (over || plan?.errors.length || plan?.fileError) failed = true;
        if (
          label === "import, same file again" &&
          plan &&
          plan.creates.length + plan.updates.length
        )
          failed = true;
        console.log(
          `  ${label.padEnd(26)} ${(ms / 1000).toFixed(2).padStart(6)} s  ${counts}${over}`,
        );
      }
      console.log(
        `  under load: ${LOAD_ROWS.toLocaleString("en")} new places, ${distinctHours.toLocaleString("en")} distinct hours values; a second request every 10 ms`,
      );
      for (const [label, work] of [
        ["preview", () => csv.planImport(db, loaded)],
        ["import", () => csv.importPlaces(db, operator, loaded)],
      ]) {
        const run = await whileRequested(work);
        const plan = run.result.plan ?? run.result;
        if (plan.errors.length || plan.fileError) failed = true;
        console.log(
          `  ${label.padEnd(8)} ${(run.ms / 1000).toFixed(2).padStart(6)} s  ${plan.creates.length} created, ${plan.errors.length} errors; second request: ${run.requests} answered, p50 ${run.p50.toFixed(0)} ms, p95 ${run.p95.toFixed(0)} ms, max ${run.max.toFixed(0)} ms; longest stall ${run.longestStall.toFixed(0)} ms`,
        );
      }
    } finally {
      await cleanup();
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await vite.close();
}
process.exit(failed ? 1 : 0);
