import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pruneNightly } from "./cli";

// The nightly timer keeps BACKUP_KEEP_DAYS of archives: older nightly archives go, the one
// just written and any other file in the folder stay.

const NOW = new Date("2026-11-27T03:15:00Z");
const DAY = 86_400_000;

describe("pruneNightly", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "mg-prune-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function file(name: string, ageDays: number) {
    const target = path.join(dir, name);
    await writeFile(target, "x");
    const time = new Date(NOW.getTime() - ageDays * DAY);
    await utimes(target, time, time);
    return target;
  }

  it("removes nightly archives older than the kept days, and nothing else", async () => {
    await file("malmoguiden-2026-11-10T031500Z.tar.gz", 17);
    await file("malmoguiden-2026-11-12T031500Z.tar.gz", 15);
    await file("malmoguiden-2026-11-14T031500Z.tar.gz", 13);
    const kept = await file("malmoguiden-2026-11-27T031500Z.tar.gz", 0);
    // Not the timer's: an archive the operator named, and a half-written one.
    await file("before-the-move.tar.gz", 40);
    await file("malmoguiden-2026-11-01T031500Z.tar.gz.partial", 26);

    const removed = await pruneNightly(dir, 14, kept, NOW);

    expect(removed.sort()).toEqual([
      "malmoguiden-2026-11-10T031500Z.tar.gz",
      "malmoguiden-2026-11-12T031500Z.tar.gz",
    ]);
    expect((await readdir(dir)).sort()).toEqual([
      "before-the-move.tar.gz",
      "malmoguiden-2026-11-01T031500Z.tar.gz.partial",
      "malmoguiden-2026-11-14T031500Z.tar.gz",
      "malmoguiden-2026-11-27T031500Z.tar.gz",
    ]);
  });

  it("never removes the archive just written, however old its clock says it is", async () => {
    const kept = await file("malmoguiden-2026-01-01T031500Z.tar.gz", 330);
    expect(await pruneNightly(dir, 14, kept, NOW)).toEqual([]);
  });
});
