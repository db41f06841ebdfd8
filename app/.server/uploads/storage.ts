import { createReadStream } from "node:fs";
import { link, mkdir, open, rm, stat } from "node:fs/promises";
import path from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { Env } from "../env";
import { contentTypeOf } from "./image-file";
import { UPLOAD_CSP } from "./upload-csp";

/** A stored image, ready to stream to the browser. */
export interface StoredImage {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes, when the store knows them. */
  size?: number;
}

/**
 * The store for uploaded images (spec 7: bucket business_images). Nothing in it is
 * public by itself: the app serves a registration's image through its unguessable link
 * and a business's photo from the business's own path (see the URL helpers below), so
 * an image is only visible once someone decided it may be.
 */
export interface ImageStore {
  /**
   * Copies a finished file into the store under `name` (never replacing a stored file on
   * local disk: EEXIST, see isAlreadyStored) and returns its stored path. The local file
   * stays where it is: the caller removes it once the row that owns the image is
   * committed, so that a crash in between leaves a marker for the start-up sweep.
   */
  put(localFile: string, name: string, contentType: string): Promise<{ path: string }>;
  /** The stored image, or undefined when there is none under that path. */
  get(storedPath: string): Promise<StoredImage | undefined>;
  remove(storedPath: string): Promise<void>;
  /** Throws when the store cannot be reached now (S3: HeadBucket); the health check asks it. */
  reach?(): Promise<void>;
  /** A folder for files being received or processed (same disk as the store, so moves are atomic); see temp-files.ts. */
  tempDir: string;
}

export const BUCKET = "business_images";
/** A health check's question to the bucket is given up after this long. */
const REACH_TIMEOUT_MS = 2000;

/** True when put() found the image already stored (a move finished twice after a crash). */
export function isAlreadyStored(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === "EEXIST";
}

/** Flushes a file or folder to the disk (a folder: the names it holds). */
export async function fsyncPath(target: string) {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function localImageStore(dir: string): ImageStore {
  const tempDir = path.join(dir, ".tmp");
  /** The file of a stored path: only its last segment counts, so nothing leaves `dir`. */
  const fileOf = (storedPath: string) => path.join(dir, path.basename(storedPath));
  return {
    tempDir,
    async put(localFile, name) {
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, name);
      // The name is already sanitised; this guards against any future caller that is not.
      if (path.dirname(target) !== path.resolve(dir) && path.dirname(target) !== dir)
        throw new Error("unsafe name");
      // link() never replaces an existing file (EEXIST), unlike rename(): a stored
      // image can only ever be written once. The file is flushed already (cleanImage).
      await link(localFile, target);
      await fsyncPath(dir);
      return { path: `${BUCKET}/${name}` };
    },
    async get(storedPath) {
      const file = fileOf(storedPath);
      let size: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) return undefined;
        size = info.size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
      return {
        body: createReadableStreamFromReadable(createReadStream(file)),
        contentType: contentTypeOf(file),
        size,
      };
    },
    async remove(storedPath) {
      await rm(fileOf(storedPath), { force: true });
    },
  };
}

/** The client of the S3-compatible bucket the environment names (S3_*). */
export function s3ClientFrom(env: Env): S3Client {
  return new S3Client({
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
}

export function s3ImageStore(env: Env, tempDir: string): ImageStore {
  const client = s3ClientFrom(env);
  const bucket = env.S3_BUCKET as string;
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
      return { path: key };
    },
    // Streamed through the app, so pages keep `img-src 'self'` and the bucket stays private.
    async get(storedPath) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: storedPath }));
        if (!object.Body) return undefined;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: contentTypeOf(storedPath),
          size: object.ContentLength,
        };
      } catch (error) {
        const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (failure.name === "NoSuchKey" || failure.$metadata?.httpStatusCode === 404)
          return undefined;
        throw error;
      }
    },
    async remove(storedPath) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: storedPath }));
    },
    // The cheapest call that proves the bucket is there and the keys are accepted.
    async reach() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), {
        abortSignal: AbortSignal.timeout(REACH_TIMEOUT_MS),
      });
    },
  };
}

export function imageStoreFrom(env: Env): ImageStore {
  return env.S3_BUCKET
    ? s3ImageStore(env, path.join(env.DATA_DIR, "tmp"))
    : localImageStore(env.uploadDir);
}

// Where the app serves stored images. Both are routes (app/routes/registrering/bild/$token.ts
// and business-photo.ts) that read the database before they stream anything.

/** A stored file name: a random id with the extension of the image's sniffed type. */
export const STORED_IMAGE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|gif|webp)$/;

/** The registrant's (and the operator's) link to a registration's image: unguessable, never indexed. */
export function registrationImageUrl(token: string): string {
  return `/registrering/bild/${token}`;
}

/** A business's photo, served from the business's own path. */
export function placeImageUrl(slug: string, storedPath: string): string {
  return `/images/business/${slug}/${path.posix.basename(storedPath)}`;
}

/** The stored path behind a business photo's file name. */
export function storedPathOf(fileName: string): string {
  return `${BUCKET}/${fileName}`;
}

/**
 * An image answer: its type from the extension of its sniffed type, and the upload
 * CSP (an image opened on its own runs nothing). nosniff is on every response already
 * (server/security-headers.ts).
 */
export function imageResponse(image: StoredImage, headers: Record<string, string>): Response {
  return new Response(image.body, {
    headers: {
      "Content-Type": image.contentType,
      ...(image.size === undefined ? {} : { "Content-Length": String(image.size) }),
      "Content-Security-Policy": UPLOAD_CSP,
      ...headers,
    },
  });
}

/** The 404 of the image routes, with the same policy as the images. */
export function imageNotFound(headers: Record<string, string> = {}): Response {
  return new Response("Bilden finns inte.", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Security-Policy": UPLOAD_CSP,
      ...headers,
    },
  });
}

/** File-system faults on our side (full or read-only disk): the server's problem, not the user's. */
export function isStorageFault(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return ["EACCES", "EPERM", "EROFS", "ENOSPC", "EDQUOT", "EIO", "ENOTDIR"].includes(code ?? "");
}
