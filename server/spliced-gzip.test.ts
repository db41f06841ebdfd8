import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { prepareSplicedGzip, type SplicedGzip, spliceNonce } from "./spliced-gzip";

/** The prepared page, which these tests' texts (no NUL) always give. */
async function prepare(pieces: string[]): Promise<SplicedGzip> {
  const prepared = await prepareSplicedGzip(pieces);
  if (!prepared) throw new Error("not prepared");
  return prepared;
}

const nonce = () => randomBytes(16).toString("base64");

/** Deterministic text that compresses like a page: words from a small vocabulary. */
function pageText(words: number, seed: number): string {
  const vocabulary = [
    '<div class="card">',
    "Malmö",
    "restaurang",
    "</div>",
    "evenemang",
    "öppet",
    "Möllevången",
    '<a href="/category/',
    '">',
    "kaffe",
  ];
  let state = seed;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out.push(vocabulary[state % vocabulary.length] as string, String(state % 97));
  }
  return out.join(" ");
}

describe("spliced gzip", () => {
  it("decompresses to the page with this response's nonce in every place", async () => {
    const pieces = [
      '<!doctype html><script nonce="',
      `">var a = 1;</script>${pageText(400, 1)}<script nonce="`,
      `">boot()</script>${pageText(300, 2)}`,
    ];
    const prepared = await prepare(pieces);
    for (const value of [nonce(), nonce()]) {
      // gunzip checks the trailer's CRC-32 and length as well.
      const text = gunzipSync(spliceNonce(prepared, value)).toString();
      expect(text).toBe(pieces.join(value));
    }
  });

  it("keeps text that looks like a nonce intact around the spliced ones", async () => {
    const looksLikeNonce = "AAAAAAAAAAAAAAAAAAAAAA==";
    const pieces = [`x ${looksLikeNonce} "`, `" ${looksLikeNonce} "`, `" ${looksLikeNonce}`];
    const prepared = await prepare(pieces);
    const value = "BBBBBBBBBBBBBBBBBBBBBB==";
    expect(gunzipSync(spliceNonce(prepared, value)).toString()).toBe(pieces.join(value));
  });

  it("compresses about as well as the whole page: each piece may refer to the text before it", async () => {
    const text = pageText(1500, 3);
    const pieces = [`${text}<script nonce="`, `"></script>${text}`];
    const prepared = await prepare(pieces);
    const spliced = spliceNonce(prepared, nonce()).length;
    const whole = gzipSync(pieces.join(nonce()), { level: 9 }).length;
    // Without the dictionary the repeated text would cost about twice as much.
    expect(spliced).toBeLessThan(whole * 1.1);
  });

  it("serves a page without a nonce and refuses text with NUL or a nonce of another length", async () => {
    const single = await prepare(["<p>Hej</p>"]);
    expect(gunzipSync(spliceNonce(single, nonce())).toString()).toBe("<p>Hej</p>");
    expect(await prepareSplicedGzip(["a\u0000b", "c"])).toBeUndefined();
    const prepared = await prepare(["a", "b"]);
    expect(() => spliceNonce(prepared, "short")).toThrow();
  });
});
