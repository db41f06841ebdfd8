import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  BOUNDARY,
  endlessBody,
  hardenedServer,
  head,
  multipartBody,
  newsletterSignup,
  oversizedRegistration,
  registration,
} from "../support/hardening";
import { BUILD_EXISTS, rawRequest, rssOf } from "../support/server-process";
import { tempImageFiles as tempFiles } from "../support/test-app";

// The attack list, against the real production server process: bodies that are
// cut off, trickle in, are far too large or have too many fields each get their answer
// (or a closed connection) while the server keeps serving and its memory stays flat.

describe.skipIf(!BUILD_EXISTS)("hardening: bodies (production server process)", () => {
  const t = hardenedServer();

  it("survives a client that leaves mid-upload, a cut-off body and an oversized chunked body", async () => {
    const body = multipartBody(randomBytes(190 * 1024));
    // 1. The client closes the connection after 100 KB of a 200 KB registration.
    await rawRequest(t.server.port, (socket) => {
      socket.write(registration(body));
      socket.write(body.subarray(0, 100 * 1024), () => socket.destroy());
    });
    // 2. The body ends (half-close) inside the file part.
    const cut = await rawRequest(t.server.port, (socket) => {
      socket.write(registration(body));
      socket.end(body.subarray(0, 150 * 1024));
    });
    expect(cut.response).not.toMatch(/^HTTP\/1\.1 200/);
    // 3. A chunked registration far larger than the limit.
    const chunked = await oversizedRegistration(t.server.port, "/submit-business");
    expect(chunked.response).toMatch(/^HTTP\/1\.1 413/);
    expect(chunked.response).toContain("Bilden får inte vara större än 5MB");

    // The server still serves, and nothing is left behind.
    const after = await newsletterSignup(t.server.base, "efter-krasch@example.se");
    expect(after.status).toBe(200);
    expect(t.server.child.exitCode).toBeNull();
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it("cuts off a body that trickles in after the request timeout", async () => {
    const started = Date.now();
    const slow = await rawRequest(t.server.port, (socket) => {
      socket.write(
        head("/newsletter", {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": "100",
        }),
      );
      const timer = setInterval(() => {
        if (socket.destroyed) clearInterval(timer);
        else socket.write("a");
      }, 200);
    });
    expect(slow.closed).toBe(true);
    expect(slow.response === "" || slow.response.startsWith("HTTP/1.1 408")).toBe(true);
    // Not held for ever: cut after the 1.5 s timeout (checked every second).
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("keeps memory flat under five parallel 100 MB bodies, declared or chunked", async () => {
    // Each endpoint answers a small body first, so that what grows below is the big
    // bodies' doing and not the first render's (modules, compiled code, caches).
    for (const pathname of ["/newsletter", "/submit-business", "/api/create-checkout-session"])
      await fetch(`${t.server.base}${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "x=1",
      });
    const before = await rssOf(t.server.child.pid as number);
    const declared = ["/newsletter", "/api/create-checkout-session", "/api/stripe-webhook"].map(
      (pathname) =>
        rawRequest(t.server.port, (socket) => {
          socket.write(
            head(pathname, {
              "Content-Type": pathname.endsWith("newsletter")
                ? "application/x-www-form-urlencoded"
                : "application/json",
              "Content-Length": String(100 * 1024 * 1024),
              "Stripe-Signature": "t=1,v1=x",
            }),
          );
          endlessBody(100 * 1024 * 1024).on("data", (chunk) => {
            if (!socket.destroyed) socket.write(chunk);
          });
        }),
    );
    const chunked = ["/submit-business", "/newsletter"].map((pathname) =>
      fetch(`${t.server.base}${pathname}`, {
        method: "POST",
        headers: {
          "content-type": pathname.endsWith("business")
            ? `multipart/form-data; boundary=${BOUNDARY}`
            : "application/x-www-form-urlencoded",
        },
        body: Readable.toWeb(endlessBody(100 * 1024 * 1024)) as ReadableStream,
        duplex: "half",
      } as RequestInit).then(
        (response) => response.status,
        () => "closed",
      ),
    );
    const answers = await Promise.all([...declared, ...chunked]);
    for (const answer of answers.slice(0, 3)) {
      const { response } = answer as { response: string };
      expect(response === "" || response.startsWith("HTTP/1.1 413")).toBe(true);
    }
    for (const status of answers.slice(3)) expect([413, "closed"]).toContain(status);
    const grown = (await rssOf(t.server.child.pid as number)) - before;
    // Less than one body: none of the 500 MB sent was held. (Chunks read and dropped
    // leave garbage the collector takes when it likes: 10–50 MB on a busy machine.)
    expect(grown).toBeLessThan(100 * 1024 * 1024);
    expect((await fetch(`${t.server.base}/healthz`)).status).toBe(200);
  }, 60_000);

  it("caps the number of form fields", async () => {
    const fields = new URLSearchParams();
    for (let index = 0; index < 200; index++) fields.set(`f${index}`, "x");
    fields.set("email", "manga-falt@example.se");
    const response = await fetch(`${t.server.base}/newsletter`, { method: "POST", body: fields });
    expect(response.status).toBe(413);
  });
});
