import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { localImageStore } from "./storage";
import { sweepTempFiles } from "./temp-files";

// A pid no process on this machine has (Linux pids stay far below this).
const DEAD_PID = 4_000_000;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe("sweepTempFiles", () => {
  let testDb: TestDatabase;
  let dir: string;

  beforeEach(async () => {
    testDb = await createTestDatabase("sqlite");
    dir = await mkdtemp(path.join(os.tmpdir(), "mg-sweep-"));
  });
  afterEach(async () => {
    await testDb.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it("removes what a dead process left, keeps live uploads, finishes committed moves", async () => {
    const store = localImageStore(dir);
    await mkdir(store.tempDir, { recursive: true });
    const recent = new Date(NOW - 60_000);
    const files: Record<string, string> = {
      [`${DEAD_PID}-abc.part`]: "half an upload",
      [`${DEAD_PID}-def.clean`]: "half a re-encode",
      [`${DEAD_PID}~11111111-1111-4111-8111-111111111111.png`]: "committed image",
      [`${DEAD_PID}~22222222-2222-4222-8222-222222222222.png`]: "never committed",
      [`${process.pid}-live.part`]: "this process is still writing it",
      "stray-name": "not ours at all",
    };
    for (const [name, content] of Object.entries(files)) {
      await writeFile(path.join(store.tempDir, name), content);
      await utimes(path.join(store.tempDir, name), recent, recent);
    }
    await testDb.db
      .insertInto("business_submissions")
      .values({
        business_name: "Kafé",
        category: "Restauranger",
        actual_category: "Restauranger",
        business_info: "Info",
        contact_email: "a@example.se",
        profile_image_path: "business_images/11111111-1111-4111-8111-111111111111.png",
      })
      .execute();

    const result = await sweepTempFiles(testDb.db, store, NOW);

    expect(result).toEqual({ removed: 4, completed: 1 });
    expect(await readdir(store.tempDir)).toEqual([`${process.pid}-live.part`]);
    expect(await readFile(path.join(dir, "11111111-1111-4111-8111-111111111111.png"), "utf8")).toBe(
      "committed image",
    );
    expect((await readdir(dir)).sort()).toEqual([
      ".tmp",
      "11111111-1111-4111-8111-111111111111.png",
    ]);
  });

  it("removes even a live process's file once it is older than any request can be", async () => {
    const store = localImageStore(dir);
    await mkdir(store.tempDir, { recursive: true });
    const name = `${process.pid}-forgotten.part`;
    await writeFile(path.join(store.tempDir, name), "x");
    const old = new Date(NOW - 7 * 60 * 60 * 1000);
    await utimes(path.join(store.tempDir, name), old, old);
    expect(await sweepTempFiles(testDb.db, store, NOW)).toEqual({ removed: 1, completed: 0 });
  });
});
