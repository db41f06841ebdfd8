import { describe, expect, it } from "vitest";
import { categoryNamesIn } from "~/.server/i18n/category-names";
import { localize } from "~/.server/i18n/content";
import { contentOf, writeContent } from "~/.server/snapshot/content";
import { DATABASES } from "../support/databases";
import { type TestDatabase, withTestDatabase } from "../support/test-database";

// Issue 40, point 4: the guide's own translations of the seeded texts are stored per
// subject, language and field (migration 032), reach every process's snapshot with the
// next content version, and a field without a text stays Swedish, named as such.

/** Hylliebadet's description as the seed (app/.server/db/seed/places.ts) has it. */
const HYLLIE_SV_START = "Kommunalt badhus i Hyllie";

describe.each(DATABASES)("content in several languages (%s)", (kind) => {
  let testDb: TestDatabase;
  withTestDatabase(kind, { seed: true, perTest: true }, (ready) => {
    testDb = ready;
  });

  it("holds the guide's translations of the seeded texts, marked as the guide's", async () => {
    const rows = await testDb.db
      .selectFrom("content_translations")
      .selectAll()
      .where("key", "=", "hylliebadet")
      .orderBy("language")
      .execute();
    expect(
      rows
        .map((row) => [row.language, row.field, row.translated_by])
        .sort((a, b) => a.join().localeCompare(b.join())),
    ).toEqual([
      ["da", "description", "Malmöguiden"],
      ["da", "summary", "Malmöguiden"],
      ["de", "description", "Malmöguiden"],
      ["de", "summary", "Malmöguiden"],
      ["en", "description", "Malmöguiden"],
      ["en", "summary", "Malmöguiden"],
    ]);
    // The card's text is the description's first sentence, as in Swedish.
    expect(rows.find((row) => row.language === "en" && row.field === "summary")?.text).toBe(
      "Municipal swimming baths in Hyllie, opened in 2015, with a 50-metre pool, teaching pools and a family area.",
    );
    expect(rows.find((row) => row.language === "de")?.text).toMatch(/^Städtisches Hallenbad/);
    const { translations } = await contentOf(testDb.db);
    expect(categoryNamesIn(translations, "de")?.frisor).toBe("Friseursalons");
    expect(categoryNamesIn(translations, "sv")).toBeUndefined();
  });

  it("lays a language's text over the Swedish and names what has none", async () => {
    const { places, translations } = await contentOf(testDb.db);
    const place = places.get("hylliebadet");
    if (!place) throw new Error("Hylliebadet is seeded");
    expect(place.description.startsWith(HYLLIE_SV_START)).toBe(true);
    const english = localize(translations, "en", "place", place.id, place, [
      "description",
      "summary",
    ]);
    expect(english.description).toMatch(/^Municipal swimming baths in Hyllie/);
    expect(english.swedish).toBeUndefined();
    // A field with no English text stays Swedish and is named.
    const untranslated = { ...place, bookingLabel: "Boka bord" };
    const marked = localize(translations, "en", "place", place.id, untranslated, [
      "description",
      "bookingLabel",
    ]);
    expect(marked.bookingLabel).toBe("Boka bord");
    expect(marked.swedish).toEqual(["bookingLabel"]);
    // Swedish pages get the record as it is.
    expect(localize(translations, "sv", "place", place.id, place, ["description"])).toBe(place);
  });

  it("shows an operator's new text at the next content version", async () => {
    await writeContent(testDb.db, (trx) =>
      trx
        .updateTable("content_translations")
        .set({ text: "Hylliebadet, the city's 50-metre pool.", translated_by: "op@example.se" })
        .where("subject", "=", "place")
        .where("key", "=", "hylliebadet")
        .where("language", "=", "en")
        .where("field", "=", "description")
        .execute(),
    );
    const { places, translations } = await contentOf(testDb.db);
    const place = places.get("hylliebadet");
    if (!place) throw new Error("Hylliebadet is seeded");
    expect(
      localize(translations, "en", "place", place.id, place, ["description"]).description,
    ).toBe("Hylliebadet, the city's 50-metre pool.");
  });
});
