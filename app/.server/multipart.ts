import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";

export interface UploadedFile {
  /** Where the received bytes wait for checking; the caller removes it. */
  tempPath: string;
  originalName: string;
  size: number;
  /** More than maxFileBytes were sent: the rest was discarded. */
  tooLarge: boolean;
}

export interface ParsedForm {
  fields: Record<string, string>;
  /** Fields whose value was cut at the field size limit. */
  oversizedFields: string[];
  file?: UploadedFile;
}

export class BodyTooLargeError extends Error {}

export interface MultipartLimits {
  fileField: string;
  maxFileBytes: number;
  maxFieldBytes: number;
  maxBodyBytes: number;
  tempDir: string;
}

/**
 * Streams a multipart/form-data body: text fields into memory (bounded), the one
 * file straight to a temporary file while counting bytes, so nothing large is ever
 * buffered. Exactly maxFileBytes are accepted; one more marks the file tooLarge.
 */
export async function parseMultipart(
  request: Request,
  limits: MultipartLimits,
): Promise<ParsedForm> {
  const contentType = request.headers.get("content-type") ?? "";
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limits.maxBodyBytes) throw new BodyTooLargeError();
  if (!request.body) return { fields: {}, oversizedFields: [] };

  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    const text = await new Response(request.body).text();
    if (Buffer.byteLength(text) > limits.maxBodyBytes) throw new BodyTooLargeError();
    return { fields: Object.fromEntries(new URLSearchParams(text)), oversizedFields: [] };
  }

  await mkdir(limits.tempDir, { recursive: true });
  const fields: Record<string, string> = {};
  const oversizedFields: string[] = [];
  let file: UploadedFile | undefined;
  let fileDone: Promise<void> = Promise.resolve();

  const parser = busboy({
    headers: { "content-type": contentType },
    defParamCharset: "utf8",
    limits: {
      files: 1,
      fields: 30,
      parts: 32,
      fileSize: limits.maxFileBytes + 1,
      fieldSize: limits.maxFieldBytes,
    },
  });

  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) oversizedFields.push(name);
    fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    if (name !== limits.fileField || file || !info.filename) {
      stream.resume();
      return;
    }
    const received: UploadedFile = {
      tempPath: path.join(limits.tempDir, randomUUID()),
      originalName: info.filename,
      size: 0,
      tooLarge: false,
    };
    file = received;
    stream.on("data", (chunk: Buffer) => {
      received.size += chunk.length;
    });
    // busboy stops at its limit, set one byte past ours: reaching it means too large.
    stream.on("limit", () => {
      received.tooLarge = true;
    });
    fileDone = pipeline(stream, createWriteStream(received.tempPath));
  });

  // Counts the whole body so an endless request is cut off, not read to the end.
  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > limits.maxBodyBytes) callback(new BodyTooLargeError());
      else callback(null, chunk);
    },
  });

  try {
    await pipeline(
      Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>),
      counter,
      parser,
    );
    await fileDone;
  } catch (error) {
    const received = file as UploadedFile | undefined;
    if (received) await rm(received.tempPath, { force: true });
    throw error;
  }
  const received = file as UploadedFile | undefined;
  if (received && received.size === 0) {
    await rm(received.tempPath, { force: true });
    return { fields, oversizedFields };
  }
  return { fields, oversizedFields, file: received };
}
