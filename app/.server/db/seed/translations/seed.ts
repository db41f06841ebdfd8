import type { Insertable, Transaction } from "kysely";
import type { ContentTranslationsTable, Database } from "../../schema";
import { firstSentence } from "../listings";
import { SEED_TRANSLATIONS } from "./index";
import { SEED_TRANSLATOR, type SeedTexts } from "./types";

// The guide's own translations of the seeded texts, written into content_translations
// once (seed "2026-11-translations"): only for the categories, places, events and offers
// that are there, and never over a text an operator has written since.

export const TRANSLATIONS_SEED = "2026-11-translations";

type Subject = "category" | "place" | "event" | "offer";

const PARTS: readonly [Subject, keyof SeedTexts][] = [
  ["category", "categories"],
  ["place", "places"],
  ["event", "events"],
  ["offer", "offers"],
];

/** Every seeded translation as rows, stamped `at`. */
export function translationRows(at: number): Insertable<ContentTranslationsTable>[] {
  const rows: Insertable<ContentTranslationsTable>[] = [];
  for (const [language, texts] of Object.entries(SEED_TRANSLATIONS))
    for (const [subject, part] of PARTS)
      for (const [key, fields] of Object.entries(texts[part]))
        for (const [field, text] of Object.entries(fields ?? {}))
          if (typeof text === "string" && text.trim() !== "")
            rows.push({
              subject,
              key,
              language,
              field,
              text,
              translated_by: SEED_TRANSLATOR,
              updated_at: at,
            });
  return rows;
}

/** Inserts the seeded translations of what exists, keeping any text already there. */
export async function insertTranslations(trx: Transaction<Database>) {
  const [places, events, offers] = await Promise.all([
    trx.selectFrom("businesses").select(["slug", "summary", "description"]).execute(),
    trx.selectFrom("events").select("slug").execute(),
    trx.selectFrom("offers").select("slug").execute(),
  ]);
  const present: Partial<Record<Subject, Set<string>>> = {
    place: new Set(places.map((row) => row.slug)),
    event: new Set(events.map((row) => row.slug)),
    offer: new Set(offers.map((row) => row.slug)),
  };
  const rows = translationRows(Date.now()).filter(
    (row) => present[row.subject as Subject]?.has(row.key) ?? true,
  );
  // A card's short text is its description or the description's first sentence, as the
  // seed made it: translated the same way, unless an operator has written another since.
  const swedish = new Map(places.map((place) => [place.slug, place]));
  for (const row of rows.filter((row) => row.subject === "place" && row.field === "description")) {
    const place = swedish.get(row.key);
    if (!place) continue;
    const summary =
      place.summary === place.description
        ? row.text
        : place.summary === firstSentence(place.description)
          ? firstSentence(row.text)
          : undefined;
    if (summary !== undefined) rows.push({ ...row, field: "summary", text: summary });
  }
  // A few hundred rows: a statement of 50 at a time stays under every parameter limit.
  for (let start = 0; start < rows.length; start += 50)
    await trx
      .insertInto("content_translations")
      .values(rows.slice(start, start + 50))
      .onConflict((conflict) =>
        conflict.columns(["subject", "key", "language", "field"]).doNothing(),
      )
      .execute();
}
