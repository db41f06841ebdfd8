import { promisify } from "node:util";
import zlib from "node:zlib";

// A cached page is the same for every visitor except its CSP nonce, which is new on every
// response. Compressing the whole page per response costs more CPU than everything else
// the server does for it (issue 12), so the page is compressed once, in pieces, and each
// response splices its nonce in as raw bytes:
//
// - the text between two nonces is a raw deflate stream of its own, ended with a sync
//   flush (byte-aligned, not final), and compressed with the text before it as its
//   dictionary, so it compresses about as well as the whole page would;
// - in that dictionary each nonce is NUL bytes of the nonce's length: page text holds no
//   NUL, so no match can reach into a nonce, whose bytes differ per response, while the
//   distances of matches across it stay right;
// - each nonce goes in as a stored deflate block, and a gzip header and trailer (CRC-32
//   and length of this response's text) wrap the whole.
//
// Only gzip can be spliced like this: brotli's streams carry state (recent distances,
// references into its built-in dictionary) from one part into the next.

const deflateRaw = promisify(zlib.deflateRaw);

/** The length of every nonce the pieces leave room for (16 random bytes in base64). */
export const NONCE_LENGTH = 24;

/** The deflate window: a dictionary longer than this is of no use. */
const WINDOW = 32 * 1024;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export interface SplicedGzip {
  /** The page's text between its nonces (one more than there are nonces). */
  texts: Buffer[];
  /** Each text's raw deflate stream; only the last one is final. */
  deflated: Buffer[];
}

/**
 * Compresses a page once, given as its text split where its nonces go. Undefined when
 * the text holds a NUL byte (a nonce's stand-in in the dictionaries).
 */
export async function prepareSplicedGzip(pieces: string[]): Promise<SplicedGzip | undefined> {
  const texts = pieces.map((piece) => Buffer.from(piece));
  if (texts.some((text) => text.includes(0))) return undefined;
  const placeholder = Buffer.alloc(NONCE_LENGTH);
  const deflated: Buffer[] = [];
  let before = Buffer.alloc(0);
  for (const [index, text] of texts.entries()) {
    const last = index === texts.length - 1;
    deflated.push(
      await deflateRaw(text, {
        level: 9,
        memLevel: 9,
        finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
        ...(before.length > 0 ? { dictionary: before } : {}),
      }),
    );
    before = Buffer.concat([before, text, last ? Buffer.alloc(0) : placeholder]);
    if (before.length > WINDOW) before = before.subarray(before.length - WINDOW);
  }
  return { texts, deflated };
}

/** A deflate stored block (not final) holding `bytes`, which must be < 64 KiB. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt8(0, 0); // BFINAL 0, BTYPE 00, then padding to the byte boundary
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The page's gzip with `nonce` in every place left for it. */
export function spliceNonce(prepared: SplicedGzip, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  if (nonceBytes.length !== NONCE_LENGTH)
    throw new Error(`A nonce must be ${NONCE_LENGTH} bytes, not ${nonceBytes.length}`);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (const [index, text] of prepared.texts.entries()) {
    parts.push(prepared.deflated[index] as Buffer);
    crc = zlib.crc32(text, crc);
    length += text.length;
    if (index < prepared.texts.length - 1) {
      parts.push(storedBlock(nonceBytes));
      crc = zlib.crc32(nonceBytes, crc);
      length += nonceBytes.length;
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
