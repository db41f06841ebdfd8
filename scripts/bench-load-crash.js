// The crash run of npm run bench:load (scripts/bench-load.js): concurrent newsletter
// signups and registrations with an image, kill -9 of the server while writes are in
// flight, a restart on the same data dir, a clean stop, and a count of what was
// acknowledged, found and lost in the SQLite file and the upload folder.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import * as bench from "./bench-load-server.js";

const CRASH_AFTER_MS = Math.max(500, Number(process.env.BENCH_CRASH_MS ?? 3000) || 3000);
const WRITERS = Math.min(64, Math.max(1, Number(process.env.BENCH_WRITERS ?? 8) || 8));
/** Upper bound of requests per crash-run writer, whatever the timing. */
const MAX_WRITES_PER_WRITER = 5_000;
const UPLOAD_FOLDER = "business_images";

export async function crashRun() {
  console.log(
    `\nCrash run: ${WRITERS} signup writers + ${WRITERS} registration writers (64x64 PNG), kill -9 after ${CRASH_AFTER_MS} ms, restart, clean stop, count`,
  );
  const dataDir = bench.freshDataDir();
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: "#3366cc" },
  })
    .png()
    .toBuffer();
  const runId = Date.now().toString(36);

  let server;
  try {
    server = await bench.startServer(dataDir);
  } catch (error) {
    console.log(`  server did not start: ${error.message}`);
    if (error.server) bench.printServerLog(error.server);
    return { lost: 0, missing: 0 };
  }

  const signups = { sent: 0, acked: new Set(), statuses: {}, errors: 0 };
  // business name -> the image link's token the acknowledgement carries (or null without imageUrl)
  const registrations = { sent: 0, acked: new Map(), statuses: {}, errors: 0, notOk: 0 };
  let inFlight = 0;
  let stopped = false;
  let sequence = 0;
  const count = (bucket, status) => {
    bucket.statuses[status] = (bucket.statuses[status] ?? 0) + 1;
  };

  async function signupWriter() {
    for (let n = 0; n < MAX_WRITES_PER_WRITER && !stopped; n++) {
      const email = `bench-${runId}-${sequence++}@example.se`;
      signups.sent++;
      inFlight++;
      try {
        const response = await fetch(`${server.base}/newsletter`, {
          method: "POST",
          body: new URLSearchParams({ email }),
          signal: AbortSignal.timeout(bench.REQUEST_TIMEOUT_SECONDS * 1000),
        });
        count(signups, response.status);
        if (response.status === 200) signups.acked.add(email);
        await response.arrayBuffer().catch(() => undefined);
      } catch {
        signups.errors++;
      } finally {
        inFlight--;
      }
    }
  }

  async function registrationWriter() {
    for (let n = 0; n < MAX_WRITES_PER_WRITER && !stopped; n++) {
      const id = sequence++;
      const name = `Bench ${runId} ${id}`;
      const form = new FormData();
      form.append("business_name", name);
      form.append("category", "Restauranger");
      form.append("business_info", "Lasttest av registreringar med bild.");
      form.append("contact_email", `reg-${runId}-${id}@example.se`);
      form.append("profile_image", new Blob([png], { type: "image/png" }), `bench-${id}.png`);
      registrations.sent++;
      inFlight++;
      try {
        // The form's action without JavaScript: its thank-you page links the private image.
        const response = await fetch(`${server.base}/submit-business`, {
          method: "POST",
          body: form,
          signal: AbortSignal.timeout(bench.REQUEST_TIMEOUT_SECONDS * 1000),
        });
        count(registrations, response.status);
        const page = await response.text().catch(() => "");
        if (response.status === 200 && page.includes("Tack! Din registrering har skickats.")) {
          // The image's private link: /registrering/bild/<token>.
          const url = page.match(/href="(\/registrering\/bild\/[^"]+)"/)?.[1] ?? "";
          const token = url ? decodeURIComponent(url.split("/").pop() ?? "") : "";
          registrations.acked.set(name, token || null);
        } else if (response.status === 200) registrations.notOk++;
      } catch {
        registrations.errors++;
      } finally {
        inFlight--;
      }
    }
  }

  const writers = [
    ...Array.from({ length: WRITERS }, signupWriter),
    ...Array.from({ length: WRITERS }, registrationWriter),
  ];
  await bench.sleep(CRASH_AFTER_MS);
  // No new writes after this point; the ones in flight meet the kill.
  stopped = true;
  const inFlightAtKill = inFlight;
  const earlyExit = server.exit;
  server.proc.kill("SIGKILL");
  await server.exited;
  await Promise.race([
    Promise.all(writers),
    bench.sleep((bench.REQUEST_TIMEOUT_SECONDS + 5) * 1000),
  ]);
  if (earlyExit) {
    console.log(
      `  note: the server had already exited before the kill (${bench.describeExit(earlyExit)})`,
    );
    bench.printServerLog(server);
  }

  // Restart on the same data dir: migrations, the temp sweep, then a clean stop.
  let restart = "healthy, stopped with SIGTERM";
  try {
    const again = await bench.startServer(dataDir);
    const exit = await bench.stopServer(again);
    if (again.stopTimedOut) restart = "healthy, did not stop within 10 s of SIGTERM (killed)";
    else if (exit.code !== 0 && exit.signal !== "SIGTERM")
      restart = `healthy, stopped with ${bench.describeExit(exit)}`;
  } catch (error) {
    restart = `FAILED: ${error.message}`;
    if (error.server) bench.printServerLog(error.server);
  }

  return report({
    dataDir,
    signups,
    registrations,
    inFlightAtKill,
    restart,
  });
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  const files = [];
  const walk = (folder, depth) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (depth < 8) walk(full, depth + 1);
      } else files.push(full);
    }
  };
  walk(dir, 0);
  return files;
}

function report({ dataDir, signups, registrations, inFlightAtKill, restart }) {
  const dbPath = path.join(dataDir, "malmoguiden.db");
  let emails = new Set();
  let rows = [];
  let dbProblem;
  if (existsSync(dbPath)) {
    let db;
    try {
      db = new Database(dbPath, { fileMustExist: true });
      emails = new Set(
        db
          .prepare("select email from newsletter_subscribers")
          .all()
          .map((row) => row.email),
      );
      rows = db
        .prepare("select business_name, profile_image_path, image_token from business_submissions")
        .all();
    } catch (error) {
      dbProblem = error.message;
    } finally {
      db?.close();
    }
  } else dbProblem = "database file missing";

  const signupsFound = [...signups.acked].filter((email) => emails.has(email)).length;
  const signupsLost = signups.acked.size - signupsFound;
  const benchEmails = [...emails].filter((email) => email.startsWith("bench-")).length;

  const rowsByName = new Map();
  for (const row of rows) rowsByName.set(row.business_name, row);
  let registrationsFound = 0;
  let pathMismatch = 0;
  for (const [name, expected] of registrations.acked) {
    const row = rowsByName.get(name);
    if (!row) continue;
    registrationsFound++;
    if ((row.image_token ?? null) !== expected || !row.profile_image_path !== !expected)
      pathMismatch++;
  }
  const registrationsLost = registrations.acked.size - registrationsFound;

  const uploadDir = path.join(dataDir, UPLOAD_FOLDER);
  const tempDir = path.join(uploadDir, ".tmp");
  const allFiles = listFiles(uploadDir);
  const tempFiles = allFiles.filter((file) => file.startsWith(`${tempDir}${path.sep}`));
  const storedFiles = allFiles
    .filter((file) => !file.startsWith(`${tempDir}${path.sep}`))
    .map((file) => path.relative(dataDir, file).split(path.sep).join("/"));
  const referenced = new Map();
  for (const row of rows) {
    if (row.profile_image_path)
      referenced.set(row.profile_image_path, (referenced.get(row.profile_image_path) ?? 0) + 1);
  }
  const onDisk = new Set(storedFiles);
  const orphans = storedFiles.filter((file) => !referenced.has(file));
  const missing = rows.filter(
    (row) => row.profile_image_path && !onDisk.has(row.profile_image_path),
  ).length;
  const shared = [...referenced.values()].filter((uses) => uses > 1).length;
  const otherTemp = listFiles(path.join(dataDir, "tmp")).length;

  const statuses = (bucket) =>
    Object.entries(bucket.statuses)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ") || "none";
  console.log(`  writes in flight at kill -9: ${inFlightAtKill}`);
  console.log(`  restart on the same data dir: ${restart}`);
  if (dbProblem) console.log(`  database: ${dbProblem}`);
  console.log(
    `  signups:       sent ${signups.sent}, acknowledged ${signups.acked.size}, found ${signupsFound}, LOST ${signupsLost} (statuses ${statuses(signups)}; connection errors ${signups.errors}; rows in table ${benchEmails})`,
  );
  console.log(
    `  registrations: sent ${registrations.sent}, acknowledged ${registrations.acked.size}, found ${registrationsFound}, LOST ${registrationsLost} (statuses ${statuses(registrations)}; 200 without ok ${registrations.notOk}; connection errors ${registrations.errors}; rows in table ${rows.length}; acknowledged rows with another image path ${pathMismatch})`,
  );
  console.log(
    `  image files:   on disk ${storedFiles.length}, referenced by rows ${referenced.size}, ORPHAN ${orphans.length}, rows with MISSING file ${missing}, files shared by several rows ${shared}`,
  );
  console.log(
    `  temp files:    left in ${UPLOAD_FOLDER}/.tmp ${tempFiles.length}${otherTemp ? `, in tmp/ ${otherTemp}` : ""}`,
  );
  if (orphans.length) console.log(`  orphan examples: ${orphans.slice(0, 3).join(", ")}`);
  const lost = signupsLost + registrationsLost;
  console.log(
    `  verdict: ${lost} acknowledged writes lost (expected 0), ${orphans.length} orphan files (expected 0), ${tempFiles.length} temp files left (expected 0), ${missing} rows with a missing file (expected 0)`,
  );
  return { lost, missing };
}
