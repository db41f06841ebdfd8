import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { tempPath } from "../uploads/temp-files";
import {
  BodyTooLargeError,
  FORM_TYPES,
  MAX_FORM_FIELDS,
  mediaType,
  parseUrlEncoded,
  readBody,
  requireMediaType,
  TooManyFieldsError,
} from "./body";

export { BodyTooLargeError } from "./body";

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

export interface MultipartLimits {
  maxBodyBytes: number;
  maxFieldBytes: number;
  /** The one file the form may carry; without it, files are skipped unread. */
  upload?: { fileField: string; maxFileBytes: number; tempDir: string };
}

/**
 * Streams a multipart/form-data body: text fields into memory (bounded), the one
 * file straight to a temporary file while counting bytes, so nothing large is ever
 * buffered. Exactly maxFileBytes are accepted; one more marks the file tooLarge.
 * Whatever goes wrong (the client disconnects, the body is cut off or too large),
 * the promise rejects once, after the temporary file is closed and removed.
 */
export async function parseMultipart(
  request: Request,
  limits: MultipartLimits,
): Promise<ParsedForm> {
  requireMediaType(request, FORM_TYPES);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limits.maxBodyBytes) throw new BodyTooLargeError();
  if (!request.body) return { fields: {}, oversizedFields: [] };

  if (mediaType(request) !== "multipart/form-data") {
    const fields = parseUrlEncoded(await readBody(request, limits.maxBodyBytes));
    const oversizedFields = Object.keys(fields).filter(
      (name) => Buffer.byteLength(fields[name] as string) > limits.maxFieldBytes,
    );
    return { fields, oversizedFields };
  }

  const { upload } = limits;
  if (upload) await mkdir(upload.tempDir, { recursive: true });
  const fields: Record<string, string> = {};
  const oversizedFields: string[] = [];
  let file: UploadedFile | undefined;
  let fileDone: Promise<void> = Promise.resolve();
  let fileStream: Readable | undefined;

  const parser = busboy({
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    defParamCharset: "utf8",
    limits: {
      files: 1,
      fields: MAX_FORM_FIELDS,
      parts: MAX_FORM_FIELDS + 2,
      fileSize: (upload?.maxFileBytes ?? 0) + 1,
      fieldSize: limits.maxFieldBytes,
    },
  });
  const tooMany = () => parser.destroy(new TooManyFieldsError());
  parser.on("fieldsLimit", tooMany);
  parser.on("partsLimit", tooMany);

  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) oversizedFields.push(name);
    fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    if (!upload || name !== upload.fileField || file || !info.filename) {
      stream.resume();
      return;
    }
    const received: UploadedFile = {
      tempPath: tempPath(upload.tempDir, ".part"),
      originalName: info.filename,
      size: 0,
      tooLarge: false,
    };
    file = received;
    fileStream = stream;
    stream.on("data", (chunk: Buffer) => {
      received.size += chunk.length;
    });
    // busboy stops at its limit, set one byte past ours: reaching it means too large.
    stream.on("limit", () => {
      received.tooLarge = true;
    });
    // 'wx': a fresh file or an error, never someone else's file.
    fileDone = pipeline(stream, createWriteStream(received.tempPath, { flags: "wx" }));
    // Observed here so a failure elsewhere in the body can never leave it unhandled;
    // it is still awaited below.
    fileDone.catch(() => undefined);
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
    if (received) {
      // The file stream is ended and its file closed before the file is removed.
      fileStream?.destroy();
      await fileDone.catch(() => undefined);
      await rm(received.tempPath, { force: true });
    }
    throw error;
  }
  const received = file as UploadedFile | undefined;
  if (received && received.size === 0) {
    await rm(received.tempPath, { force: true });
    return { fields, oversizedFields };
  }
  return { fields, oversizedFields, file: received };
}
