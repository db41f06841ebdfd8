import { describe, expect, it } from "vitest";
import { auditOf } from "~/.server/admin/audit";
import type { Operator } from "~/.server/auth/auth";
import { categoryNamesIn } from "~/.server/i18n/category-names";
import { localize, textsIn } from "~/.server/i18n/content";
import { missingTranslations, saveTranslations } from "~/.server/i18n/translations-admin";
import { contentOf, writeContent } from "~/.server/snapshot/content";
import { type TranslationForm, translationSchema } from "~/lib/i18n/translation-form";
import { DATABASES } from "../support/databases";
import {
  createTestOperator,
  insertTestPlace,
  type TestDatabase,
  withTestDatabase,
} from "../support/test-database";

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
    expect(rows.find((row) => row.language === "de")?.text).toMatch(/^Städtisches Schwimmbad/);
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

describe.each(DATABASES)("the operator's translations (%s)", (kind) => {
  let testDb: TestDatabase;
  let operator: Operator;
  withTestDatabase(kind, { seed: true, perTest: true }, async (ready) => {
    testDb = ready;
    operator = await createTestOperator(testDb.db);
  });

  /** The form as the editor sends it: every field, empty where nothing is written. */
  const form = (values: Partial<TranslationForm>) =>
    translationSchema.parse({
      ...Object.fromEntries(
        ["en", "de", "da"].flatMap((language) =>
          ["title", "label", "summary", "description", "longDescription"].map((field) => [
            `${language}_${field}`,
            "",
          ]),
        ),
      ),
      ...values,
    });

  it("lists a new place's texts as missing until they are written, then shows them", async () => {
    const place = { slug: "nytt-kafe", name: "Nytt kafé" };
    await writeContent(testDb.db, (trx) => insertTestPlace(trx, place));
    let content = await contentOf(testDb.db);
    const missing = missingTranslations(content).find((text) => text.key === place.slug);
    expect(missing?.missing).toEqual({
      en: ["summary", "description"],
      de: ["summary", "description"],
      da: ["summary", "description"],
    });
    // The seeded places have the guide's own texts: none of them is listed.
    expect(missingTranslations(content).some((text) => text.key === "hylliebadet")).toBe(false);

    const changes = await saveTranslations(
      testDb.db,
      operator,
      "place",
      place.slug,
      form({ en_summary: "A new café.", en_description: "  A new café in Malmö.  " }),
    );
    expect(changes).toEqual({
      en_summary: [null, "A new café."],
      en_description: [null, "A new café in Malmö."],
    });
    content = await contentOf(testDb.db);
    const listed = missingTranslations(content).find((text) => text.key === place.slug);
    expect(listed?.missing.en).toEqual([]);
    expect(listed?.missing.de).toEqual(["summary", "description"]);
    const shown = content.places.get(place.slug);
    if (!shown) throw new Error("the test place is published");
    expect(
      localize(content.translations, "en", "place", place.slug, shown, ["description"]).description,
    ).toBe("A new café in Malmö.");
    const audit = await auditOf(testDb.db, "translation", `place:${place.slug}`);
    expect(audit[0]?.who).toBe(operator.email);
    expect(audit[0]?.changes.en_description).toEqual([null, "A new café in Malmö."]);
    const row = await testDb.db
      .selectFrom("content_translations")
      .select("translated_by")
      .where("key", "=", place.slug)
      .where("field", "=", "description")
      .executeTakeFirstOrThrow();
    expect(row.translated_by).toBe(operator.email);
  });

  it("removes an emptied text, so the page shows the Swedish again; an unchanged form writes nothing", async () => {
    const before = await contentOf(testDb.db);
    const english = textsIn(before.translations, "en", "event", "marknad-mollevangstorget");
    expect(english?.title).toBe("Market on Möllevångstorget");
    const all = Object.fromEntries(
      (["en", "de", "da"] as const).flatMap((language) =>
        (["title", "description"] as const).map((field) => [
          `${language}_${field}`,
          textsIn(before.translations, language, "event", "marknad-mollevangstorget")?.[field] ??
            "",
        ]),
      ),
    );
    expect(
      await saveTranslations(testDb.db, operator, "event", "marknad-mollevangstorget", form(all)),
    ).toEqual({});
    expect((await contentOf(testDb.db)).version).toBe(before.version);

    await saveTranslations(
      testDb.db,
      operator,
      "event",
      "marknad-mollevangstorget",
      form({ ...all, en_title: "" }),
    );
    const after = await contentOf(testDb.db);
    const event = after.events.find((candidate) => candidate.id === "marknad-mollevangstorget");
    if (!event) throw new Error("the market is seeded");
    const shown = localize(after.translations, "en", "event", event.id, event, [
      "title",
      "description",
    ]);
    expect(shown.title).toBe(event.title);
    expect(shown.swedish).toEqual(["title"]);
  });

  it("stores a form sent twice at once once, with one history entry", async () => {
    const place = { slug: "dubbelt-kafe", name: "Dubbelt kafé" };
    await writeContent(testDb.db, (trx) => insertTestPlace(trx, place));
    const sent = form({ de_summary: "Ein Café.", de_description: "Ein Café in Malmö." });
    const results = await Promise.all([
      saveTranslations(testDb.db, operator, "place", place.slug, sent),
      saveTranslations(testDb.db, operator, "place", place.slug, sent),
    ]);
    // One of the two wrote both fields; the other found them written and changed nothing.
    expect(results.map((changes) => Object.keys(changes).length).sort()).toEqual([0, 2]);
    const rows = await testDb.db
      .selectFrom("content_translations")
      .select(["language", "field"])
      .where("key", "=", place.slug)
      .execute();
    expect(rows).toHaveLength(2);
    expect(await auditOf(testDb.db, "translation", `place:${place.slug}`)).toHaveLength(1);
  });

  it("asks for a long description's translations once a place has one, and shows them", async () => {
    const long = "Ett gym i Malmö med öppet dygnet runt.";
    const place = {
      slug: "langt-gym",
      name: "Långa gymmet",
      profile: JSON.stringify({
        longDescription: long,
        philosophy: "",
        equipment: "",
        features: [],
      }),
    };
    await writeContent(testDb.db, (trx) => insertTestPlace(trx, place));
    let content = await contentOf(testDb.db);
    expect(
      missingTranslations(content).find((text) => text.key === place.slug)?.missing.en,
    ).toEqual(["summary", "description", "longDescription"]);
    await saveTranslations(
      testDb.db,
      operator,
      "place",
      place.slug,
      form({ en_longDescription: "A gym in Malmö, open around the clock." }),
    );
    content = await contentOf(testDb.db);
    expect(textsIn(content.translations, "en", "place", place.slug)).toEqual({
      longDescription: "A gym in Malmö, open around the clock.",
    });
  });

  it("refuses a text that is too long, with a Swedish message", () => {
    const result = translationSchema.safeParse({ en_title: "x".repeat(201) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Texten får vara högst 200 tecken.");
    // Room for a German text a fifth longer than the longest Swedish (5 000), said as Swedes write it.
    expect(translationSchema.safeParse({ de_description: "x".repeat(6000) }).success).toBe(true);
    const long = translationSchema.safeParse({ de_description: "x".repeat(6001) });
    expect(long.error?.issues[0]?.message).toBe("Texten får vara högst 6 000 tecken.");
  });
});
