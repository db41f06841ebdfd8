import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { UPLOAD_CSP } from "~/.server/uploads/upload-csp";
import { FIELDS, hardenedServer } from "../support/hardening";
import { BUILD_EXISTS, rawRequest } from "../support/server-process";

// The issue's attack list, against the real production server process: parallel uploads
// of one name stay apart, and every form answers wrong methods, media types, oversized and
// cut-off bodies calmly (4xx, never 5xx) while the server keeps serving.

describe.skipIf(!BUILD_EXISTS)("hardening: forms (production server process)", () => {
  const t = hardenedServer();

  it("stores 20 parallel uploads of the same name as 20 distinct files", async () => {
    const colours = Array.from({ length: 20 }, (_, index) => ({
      r: index * 12,
      g: 255 - index * 12,
      b: (index * 37) % 256,
    }));
    const replies = await Promise.all(
      colours.map(async (colour) => {
        const image = await sharp({
          create: { width: 8, height: 8, channels: 3, background: colour },
        })
          .png()
          .toBuffer();
        const form = new FormData();
        for (const [key, value] of Object.entries(FIELDS)) form.set(key, value);
        form.set(
          "profile_image",
          new Blob([new Uint8Array(image)], { type: "image/png" }),
          "bild.png",
        );
        // The form's action without JavaScript: its page links the uploaded image.
        const response = await fetch(`${t.server.base}/submit-business`, {
          method: "POST",
          body: form,
        });
        const page = await response.text();
        const imageUrl = page.match(/href="(\/registrering\/bild\/[^"]+)"/)?.[1];
        return { colour, status: response.status, reply: { imageUrl } };
      }),
    );
    const urls = replies.map((entry) => entry.reply.imageUrl as string);
    expect(replies.map((entry) => entry.status)).toEqual(Array(20).fill(200));
    expect(new Set(urls).size).toBe(20);
    const files = (await readdir(path.join(t.dataDir, "business_images"))).filter(
      (name) => name !== ".tmp",
    );
    expect(files.length).toBeGreaterThanOrEqual(20);
    const hashes = new Set<string>();
    for (const { colour, reply } of replies) {
      // Each row's file holds the image that request sent (its own colour).
      const response = await fetch(`${t.server.base}${reply.imageUrl}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      hashes.add(createHash("sha256").update(bytes).digest("hex"));
      const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect([data[0], data[1], data[2]]).toEqual([colour.r, colour.g, colour.b]);
      expect(reply.imageUrl).toMatch(/^\/registrering\/bild\/[A-Za-z0-9_-]{32}$/);
      // The upload's own policy only, not the page one beside it (server/pipeline.ts).
      expect(response.headers.get("content-security-policy")).toBe(UPLOAD_CSP);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-robots-tag")).toContain("noindex");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(hashes.size).toBe(20);
    const database = new SQLite(path.join(t.dataDir, "malmoguiden.db"), { readonly: true });
    const rows = database
      .prepare(
        "select profile_image_path, profile_image_name, image_token from business_submissions where profile_image_path is not null",
      )
      .all() as { profile_image_path: string; profile_image_name: string; image_token: string }[];
    database.close();
    const links = rows.map((row) => `/registrering/bild/${row.image_token}`);
    for (const url of urls) expect(links).toContain(url);
    expect(new Set(rows.map((row) => row.profile_image_path)).size).toBe(rows.length);
    expect(rows.every((row) => row.profile_image_name === "bild.png")).toBe(true);
  }, 60_000);

  it("answers wrong methods with 405 and Allow, and wrong media types with 415", async () => {
    const trace = await rawRequest(t.server.port, (socket) =>
      socket.end("TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
    );
    expect(trace.response).toMatch(/^HTTP\/1\.1 405/);

    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${t.server.base}/newsletter`, {
        method,
        body: new URLSearchParams({ email: `${method}@example.se` }),
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    }
    const database = new SQLite(path.join(t.dataDir, "malmoguiden.db"), { readonly: true });
    const stored = database
      .prepare(
        "select count(*) as n from newsletter_subscribers where email in ('put@example.se', 'delete@example.se')",
      )
      .get() as { n: number };
    database.close();
    expect(stored.n).toBe(0);

    const json = await fetch(`${t.server.base}/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "json@example.se" }),
    });
    expect(json.status).toBe(415);
    const text = await fetch(`${t.server.base}/submit-business`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hej",
    });
    expect(text.status).toBe(415);

    const demo = await fetch(`${t.server.base}/api/create-checkout-session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ plan: "silver", priceId: "demo_silver" }),
    });
    const demoPath = new URL(((await demo.json()) as { url: string }).url).pathname;
    const malformed = await fetch(`${t.server.base}${demoPath}`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=nope" },
      body: "this is not multipart",
    });
    expect(malformed.status).toBe(400);
  });

  /**
   * A form path's answers to a body over the limit (413), a PUT (405) and a body cut off
   * mid-way (never a 5xx: it ends only that request). `origin` is sent where the path
   * checks it.
   */
  async function expectBoundedForm(path: string, field: string, origin?: string) {
    const headers: Record<string, string> = origin ? { origin } : {};
    const large = await fetch(`${t.server.base}${path}`, {
      method: "POST",
      headers,
      body: new URLSearchParams({ [field]: "x".repeat(200_000) }),
    });
    expect(large.status, `${path}: too large`).toBe(413);
    const put = await fetch(`${t.server.base}${path}`, { method: "PUT", body: "x" });
    expect(put.status, `${path}: PUT`).toBe(405);
    const cut = await rawRequest(t.server.port, (socket) => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${origin ? `Origin: ${origin}\r\n` : ""}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\n${field}=abc`,
      );
      socket.end();
    });
    expect(cut.response, `${path}: cut off`).not.toMatch(/^HTTP\/1\.1 5/);
  }

  it("bounds the newsletter's mail-link pages and the private image link like every form", async () => {
    for (const page of ["bekrafta", "avsluta", "prenumerera-igen"]) {
      const url = `${t.server.base}/nyhetsbrev/${page}?token=${"a".repeat(43)}`;
      const json = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(json.status, `${page}: json`).toBe(415);
      await expectBoundedForm(`/nyhetsbrev/${page}`, "token");
    }
    // The same unknown confirmation sent twice at once: both refused calmly.
    const twice = await Promise.all(
      [1, 2].map(() =>
        fetch(`${t.server.base}/nyhetsbrev/bekrafta?token=${"b".repeat(43)}`, {
          method: "POST",
          body: new URLSearchParams({ token: "b".repeat(43) }),
        }),
      ),
    );
    for (const answer of twice) expect(answer.status).toBeLessThan(500);
    const image = await fetch(`${t.server.base}/registrering/bild/${"c".repeat(32)}`, {
      method: "POST",
      body: "x",
    });
    expect(image.status).toBe(405);
    expect((await fetch(`${t.server.base}/healthz`)).status).toBe(200);
  });

  it("bounds the owner's pages like every form, and /success takes no posts", async () => {
    const token = "a".repeat(43);
    const paths = ["/foretagare", `/foretagare/logga-in?token=${token}`, "/foretagare/konto"];
    for (const path of paths) {
      const url = `${t.server.base}${path}`;
      const headers = { origin: t.server.base };
      const json = await fetch(url, {
        method: "POST",
        redirect: "manual",
        headers: { ...headers, "content-type": "application/json" },
        body: "{}",
      });
      // Refused before anything is stored: a wrong type, a bad link or no session.
      expect(json.status, `${path}: json`).toBeGreaterThanOrEqual(300);
      expect(json.status, `${path}: json`).toBeLessThan(500);
      await expectBoundedForm(path, "business", t.server.base);
      // The same form sent twice at once: both answered calmly.
      const twice = await Promise.all(
        [1, 2].map(() =>
          fetch(url, {
            method: "POST",
            redirect: "manual",
            headers,
            body: new URLSearchParams({ business: "kafe-okand", email: "agare@example.se" }),
          }),
        ),
      );
      for (const answer of twice) expect(answer.status, `${path}: twice`).toBeLessThan(500);
    }
    // A purchase is linked by its owner on their page, never by whoever holds the
    // checkout link: /success has nothing to post to.
    const success = await fetch(
      `${t.server.base}/success?plan=guld&session_id=cs_demo_${"a".repeat(24)}`,
      {
        method: "POST",
        headers: { origin: t.server.base },
        body: new URLSearchParams({ business: "kafe-okand" }),
      },
    );
    expect(success.status).toBeGreaterThanOrEqual(400);
    expect(success.status).toBeLessThan(500);
    expect((await fetch(`${t.server.base}/healthz`)).status).toBe(200);
  });
});
