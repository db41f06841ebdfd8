import { describe, expect, it } from "vitest";
import { grandFitness } from "~/.server/db/seed/places";
import { loadPlace } from "~/.server/places/admin-places";
import { contentOf, contentVersion, listingOf, pageOf } from "~/.server/snapshot/content";
import { adminPlacesApp, CAFE } from "../support/admin-places";
import { DATABASES } from "../support/databases";

/**
 * The admin area's business create and edit actions, called with real requests against a
 * real database, and what the public pages read afterwards through the one content read
 * path: slugs, listings, profiles, audit and content versions.
 */
describe.each(DATABASES)("admin businesses: create and edit (%s)", (kind) => {
  const t = adminPlacesApp(kind);

  it("creates a published business with a profile: listed last in its category, with its own page", async () => {
    const before = await contentOf(t.testDb.db);
    const lastBefore = listingOf(before, "fika-lunch")?.length ?? 0;

    const slug = t.createdSlug(await t.createPlace(CAFE));
    expect(slug).toBe("kafe-ahorarna-och-vanner");

    const after = await contentOf(t.testDb.db);
    expect(after.version).toBe(before.version + 1);
    const listing = listingOf(after, "fika-lunch") ?? [];
    expect(listing).toHaveLength(lastBefore + 1);
    expect(listing.at(-1)).toMatchObject({
      id: slug,
      title: "Kafé Åhörarna & Vänner",
      // No short text given: the description's first sentence.
      description: "Ett litet kafé vid Möllevångstorget.",
      rating: 4.5,
      location: "Möllevångstorget 1, Malmö",
      image: `/images/business/${slug}.svg`,
    });
    expect(pageOf(after, slug)).toMatchObject({
      name: "Kafé Åhörarna & Vänner",
      category: "fika-lunch",
      email: "hej@ahorarna.example",
      phone: "040-11 22 33",
      website: "https://ahorarna.example",
      profile: {
        longDescription: "Ett kafé för alla som gillar att lyssna.",
        philosophy: "Allt bakas på plats.",
        equipment: "",
        features: ["Wifi", "Uteservering", "Barnvagnsparkering"],
        // Opening hours have their own page (the day-by-day editor).
        hours: [],
      },
    });

    const loaded = await loadPlace(t.testDb.db, slug);
    expect(loaded?.business).toMatchObject({
      features: "Wifi\nUteservering\nBarnvagnsparkering",
      hours: [],
    });
    expect(loaded?.audit).toHaveLength(1);
    expect(loaded?.audit[0]).toMatchObject({
      who: "redaktor@example.se",
      action: "create",
      changes: {
        name: [null, "Kafé Åhörarna & Vänner"],
        phone: [null, "040-11 22 33"],
        features: [null, "Wifi; Uteservering; Barnvagnsparkering"],
      },
    });
  });

  it("keeps new businesses hidden by default and gives every one its own slug", async () => {
    // A name of its own, so that the slugs do not depend on what other tests created.
    const hidden = { ...CAFE, name: "Kafé Lyssnarna", status: "hidden" };
    expect(t.createdSlug(await t.createPlace(hidden))).toBe("kafe-lyssnarna");
    const second = t.createdSlug(await t.createPlace(hidden));
    expect(second).toBe("kafe-lyssnarna-2");
    // The create page's own path segment is never a business's slug.
    const nytt = t.createdSlug(await t.createPlace({ ...hidden, name: "Nytt" }));
    expect(nytt).toBe("nytt-2");

    const content = await contentOf(t.testDb.db);
    expect(pageOf(content, second)).toBeUndefined();
    expect(listingOf(content, "fika-lunch")?.map((entry) => entry.id)).not.toContain(second);
    // Listed all the same, so publishing shows it at once.
    const rows = await t.testDb.db
      .selectFrom("business_listings")
      .select("category_slug")
      .where("business_slug", "=", second)
      .execute();
    expect(rows).toEqual([{ category_slug: "fika-lunch" }]);
  });

  it("gives businesses of the same name created at once their own slugs", async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.createPlace({ ...CAFE, name: "Samtidigt Kafé" })),
    );
    expect(answers.map(t.createdSlug).sort()).toEqual([
      "samtidigt-kafe",
      "samtidigt-kafe-2",
      "samtidigt-kafe-3",
    ]);
    const positions = await t.testDb.db
      .selectFrom("business_listings")
      .select("position")
      .where("category_slug", "=", "fika-lunch")
      .execute();
    const numbers = positions.map((row) => Number(row.position));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("publishes, hides and edits the profile, audited, with a new content version each time", async () => {
    const slug = t.createdSlug(
      await t.createPlace({ ...CAFE, name: "Publiceras Sen", status: "hidden" }),
    );
    const hiddenVersion = await contentVersion(t.testDb.db);

    const published = await t.editPlace(slug, {
      ...CAFE,
      name: "Publiceras Sen",
      status: "published",
      equipment: "Espressomaskin",
      features: "Wifi",
    });
    expect(published).toEqual({
      kind: "redirect",
      status: 302,
      location: `/admin/foretag/${slug}?sparat=1`,
    });
    let content = await contentOf(t.testDb.db);
    expect(content.version).toBe(hiddenVersion + 1);
    expect(listingOf(content, "fika-lunch")?.at(-1)?.id).toBe(slug);
    expect(pageOf(content, slug)?.profile).toEqual({
      longDescription: "Ett kafé för alla som gillar att lyssna.",
      philosophy: "Allt bakas på plats.",
      equipment: "Espressomaskin",
      features: ["Wifi"],
      hours: [],
    });

    // Emptying every profile field stores no profile and no opening hours.
    const plain = await t.editPlace(slug, {
      ...CAFE,
      name: "Publiceras Sen",
      longDescription: "",
      philosophy: "",
      equipment: "",
      features: "",
    });
    expect(plain.kind).toBe("redirect");
    content = await contentOf(t.testDb.db);
    expect(pageOf(content, slug)?.profile).toBeUndefined();
    const row = await t.testDb.db
      .selectFrom("businesses")
      .select("profile")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    expect(row.profile).toBeNull();
    const hours = await t.testDb.db
      .selectFrom("business_hours")
      .selectAll()
      .where("business_slug", "=", slug)
      .execute();
    expect(hours).toEqual([]);

    const hidden = await t.editPlace(slug, {
      ...CAFE,
      name: "Publiceras Sen",
      status: "hidden",
    });
    expect(hidden.kind).toBe("redirect");
    content = await contentOf(t.testDb.db);
    expect(pageOf(content, slug)).toBeUndefined();
    expect(listingOf(content, "fika-lunch")?.map((entry) => entry.id)).not.toContain(slug);
    expect(content.version).toBe(hiddenVersion + 3);

    const audit = (await loadPlace(t.testDb.db, slug))?.audit ?? [];
    expect(audit.map((entry) => entry.action)).toEqual(["update", "update", "update", "create"]);
    expect(audit[0]?.changes.status).toEqual(["published", "hidden"]);
    expect(audit[2]?.changes.status).toEqual(["hidden", "published"]);
    expect(audit[2]?.changes.equipment).toEqual([null, "Espressomaskin"]);

    // The same values again: nothing changes, nothing is logged, no new version.
    const again = await t.editPlace(slug, { ...CAFE, name: "Publiceras Sen", status: "hidden" });
    expect(again.kind).toBe("redirect");
    expect(await contentVersion(t.testDb.db)).toBe(hiddenVersion + 3);
    expect((await loadPlace(t.testDb.db, slug))?.audit).toHaveLength(4);
  });

  it("gives any business a profile, and a post without profile fields keeps it", async () => {
    const fields = {
      name: "Malmö Opera",
      category: "musik",
      description: "Operahus i Malmö.",
      address: "Östra Rönneholmsvägen 20, Malmö",
      status: "published",
    };
    // Rows of free-text hours stored before the form stopped editing them are kept.
    await t.testDb.db
      .insertInto("business_hours")
      .values({
        business_slug: "malmo-opera",
        position: 0,
        days: "Tisdag–lördag",
        time: "12:00–18:00",
      })
      .execute();
    const withProfile = await t.editPlace("malmo-opera", {
      ...fields,
      longDescription: "Nordens största operascen.",
    });
    expect(withProfile.kind).toBe("redirect");
    expect(pageOf(await contentOf(t.testDb.db), "malmo-opera")?.profile).toEqual({
      longDescription: "Nordens största operascen.",
      philosophy: "",
      equipment: "",
      features: [],
      hours: [{ days: "Tisdag–lördag", time: "12:00–18:00" }],
    });

    // A urlencoded post with the basic fields only (as before the profile existed).
    const basic = await t.call(
      t.edit,
      "/admin/foretag/malmo-opera",
      new URLSearchParams({ ...fields, phone: "040-20 85 00" }),
      { slug: "malmo-opera" },
    );
    expect(basic.kind).toBe("redirect");
    const place = pageOf(await contentOf(t.testDb.db), "malmo-opera");
    expect(place?.phone).toBe("040-20 85 00");
    expect(place?.profile?.hours).toEqual([{ days: "Tisdag–lördag", time: "12:00–18:00" }]);

    // Grand Fitness's seeded profile survives an edit of its contact data.
    const gym = await loadPlace(t.testDb.db, "grand-fitness");
    const { business } = gym ?? { business: undefined };
    expect(business).toBeDefined();
    const gymEdit = await t.call(
      t.edit,
      "/admin/foretag/grand-fitness",
      new URLSearchParams({
        name: business?.name ?? "",
        category: business?.category ?? "",
        description: business?.description ?? "",
        address: business?.address ?? "",
        phone: "040-12 34 56",
        status: "published",
      }),
      { slug: "grand-fitness" },
    );
    expect(gymEdit.kind).toBe("redirect");
    expect(pageOf(await contentOf(t.testDb.db), "grand-fitness")?.profile).toMatchObject({
      longDescription: grandFitness.longDescription,
      features: grandFitness.features,
    });
  });

  it("moves the listing when the category changes", async () => {
    const slug = t.createdSlug(await t.createPlace({ ...CAFE, name: "Flyttar Snart" }));
    const moved = await t.editPlace(slug, {
      ...CAFE,
      name: "Flyttar Snart",
      category: "shopping",
    });
    expect(moved.kind).toBe("redirect");
    const content = await contentOf(t.testDb.db);
    expect(listingOf(content, "fika-lunch")?.map((entry) => entry.id)).not.toContain(slug);
    expect(listingOf(content, "shopping")?.at(-1)?.id).toBe(slug);
  });

  it("refuses unknown categories and oversized bodies", async () => {
    const category = await t.createPlace({ ...CAFE, category: "inte-en-kategori" });
    expect(category).toMatchObject({
      kind: "refused",
      status: 400,
      data: { errors: { category: "Välj en kategori i listan." } },
    });
    const large = await t.call(
      t.edit,
      "/admin/foretag/malmo-opera",
      new URLSearchParams({ description: "x".repeat(70_000) }),
      { slug: "malmo-opera" },
    );
    expect(large).toMatchObject({ kind: "refused", status: 413 });
  });

  it("answers 404 for a business that does not exist", async () => {
    await expect(t.editPlace("finns-inte", CAFE)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
