import { describe, expect, it } from "vitest";
import { auditOf } from "~/.server/admin/audit";
import type { Operator } from "~/.server/auth/auth";
import { places } from "~/.server/db/seed/places";
import {
  createOffer,
  listOffers,
  loadOffer,
  readOfferSubmission,
  saveOffer,
} from "~/.server/offers/admin-offers";
import { changeFeatured, FEATURED_AUDIT_ID, loadFeatured } from "~/.server/places/admin-featured";
import { contentOf, contentVersion, currentOffers } from "~/.server/snapshot/content";
import { slugify } from "~/.server/snapshot/slugs";
import { fieldErrors } from "~/lib/forms/fields";
import { type CompleteOfferForm, offerSchema } from "~/lib/offers/form";
import type { FeaturedChange } from "~/lib/places/featured-form";
import { DATABASES } from "../support/databases";
import { createTestOperator, type TestDatabase, withTestDatabase } from "../support/test-database";

// A fixed "now" so no test depends on today's date: 15 June 2026, noon in Stockholm.
const NOW = new Date("2026-06-15T10:00:00Z");
const YESTERDAY = "2026-06-14";
const TODAY = "2026-06-15";

const NEW_OFFER = {
  businessSlug: "",
  businessName: "Glassbaren vid Ribban",
  tag: "Special",
  title: "Två kulor för en på måndagar",
  description: "Exempel på erbjudande: två kulor glass till priset av en varje måndag i juni.",
  location: "Ribersborgsstranden, Malmö",
  image: "/images/business/emporia.svg",
  url: "https://www.exempel.se/glass",
  color: "sky",
  validUntil: "",
  rating: "",
  status: "published",
};

/** The offer admin and the featured selection, on a seeded database, through the read path. */
describe.each(DATABASES)("offers and featured places in the admin area (%s)", (kind) => {
  let testDb: TestDatabase;
  let operator: Operator;

  withTestDatabase(kind, { seed: true, perTest: true }, async (made) => {
    testDb = made;
    operator = await createTestOperator(testDb.db);
  });

  const version = () => contentVersion(testDb.db);
  const currentIds = async () =>
    currentOffers(await contentOf(testDb.db), NOW).map((offer) => offer.id);
  const form = (values: Record<string, string>) => offerSchema.parse(values) as CompleteOfferForm;

  it("creates an offer at the end of the list, shown at once and audited", async () => {
    const before = await version();
    const slug = await createOffer(testDb.db, operator, form(NEW_OFFER));
    expect(slug).toBe("tva-kulor-for-en-pa-mandagar");
    expect(await version()).toBe(before + 1);

    const content = await contentOf(testDb.db);
    expect(content.offers.at(-1)).toEqual({
      id: slug,
      business: "Glassbaren vid Ribban",
      title: "Två kulor för en på måndagar",
      description: NEW_OFFER.description,
      location: "Ribersborgsstranden, Malmö",
      image: "/images/business/emporia.svg",
      // No rating until the operator sets one: nobody gave it one (issue 24).
      rating: undefined,
      url: "https://www.exempel.se/glass",
      color: "sky",
      tag: "Special",
      businessId: undefined,
      validUntil: null,
    });
    expect(await currentIds()).toContain(slug);

    const loaded = await loadOffer(testDb.db, slug);
    expect(loaded?.values).toMatchObject({ title: NEW_OFFER.title, validUntil: "", rating: "" });
    expect(loaded?.audit).toHaveLength(1);
    expect(loaded?.audit[0]).toMatchObject({ who: "redaktor@example.se", action: "create" });
    expect(loaded?.audit[0]?.changes.title).toEqual([null, NEW_OFFER.title]);

    // The same title again gets a slug of its own.
    expect(await createOffer(testDb.db, operator, form(NEW_OFFER))).toBe(`${slug}-2`);
    const listed = await listOffers(testDb.db, NOW);
    expect(listed.map((offer) => offer.slug).slice(-2)).toEqual([slug, `${slug}-2`]);
  });

  it("hides an offer after its last day and when hidden", async () => {
    const slug = "arskort-kockum-fritid";
    const loaded = await loadOffer(testDb.db, slug);
    if (!loaded) throw new Error("seeded offer missing");
    expect(await currentIds()).toContain(slug);

    // Shown up to and including its last day (in Stockholm) ...
    let before = await version();
    await saveOffer(testDb.db, operator, slug, form({ ...loaded.values, validUntil: TODAY }));
    expect(await version()).toBe(before + 1);
    expect(await currentIds()).toContain(slug);

    // ... and not after it, though it stays in the admin list, marked.
    before = await version();
    const changes = await saveOffer(
      testDb.db,
      operator,
      slug,
      form({ ...loaded.values, validUntil: YESTERDAY }),
    );
    expect(changes).toEqual({ valid_until: [TODAY, YESTERDAY] });
    expect(await version()).toBe(before + 1);
    expect(await currentIds()).not.toContain(slug);
    const row = (await listOffers(testDb.db, NOW)).find((offer) => offer.slug === slug);
    expect(row).toMatchObject({ validUntil: YESTERDAY, expired: true, status: "published" });
    expect((await listOffers(testDb.db, NOW, { status: "expired" })).map((o) => o.slug)).toEqual([
      slug,
    ]);
    expect(
      (await listOffers(testDb.db, NOW, { status: "current" })).map((o) => o.slug),
    ).not.toContain(slug);

    // Saving the same values changes nothing: no audit entry, no new version.
    before = await version();
    expect(
      await saveOffer(testDb.db, operator, slug, form({ ...loaded.values, validUntil: YESTERDAY })),
    ).toEqual({});
    expect(await version()).toBe(before);

    // A hidden offer is gone from the public pages, whatever its date.
    const other = "rabatt-boulebar-drottningtorget";
    const boule = await loadOffer(testDb.db, other);
    if (!boule) throw new Error("seeded offer missing");
    before = await version();
    await saveOffer(testDb.db, operator, other, form({ ...boule.values, status: "hidden" }));
    expect(await version()).toBe(before + 1);
    expect(await currentIds()).not.toContain(other);
    expect((await contentOf(testDb.db)).offers.map((offer) => offer.id)).not.toContain(other);

    const audit = await auditOf(testDb.db, "offer", slug);
    expect(audit.map((entry) => entry.changes)).toEqual([
      { valid_until: [TODAY, YESTERDAY] },
      { valid_until: [null, TODAY] },
    ]);
    expect((await auditOf(testDb.db, "offer", other))[0]?.changes).toEqual({
      status: ["published", "hidden"],
    });

    // An offer that does not exist is reported as gone.
    expect(await saveOffer(testDb.db, operator, "finns-inte", form(NEW_OFFER))).toBeUndefined();
  });

  it("reads a posted form and fills empty fields from the chosen business", async () => {
    const post = (fields: Record<string, string>) =>
      new Request("http://localhost/admin/erbjudanden/nytt", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    const submission = await readOfferSubmission(
      testDb.db,
      post({
        ...NEW_OFFER,
        businessSlug: "emporia",
        businessName: "",
        location: "",
        image: "",
        url: "",
        rating: "4,6",
      }),
    );
    expect(submission).toMatchObject({
      ok: true,
      form: {
        businessSlug: "emporia",
        businessName: "Emporia",
        location: places.find((place) => place.id === "emporia")?.address,
        image: "/images/business/emporia.svg",
        url: "https://www.emporia.se",
      },
    });
    if (!submission.ok) throw new Error("expected a valid form");
    const slug = await createOffer(testDb.db, operator, { ...submission.form, title: "Sommar" });
    const offer = (await contentOf(testDb.db)).offers.find((item) => item.id === slug);
    expect(offer).toMatchObject({ businessId: "emporia", business: "Emporia", rating: 4.6 });

    const refused = await readOfferSubmission(
      testDb.db,
      post({ ...NEW_OFFER, businessName: "", url: "http://www.exempel.se" }),
    );
    expect(refused).toEqual({
      ok: false,
      errors: {
        businessName: "Ange företagets namn (eller välj ett företag i guiden).",
        url: "Ange en https-adress, t.ex. https://www.exempel.se/erbjudande.",
      },
      values: { ...NEW_OFFER, businessName: "", url: "http://www.exempel.se" },
    });
  });

  it("refuses bad offer values with Swedish messages", () => {
    const result = offerSchema.safeParse({
      ...NEW_OFFER,
      tag: "Gratis",
      title: "  ",
      image: "https://www.exempel.se/bild.jpg",
      url: "javascript:alert(1)",
      color: "black",
      validUntil: "2026-02-30",
      rating: "9",
      status: "draft",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      tag: "Välj en etikett.",
      title: "Skriv en rubrik.",
      image: "Ange en sökväg på webbplatsen som börjar med /, t.ex. /images/business/emporia.svg.",
      url: "Ange en https-adress, t.ex. https://www.exempel.se/erbjudande.",
      color: "Välj en färg.",
      validUntil: "Ange ett datum som 2026-12-31 (eller lämna tomt).",
      rating: "Ange ett betyg mellan 1 och 5, t.ex. 4,7 (eller lämna tomt).",
      status: "Välj publicerad eller dold.",
    });
    expect(offerSchema.safeParse({ ...NEW_OFFER, validUntil: "2028-02-29" }).success).toBe(true);
    expect(slugify("Årskort på gymmet för 2 995 kr!", "erbjudande")).toBe(
      "arskort-pa-gymmet-for-2-995-kr",
    );
    expect(slugify("!!!", "erbjudande")).toBe("erbjudande");
  });

  it("reorders the featured places and chooses the start page's four", async () => {
    const change = (intent: FeaturedChange["intent"], slug: string) =>
      changeFeatured(testDb.db, operator, { intent, slug });
    const titles = async () => {
      const content = await contentOf(testDb.db);
      return {
        featured: content.featured.map((place) => place.businessId),
        home: content.homeFeatured.map((place) => place.businessId),
      };
    };
    const seeded = {
      featured: [
        "restaurang-nils",
        "elite-plaza-hotel",
        "moderna-museet",
        "lilla-kafferosteriet",
        "emporia",
        "malmo-opera",
      ],
      home: ["emporia", "restaurang-nils", "malmo-opera", "moderna-museet"],
    };
    expect(await titles()).toEqual(seeded);

    let before = await version();
    expect(await change("up", "elite-plaza-hotel")).toEqual({
      ok: true,
      changes: {
        order: [
          seeded.featured,
          ["elite-plaza-hotel", "restaurang-nils", ...seeded.featured.slice(2)],
        ],
      },
    });
    expect(await version()).toBe(before + 1);
    expect((await titles()).featured.slice(0, 2)).toEqual(["elite-plaza-hotel", "restaurang-nils"]);

    // Moving the first one up changes nothing and writes nothing.
    before = await version();
    expect(await change("up", "elite-plaza-hotel")).toEqual({ ok: true, changes: {} });
    expect(await version()).toBe(before);

    // The start page holds at most four.
    expect(await change("home-add", "lilla-kafferosteriet")).toEqual({
      ok: false,
      error: "Startsidan visar högst 4 platser. Ta bort en av dem först.",
    });
    expect(await version()).toBe(before);
    await change("home-remove", "malmo-opera");
    await change("home-add", "lilla-kafferosteriet");
    await change("home-up", "lilla-kafferosteriet");
    expect((await titles()).home).toEqual([
      "emporia",
      "restaurang-nils",
      "lilla-kafferosteriet",
      "moderna-museet",
    ]);
    expect(await version()).toBe(before + 3);

    // Add a published business at the end; remove one (also from the start page).
    expect(await change("add", "emporia")).toEqual({
      ok: false,
      error: "Företaget finns redan bland de utvalda platserna.",
    });
    expect(await change("add", "finns-inte")).toEqual({
      ok: false,
      error: "Välj ett publicerat företag.",
    });
    await change("add", "kockum-fritid");
    await change("remove", "restaurang-nils");
    expect(await titles()).toEqual({
      featured: [
        "elite-plaza-hotel",
        "moderna-museet",
        "lilla-kafferosteriet",
        "emporia",
        "malmo-opera",
        "kockum-fritid",
      ],
      home: ["emporia", "lilla-kafferosteriet", "moderna-museet"],
    });
    expect(await change("down", "restaurang-nils")).toEqual({
      ok: false,
      error: "Platsen finns inte längre bland de utvalda. Sidan är uppdaterad.",
    });

    const loaded = await loadFeatured(testDb.db);
    expect(loaded.featured.map((place) => place.slug)).toEqual((await titles()).featured);
    expect(loaded.home.map((place) => [place.name, place.homePosition])).toEqual([
      ["Emporia", 0],
      ["Lilla Kafferosteriet", 1],
      ["Moderna Museet Malmö", 2],
    ]);
    expect(loaded.candidates.map((place) => place.slug)).toContain("restaurang-nils");
    expect(loaded.candidates.map((place) => place.slug)).not.toContain("emporia");

    const audit = await auditOf(testDb.db, "featured", FEATURED_AUDIT_ID);
    expect(audit).toHaveLength(6);
    expect(audit[0]).toMatchObject({ who: "redaktor@example.se", action: "update" });
    expect(audit[0]?.changes).toEqual({
      order: [
        [
          "elite-plaza-hotel",
          "restaurang-nils",
          "moderna-museet",
          "lilla-kafferosteriet",
          "emporia",
          "malmo-opera",
          "kockum-fritid",
        ],
        (await titles()).featured,
      ],
      home: [
        ["emporia", "restaurang-nils", "lilla-kafferosteriet", "moderna-museet"],
        ["emporia", "lilla-kafferosteriet", "moderna-museet"],
      ],
    });
  });

  it("runs simultaneous writes one after the other", async () => {
    const before = await version();
    const title = "Samtidigt erbjudande";
    const slugs = await Promise.all(
      [1, 2, 3].map(() => createOffer(testDb.db, operator, form({ ...NEW_OFFER, title }))),
    );
    expect(new Set(slugs)).toEqual(
      new Set(["samtidigt-erbjudande", "samtidigt-erbjudande-2", "samtidigt-erbjudande-3"]),
    );
    const results = await Promise.all(
      ["triangeln", "hansa", "mobilia"].map((slug) =>
        changeFeatured(testDb.db, operator, { intent: "add", slug }),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await version()).toBe(before + 6);
    const rows = await testDb.db
      .selectFrom("featured_places")
      .select(["business_slug", "position"])
      .orderBy("position")
      .execute();
    expect(rows.map((row) => Number(row.position))).toEqual(rows.map((_, index) => index));
    expect(
      rows
        .slice(-3)
        .map((row) => row.business_slug)
        .sort(),
    ).toEqual(["hansa", "mobilia", "triangeln"]);
  });
});
