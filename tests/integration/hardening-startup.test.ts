import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BOUNDARY, head, multipartBody } from "../support/hardening";
import {
  BUILD_EXISTS,
  freePort,
  rawRequest,
  spawnServer,
  startServer,
  withOwnServer,
} from "../support/server-process";

// The production server process at its edges: an upload folder it cannot write, a corrupt
// database file at start-up, and in-flight requests drained on SIGTERM.

describe.skipIf(!BUILD_EXISTS)("server faults and start-up", () => {
  it("answers 503 (not a user error) when the upload folder cannot be written, and /healthz says so", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-unwritable-"));
    const blocker = path.join(dataDir, "not-a-folder");
    await writeFile(blocker, "x");
    const server = await startServer({
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(blocker, "uploads"),
    });
    try {
      const health = await fetch(`${server.base}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ checks: { uploads: "error", database: "ok" } });
      const body = multipartBody(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
          .png()
          .toBuffer(),
      );
      const response = await fetch(`${server.base}/submit-business`, {
        method: "POST",
        headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
        body: new Uint8Array(body),
      });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain(
        "Bilduppladdning misslyckades: bilder kan inte tas emot",
      );
      expect(server.output()).toContain("upload folder not writable");
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("says in one line what is wrong when the database file is corrupt", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-corrupt-"));
    await writeFile(path.join(dataDir, "malmoguiden.db"), randomBytes(8192));
    const { exited, output } = spawnServer({ DATA_DIR: dataDir }, await freePort());
    expect(await exited).toBe(1);
    const lines = output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("not a valid SQLite database");
    expect(lines[0]).toContain(path.join(dataDir, "malmoguiden.db"));
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it("drains in-flight requests on SIGTERM and exits 0", async () => {
    await withOwnServer("mg-drain-", { LOG_LEVEL: "info" }, async (server) => {
      const body = Buffer.from(
        new URLSearchParams({ email: "under-stangning@example.se" }).toString(),
      );
      const inFlight = rawRequest(server.port, (socket) => {
        socket.write(
          head("/newsletter", {
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": String(body.length),
          }),
        );
        socket.write(body.subarray(0, 5), () => {
          // The request is under way: stop the server, and once it says it is
          // draining, let the rest of the body arrive.
          server.child.stdout?.on("data", (chunk: Buffer) => {
            if (chunk.toString().includes("shutting down")) socket.write(body.subarray(5));
          });
          server.child.kill("SIGTERM");
        });
      });
      const { response } = await inFlight;
      expect(response).toMatch(/^HTTP\/1\.1 200/);
      expect(await server.exited).toBe(0);
    });
  }, 30_000);
});
