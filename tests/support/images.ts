import { crc32 } from "node:zlib";
import sharp from "sharp";

// Image fixtures made on the fly, so the tests ship no binaries.

export async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 8, g: 126, b: 139 } } })
    .png()
    .toBuffer();
}

export async function gif(): Promise<Buffer> {
  return sharp({
    create: { width: 32, height: 32, channels: 3, background: { r: 255, g: 200, b: 87 } },
  })
    .gif()
    .toBuffer();
}

/** A JPEG that carries EXIF with GPS coordinates and a camera make. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({
    create: { width: 80, height: 60, channels: 3, background: { r: 255, g: 90, b: 95 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: "Testkamera", Model: "GPS-modell" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "55/1 36/1 19/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "13/1 0/1 0/1",
      },
    })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid PNG padded with a private ancillary chunk to exactly `size` bytes. */
export async function pngOfExactSize(size: number): Promise<Buffer> {
  const base = await png(16, 16);
  const iendAt = base.length - 12;
  const padding = size - base.length - 12;
  if (padding < 0) throw new Error("size too small");
  const filler = chunk("prVt", Buffer.alloc(padding, 0x61));
  const result = Buffer.concat([base.subarray(0, iendAt), filler, base.subarray(iendAt)]);
  if (result.length !== size) throw new Error(`built ${result.length} bytes`);
  return result;
}

/** A tiny PNG whose header claims 100 000 x 100 000 pixels (a 'pixel flood'). */
export function pixelFloodPng(): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    signature,
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A photo form as the browser sends it: multipart with `intent`, the file (a small PNG
 * unless `bytes` are given) and its alt text.
 */
export async function photoForm(
  intent: string,
  alt: string,
  bytes?: Buffer,
  file = { name: "foto.jpg", type: "image/jpeg" },
): Promise<FormData> {
  const body = new FormData();
  body.set("intent", intent);
  body.set(
    "image",
    new Blob([new Uint8Array(bytes ?? (await png(40, 30)))], { type: file.type }),
    file.name,
  );
  body.set("alt", alt);
  return body;
}
