import { mkdtemp, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Env } from "../env";
import { type Manifest, writeArchive } from "./archive";
import { BackupError, type Snapshot, snapshotPostgres, snapshotSqlite } from "./database";
import { fileStream, imageSide } from "./images";

// `npm run backup`: the database in one snapshot, then the uploaded images, into one
// archive (archive.ts). What is not in it: the environment (secrets), and what the app
// makes again by itself (share images, temporary files, the .eml files of a local run).

export interface BackupReport {
  file: string;
  bytes: number;
  dialect: "sqlite" | "postgres";
  tables: Record<string, number>;
  images: { count: number; bytes: number; removedMeanwhile: number };
}

export async function createBackup(
  env: Env,
  file: string,
  now = new Date(),
): Promise<BackupReport> {
  const target = path.resolve(file);
  const exists = await stat(target).catch(() => undefined);
  if (exists) throw new BackupError(`${target} exists already: choose a new file name`);
  await stat(path.dirname(target)).catch(() => {
    throw new BackupError(`the folder ${path.dirname(target)} does not exist`);
  });

  const dialect = env.DATABASE_URL ? "postgres" : "sqlite";
  // The snapshot is made beside the archive (same disk), then streamed into it.
  const work = await mkdtemp(path.join(path.dirname(target), ".backup-"));
  const archive = writeArchive(target);
  try {
    const entry = dialect === "sqlite" ? "database/malmoguiden.db" : "database/malmoguiden.pgdump";
    const snapshotFile = path.join(work, path.basename(entry));
    let snapshot: Snapshot;
    try {
      snapshot =
        dialect === "sqlite"
          ? await snapshotSqlite(env.sqlitePath, snapshotFile)
          : await snapshotPostgres(env.DATABASE_URL as string, snapshotFile);
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(`the database could not be copied: ${(error as Error).message}`);
    }
    await archive.add(entry, fileStream(snapshotFile), (await stat(snapshotFile)).size);
    await rm(snapshotFile, { force: true });

    const images = imageSide(env);
    let names: string[];
    try {
      names = await images.list();
    } catch (error) {
      throw new BackupError(`the uploaded images cannot be listed: ${(error as Error).message}`);
    }
    const counted = { count: 0, bytes: 0, removedMeanwhile: 0 };
    for (const name of names) {
      const image = await images.read(name);
      if (!image) {
        counted.removedMeanwhile++;
        continue;
      }
      await archive.add(`images/${name}`, image.stream, image.size);
      counted.count++;
      counted.bytes += image.size;
    }

    const manifest: Omit<Manifest, "files"> = {
      format: "malmoguiden-backup",
      version: 1,
      createdAt: now.toISOString(),
      database: { dialect, entry, migration: snapshot.migration, tables: snapshot.tables },
      images: { store: images.store, count: counted.count, bytes: counted.bytes },
    };
    const { bytes } = await archive.finish(manifest);
    return { file: target, bytes, dialect, tables: snapshot.tables, images: counted };
  } catch (error) {
    await archive.abort();
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
