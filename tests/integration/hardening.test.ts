import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUILD_EXISTS,
  freePort,
  type RunningServer,
  rawRequest,
  rssOf,
  spawnServer,
  startServer,
} from "../support/server-process";

// The issue's attack list, against the real production server process: each request
// must get its answer (or a closed connection) while the server keeps serving.

const BOUNDARY = "----malmoguiden-test";
const FIELDS = {
  business_name: "Testcafé",
  category: "Restauranger",
  business_info: "Ett kafé.",
  contact_email: "test@example.se",
};

function multipartBody(fileBytes: Buffer, fileName = "bild.png"): Buffer {
  const parts = Object.entries(FIELDS).map(
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

function head(pathname: string, headers: Record<string, string>) {
  const lines = Object.entries({ Host: "127.0.0.1", ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `POST ${pathname} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`;
}

const registration = (body: Buffer, extra: Record<string, string> = {}) =>
  head("/submit-business", {
    "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
    "Content-Length": String(body.length),
    ...extra,
  });

const newsletterSignup = (base: string, email: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/newsletter`, {
    method: "POST",
    body: new URLSearchParams({ email }),
    headers,
  });

async function tempFiles(dataDir: string) {
  return readdir(path.join(dataDir, "business_images", ".tmp")).catch(() => []);
}

/** A lazily generated body of `total` bytes: nothing is held in the test's memory either. */
function endlessBody(total: number) {
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

describe.skipIf(!BUILD_EXISTS)("hardening (production server process)", () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-hardening-"));
    server = await startServer({
      DATA_DIR: dataDir,
      DEMO_PAYMENTS: "true",
      PUBLIC_URL: "https://malmoguiden.example",
      REQUEST_TIMEOUT_MS: "1500",
    });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("survives a client that leaves mid-upload, a cut-off body and an oversized chunked body", async () => {
    const body = multipartBody(randomBytes(190 * 1024));
    // 1. The client closes the connection after 100 KB of a 200 KB registration.
    await rawRequest(server.port, (socket) => {
      socket.write(registration(body));
      socket.write(body.subarray(0, 100 * 1024), () => socket.destroy());
    });
    // 2. The body ends (half-close) inside the file part.
    const cut = await rawRequest(server.port, (socket) => {
      socket.write(registration(body));
      socket.end(body.subarray(0, 150 * 1024));
    });
    expect(cut.response).not.toMatch(/^HTTP\/1\.1 200/);
    // 3. A chunked registration far larger than the limit.
    const chunked = await rawRequest(server.port, (socket) => {
      socket.write(
        head("/submit-business", {
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
    expect(chunked.response).toMatch(/^HTTP\/1\.1 413/);
    expect(chunked.response).toContain("Bilden får inte vara större än 5MB");

    // The server still serves, and nothing is left behind.
    const after = await newsletterSignup(server.base, "efter-krasch@example.se");
    expect(after.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(await tempFiles(dataDir)).toEqual([]);
  });

  it("answers bogus /success look-ups at once, limits them per client, and keeps /about serving", async () => {
    // Issue 20: 32 look-ups of unknown checkout ids used to hold every request slot for
    // about 3 s (the look-up slept inside the request), and /about got 503 meanwhile.
    // A server of its own with the default per-client limit.
    const limitedDir = await mkdtemp(path.join(os.tmpdir(), "mg-success-burst-"));
    const limited = await startServer({ DATA_DIR: limitedDir, RATE_LIMIT_PER_MINUTE: "10" });
    try {
      // A site under such a burst is a warm one: both pages have been rendered before.
      for (const warm of ["/success?plan=brons", "/about"])
        await (await fetch(`${limited.base}${warm}`)).arrayBuffer();
      const started = Date.now();
      const bogus = Array.from({ length: 40 }, (_, n) =>
        fetch(`${limited.base}/success?plan=brons&session_id=cs_live_x${n}`),
      );
      // /about, asked while the burst runs: a 503 only while every slot is taken.
      let about = await fetch(`${limited.base}/about`);
      while (about.status === 503 && Date.now() - started < 5_000) {
        await about.arrayBuffer();
        about = await fetch(`${limited.base}/about`);
      }
      const aboutAfterMs = Date.now() - started;
      expect(about.status).toBe(200);
      // The old look-up held the slots for 3 s and more; answered at once, the burst is
      // through in a fraction of a second on a quiet machine. The bound leaves room for
      // a busy CI machine running other test files beside this one.
      expect(aboutAfterMs).toBeLessThan(2_000);
      const answers = await Promise.all(bogus);
      const statuses = answers.map((answer) => answer.status);
      // Each answers at once: the page itself polls (no waiting inside the request), and
      // beyond the per-client limit the answer is 429 with Retry-After.
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
      expect(statuses.every((status) => [200, 429, 503].includes(status))).toBe(true);
      const refused = answers.find((answer) => answer.status === 429);
      expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
      const texts = await Promise.all(answers.map((answer) => answer.text()));
      // No webhook is configured here, so no such order can ever arrive: said at once.
      expect(texts[statuses.indexOf(200)]).toContain("Vi hittar inte din beställning");
      expect(texts[statuses.indexOf(429)]).toContain("För många försök");
    } finally {
      await limited.stop();
      await rm(limitedDir, { recursive: true, force: true });
    }
  });

  it("cuts off a body that trickles in after the request timeout", async () => {
    const started = Date.now();
    const slow = await rawRequest(server.port, (socket) => {
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
      await fetch(`${server.base}${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "x=1",
      });
    const before = await rssOf(server.child.pid as number);
    const declared = ["/newsletter", "/api/create-checkout-session", "/api/stripe-webhook"].map(
      (pathname) =>
        rawRequest(server.port, (socket) => {
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
      fetch(`${server.base}${pathname}`, {
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
    const grown = (await rssOf(server.child.pid as number)) - before;
    // Less than one body: none of the 500 MB sent was held. (Chunks read and dropped
    // leave garbage the collector takes when it likes: 10–50 MB on a busy machine.)
    expect(grown).toBeLessThan(100 * 1024 * 1024);
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  }, 60_000);

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
        const response = await fetch(`${server.base}/submit-business`, {
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
    const files = (await readdir(path.join(dataDir, "business_images"))).filter(
      (name) => name !== ".tmp",
    );
    expect(files.length).toBeGreaterThanOrEqual(20);
    const hashes = new Set<string>();
    for (const { colour, reply } of replies) {
      // Each row's file holds the image that request sent (its own colour).
      const response = await fetch(`${server.base}${reply.imageUrl}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      hashes.add(createHash("sha256").update(bytes).digest("hex"));
      const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect([data[0], data[1], data[2]]).toEqual([colour.r, colour.g, colour.b]);
      expect(reply.imageUrl).toMatch(/^\/registrering\/bild\/[A-Za-z0-9_-]{32}$/);
      expect(response.headers.get("content-security-policy")).toContain("sandbox");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-robots-tag")).toContain("noindex");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(hashes.size).toBe(20);
    const database = new SQLite(path.join(dataDir, "malmoguiden.db"), { readonly: true });
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

  it("builds checkout URLs on PUBLIC_URL, never on the Host header", async () => {
    const response = await fetch(`${server.base}/api/create-checkout-session`, {
      method: "POST",
      headers: { "content-type": "application/json", host: "evil.example" },
      body: JSON.stringify({ plan: "guld", priceId: "demo_guld" }),
    });
    const { url } = (await response.json()) as { url: string };
    expect(url.startsWith("https://malmoguiden.example/demo-checkout/")).toBe(true);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers wrong methods with 405 and Allow, and wrong media types with 415", async () => {
    const trace = await rawRequest(server.port, (socket) =>
      socket.end("TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
    );
    expect(trace.response).toMatch(/^HTTP\/1\.1 405/);

    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${server.base}/newsletter`, {
        method,
        body: new URLSearchParams({ email: `${method}@example.se` }),
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    }
    const database = new SQLite(path.join(dataDir, "malmoguiden.db"), { readonly: true });
    const stored = database
      .prepare(
        "select count(*) as n from newsletter_subscribers where email in ('put@example.se', 'delete@example.se')",
      )
      .get() as { n: number };
    database.close();
    expect(stored.n).toBe(0);

    const json = await fetch(`${server.base}/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "json@example.se" }),
    });
    expect(json.status).toBe(415);
    const text = await fetch(`${server.base}/submit-business`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hej",
    });
    expect(text.status).toBe(415);

    const demo = await fetch(`${server.base}/api/create-checkout-session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ plan: "silver", priceId: "demo_silver" }),
    });
    const demoPath = new URL(((await demo.json()) as { url: string }).url).pathname;
    const malformed = await fetch(`${server.base}${demoPath}`, {
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
    const large = await fetch(`${server.base}${path}`, {
      method: "POST",
      headers,
      body: new URLSearchParams({ [field]: "x".repeat(200_000) }),
    });
    expect(large.status, `${path}: too large`).toBe(413);
    const put = await fetch(`${server.base}${path}`, { method: "PUT", body: "x" });
    expect(put.status, `${path}: PUT`).toBe(405);
    const cut = await rawRequest(server.port, (socket) => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${origin ? `Origin: ${origin}\r\n` : ""}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\n${field}=abc`,
      );
      socket.end();
    });
    expect(cut.response, `${path}: cut off`).not.toMatch(/^HTTP\/1\.1 5/);
  }

  it("bounds the newsletter's mail-link pages and the private image link like every form", async () => {
    for (const page of ["bekrafta", "avsluta", "prenumerera-igen"]) {
      const url = `${server.base}/nyhetsbrev/${page}?token=${"a".repeat(43)}`;
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
        fetch(`${server.base}/nyhetsbrev/bekrafta?token=${"b".repeat(43)}`, {
          method: "POST",
          body: new URLSearchParams({ token: "b".repeat(43) }),
        }),
      ),
    );
    for (const answer of twice) expect(answer.status).toBeLessThan(500);
    const image = await fetch(`${server.base}/registrering/bild/${"c".repeat(32)}`, {
      method: "POST",
      body: "x",
    });
    expect(image.status).toBe(405);
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  });

  it("bounds the owner's pages like every form, and /success takes no posts", async () => {
    const token = "a".repeat(43);
    const paths = ["/foretagare", `/foretagare/logga-in?token=${token}`, "/foretagare/konto"];
    for (const path of paths) {
      const url = `${server.base}${path}`;
      const headers = { origin: server.base };
      const json = await fetch(url, {
        method: "POST",
        redirect: "manual",
        headers: { ...headers, "content-type": "application/json" },
        body: "{}",
      });
      // Refused before anything is stored: a wrong type, a bad link or no session.
      expect(json.status, `${path}: json`).toBeGreaterThanOrEqual(300);
      expect(json.status, `${path}: json`).toBeLessThan(500);
      await expectBoundedForm(path, "business", server.base);
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
      `${server.base}/success?plan=guld&session_id=cs_demo_${"a".repeat(24)}`,
      {
        method: "POST",
        headers: { origin: server.base },
        body: new URLSearchParams({ business: "kafe-okand" }),
      },
    );
    expect(success.status).toBeGreaterThanOrEqual(400);
    expect(success.status).toBeLessThan(500);
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  });

  it("caps the number of form fields", async () => {
    const fields = new URLSearchParams();
    for (let index = 0; index < 200; index++) fields.set(`f${index}`, "x");
    fields.set("email", "manga-falt@example.se");
    const response = await fetch(`${server.base}/newsletter`, { method: "POST", body: fields });
    expect(response.status).toBe(413);
  });
});

describe.skipIf(!BUILD_EXISTS)("payments cannot be bypassed", () => {
  it("never offers demo checkout for a plan sold through a payment link", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-bypass-"));
    const server = await startServer({
      DATA_DIR: dataDir,
      DEMO_PAYMENTS: "true",
      PAYMENT_LINK_GULD: "https://buy.example.com/guld",
    });
    try {
      const response = await fetch(`${server.base}/api/create-checkout-session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ plan: "guld", priceId: "demo_guld" }),
      });
      const { url } = (await response.json()) as { url: string };
      expect(url).toBe("https://buy.example.com/guld");
      // A demo session for Guld left from before (or forged) cannot be paid either.
      const database = new SQLite(path.join(dataDir, "malmoguiden.db"));
      database
        .prepare("insert into demo_checkout_sessions (id, plan_type, price_id) values (?, ?, ?)")
        .run("cs_demo_forged", "guld", "demo_guld");
      database.close();
      const page = await fetch(`${server.base}/demo-checkout/cs_demo_forged`);
      expect(page.status).toBe(404);
      const pay = await fetch(`${server.base}/demo-checkout/cs_demo_forged`, {
        method: "POST",
        body: new URLSearchParams({ intent: "pay", email: "gratis@example.se" }),
      });
      expect(pay.status).toBe(404);
      const check = new SQLite(path.join(dataDir, "malmoguiden.db"), { readonly: true });
      const active = check.prepare("select count(*) as n from subscriptions").get() as {
        n: number;
      };
      check.close();
      expect(active.n).toBe(0);
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

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
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-drain-"));
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    try {
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
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
