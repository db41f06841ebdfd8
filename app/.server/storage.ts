import { createReadStream } from "node:fs";
import { link, mkdir, open, rm, unlink } from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Env } from "./env";

/** The store for registration images (spec 7: bucket business_images). */
export interface ImageStore {
  /** Moves a finished file into the store; returns its stored path and public URL. */
  put(localFile: string, name: string, contentType: string): Promise<{ path: string; url: string }>;
  remove(storedPath: string): Promise<void>;
  /** A folder for files being received or processed (same disk as the store, so moves are atomic); see temp-files.ts. */
  tempDir: string;
}

export const BUCKET = "business_images";
/** Public URL prefix of the local store, served by server/app.ts. */
export const LOCAL_URL_PREFIX = `/uploads/${BUCKET}`;

async function fsyncDir(dir: string) {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function localImageStore(dir: string): ImageStore {
  const tempDir = path.join(dir, ".tmp");
  return {
    tempDir,
    async put(localFile, name) {
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, name);
      // The name is already sanitised; this guards against any future caller that is not.
      if (path.dirname(target) !== path.resolve(dir) && path.dirname(target) !== dir)
        throw new Error("unsafe name");
      // link() never replaces an existing file (EEXIST), unlike rename(): a stored
      // image can only ever be written once.
      await link(localFile, target);
      await fsyncDir(dir);
      await unlink(localFile);
      return { path: `${BUCKET}/${name}`, url: `${LOCAL_URL_PREFIX}/${encodeURIComponent(name)}` };
    },
    async remove(storedPath) {
      const name = path.basename(storedPath);
      await rm(path.join(dir, name), { force: true });
    },
  };
}

export function s3ImageStore(env: Env, tempDir: string): ImageStore {
  const client = new S3Client({
    region: env.S3_REGION,
    // Plain bodies without trailing checksums: accepted by every S3-compatible service.
    requestChecksumCalculation: "WHEN_REQUIRED",
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  const bucket = env.S3_BUCKET as string;
  const publicBase = (env.S3_PUBLIC_URL as string).replace(/\/$/, "");
  return {
    tempDir,
    async put(localFile, name, contentType) {
      const key = `${BUCKET}/${name}`;
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(localFile),
          ContentType: contentType,
        }),
      );
      await rm(localFile, { force: true });
      return { path: key, url: `${publicBase}/${encodeURIComponent(name)}` };
    },
    async remove(storedPath) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: storedPath }));
    },
  };
}

export function imageStoreFrom(env: Env): ImageStore {
  return env.S3_BUCKET
    ? s3ImageStore(env, path.join(env.DATA_DIR, "tmp"))
    : localImageStore(env.uploadDir);
}
