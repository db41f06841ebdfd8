import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll } from "vitest";
import { type RunningServer, rawRequest, startServer } from "./server-process";

// Test support for the attack list against the production server process: raw
// multipart and form requests, bodies of any size made on the fly, and a server that the
// tests of a block share.

export const BOUNDARY = "----malmoguiden-test";
export const FIELDS = {
  business_name: "Testcafé",
  category: "Restauranger",
  business_info: "Ett kafé.",
  contact_email: "test@example.se",
};

export function multipartBody(
  fileBytes: Buffer,
  fileName = "bild.png",
  fields: Record<string, string> = FIELDS,
): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(
      `${parts.join("")}--${BOUNDARY}\r\nContent-Disposition: form-data; name="profile_image"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    fileBytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

export function head(pathname: string, headers: Record<string, string>) {
  const lines = Object.entries({ Host: "127.0.0.1", ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `POST ${pathname} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`;
}

/** A registration sent chunked (no length declared) with a 7 MB picture, far over the limit. */
export const oversizedRegistration = (port: number, pathname: string) =>
  rawRequest(port, (socket) => {
    socket.write(
      head(pathname, {
        "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
        "Transfer-Encoding": "chunked",
      }),
    );
    const big = multipartBody(Buffer.alloc(7 * 1024 * 1024, 1));
    for (let offset = 0; offset < big.length; offset += 65_536) {
      const piece = big.subarray(offset, offset + 65_536);
      socket.write(`${piece.length.toString(16)}\r\n`);
      socket.write(piece);
      socket.write("\r\n");
    }
    socket.write("0\r\n\r\n");
  });

export const registration = (body: Buffer, extra: Record<string, string> = {}) =>
  head("/submit-business", {
    "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
    "Content-Length": String(body.length),
    ...extra,
  });

export const newsletterSignup = (
  base: string,
  email: string,
  headers: Record<string, string> = {},
) =>
  fetch(`${base}/newsletter`, {
    method: "POST",
    body: new URLSearchParams({ email }),
    headers,
  });

/** A lazily generated body of `total` bytes: nothing is held in the test's memory either. */
export function endlessBody(total: number) {
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return Readable.from(
    (function* () {
      while (sent < total) {
        sent += chunk.length;
        yield chunk;
      }
    })(),
  );
}

/**
 * One production server process with demo payments and a 1.5 s request timeout, on a
 * data folder of its own, for the tests of the block this is called in; stopped and
 * removed after them.
 */
export function hardenedServer() {
  const t = {} as { dataDir: string; server: RunningServer };

  beforeAll(async () => {
    t.dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-hardening-"));
    t.server = await startServer({
      DATA_DIR: t.dataDir,
      DEMO_PAYMENTS: "true",
      PUBLIC_URL: "https://malmoguiden.example",
      REQUEST_TIMEOUT_MS: "1500",
    });
  }, 60_000);

  afterAll(async () => {
    await t.server?.stop();
    await rm(t.dataDir, { recursive: true, force: true });
  });

  return t;
}
