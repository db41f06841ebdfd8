import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeSetup, createSetupToken } from "~/.server/auth/auth";
import { type DbHandle, migrateToLatest, openDatabase } from "~/.server/db/db";
import { startS3 } from "../../scripts/cluster/services.js";
import { createScratchDatabase } from "../../scripts/scratch-postgres.js";
import { isolatedServerEnv } from "../../scripts/server-env.js";
import { saveOpera, signedInCookie } from "../support/admin-server";
import { BOUNDARY, multipartBody } from "../support/hardening";
import { BUILD_EXISTS, ROOT, type RunningServer, startServer } from "../support/server-process";
import { TEST_PG_ADMIN_URL } from "../support/test-database";

// `npm run backup` and `npm run restore` against the real server process (issue 36): the
// site keeps taking registrations with images and newsletter signups while the backup
// runs; a restore into a fresh target holds every write acknowledged before the backup
// began, with its images, nothing half-written, and the site serves it. On SQLite with
// images on disk, and on PostgreSQL with images in an S3-protocol bucket (s3rver).

const run = promisify(execFile);
const OPERATOR = { email: "backup@example.se", password: "ett långt lösenord 36" };
const EDITED_PHONE = "040-36 36 36";

interface Target {
  /** The environment naming the database and the image store. */
  env: Record<string, string>;
  /** The database, opened by the test to read what is there. */
  open(): DbHandle;
  /** Tables in the database (none before a restore). */
  tables(): Promise<string[]>;
  /** Files or objects in the image store. */
  images(): Promise<string[]>;
  cleanup(): Promise<void>;
}

async function tablesOf(handle: DbHandle) {
  try {
    return (await handle.db.introspection.getTables()).map((table) => table.name);
  } finally {
    await handle.db.destroy();
  }
}

async function sqliteTarget(): Promise<Target> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mg-backup-"));
  const uploads = path.join(dir, "business_images");
  return {
    env: { DATA_DIR: dir },
    open: () => openDatabase({ sqlitePath: path.join(dir, "malmoguiden.db") }),
    // Opening a file that is not there would make one: a missing file has no tables.
    tables: async () => {
      if (!(await stat(path.join(dir, "malmoguiden.db")).catch(() => undefined))) return [];
      return tablesOf(openDatabase({ sqlitePath: path.join(dir, "malmoguiden.db") }));
    },
    images: async () =>
      (await readdir(uploads, { withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mg-backup-pg-"));
  const scratch = await createScratchDatabase(TEST_PG_ADMIN_URL, "mg_backup");
  const s3 = await startS3(path.join(dir, "s3"), "malmoguiden");
  return {
    env: { DATA_DIR: dir, DATABASE_URL: scratch.url, ...s3.env },
    open: () => openDatabase({ databaseUrl: scratch.url, sqlitePath: "" }),
    tables: () => tablesOf(openDatabase({ databaseUrl: scratch.url, sqlitePath: "" })),
    // s3rver keeps an object as <key>._S3rver_object beside its metadata.
    images: async () =>
      (await readdir(path.join(dir, "s3", "malmoguiden", "business_images")).catch(() => []))
        .filter((name) => name.endsWith("._S3rver_object"))
        .map((name) => name.replace(/\._S3rver_object$/, "")),
    async cleanup() {
      await s3.close();
      await scratch.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** `npm run backup -- …` or `npm run restore -- …` on a target; its exit code and output. */
async function command(target: Target, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/backup.js", ...args], {
      cwd: ROOT,
      env: isolatedServerEnv(3000, target.env),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

/** A registration with an image, as a visitor without JavaScript sends it; true when acknowledged. */
async function register(server: RunningServer, name: string, index: number) {
  const image = await sharp({
    create: {
      width: 20 + index,
      height: 20,
      channels: 3,
      background: { r: index % 255, g: 90, b: 140 },
    },
  })
    .png()
    .toBuffer();
  const response = await fetch(`${server.base}/submit-business`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, origin: server.base },
    body: new Uint8Array(
      multipartBody(image, "bild.png", {
        business_name: name,
        category: "Restauranger",
        business_info: "Ett kafé som ska överleva en förlorad disk.",
        contact_email: `backup${index}@example.se`,
      }),
    ),
  });
  await response.arrayBuffer();
  return response.status === 200 || response.status === 302 || response.status === 303;
}

async function signUp(server: RunningServer, email: string) {
  const response = await fetch(`${server.base}/newsletter`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.base },
    body: new URLSearchParams({ email }),
  });
  await response.arrayBuffer();
  return response.status === 200 || response.status === 302 || response.status === 303;
}

async function editAsOperator(server: RunningServer) {
  await saveOpera(server.base, await signedInCookie(server.base, OPERATOR), {
    description: "Operahus i Malmö, ur en återställd säkerhetskopia.",
    phone: EDITED_PHONE,
  });
}

describe.skipIf(!BUILD_EXISTS)("npm run backup and npm run restore", () => {
  describe.each([
    { kind: "sqlite", make: sqliteTarget },
    { kind: "postgres", make: postgresTarget },
  ])("on $kind", ({ kind, make }) => {
    let source: Target;
    let restored: Target;
    let untouched: Target;
    let server: RunningServer;
    let archive: string;
    let work: string;
    const before = { names: [] as string[], emails: [] as string[] };
    const during = { names: [] as string[], emails: [] as string[] };
    let report = "";

    beforeAll(async () => {
      work = await mkdtemp(path.join(os.tmpdir(), "mg-archives-"));
      archive = path.join(work, "guide.tar.gz");
      source = await make();
      restored = await make();
      untouched = await make();
      // An operator, made in the database before the site starts (it migrates and seeds).
      const handle = source.open();
      await migrateToLatest(handle);
      const token = await createSetupToken(handle.db, null);
      await completeSetup(handle.db, token, OPERATOR.email, OPERATOR.password);
      await handle.db.destroy();
      server = await startServer(source.env);

      // Acknowledged before the backup begins.
      for (let index = 0; index < 3; index++) {
        const name = `Före kopian ${index}`;
        expect(await register(server, name, index)).toBe(true);
        before.names.push(name);
        const email = `fore${index}@example.se`;
        expect(await signUp(server, email)).toBe(true);
        before.emails.push(email);
      }
      await editAsOperator(server);

      // Writes keep arriving while the backup runs.
      let writing = true;
      const writer = (async () => {
        for (let index = 100; writing; index++) {
          const name = `Under kopian ${index}`;
          if (await register(server, name, index)) during.names.push(name);
          const email = `under${index}@example.se`;
          if (await signUp(server, email)) during.emails.push(email);
        }
      })();
      const backup = await command(source, [archive]);
      writing = false;
      await writer;
      report = backup.stdout;
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await source?.cleanup();
      await restored?.cleanup();
      await untouched?.cleanup();
      await rm(work, { recursive: true, force: true });
    });

    it("reports what it wrote: rows per table, images and bytes", async () => {
      const size = (await stat(archive)).size;
      expect(report).toContain(`Backup written: ${archive}`);
      expect(report).toContain(`database: ${kind}`);
      expect(report).toMatch(/business_submissions\s+\d+/);
      expect(report).toMatch(/newsletter_subscribers\s+\d+/);
      expect(report).toMatch(/operator_sessions\s+\d+/);
      expect(report).toMatch(/mail_outbox\s+\d+/);
      expect(report).toMatch(/images: \d+ \(/);
      expect(size).toBeGreaterThan(0);
      expect(during.names.length + during.emails.length).toBeGreaterThan(0);
    });

    it("refuses a target that is not empty, and writes nothing there", async () => {
      const result = await command(source, ["restore", archive]);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/restore failed: .*not empty.*--replace/);
    });

    it("refuses a damaged or cut-off archive before writing anything", async () => {
      const bytes = await readFile(archive);
      const cut = path.join(work, "cut.tar.gz");
      await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      const damaged = path.join(work, "damaged.tar.gz");
      const changed = Buffer.from(bytes);
      const middle = Math.floor(changed.length / 2);
      changed[middle] = (changed[middle] as number) ^ 0xff;
      await writeFile(damaged, changed);
      for (const file of [cut, damaged]) {
        const result = await command(untouched, ["restore", file]);
        expect(result.code).not.toBe(0);
        expect(result.stderr).toMatch(/^restore failed: .*(damaged|cut off)/m);
        expect(result.stderr.trim().split("\n")).toHaveLength(1);
      }
      expect(await untouched.images()).toEqual([]);
      expect(await untouched.tables()).toEqual([]);
    });

    it("restores into a fresh target every write acknowledged before the backup, whole, and the site serves it", async () => {
      const result = await command(restored, ["restore", archive]);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Restored");

      const handle = restored.open();
      let registrations: {
        business_name: string;
        profile_image_path: string | null;
        image_token: string | null;
      }[];
      let emails: string[];
      try {
        registrations = await handle.db
          .selectFrom("business_submissions")
          .select(["business_name", "profile_image_path", "image_token"])
          .execute();
        emails = (
          await handle.db.selectFrom("newsletter_subscribers").select("email").execute()
        ).map((row) => row.email);
      } finally {
        await handle.db.destroy();
      }
      const names = registrations.map((row) => row.business_name);
      for (const name of before.names) expect(names).toContain(name);
      for (const email of before.emails) expect(emails).toContain(email);
      // Nothing that was never acknowledged, and every stored registration is whole.
      for (const name of names) expect([...before.names, ...during.names]).toContain(name);
      const images = await restored.images();
      for (const row of registrations) {
        expect(row.profile_image_path, row.business_name).not.toBeNull();
        expect(images).toContain(path.basename(row.profile_image_path as string));
      }

      // Restoring again over it is refused, unless told to replace it; replaced, it holds
      // the same.
      expect((await command(restored, ["restore", archive])).stderr).toMatch(/not empty/);
      const replaced = await command(restored, ["restore", archive, "--replace"]);
      expect(replaced.stderr).toBe("");
      expect(replaced.code).toBe(0);
      expect((await restored.images()).sort()).toEqual([...images].sort());

      const site = await startServer(restored.env);
      try {
        const page = await (await fetch(`${site.base}/business/malmo-opera`)).text();
        expect(page).toContain(EDITED_PHONE);
        for (const row of registrations.slice(0, 3)) {
          const image = await fetch(`${site.base}/registrering/bild/${row.image_token}`);
          expect(image.status, row.business_name).toBe(200);
          expect(image.headers.get("content-type")).toMatch(/^image\//);
          expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
        }
        // The operator signs in on the restored site.
        await signedInCookie(site.base, OPERATOR);
      } finally {
        await site.stop();
      }
    });
  });
});
