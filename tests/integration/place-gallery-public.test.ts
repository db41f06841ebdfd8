import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { bumpContentVersion } from "~/.server/db/content-version";
import { grandFitness } from "~/.server/db/seed/places";
import { PlaceGallery } from "~/components/place-gallery";
import { DATABASES } from "../support/databases";
import { GOLD, galleryApp, PLAIN, SILVER } from "../support/place-gallery";

/**
 * The business gallery (issue 11, Silver and Guld) in public: the photo route, and what
 * the public business page's loader and gallery show as plans start and end.
 */
describe.each(DATABASES)("business gallery: public page (%s)", (kind) => {
  const t = galleryApp(kind);

  it("serves gallery files of a published business only, and nothing else", async () => {
    await t.fillSilverGallery();
    const [image] = await t.rows(SILVER.id);
    if (!image) throw new Error("a gallery image expected");
    const served = await t.servePhoto(SILVER.id, image.path);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=86400");
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // Not under another business's path, and no other stored file.
    expect((await t.servePhoto(GOLD.id, image.path)).status).toBe(404);
    const removedFile = `/images/business/${SILVER.id}/00000000-0000-4000-8000-000000000000.png`;
    expect((await t.servePhoto(SILVER.id, removedFile)).status).toBe(404);

    // Hidden: its gallery is not served at all.
    await t.testDb.db
      .updateTable("businesses")
      .set({ status: "hidden" })
      .where("slug", "=", SILVER.id)
      .execute();
    try {
      const hidden = await t.servePhoto(SILVER.id, image.path);
      expect(hidden.status).toBe(404);
      expect(await hidden.text()).toBe("Bilden finns inte.");
    } finally {
      await t.testDb.db
        .updateTable("businesses")
        .set({ status: "published" })
        .where("slug", "=", SILVER.id)
        .execute();
    }
    expect((await t.servePhoto(SILVER.id, image.path)).status).toBe(200);
  });

  it("shows the gallery on the public page only while the plan is Silver or Guld", async () => {
    const slug = SILVER.id;
    await t.fillSilverGallery();
    const stored = await t.rows(slug);
    const shown = await t.publicPage(slug);
    expect(shown.kind).toBe("standard");
    expect(shown.business.imageUrl).toBe(SILVER.imageUrl);
    expect(shown.gallery).toEqual(stored.map((row) => ({ src: row.path, alt: row.alt })));

    const html = renderToStaticMarkup(createElement(PlaceGallery, { images: shown.gallery }));
    expect(html).toContain('<section aria-labelledby="bilder"');
    expect(html).toContain('<h2 id="bilder"');
    expect(html).toContain(">Bilder</h2>");
    for (const row of stored) {
      expect(html).toContain(`src="${row.path}"`);
      expect(html).toContain(`alt="${row.alt}"`);
    }
    expect(html.match(/loading="lazy"/g)).toHaveLength(stored.length);
    expect(html.match(/width="800" height="600"/g)).toHaveLength(stored.length);
    expect(renderToStaticMarkup(createElement(PlaceGallery, { images: [] }))).toBe("");

    // The plan ends: only the main image; the gallery stays stored.
    await t.endPlans(slug);
    const ended = await t.publicPage(slug);
    expect(ended.gallery).toEqual([]);
    expect(ended.business.imageUrl).toBe(SILVER.imageUrl);
    expect(await t.rows(slug)).toEqual(stored);
    expect((await t.editPage(slug)).gallery).toMatchObject({ planName: null, limit: 1, count: 5 });

    // A period that ran out ends it by the clock alone.
    await t.givePlan(slug, "silver", "2020-01-31T00:00:00.000Z");
    expect((await t.publicPage(slug)).gallery).toEqual([]);

    // Guld brings it back as it was.
    await t.givePlan(slug, "guld");
    expect((await t.publicPage(slug)).gallery).toEqual(
      stored.map((row) => ({ src: row.path, alt: row.alt })),
    );
  });

  it("gives the extended profile layout with Silver or Guld, and Grand Fitness always", async () => {
    const slug = PLAIN.id;
    await t.testDb.db
      .updateTable("businesses")
      .set({
        profile: JSON.stringify({
          longDescription: "En lång beskrivning.",
          philosophy: "Vår filosofi.",
          equipment: "",
          features: ["Wifi"],
        }),
      })
      .where("slug", "=", slug)
      .execute();
    await bumpContentVersion(t.testDb.db);
    // PLAIN has Brons only.
    await t.givePlan(slug, "brons");
    expect((await t.publicPage(slug)).kind).toBe("standard");
    await t.givePlan(slug, "silver");
    expect((await t.publicPage(slug)).kind).toBe("gym");
    await t.endPlans(slug);
    expect((await t.publicPage(slug)).kind).toBe("standard");

    // Without a profile a plan changes nothing about the layout.
    expect((await t.publicPage(GOLD.id)).kind).toBe("standard");
    // The spec's own extended profile, without any plan.
    expect((await t.publicPage(grandFitness.id)).kind).toBe("gym");
  });
});
