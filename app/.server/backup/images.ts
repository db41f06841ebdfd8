import { createReadStream, createWriteStream } from "node:fs";
import { link, mkdir, open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import type { Env } from "../env";
import { contentTypeOf } from "../uploads/image-file";
import { BUCKET, fsyncPath, s3ClientFrom } from "../uploads/storage";

// The uploaded images half of a backup: every file of the upload folder, or every
// object under business_images/ in the bucket. Stored images are written once and never
// changed (storage.ts), so a file listed after the database snapshot holds every image
// the snapshot refers to, except one removed in between (then the backup says so).

export interface ImageSide {
  store: "local" | "s3";
  /** Names of the stored images (no folders). */
  list(): Promise<string[]>;
  /** The image's bytes, or undefined when it was removed since it was listed. */
  read(name: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Stores an image (restore). */
  write(name: string, source: Readable, size: number): Promise<void>;
  remove(name: string): Promise<void>;
}

const NAME = /^[\w.-]+$/;

/** A plain file name from the archive (never a path), or an error. */
export function imageName(name: string): string {
  if (!NAME.test(name) || name.startsWith(".")) throw new Error(`unsafe image name ${name}`);
  return name;
}

function localSide(dir: string): ImageSide {
  return {
    store: "local",
    async list() {
      const entries = await readdir(dir, { withFileTypes: true }).catch((error) => {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
        .map((entry) => entry.name)
        .sort();
    },
    async read(name) {
      const file = path.join(dir, imageName(name));
      try {
        const info = await stat(file);
        // Opened before the size is trusted: a file removed now is simply not there.
        const handle = await open(file, "r");
        return { stream: handle.createReadStream(), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async write(name, source) {
      const temp = path.join(dir, ".tmp");
      await mkdir(temp, { recursive: true });
      const partial = path.join(temp, `restore-${imageName(name)}`);
      await pipeline(source, createWriteStream(partial, { mode: 0o640 }));
      await fsyncPath(partial);
      // As the app stores images: link() never replaces a file.
      await link(partial, path.join(dir, name));
      await rm(partial, { force: true });
    },
    async remove(name) {
      await rm(path.join(dir, imageName(name)), { force: true });
    },
  };
}

function s3Side(client: S3Client, bucket: string): ImageSide {
  const prefix = `${BUCKET}/`;
  return {
    store: "s3",
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length);
          if (name && !name.includes("/")) names.push(name);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.sort();
    },
    async read(name) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: `${prefix}${imageName(name)}` }),
        );
        if (!object.Body || object.ContentLength === undefined) return undefined;
        return { stream: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (failure.name === "NoSuchKey" || failure.$metadata?.httpStatusCode === 404)
          return undefined;
        throw error;
      }
    },
    async write(name, source, size) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${prefix}${imageName(name)}`,
          Body: source,
          ContentLength: size,
          ContentType: contentTypeOf(name),
        }),
      );
    },
    async remove(name) {
      await client.send(
        new DeleteObjectCommand({ Bucket: bucket, Key: `${prefix}${imageName(name)}` }),
      );
    },
  };
}

/** The image store the environment configures: the bucket when S3_BUCKET is set. */
export function imageSide(env: Env): ImageSide {
  return env.S3_BUCKET ? s3Side(s3ClientFrom(env), env.S3_BUCKET) : localSide(env.uploadDir);
}

/** Reads a whole local file as a stream (the database entry of an archive). */
export function fileStream(file: string): Readable {
  return createReadStream(file);
}
