import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "~/.server/db/seed";
import { type SearchOutcome, searchSite } from "~/.server/search/search";
import type { Language } from "~/lib/i18n/languages";
import { DATABASES } from "../support/databases";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 40, point 5: /en/sok, /de/sok and /da/sok find places by the words of their
// language (the guide's translations of the seeded texts, the categories' names in it) as
// well as by their names, on both databases; the translations' index follows every change.

const NOW = new Date("2026-11-27T12:00:00Z");

function slugsOf(outcome: SearchOutcome): string[] {
  return outcome.status === "done" ? outcome.results.map((result) => result.slug) : [];
}

/** The seeded hair salons (category 'frisor', app/.server/db/seed/places.ts). */
const HAIR_SALONS = ["the-shave-cave", "larsson-lange", "dark-and-bright"];

describe.each(DATABASES)("search in other languages (%s)", (kind) => {
  let testDb: TestDatabase;
  const search = async (query: string, language: Language) =>
    slugsOf(await searchSite(testDb, query, NOW, language));

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await seedContent(testDb);
  });
  afterAll(async () => {
    await testDb?.cleanup();
  });

  it("finds places by the language's own words where the Swedish would not", async () => {
    // Malmö Stadsteater's English text: "The city's theatre for drama …".
    expect(await search("theatre", "en")).toContain("malmo-stadsteater");
    expect(await search("theatre", "sv")).not.toContain("malmo-stadsteater");
    // The hair salons by their category's English name, 'hairdressers'.
    const hairdresser = await search("hairdresser", "en");
    for (const slug of HAIR_SALONS) expect(hairdresser).toContain(slug);
    // Hylliebadet by its German and Danish texts: 'Schwimmbad', 'svømmehal'.
    expect((await search("Schwimmbad", "de"))[0]).toBe("hylliebadet");
    expect((await search("svømmehal", "da"))[0]).toBe("hylliebadet");
    expect((await search("svommehal", "da"))[0]).toBe("hylliebadet");
    // Each language only its own: the Danish word is no German one.
    expect(await search("svømmehal", "de")).not.toContain("hylliebadet");
  });

  it("forgives case, accents and one typo as the Swedish search does", async () => {
    expect((await search("SCHWIMBAD", "de"))[0]).toBe("hylliebadet");
    expect((await search("svømmehall", "da"))[0]).toBe("hylliebadet");
    expect(await search("theatr", "en")).toContain("malmo-stadsteater");
  });

  it("still finds places by their names, first", async () => {
    expect((await search("malmö opera", "en"))[0]).toBe("malmo-opera");
    expect((await search("hylliebadet", "de"))[0]).toBe("hylliebadet");
  });

  it("follows a translation written, changed and removed", async () => {
    const at = NOW.getTime();
    const row = {
      subject: "place",
      key: "moderna-museet",
      language: "en",
      field: "description",
      translated_by: "operatör@example.se",
      updated_at: at,
    };
    await testDb.db
      .deleteFrom("content_translations")
      .where("subject", "=", "place")
      .where("key", "=", "moderna-museet")
      .where("language", "=", "en")
      .execute();
    expect(await search("zebrafinch", "en")).not.toContain("moderna-museet");
    await testDb.db
      .insertInto("content_translations")
      .values({ ...row, text: "A museum with a zebrafinch in the hall." })
      .execute();
    expect(await search("zebrafinch", "en")).toContain("moderna-museet");
    await testDb.db
      .updateTable("content_translations")
      .set({ text: "A museum of modern art with a kingfisher." })
      .where("key", "=", "moderna-museet")
      .where("language", "=", "en")
      .execute();
    expect(await search("zebrafinch", "en")).not.toContain("moderna-museet");
    expect(await search("kingfisher", "en")).toContain("moderna-museet");
    // Hidden, the place is found in no language; published again, it is.
    await testDb.db
      .updateTable("businesses")
      .set({ status: "hidden" })
      .where("slug", "=", "moderna-museet")
      .execute();
    expect(await search("kingfisher", "en")).not.toContain("moderna-museet");
    await testDb.db
      .updateTable("businesses")
      .set({ status: "published" })
      .where("slug", "=", "moderna-museet")
      .execute();
    expect(await search("kingfisher", "en")).toContain("moderna-museet");
    await testDb.db
      .deleteFrom("content_translations")
      .where("key", "=", "moderna-museet")
      .where("language", "=", "en")
      .execute();
    expect(await search("kingfisher", "en")).not.toContain("moderna-museet");
  });
});
