import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { migrations } from "../db/migrations";
import type { Env } from "../env";
import { type Manifest, readArchive } from "./archive";
import {
  BackupError,
  inspectSqlite,
  postgresTables,
  removeSqlite,
  restorePostgres,
  sqliteExists,
} from "./database";
import { imageName, imageSide } from "./images";

// `npm run restore`: an archive into an empty target. In order:
// 1. the targets are checked empty (or `replace` is given);
// 2. the whole archive is read and checked against its manifest, writing nothing;
// 3. it is read again into the targets: the images first, then the database, which is
//    put in place last (a target with a database is a restored one). A failure here
//    takes back what was written; with `replace`, what was there goes only after that.
// The site must not be running on the target meanwhile (README, "Backups").

export interface RestoreOptions {
  replace: boolean;
}

export interface RestoreReport {
  dialect: "sqlite" | "postgres";
  createdAt: string;
  tables: Record<string, number>;
  images: { count: number; bytes: number };
}

const drain = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

export async function restoreBackup(
  env: Env,
  file: string,
  options: RestoreOptions,
): Promise<RestoreReport> {
  const source = path.resolve(file);
  if (!(await stat(source).catch(() => undefined)))
    throw new BackupError(`no such file: ${source}`);
  const dialect = env.DATABASE_URL ? "postgres" : "sqlite";
  const images = imageSide(env);

  // 1. The targets.
  const where =
    dialect === "sqlite" ? `the SQLite database ${env.sqlitePath}` : "the PostgreSQL database";
  const databaseInUse =
    dialect === "sqlite"
      ? await sqliteExists(env.sqlitePath)
      : (await postgresTables(env.DATABASE_URL as string)).length > 0;
  const existingImages = await images.list();
  if (!options.replace && (databaseInUse || existingImages.length > 0)) {
    const full = [
      databaseInUse ? where : undefined,
      existingImages.length > 0
        ? `the image store (${existingImages.length} images in ${images.store === "s3" ? `bucket ${env.S3_BUCKET}` : env.uploadDir})`
        : undefined,
    ].filter(Boolean);
    throw new BackupError(
      `${full.join(" and ")} ${full.length > 1 ? "are" : "is"} not empty: restore into an empty target, or add --replace to overwrite it`,
    );
  }

  // 2. The whole archive, checked before anything is written.
  const manifest: Manifest = await readArchive(source, async (_name, stream) => {
    await pipeline(stream, drain());
  });
  if (manifest.database.dialect !== dialect)
    throw new BackupError(
      manifest.database.dialect === "postgres"
        ? "this archive is of a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database to restore it"
        : "this archive is of an SQLite database: unset DATABASE_URL to restore it into DATA_DIR (or SQLITE_PATH)",
    );
  const known = Object.keys(migrations(dialect));
  const migration = manifest.database.migration;
  if (migration && !known.includes(migration))
    throw new BackupError(
      `this archive was made by a newer version of the app (migration ${migration}): update the app first`,
    );

  // 3. Into the targets.
  const sqliteTarget = path.resolve(env.sqlitePath);
  const work =
    dialect === "sqlite"
      ? path.dirname(sqliteTarget)
      : await mkdtemp(path.join(path.dirname(source), ".restore-"));
  const databaseFile =
    dialect === "sqlite" ? `${sqliteTarget}.restoring` : path.join(work, "malmoguiden.pgdump");
  const written: string[] = [];
  try {
    await mkdir(work, { recursive: true });
    // With `replace`, images already there stay until the database is in place: an image
    // is never rewritten under its name (storage.ts), so one of the same name is the same.
    const present = new Set(existingImages);
    const counted = { count: 0, bytes: 0 };
    await readArchive(source, async (name, stream) => {
      if (name === manifest.database.entry) {
        await pipeline(stream, createWriteStream(databaseFile, { flags: "w", mode: 0o600 }));
        return;
      }
      if (!name.startsWith("images/")) {
        await pipeline(stream, drain());
        return;
      }
      const image = imageName(name.slice("images/".length));
      const size = manifest.files[name]?.bytes ?? 0;
      if (present.has(image)) await pipeline(stream, drain());
      else {
        await images.write(image, stream, size);
        written.push(image);
      }
      counted.count++;
      counted.bytes += size;
    });

    if (dialect === "sqlite") {
      inspectSqlite(databaseFile);
      await removeSqlite(sqliteTarget);
      await rename(databaseFile, sqliteTarget);
    } else {
      await restorePostgres(env.DATABASE_URL as string, databaseFile, options.replace);
    }
    const archived = new Set(
      Object.keys(manifest.files)
        .filter((name) => name.startsWith("images/"))
        .map((name) => name.slice("images/".length)),
    );
    for (const name of existingImages) if (!archived.has(name)) await images.remove(name);
    return {
      dialect,
      createdAt: manifest.createdAt,
      tables: manifest.database.tables,
      images: counted,
    };
  } catch (error) {
    for (const name of written) await images.remove(name).catch(() => {});
    throw error;
  } finally {
    await rm(databaseFile, { force: true });
    if (dialect === "postgres") await rm(work, { recursive: true, force: true });
  }
}
