import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { env } from "../env";
import { ArchiveError } from "./archive";
import { type BackupReport, createBackup } from "./backup";
import { BackupError } from "./database";
import { type RestoreReport, restoreBackup } from "./restore";

// The operator's commands (scripts/backup.js, scripts/restore.js):
//   npm run backup -- FILE
//   npm run backup -- --dir DIR [--keep-days N]   (nightly: DIR/malmoguiden-<time>.tar.gz,
//                                                 then archives older than N days go)
//   npm run restore -- FILE [--replace]
// Each prints what it did, or one line saying why it could not, and exits non-zero then.

const BACKUP_USAGE = "Usage: npm run backup -- FILE | --dir DIR [--keep-days N]";
const RESTORE_USAGE = "Usage: npm run restore -- FILE [--replace]";
/** Nightly archives' names: the time they were made, sortable. */
const NIGHTLY = /^malmoguiden-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/;

const number = new Intl.NumberFormat("en-GB");
function megabytes(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function printTables(tables: Record<string, number>) {
  const rows = Object.entries(tables).sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(...rows.map(([name]) => name.length), 5);
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  console.log(`  ${rows.length} tables, ${number.format(total)} rows:`);
  for (const [name, count] of rows)
    console.log(`    ${name.padEnd(width)} ${number.format(count).padStart(9)}`);
}

function printBackup(report: BackupReport, seconds: number) {
  console.log(
    `Backup written: ${report.file} (${megabytes(report.bytes)}, ${seconds.toFixed(1)} s)`,
  );
  console.log(`  database: ${report.dialect}`);
  printTables(report.tables);
  console.log(
    `  images: ${number.format(report.images.count)} (${megabytes(report.images.bytes)})${
      report.images.removedMeanwhile
        ? `; ${report.images.removedMeanwhile} removed by the site while the backup ran (not in it)`
        : ""
    }`,
  );
}

function printRestore(file: string, report: RestoreReport) {
  console.log(`Restored ${file} (made ${report.createdAt}) into the ${report.dialect} database`);
  printTables(report.tables);
  console.log(
    `  images: ${number.format(report.images.count)} (${megabytes(report.images.bytes)})`,
  );
  console.log("Start the site: it applies any newer migrations at start.");
}

/** A timestamp for a file name: 2026-11-27T031500Z. */
function stamp(now: Date) {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "");
}

/** Removes nightly archives in `dir` older than `days` (never the one just written). */
export async function pruneNightly(dir: string, days: number, keep: string, now = new Date()) {
  const removed: string[] = [];
  for (const name of await readdir(dir)) {
    if (!NIGHTLY.test(name) || path.join(dir, name) === keep) continue;
    const info = await stat(path.join(dir, name));
    if (now.getTime() - info.mtime.getTime() > days * 86_400_000) {
      await rm(path.join(dir, name));
      removed.push(name);
    }
  }
  return removed;
}

function failure(command: string, error: unknown) {
  const known = error instanceof BackupError || error instanceof ArchiveError;
  console.error(
    `${command} failed: ${known ? (error as Error).message : String((error as Error)?.stack ?? error)}`,
  );
  return 1;
}

export async function backup(args: string[]): Promise<number> {
  let file: string | undefined;
  let dir: string | undefined;
  let keepDays: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "--dir") dir = args[++i];
    else if (arg === "--keep-days") keepDays = Number(args[++i]);
    else if (!arg.startsWith("--") && !file) file = arg;
    else {
      console.error(BACKUP_USAGE);
      return 2;
    }
  }
  if ((!file && !dir) || (file && dir) || (keepDays !== undefined && (!dir || !(keepDays >= 1)))) {
    console.error(BACKUP_USAGE);
    return 2;
  }
  const now = new Date();
  const target = file ?? path.join(dir as string, `malmoguiden-${stamp(now)}.tar.gz`);
  const started = performance.now();
  try {
    const report = await createBackup(env, target, now);
    printBackup(report, (performance.now() - started) / 1000);
    if (dir && keepDays) {
      const removed = await pruneNightly(dir, keepDays, report.file, now);
      if (removed.length)
        console.log(`  removed ${removed.length} archives older than ${keepDays} days`);
    }
    return 0;
  } catch (error) {
    return failure("backup", error);
  }
}

export async function restore(args: string[]): Promise<number> {
  const replace = args.includes("--replace");
  const [file, ...more] = args.filter((arg) => arg !== "--replace");
  if (!file || more.length > 0 || file.startsWith("--")) {
    console.error(RESTORE_USAGE);
    return 2;
  }
  try {
    const report = await restoreBackup(env, file, { replace });
    printRestore(path.resolve(file), report);
    return 0;
  } catch (error) {
    return failure("restore", error);
  }
}
