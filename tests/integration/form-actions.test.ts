import { rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_IMAGE_BYTES } from "~/content/registration";
import { DATABASES } from "../support/databases";
import { gif, jpegWithGps, pixelFloodPng, png, pngOfExactSize } from "../support/images";
import { VALID_REGISTRATION as VALID } from "../support/registration";
import { storedImageFiles, tempImageFiles, withTestApp } from "../support/test-app";
import type { TestDatabase } from "../support/test-database";

type ActionModule = { action: (args: never) => Promise<unknown> };
type Reply = {
  data: {
    ok: boolean;
    duplicate?: boolean;
    message?: { title: string; description?: string };
    errors?: Record<string, string>;
    imageUrl?: string | null;
  };
  status: number;
};

/** The message a reply leads with (the toast's title). */
const said = (reply: Reply) => reply.data.message?.title;

const UUID_PNG = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

/** Integration tests of the newsletter and registration actions against a real database. */
describe.each(DATABASES)("form actions (%s)", (kind) => {
  let testDb: TestDatabase;
  let dataDir: string;
  let newsletter: ActionModule;
  let registration: ActionModule;
  let ip = 0;

  withTestApp(kind, { name: "uploads", env: { RATE_LIMIT_PER_MINUTE: "100000" } }, async (made) => {
    testDb = made.testDb;
    dataDir = made.app.dataDir;
    newsletter = (await import("~/routes/newsletter")) as unknown as ActionModule;
    registration = (await import("~/routes/submit-business")) as unknown as ActionModule;
  });

  async function call(
    module: ActionModule,
    request: Request,
    clientIp = `10.0.0.${++ip % 250}`,
  ): Promise<Reply> {
    const result = (await module.action({
      request,
      context: { clientIp, cspNonce: "" },
      params: {},
    } as never)) as {
      data: Reply["data"];
      init?: { status?: number };
    };
    return { data: result.data, status: result.init?.status ?? 200 };
  }

  const post = (url: string, body: BodyInit, headers?: Record<string, string>) =>
    new Request(`http://localhost${url}`, { method: "POST", body, headers });

  const signup = (email: string, extra: Record<string, string> = {}) =>
    call(newsletter, post("/newsletter", new URLSearchParams({ email, ...extra })));

  function registrationForm(
    fields: Record<string, string> = VALID,
    file?: { bytes: Buffer; name: string; type?: string },
  ) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    if (file)
      form.set(
        "profile_image",
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/png" }),
        file.name,
      );
    return call(registration, post("/submit-business", form));
  }

  const submissions = () => testDb.db.selectFrom("business_submissions").selectAll().execute();
  const storedFiles = () => storedImageFiles(dataDir);
  const tempFiles = () => tempImageFiles(dataDir);

  /** A 400 saying `message`, with nothing kept: no registration, no image, no temp file. */
  async function expectRefusedKeepingNothing(reply: Reply, message: string) {
    expect(reply.status).toBe(400);
    expect(said(reply)).toBe(message);
    expect(await submissions()).toHaveLength(0);
    expect(await storedFiles()).toEqual([]);
    expect(await tempFiles()).toEqual([]);
  }

  beforeEach(async () => {
    await testDb.db.deleteFrom("newsletter_subscribers").execute();
    await testDb.db.deleteFrom("business_submissions").execute();
    for (const file of await storedFiles()) await rm(path.join(dataDir, "business_images", file));
  });

  describe("newsletter", () => {
    /** A signup's answer: 200, accepted, a duplicate or not, and the toast's title. */
    function expectSignupAnswer(reply: Reply, duplicate: boolean, title: string) {
      expect(reply.status).toBe(200);
      expect(reply.data).toMatchObject({ ok: true, duplicate, message: { title } });
    }

    it("stores a normalised address and says thank you", async () => {
      const reply = await signup("  Anna.Svensson+Malmo@Example.SE ");
      expectSignupAnswer(reply, false, "Tack för din prenumeration!");
      const rows = await testDb.db.selectFrom("newsletter_subscribers").select("email").execute();
      expect(rows).toEqual([{ email: "anna.svensson+malmo@example.se" }]);
      // Consent: pending until the link in the confirmation mail (queued with the row) is used.
      const row = await testDb.db
        .selectFrom("newsletter_subscribers")
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "pending", consent_source: "okänd", confirmed_at: null });
      const mails = await testDb.db
        .selectFrom("mail_outbox")
        .select(["recipient", "kind"])
        .where("ref", "=", `subscriber:${row.id}`)
        .execute();
      expect(mails).toEqual([
        { recipient: "anna.svensson+malmo@example.se", kind: "newsletter-confirm" },
      ]);
    });

    it("treats the same address in other case or with spaces as a duplicate", async () => {
      await signup("kund@example.se");
      const reply = await signup(" KUND@example.SE ");
      expectSignupAnswer(reply, true, "Redan prenumerant");
      expect(
        await testDb.db.selectFrom("newsletter_subscribers").selectAll().execute(),
      ).toHaveLength(1);
    });

    it("stores an international domain in its xn-- form, once", async () => {
      await signup("kund@malmö.se");
      const again = await signup("kund@xn--malm-8qa.se");
      expect(again.data.duplicate).toBe(true);
      const rows = await testDb.db.selectFrom("newsletter_subscribers").select("email").execute();
      expect(rows).toEqual([{ email: "kund@xn--malm-8qa.se" }]);
    });

    it("gives 50 simultaneous identical signups 50 successes and one row", async () => {
      const replies = await Promise.all(
        Array.from({ length: 50 }, () => signup("samtidigt@example.se")),
      );
      expect(replies.every((reply) => reply.status === 200)).toBe(true);
      expect(replies.filter((reply) => reply.data.ok && !reply.data.duplicate)).toHaveLength(1);
      expect(replies.filter((reply) => reply.data.duplicate)).toHaveLength(49);
      const rows = await testDb.db.selectFrom("newsletter_subscribers").selectAll().execute();
      expect(rows).toHaveLength(1);
      // …and one confirmation mail (a repeat within 10 minutes sends none).
      const mails = await testDb.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("ref", "=", `subscriber:${rows[0]?.id}`)
        .execute();
      expect(mails).toHaveLength(1);
    });

    it.each([
      ["empty", "", "E-postadress krävs"],
      ["only spaces", "   ", "E-postadress krävs"],
      ["no @", "utan-snabel-a.se", "Ogiltig e-postadress"],
      ["CRLF header injection", "a@example.se\r\nBcc: b@example.se", "Ogiltig e-postadress"],
      [
        "SQL in the address",
        "'; DROP TABLE newsletter_subscribers;--@example.se",
        "Ogiltig e-postadress",
      ],
      ["10,000 characters", `${"a".repeat(10_000)}@example.se`, "Ogiltig e-postadress"],
      ["NUL byte", "a\u0000b@example.se", "Ogiltig e-postadress"],
    ])("refuses %s with a clear message and stores nothing", async (_name, email, title) => {
      const reply = await call(newsletter, post("/newsletter", new URLSearchParams({ email })));
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(said(reply)).toBe(title);
      expect(
        await testDb.db.selectFrom("newsletter_subscribers").selectAll().execute(),
      ).toHaveLength(0);
    });

    it("keeps a quote in a valid address literally (no SQL injection)", async () => {
      const reply = await signup("o'brien@example.se");
      expect(reply.data).toMatchObject({ ok: true, duplicate: false });
      const rows = await testDb.db.selectFrom("newsletter_subscribers").select("email").execute();
      expect(rows).toEqual([{ email: "o'brien@example.se" }]);
    });

    it("refuses a filled honeypot and an oversized body", async () => {
      expect((await signup("bot@example.se", { website: "https://spam.example" })).status).toBe(
        400,
      );
      const huge = await call(
        newsletter,
        post(
          "/newsletter",
          new URLSearchParams({ email: "x@example.se", pad: "x".repeat(10_000) }),
        ),
      );
      expect(huge.status).toBe(413);
      expect(
        await testDb.db.selectFrom("newsletter_subscribers").selectAll().execute(),
      ).toHaveLength(0);
    });

    it("limits signups per client with a Swedish 429", async () => {
      vi.stubEnv("RATE_LIMIT_PER_MINUTE", "3");
      vi.resetModules();
      const limited = (await import("~/routes/newsletter")) as unknown as ActionModule;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await call(
              limited,
              post("/newsletter", new URLSearchParams({ email: "" })),
              "192.0.2.1",
            )
          ).status,
        );
      }
      // 3 per minute, and at most half of that (rounded up) within 10 s, so a burst
      // cannot spend a whole minute's allowance at once.
      expect(statuses).toEqual([400, 400, 429, 429]);
      const blocked = await call(
        limited,
        post("/newsletter", new URLSearchParams({ email: "" })),
        "192.0.2.1",
      );
      expect(said(blocked)).toBe("För många försök");
      vi.stubEnv("RATE_LIMIT_PER_MINUTE", "100000");
      const other = await import("~/.server/services");
      await (await other.database()).db.destroy();
    });
  });

  describe("business registration", () => {
    it("stores every field and a cleaned image, and returns its private link", async () => {
      const reply = await registrationForm(VALID, {
        bytes: await jpegWithGps(),
        name: "Vårt café.jpg",
        type: "image/jpeg",
      });
      expect(reply.status).toBe(200);
      expect(reply.data.ok).toBe(true);
      // Not public before approval: an unguessable link, not the stored file's name.
      expect(reply.data.imageUrl).toMatch(/^\/registrering\/bild\/[A-Za-z0-9_-]{32}$/);
      const [row] = await submissions();
      expect(row).toMatchObject({
        business_name: "Café Exempel",
        category: "Restauranger",
        actual_category: "Restauranger",
        business_info: "Ett litet kvarterscafé med hembakat.",
        address: "Exempelgatan 1, Malmö",
        contact_info: "040-00 00 00",
        contact_person: "Anna Andersson",
        contact_email: "anna@example.se",
      });
      expect(row?.profile_image_path).toMatch(
        /^business_images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/,
      );
      expect(reply.data.imageUrl).toBe(`/registrering/bild/${row?.image_token}`);
      expect(row?.profile_image_name).toBe("Vart-cafe.jpg");
      const [file] = await storedFiles();
      const metadata = await sharp(
        path.join(dataDir, "business_images", file as string),
      ).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.format).toBe("jpeg");
      expect(await tempFiles()).toEqual([]);
    });

    it("stores the new category's name when 'Ny kategori' is chosen", async () => {
      const reply = await registrationForm({
        ...VALID,
        category: "Ny kategori",
        new_category: "Keramikverkstäder",
      });
      expect(reply.data.ok).toBe(true);
      const [row] = await submissions();
      expect(row).toMatchObject({
        category: "Ny kategori",
        actual_category: "Keramikverkstäder",
        profile_image_path: null,
      });
    });

    it("checks the fields in the spec's order", async () => {
      const steps: [Record<string, string>, string][] = [
        [{}, "Vänligen ange företagsnamn"],
        [{ business_name: "X" }, "Vänligen välj en kategori"],
        [
          { business_name: "X", category: "Ny kategori" },
          "Vänligen ange namn på den nya kategorin",
        ],
        [{ business_name: "X", category: "Spa" }, "Vänligen ange information om företaget"],
        [
          { business_name: "X", category: "Spa", business_info: "Info" },
          "Vänligen ange e-postadress till kontaktperson",
        ],
      ];
      for (const [fields, message] of steps) {
        const reply = await registrationForm(fields);
        expect(reply.status).toBe(400);
        expect(said(reply)).toBe(message);
      }
      // Every field's error comes back, in the spec's order, for the page to show them all.
      const empty = await registrationForm({});
      expect(Object.keys(empty.data.errors ?? {})).toEqual([
        "business_name",
        "category",
        "business_info",
        "contact_email",
      ]);
      expect(await submissions()).toHaveLength(0);
    });

    it.each([
      ["an unknown category", { category: "Hackare" }, "Vänligen välj en kategori"],
      [
        "a 10,000-character name",
        { business_name: "x".repeat(10_000) },
        "Företagsnamnet får vara högst 200 tecken.",
      ],
      [
        "a 10,000-character description",
        { business_info: "y".repeat(10_000) },
        "Informationen om företaget får vara högst 5000 tecken.",
      ],
      [
        "CRLF in the e-mail",
        { contact_email: "a@example.se\r\nBcc: b@example.se" },
        "Vänligen ange en giltig e-postadress till kontaktperson",
      ],
      [
        "an e-mail without domain",
        { contact_email: "anna@" },
        "Vänligen ange en giltig e-postadress till kontaktperson",
      ],
      ["only spaces as name", { business_name: "    " }, "Vänligen ange företagsnamn"],
    ])("refuses %s", async (_name, override, message) => {
      const reply = await registrationForm({ ...VALID, ...override });
      expect(reply.status).toBe(400);
      expect(said(reply)).toBe(message);
      expect(await submissions()).toHaveLength(0);
    });

    it("stores SQL-looking text and markup literally", async () => {
      const name = "Robert'); DROP TABLE business_submissions;-- <script>alert(1)</script>";
      const reply = await registrationForm({ ...VALID, business_name: name.slice(0, 200) });
      expect(reply.data.ok).toBe(true);
      expect((await submissions())[0]?.business_name).toBe(name.slice(0, 200));
    });

    it("refuses text that is not valid UTF-8", async () => {
      const boundary = "----mgboundary";
      const parts = [
        `--${boundary}\r\nContent-Disposition: form-data; name="business_name"\r\n\r\n`,
        Buffer.from([0x43, 0x61, 0x66, 0xc3, 0x28, 0xff, 0xfe]),
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nSpa\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="business_info"\r\n\r\nInfo\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="contact_email"\r\n\r\na@example.se\r\n--${boundary}--\r\n`,
      ];
      const body = Buffer.concat(
        parts.map((part) => (typeof part === "string" ? Buffer.from(part) : part)),
      );
      const reply = await call(
        registration,
        post("/submit-business", body, {
          "content-type": `multipart/form-data; boundary=${boundary}`,
        }),
      );
      expect(reply.status).toBe(400);
      expect(said(reply)).toMatch(/tecken som inte kunde läsas/);
      expect(await submissions()).toHaveLength(0);
    });

    it.each([
      ["../../etc/passwd", "passwd.png"],
      ["..\\..\\windows\\win.ini", "win.png"],
      ["bild.php.png", "bild-php.png"],
      ["  <script>.png", "script.png"],
      ["...", "bild.png"],
    ])("keeps the upload named %j inside the store", async (name, kept) => {
      const reply = await registrationForm(VALID, { bytes: await png(), name });
      expect(reply.data).toMatchObject({ ok: true });
      const files = await storedFiles();
      expect(files).toHaveLength(1);
      // Stored under a random id; the original name, made safe, is only metadata.
      expect(files[0]).toMatch(UUID_PNG);
      const [row] = await submissions();
      expect(row?.profile_image_name).toBe(kept);
      await rm(path.join(dataDir, "business_images", files[0] as string));
    });

    it("refuses a NUL byte in the file name as a malformed form and stores nothing", async () => {
      const reply = await registrationForm(VALID, { bytes: await png(), name: "bild\u0000.png" });
      await expectRefusedKeepingNothing(reply, "Ett fel uppstod när formuläret skulle skickas");
    });

    it("names a PNG renamed .gif by its real type and accepts a real GIF", async () => {
      expect(
        (
          await registrationForm(VALID, {
            bytes: await png(),
            name: "lurig.gif",
            type: "image/gif",
          })
        ).data.ok,
      ).toBe(true);
      expect(
        (
          await registrationForm(VALID, {
            bytes: await gif(),
            name: "riktig.gif",
            type: "image/gif",
          })
        ).data.ok,
      ).toBe(true);
      const files = (await storedFiles()).sort();
      const rows = await submissions();
      const byName = new Map(rows.map((row) => [row.profile_image_name, row.profile_image_path]));
      expect(byName.get("lurig.png")).toMatch(/\.png$/);
      expect(byName.get("riktig.gif")).toMatch(/\.gif$/);
      expect(files).toHaveLength(2);
      for (const file of files) await rm(path.join(dataDir, "business_images", file));
    });

    it.each([
      ["a text file named .png", Buffer.from("Hej, jag är ingen bild.\n"), "text.png"],
      [
        "an SVG with a script",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "bild.svg",
      ],
      [
        "an SVG renamed .png",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        "bild.png",
      ],
      [
        "an HTML page named .gif",
        Buffer.from("<!doctype html><script>alert(1)</script>"),
        "sida.gif",
      ],
    ])("refuses %s as 'Endast bildfiler är tillåtna'", async (_name, bytes, name) => {
      const reply = await registrationForm(VALID, { bytes, name });
      await expectRefusedKeepingNothing(reply, "Endast bildfiler är tillåtna");
    });

    it("accepts an image of exactly 5 MB and refuses one byte more", async () => {
      const exact = await registrationForm(VALID, {
        bytes: await pngOfExactSize(MAX_IMAGE_BYTES),
        name: "exakt.png",
      });
      expect(exact.data).toMatchObject({ ok: true });
      const over = await registrationForm(VALID, {
        bytes: await pngOfExactSize(MAX_IMAGE_BYTES + 1),
        name: "for-stor.png",
      });
      expect(over.status).toBe(400);
      expect(said(over)).toBe("Bilden får inte vara större än 5MB");
      expect(await submissions()).toHaveLength(1);
      expect(await storedFiles()).toHaveLength(1);
      expect(await tempFiles()).toEqual([]);
      for (const file of await storedFiles()) await rm(path.join(dataDir, "business_images", file));
    });

    it("refuses a pixel flood before decoding it", async () => {
      const reply = await registrationForm(VALID, { bytes: pixelFloodPng(), name: "flood.png" });
      expect(reply.status).toBe(400);
      expect(said(reply)).toMatch(/^Bilduppladdning misslyckades: bildens mått är för stora/);
      expect(await submissions()).toHaveLength(0);
    });

    it("refuses a broken image with a safe detail", async () => {
      const broken = Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.alloc(200, 0x42),
      ]);
      const reply = await registrationForm(VALID, { bytes: broken, name: "trasig.jpg" });
      expect(reply.status).toBe(400);
      expect(said(reply)).toMatch(/^Bilduppladdning misslyckades: /);
      expect(String(said(reply))).not.toMatch(/vips|Error|at /);
    });

    it("refuses a filled honeypot and stores nothing", async () => {
      const reply = await registrationForm({ ...VALID, website: "https://spam.example" });
      expect(reply.status).toBe(400);
      expect(await submissions()).toHaveLength(0);
    });

    it("leaves no orphan image when the insert fails", async () => {
      await sql`ALTER TABLE business_submissions RENAME TO business_submissions_away`.execute(
        testDb.db,
      );
      try {
        const reply = await registrationForm(VALID, { bytes: await png(), name: "orphan.png" });
        expect(reply.status).toBe(500);
        expect(String(said(reply))).toMatch(/^Databasfel: /);
        expect(String(said(reply))).not.toMatch(/SQL|relation|no such table/i);
        expect(await storedFiles()).toEqual([]);
        expect(await tempFiles()).toEqual([]);
      } finally {
        await sql`ALTER TABLE business_submissions_away RENAME TO business_submissions`.execute(
          testDb.db,
        );
      }
    });
  });
});
