import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPlace } from "~/.server/places/admin-places";
import { contentOf, contentVersion, listingOf, pageOf } from "~/.server/snapshot/content";
import { type ImageStore, localImageStore } from "~/.server/uploads/storage";
import { MAX_IMAGE_BYTES } from "~/content/registration";
import { IMAGE_MESSAGES } from "~/lib/registrations/form";
import { adminPlacesApp, CAFE, UUID_IMAGE } from "../support/admin-places";
import { DATABASES } from "../support/databases";
import { png, pngOfExactSize } from "../support/images";
import { placesNamed } from "../support/test-database";

/**
 * The admin area's business image: uploaded with the create or edit form, moved into the
 * store only after the business row is committed, kept out when the store fails, and
 * refused with the registration form's words when it is not an image or too large.
 */
describe.each(DATABASES)("admin businesses: images (%s)", (kind) => {
  const t = adminPlacesApp(kind);

  it("stores an uploaded image after the row, and the card and page use it", async () => {
    const slug = t.createdSlug(
      await t.createPlace(
        { ...CAFE, name: "Bildkaféet" },
        { bytes: await png(), name: "kafé bild.png" },
      ),
    );
    const place = pageOf(await contentOf(t.testDb.db), slug);
    expect(place?.imageUrl).toMatch(UUID_IMAGE);
    const card = listingOf(await contentOf(t.testDb.db), "fika-lunch")?.find(
      (entry) => entry.id === slug,
    );
    expect(card?.image).toBe(place?.imageUrl);
    const stored = path.basename(place?.imageUrl ?? "");
    expect(await t.storedFiles()).toContain(stored);
    expect((await stat(path.join(t.app.dataDir, "business_images", stored))).size).toBeGreaterThan(
      0,
    );
    expect(await t.tempFiles()).toEqual([]);

    // Replacing it on the edit page: a new random name, audited.
    const replaced = await t.editPlace(
      slug,
      { ...CAFE, name: "Bildkaféet" },
      { bytes: await png(32, 32), name: "ny.png" },
    );
    expect(replaced).toMatchObject({
      kind: "redirect",
      location: `/admin/foretag/${slug}?sparat=1`,
    });
    const after = pageOf(await contentOf(t.testDb.db), slug);
    expect(after?.imageUrl).toMatch(UUID_IMAGE);
    expect(after?.imageUrl).not.toBe(place?.imageUrl);
    const audit = (await loadPlace(t.testDb.db, slug))?.audit ?? [];
    expect(audit[0]?.changes).toEqual({ image: [place?.imageUrl, after?.imageUrl] });
    expect(await t.tempFiles()).toEqual([]);
  });

  it("moves the image into the store only once the business row is committed", async () => {
    const local = localImageStore(path.join(t.app.dataDir, "own-store"));
    const seenAtPut: (string | null | undefined)[] = [];
    // The real local store, watched: at put() time the row must be readable outside
    // the write's transaction (committed), still without the image.
    const watched: ImageStore = {
      ...local,
      async put(file, name, contentType) {
        const row = await t.testDb.db
          .selectFrom("businesses")
          .select("image")
          .where("name", "=", "Efter Raden")
          .executeTakeFirst();
        seenAtPut.push(row ? row.image : undefined);
        return local.put(file, name, contentType);
      },
    };
    const outcome = await t.createWithImageIn(watched, "Efter Raden");
    expect(outcome).toMatchObject({ ok: true, imageFailed: false });
    expect(seenAtPut).toEqual([null]);
    const slug = outcome?.ok ? outcome.slug : "";
    expect(pageOf(await contentOf(t.testDb.db), slug)?.imageUrl).toMatch(UUID_IMAGE);
    expect(await readdir(local.tempDir)).toEqual([]);
  });

  it("keeps the saved business and its old image when the store refuses the image", async () => {
    const local = localImageStore(path.join(t.app.dataDir, "broken-store"));
    const broken: ImageStore = {
      ...local,
      async put() {
        throw Object.assign(new Error("disk full"), { code: "ENOSPC" });
      },
    };
    const outcome = await t.createWithImageIn(broken, "Utan Lagring");
    expect(outcome).toMatchObject({ ok: true, imageFailed: true });
    const slug = outcome?.ok ? outcome.slug : "";
    const place = pageOf(await contentOf(t.testDb.db), slug);
    expect(place?.name).toBe("Utan Lagring");
    expect(place?.imageUrl).toBeUndefined();
    expect((await loadPlace(t.testDb.db, slug))?.audit.map((entry) => entry.action)).toEqual([
      "create",
    ]);
    expect(await readdir(local.tempDir)).toEqual([]);
    expect(await readdir(path.join(t.app.dataDir, "broken-store")).catch(() => [])).toEqual([
      ".tmp",
    ]);
  });

  it("refuses a file that is not an image or is too large, with the registration form's words", async () => {
    const filesBefore = await t.storedFiles();
    const versionBefore = await contentVersion(t.testDb.db);

    const notImage = await t.createPlace(
      { ...CAFE, name: "Ingen Bild" },
      { bytes: Buffer.from("inte en bild"), name: "bild.png" },
    );
    expect(notImage).toMatchObject({
      kind: "refused",
      status: 400,
      data: { errors: { image: IMAGE_MESSAGES.notImage }, values: { name: "Ingen Bild" } },
    });

    const tooLarge = await t.editPlace(
      "malmo-opera",
      {
        name: "Malmö Opera",
        category: "musik",
        description: "Operahus i Malmö.",
        address: "Östra Rönneholmsvägen 20, Malmö",
        status: "published",
      },
      { bytes: await pngOfExactSize(MAX_IMAGE_BYTES + 1), name: "stor.png" },
    );
    expect(tooLarge).toMatchObject({
      kind: "refused",
      status: 400,
      data: { errors: { image: IMAGE_MESSAGES.tooLarge } },
    });

    expect(await t.storedFiles()).toEqual(filesBefore);
    expect(await t.tempFiles()).toEqual([]);
    expect(await contentVersion(t.testDb.db)).toBe(versionBefore);
    expect(await placesNamed(t.testDb.db, "Ingen Bild")).toEqual([]);
  });
});
