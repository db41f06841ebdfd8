import { open } from "node:fs/promises";
import sharp, { type Metadata } from "sharp";

// What an uploaded file really is, decided from its bytes, never from its name or
// the browser's content type.

export type ImageFormat = "png" | "jpeg" | "gif" | "webp";

export const EXTENSIONS: Record<ImageFormat, string> = {
  png: "png",
  jpeg: "jpg",
  gif: "gif",
  webp: "webp",
};
export const CONTENT_TYPES: Record<ImageFormat, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/** The content type of a stored image, from the extension its sniffed type gave it. */
export function contentTypeOf(storedName: string): string {
  const extension = storedName.split(".").pop();
  const format = (Object.keys(EXTENSIONS) as ImageFormat[]).find(
    (key) => EXTENSIONS[key] === extension,
  );
  return format ? CONTENT_TYPES[format] : "application/octet-stream";
}

/** Larger images are refused before decoding (a 'pixel flood' header claims billions of pixels). */
export const MAX_PIXELS = 40_000_000;
export const MAX_SIDE = 12_000;

export function sniffImageFormat(header: Uint8Array): ImageFormat | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => header[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (
    starts(0x47, 0x49, 0x46, 0x38) &&
    (header[4] === 0x37 || header[4] === 0x39) &&
    header[5] === 0x61
  )
    return "gif";
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    header[8] === 0x57 &&
    header[9] === 0x45 &&
    header[10] === 0x42 &&
    header[11] === 0x50
  )
    return "webp";
  return undefined;
}

export async function readHeader(filePath: string, length = 16): Promise<Uint8Array> {
  const handle = await open(filePath, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export type CleanResult =
  | { ok: true; format: ImageFormat; width: number; height: number }
  | { ok: false; reason: "notImage" | "tooManyPixels" | "unreadable" };

/**
 * Checks the real type and the claimed size, then re-encodes the image to `outPath`
 * without any metadata (EXIF GPS, camera data, comments), applying the EXIF
 * orientation first so photos stay upright. The output is flushed to disk.
 */
export async function cleanImage(inputPath: string, outPath: string): Promise<CleanResult> {
  const format = sniffImageFormat(await readHeader(inputPath));
  if (!format) return { ok: false, reason: "notImage" };

  const animated = format === "gif" || format === "webp";
  let metadata: Metadata;
  try {
    // metadata() reads the header only: nothing is decoded yet.
    metadata = await sharp(inputPath, { animated, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  if (metadata.format !== format && !(format === "jpeg" && metadata.format === "jpeg")) {
    return { ok: false, reason: "notImage" };
  }
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  const pages = metadata.pages ?? 1;
  if (!width || !height) return { ok: false, reason: "unreadable" };
  if (width > MAX_SIDE || height > MAX_SIDE || width * height * pages > MAX_PIXELS) {
    return { ok: false, reason: "tooManyPixels" };
  }

  try {
    let pipeline = sharp(inputPath, { animated, limitInputPixels: MAX_PIXELS, failOn: "error" });
    if (format === "jpeg") pipeline = pipeline.rotate().jpeg({ quality: 85 });
    else if (format === "png") pipeline = pipeline.png();
    else if (format === "gif") pipeline = pipeline.gif();
    else pipeline = pipeline.webp({ quality: 85 });
    // sharp writes no metadata unless asked to (withMetadata), so EXIF/GPS is gone.
    await pipeline.toFile(outPath);
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  const handle = await open(outPath, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { ok: true, format, width, height };
}
