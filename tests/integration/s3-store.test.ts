import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";
import { imageStoreFrom } from "~/.server/uploads/storage";

// The S3-compatible store against a local stand-in for the bucket's HTTP API
// (path-style requests, as MinIO and most S3-compatible services accept).

describe("S3-compatible image store", () => {
  let server: http.Server;
  let dir: string;
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const requests: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "mg-s3-"));
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const key = decodeURIComponent((req.url ?? "").split("?")[0] ?? "");
        requests.push(`${req.method} ${key}`);
        if (req.method === "PUT") {
          objects.set(key, {
            body: Buffer.concat(chunks),
            contentType: req.headers["content-type"],
          });
          res.writeHead(200, { ETag: '"etag"' });
        } else if (req.method === "GET") {
          const object = objects.get(key);
          if (object) {
            res.writeHead(200, {
              "Content-Type": object.contentType ?? "application/octet-stream",
              "Content-Length": String(object.body.length),
            });
            res.end(object.body);
            return;
          }
          res.writeHead(404, { "Content-Type": "application/xml" });
          res.end(
            "<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>",
          );
          return;
        } else if (req.method === "DELETE") {
          objects.delete(key);
          res.writeHead(204);
        } else {
          res.writeHead(405);
        }
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });

  afterAll(async () => {
    server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("uploads under business_images/, streams the object back and removes it again", async () => {
    const { port } = server.address() as AddressInfo;
    const env = parseEnv({
      DATA_DIR: dir,
      S3_BUCKET: "malmoguiden",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "eu-north-1",
      S3_ACCESS_KEY_ID: "test",
      S3_SECRET_ACCESS_KEY: "test-secret",
    });
    const store = imageStoreFrom(env);
    const file = path.join(dir, "upload.png");
    await writeFile(file, Buffer.from("png-bytes"));

    const stored = await store.put(file, "1795000000000-logga.png", "image/png");
    // No public URL: images are streamed through the app (img-src 'self').
    expect(stored).toEqual({ path: "business_images/1795000000000-logga.png" });
    const object = objects.get("/malmoguiden/business_images/1795000000000-logga.png");
    expect(object?.body.toString()).toBe("png-bytes");
    expect(object?.contentType).toBe("image/png");

    const image = await store.get(stored.path);
    expect(image?.contentType).toBe("image/png");
    expect(image?.size).toBe(9);
    expect(await new Response(image?.body).text()).toBe("png-bytes");
    expect(await store.get("business_images/finns-inte.png")).toBeUndefined();

    await store.remove(stored.path);
    expect(objects.size).toBe(0);
    expect(requests).toEqual([
      "PUT /malmoguiden/business_images/1795000000000-logga.png",
      "GET /malmoguiden/business_images/1795000000000-logga.png",
      "GET /malmoguiden/business_images/finns-inte.png",
      "DELETE /malmoguiden/business_images/1795000000000-logga.png",
    ]);
  });

  it("needs no public URL for a bucket: images are streamed through the app", () => {
    expect(parseEnv({ S3_BUCKET: "malmoguiden" }).S3_BUCKET).toBe("malmoguiden");
  });
});
