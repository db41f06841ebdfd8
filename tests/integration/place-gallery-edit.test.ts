import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPlace } from "~/.server/places/admin-places";
import { contentVersion } from "~/.server/snapshot/content";
import { findPlan } from "~/content/plans";
import { imageLimit } from "~/lib/plans/effects";
import { IMAGE_MESSAGES } from "~/lib/registrations/form";
import { DATABASES } from "../support/databases";
import {
  GALLERY_IMAGE,
  GOLD,
  galleryApp,
  NO_PLAN_REFUSAL,
  PLAIN,
  SILVER,
  SILVER_REFUSAL,
} from "../support/place-gallery";

/**
 * The business gallery (issue 11, Silver and Guld) on the edit page: the "Bilder" forms
 * called with real requests against a real database and image store, within each plan's
 * limit, checked like the main image, moved and removed with an audit.
 */
describe.each(DATABASES)("business gallery: edit page (%s)", (kind) => {
  const t = galleryApp(kind);

  it("takes Silver's images up to five in all and refuses the sixth, storing nothing", async () => {
    const slug = SILVER.id;
    await t.givePlan(slug, "silver");
    // The seed's main image counts as one of the five.
    const free = imageLimit("silver") - (SILVER.imageUrl ? 1 : 0);
    for (let index = 1; index <= free; index++)
      expect(await t.addImage(slug, `Bild ${index} från ${SILVER.name}`)).toEqual(t.added(slug));

    const stored = await t.rows(slug);
    expect(stored.map((row) => row.alt)).toEqual(
      Array.from({ length: free }, (_, index) => `Bild ${index + 1} från ${SILVER.name}`),
    );
    for (const row of stored) {
      expect(row.path).toMatch(GALLERY_IMAGE);
      expect(row.path.startsWith(`/images/business/${slug}/`)).toBe(true);
    }
    const loaded = await t.editPage(slug);
    expect(loaded.gallery).toMatchObject({
      planName: findPlan("silver")?.name,
      limit: 5,
      count: 5,
      full: SILVER_REFUSAL,
    });
    const audit = (await loadPlace(t.testDb.db, slug))?.audit ?? [];
    expect(audit).toHaveLength(free);
    expect(audit[0]?.changes.images).toEqual([
      stored.slice(0, -1).map((row) => row.alt),
      stored.map((row) => row.alt),
    ]);

    const filesBefore = await t.storedFiles();
    const versionBefore = await contentVersion(t.testDb.db);
    const sixth = await t.addImage(slug, "En bild för mycket");
    expect(sixth).toMatchObject({
      kind: "refused",
      status: 400,
      data: {
        form: "gallery",
        errors: { image: SILVER_REFUSAL },
        values: { alt: "En bild för mycket" },
      },
    });
    expect(await t.rows(slug)).toEqual(stored);
    expect(await t.storedFiles()).toEqual(filesBefore);
    expect(await t.tempFiles()).toEqual([]);
    expect(await contentVersion(t.testDb.db)).toBe(versionBefore);
    expect((await loadPlace(t.testDb.db, slug))?.audit).toHaveLength(free);
  });

  it("refuses a business without Silver or Guld its second image", async () => {
    const slug = PLAIN.id;
    const versionBefore = await contentVersion(t.testDb.db);
    const filesBefore = await t.storedFiles();
    // Its main image (from the seed) is its one image.
    expect(PLAIN.imageUrl).toBeTruthy();
    expect(await t.addImage(slug, "Andra bilden")).toMatchObject({
      kind: "refused",
      status: 400,
      data: { form: "gallery", errors: { image: NO_PLAN_REFUSAL } },
    });
    expect(await t.rows(slug)).toEqual([]);
    expect(await t.storedFiles()).toEqual(filesBefore);
    expect(await t.tempFiles()).toEqual([]);
    expect(await contentVersion(t.testDb.db)).toBe(versionBefore);
    expect((await t.editPage(slug)).gallery).toMatchObject({
      planName: null,
      limit: 1,
      count: 1,
      full: NO_PLAN_REFUSAL,
    });

    // A brons plan gives one image too.
    await t.givePlan(slug, "brons");
    expect(await t.addImage(slug, "Andra bilden")).toMatchObject({
      kind: "refused",
      status: 400,
      data: { form: "gallery", errors: { image: NO_PLAN_REFUSAL } },
    });
    expect(await t.rows(slug)).toEqual([]);
  });

  it("checks the file and the alt text like the main image", async () => {
    const slug = GOLD.id;
    await t.givePlan(slug, "guld");
    const versionBefore = await contentVersion(t.testDb.db);
    const filesBefore = await t.storedFiles();
    expect(await t.addImage(slug, "Inte en bild", Buffer.from("hej"))).toMatchObject({
      kind: "refused",
      status: 400,
      data: { form: "gallery", errors: { image: IMAGE_MESSAGES.notImage } },
    });
    expect(await t.addImage(slug, "   ")).toMatchObject({
      kind: "refused",
      status: 400,
      data: {
        form: "gallery",
        errors: { alt: "Skriv en bildtext som beskriver vad bilden visar." },
      },
    });
    const withoutFile = new FormData();
    withoutFile.set("intent", "gallery-add");
    withoutFile.set("image", new Blob([]), "");
    withoutFile.set("alt", "Ingen fil");
    expect(await t.post(slug, withoutFile)).toMatchObject({
      kind: "refused",
      status: 400,
      data: { form: "gallery", errors: { image: "Välj en bild att lägga till." } },
    });
    expect(await t.rows(slug)).toEqual([]);
    expect(await t.storedFiles()).toEqual(filesBefore);
    expect(await t.tempFiles()).toEqual([]);
    expect(await contentVersion(t.testDb.db)).toBe(versionBefore);
  });

  it("moves and removes images, audited, and removes a removed image's file", async () => {
    const slug = GOLD.id;
    await t.fillSilverGallery();
    await t.givePlan(slug, "guld");
    for (const alt of ["Första", "Andra", "Tredje"])
      expect(await t.addImage(slug, alt)).toEqual(t.added(slug));
    const [first, second, third] = await t.rows(slug);
    if (!first || !second || !third) throw new Error("three images expected");

    expect(await t.change(slug, "gallery-down", first.id)).toEqual({
      kind: "redirect",
      status: 302,
      location: `/admin/foretag/${slug}?bild=flyttad#bilder`,
    });
    expect((await t.rows(slug)).map((row) => row.alt)).toEqual(["Andra", "Första", "Tredje"]);
    await t.change(slug, "gallery-up", third.id);
    expect((await t.rows(slug)).map((row) => row.alt)).toEqual(["Andra", "Tredje", "Första"]);

    // Moving the first image up changes nothing: no new version, no audit entry.
    const versionBefore = await contentVersion(t.testDb.db);
    const auditBefore = (await loadPlace(t.testDb.db, slug))?.audit.length;
    expect(await t.change(slug, "gallery-up", second.id)).toMatchObject({ kind: "redirect" });
    expect(await contentVersion(t.testDb.db)).toBe(versionBefore);
    expect((await loadPlace(t.testDb.db, slug))?.audit.length).toBe(auditBefore);

    const file = path.posix.basename(second.path);
    expect(await t.storedFiles()).toContain(file);
    expect(await t.change(slug, "gallery-remove", second.id)).toEqual({
      kind: "redirect",
      status: 302,
      location: `/admin/foretag/${slug}?bild=borttagen#bilder`,
    });
    expect((await t.rows(slug)).map((row) => [row.alt, row.position])).toEqual([
      ["Tredje", 0],
      ["Första", 1],
    ]);
    expect(await t.storedFiles()).not.toContain(file);
    expect(await contentVersion(t.testDb.db)).toBeGreaterThan(versionBefore);
    const [latest] = (await loadPlace(t.testDb.db, slug))?.audit ?? [];
    expect(latest?.changes).toEqual({
      images: [
        ["Andra", "Tredje", "Första"],
        ["Tredje", "Första"],
      ],
    });

    // Another image of the business (or none) cannot be removed twice.
    expect(await t.change(slug, "gallery-remove", second.id)).toMatchObject({
      kind: "refused",
      status: 400,
      data: { form: "gallery", errors: { form: expect.stringContaining("finns inte") } },
    });
    const [otherImage] = await t.rows(SILVER.id);
    expect(await t.change(slug, "gallery-remove", otherImage?.id ?? 0)).toMatchObject({
      kind: "refused",
      status: 400,
    });
    expect(await t.rows(SILVER.id)).toHaveLength(imageLimit("silver") - 1);
  });
});
