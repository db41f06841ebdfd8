import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { PassThrough, type Readable, Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";

// A backup archive: one gzipped tar file. Its last entry, manifest.json, lists every
// other entry with its size and SHA-256, so a restore can prove the archive whole
// (nothing cut off, nothing changed) before it writes anything.

export const MANIFEST = "manifest.json";
export const FORMAT = "malmoguiden-backup";
export const FORMAT_VERSION = 1;

export interface FileSum {
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  createdAt: string;
  database: {
    dialect: "sqlite" | "postgres";
    /** The archive entry holding the database (an SQLite file, or a pg_dump archive). */
    entry: string;
    /** The last migration applied, so a restore into an older app can refuse. */
    migration: string | null;
    /** Rows per table, as read in the snapshot that was archived. */
    tables: Record<string, number>;
  };
  images: { store: "local" | "s3"; count: number; bytes: number };
  files: Record<string, FileSum>;
}

/** A backup archive that cannot be used: damaged, cut off, or not one of ours. */
export class ArchiveError extends Error {}

/** Counts and hashes what passes through. */
function summing() {
  const hash = createHash("sha256");
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, sum: (): FileSum => ({ bytes, sha256: hash.digest("hex") }) };
}

export interface ArchiveWriter {
  /** Adds an entry from a stream of exactly `size` bytes. */
  add(name: string, source: Readable, size: number): Promise<FileSum>;
  /** Writes the manifest last, flushes the file to disk and gives it its final name. */
  finish(manifest: Omit<Manifest, "files">): Promise<{ bytes: number }>;
  /** Removes the unfinished file (after a failure). */
  abort(): Promise<void>;
}

/**
 * Writes `file` (first as `file.partial`, renamed when complete, so a backup that fails
 * half-way never leaves an archive that looks finished).
 */
export function writeArchive(file: string): ArchiveWriter {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const output = createWriteStream(partial, { flags: "wx" });
  const written = pipeline(pack, zlib.createGzip({ level: 6 }), output);
  // A failure of the file (disk full) surfaces at finish(); keep it from being unhandled.
  written.catch(() => {});
  const files: Record<string, FileSum> = {};

  return {
    async add(name, source, size) {
      if (name === MANIFEST || files[name]) throw new Error(`duplicate archive entry ${name}`);
      const { stream, sum } = summing();
      const entry = pack.entry({ name, size, mode: 0o600 });
      await pipeline(source, stream, entry as unknown as Writable);
      const summed = sum();
      if (summed.bytes !== size)
        throw new Error(`${name} changed while it was read (${summed.bytes} of ${size} bytes)`);
      files[name] = summed;
      return summed;
    },
    async finish(manifest) {
      const body = Buffer.from(JSON.stringify({ ...manifest, files }, null, 2));
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name: MANIFEST, size: body.length, mode: 0o600 }, body, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
      pack.finalize();
      await written;
      const handle = await open(partial, "r");
      let bytes: number;
      try {
        await handle.sync();
        bytes = (await handle.stat()).size;
      } finally {
        await handle.close();
      }
      await rename(partial, file);
      return { bytes };
    },
    async abort() {
      pack.destroy();
      await written.catch(() => {});
      await rm(partial, { force: true });
    },
  };
}

/**
 * Reads an archive entry by entry. `onEntry` gets each entry but the manifest (its
 * stream must be consumed); the manifest is returned once every entry has been checked
 * against it. Any damage, a cut-off end, a missing or unlisted entry throws ArchiveError.
 */
export async function readArchive(
  file: string,
  onEntry: (name: string, stream: Readable) => Promise<void>,
): Promise<Manifest> {
  const extract = tar.extract();
  const seen: Record<string, FileSum> = {};
  let manifestText: string | undefined;

  extract.on("entry", (header, stream, next) => {
    const name = header.name;
    const handle = async () => {
      if (header.type !== "file") throw new ArchiveError(`unexpected entry ${name}`);
      if (name === MANIFEST) {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        manifestText = Buffer.concat(chunks).toString("utf8");
        return;
      }
      if (manifestText !== undefined) throw new ArchiveError(`entry ${name} after the manifest`);
      if (seen[name]) throw new ArchiveError(`entry ${name} appears twice`);
      const { stream: counted, sum } = summing();
      const through = new PassThrough();
      await Promise.all([pipeline(stream, counted, through), onEntry(name, through)]);
      seen[name] = sum();
    };
    handle().then(
      () => next(),
      (error) => next(error),
    );
  });

  try {
    await pipeline(createReadStream(file), zlib.createGunzip(), extract);
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new ArchiveError(`no such file: ${file}`);
    throw new ArchiveError(
      `the archive is damaged or cut off (${(error as Error).message || code})`,
    );
  }

  if (manifestText === undefined)
    throw new ArchiveError("the archive is cut off: its manifest (the last entry) is missing");
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch {
    throw new ArchiveError("the archive's manifest is damaged");
  }
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION)
    throw new ArchiveError(
      `not a ${FORMAT} archive of version ${FORMAT_VERSION} (found ${manifest.format} ${manifest.version})`,
    );
  const listed = Object.keys(manifest.files ?? {});
  for (const name of listed) {
    const expected = manifest.files[name] as FileSum;
    const actual = seen[name];
    if (!actual) throw new ArchiveError(`the archive is cut off: ${name} is missing`);
    if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256)
      throw new ArchiveError(`${name} is damaged (its checksum does not match the manifest)`);
  }
  for (const name of Object.keys(seen))
    if (!manifest.files[name]) throw new ArchiveError(`entry ${name} is not in the manifest`);
  if (!manifest.files[manifest.database?.entry])
    throw new ArchiveError("the archive holds no database");
  return manifest;
}
