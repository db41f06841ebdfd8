import { rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "~/content/registration";
import { DATABASES } from "../support/databases";
import { formActionsApp, said, UUID_PNG } from "../support/form-actions";
import { gif, pixelFloodPng, png, pngOfExactSize } from "../support/images";
import { VALID_REGISTRATION as VALID } from "../support/registration";

/** Integration tests of the business registration action's image upload against a real database. */
describe.each(DATABASES)("form actions: registration images (%s)", (kind) => {
  const t = formActionsApp(kind);

  it.each([
    ["../../etc/passwd", "passwd.png"],
    ["..\\..\\windows\\win.ini", "win.png"],
    ["bild.php.png", "bild-php.png"],
    ["  <script>.png", "script.png"],
    ["...", "bild.png"],
  ])("keeps the upload named %j inside the store", async (name, kept) => {
    const reply = await t.registrationForm(VALID, { bytes: await png(), name });
    expect(reply.data).toMatchObject({ ok: true });
    const files = await t.storedFiles();
    expect(files).toHaveLength(1);
    // Stored under a random id; the original name, made safe, is only metadata.
    expect(files[0]).toMatch(UUID_PNG);
    const [row] = await t.submissions();
    expect(row?.profile_image_name).toBe(kept);
    await rm(path.join(t.dataDir, "business_images", files[0] as string));
  });

  it("refuses a NUL byte in the file name as a malformed form and stores nothing", async () => {
    const reply = await t.registrationForm(VALID, { bytes: await png(), name: "bild\u0000.png" });
    await t.expectRefusedKeepingNothing(reply, "Ett fel uppstod när formuläret skulle skickas");
  });

  it("names a PNG renamed .gif by its real type and accepts a real GIF", async () => {
    expect(
      (
        await t.registrationForm(VALID, {
          bytes: await png(),
          name: "lurig.gif",
          type: "image/gif",
        })
      ).data.ok,
    ).toBe(true);
    expect(
      (
        await t.registrationForm(VALID, {
          bytes: await gif(),
          name: "riktig.gif",
          type: "image/gif",
        })
      ).data.ok,
    ).toBe(true);
    const files = (await t.storedFiles()).sort();
    const rows = await t.submissions();
    const byName = new Map(rows.map((row) => [row.profile_image_name, row.profile_image_path]));
    expect(byName.get("lurig.png")).toMatch(/\.png$/);
    expect(byName.get("riktig.gif")).toMatch(/\.gif$/);
    expect(files).toHaveLength(2);
    for (const file of files) await rm(path.join(t.dataDir, "business_images", file));
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
    const reply = await t.registrationForm(VALID, { bytes, name });
    await t.expectRefusedKeepingNothing(reply, "Endast bildfiler är tillåtna");
  });

  it("accepts an image of exactly 5 MB and refuses one byte more", async () => {
    const exact = await t.registrationForm(VALID, {
      bytes: await pngOfExactSize(MAX_IMAGE_BYTES),
      name: "exakt.png",
    });
    expect(exact.data).toMatchObject({ ok: true });
    const over = await t.registrationForm(VALID, {
      bytes: await pngOfExactSize(MAX_IMAGE_BYTES + 1),
      name: "for-stor.png",
    });
    expect(over.status).toBe(400);
    expect(said(over)).toBe("Bilden får inte vara större än 5MB");
    expect(await t.submissions()).toHaveLength(1);
    expect(await t.storedFiles()).toHaveLength(1);
    expect(await t.tempFiles()).toEqual([]);
    for (const file of await t.storedFiles())
      await rm(path.join(t.dataDir, "business_images", file));
  });

  it("refuses a pixel flood before decoding it", async () => {
    const reply = await t.registrationForm(VALID, { bytes: pixelFloodPng(), name: "flood.png" });
    expect(reply.status).toBe(400);
    expect(said(reply)).toMatch(/^Bilduppladdning misslyckades: bildens mått är för stora/);
    expect(await t.submissions()).toHaveLength(0);
  });

  it("refuses a broken image with a safe detail", async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x42)]);
    const reply = await t.registrationForm(VALID, { bytes: broken, name: "trasig.jpg" });
    expect(reply.status).toBe(400);
    expect(said(reply)).toMatch(/^Bilduppladdning misslyckades: /);
    expect(String(said(reply))).not.toMatch(/vips|Error|at /);
  });

  it("leaves no orphan image when the insert fails", async () => {
    await sql`ALTER TABLE business_submissions RENAME TO business_submissions_away`.execute(
      t.testDb.db,
    );
    try {
      const reply = await t.registrationForm(VALID, { bytes: await png(), name: "orphan.png" });
      expect(reply.status).toBe(500);
      expect(String(said(reply))).toMatch(/^Databasfel: /);
      expect(String(said(reply))).not.toMatch(/SQL|relation|no such table/i);
      expect(await t.storedFiles()).toEqual([]);
      expect(await t.tempFiles()).toEqual([]);
    } finally {
      await sql`ALTER TABLE business_submissions_away RENAME TO business_submissions`.execute(
        t.testDb.db,
      );
    }
  });
});
