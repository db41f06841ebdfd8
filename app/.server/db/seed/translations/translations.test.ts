import { describe, expect, it } from "vitest";
import { CATEGORIES } from "~/content/categories";
import { events } from "../events";
import { listings } from "../listings";
import { offers } from "../offers";
import { grandFitness, places, UNCONFIRMED } from "../places";
import { SEED_TRANSLATIONS } from "./index";
import type { TranslatedLanguage } from "./types";

// The guide's own translations of its seeded texts, checked against the Swedish sources:
// every text is there, nothing unknown is, the facts (numbers, links, addresses, names) are
// unchanged and nothing is an untranslated copy. Expected values come from the Swedish seed
// data and the fixtures below, never from the translations.

const LANGUAGES: readonly TranslatedLanguage[] = ["en", "de", "da"];

// --- The Swedish texts, from the seed data -------------------------------------------------

type CategoryField = "title" | "label" | "backLinkLabel" | "comingSoonTitle";

const swedishCategories = new Map<string, Partial<Record<CategoryField, string>>>();
for (const category of CATEGORIES) {
  const fields: Partial<Record<CategoryField, string>> = {};
  if (category.title !== undefined) fields.title = category.title;
  if (category.nav !== undefined) fields.label = category.nav.label;
  if (category.backLinkLabel !== undefined) fields.backLinkLabel = category.backLinkLabel;
  if (category.comingSoonTitle !== undefined) fields.comingSoonTitle = category.comingSoonTitle;
  if (Object.keys(fields).length > 0) swedishCategories.set(category.slug, fields);
}

interface SwedishPlace {
  description: string;
  longDescription?: string;
}

/** Every seeded place: places.ts, Grand Fitness's profile and the listing-only entries. */
const swedishPlaces = new Map<string, SwedishPlace>();
for (const place of places) swedishPlaces.set(place.id, { description: place.description });
swedishPlaces.set(grandFitness.id, {
  description: grandFitness.description,
  longDescription: grandFitness.longDescription,
});
const listingEntries = Object.values(listings).flat();
// Entries without a business entry of their own are the listing-only places (withoutPage);
// the others reuse their place's description.
for (const entry of listingEntries) {
  if (!swedishPlaces.has(entry.id)) swedishPlaces.set(entry.id, { description: entry.description });
}

const swedishEvents = new Map(
  events.map((e) => [e.id, { title: e.title, description: e.description }]),
);
const swedishOffers = new Map(
  offers.map((o) => [o.id, { title: o.title, description: o.description }]),
);

/** One translated field next to its Swedish text. */
interface Pair {
  where: string;
  swedish: string;
  translated: string | undefined;
}

function pairs(language: TranslatedLanguage): Pair[] {
  const texts = SEED_TRANSLATIONS[language];
  const out: Pair[] = [];
  for (const [slug, fields] of swedishCategories) {
    for (const [field, swedish] of Object.entries(fields) as [CategoryField, string][]) {
      out.push({
        where: `categories.${slug}.${field}`,
        swedish,
        translated: texts.categories[slug]?.[field],
      });
    }
  }
  for (const [id, place] of swedishPlaces) {
    out.push({
      where: `places.${id}.description`,
      swedish: place.description,
      translated: texts.places[id]?.description,
    });
    if (place.longDescription !== undefined) {
      out.push({
        where: `places.${id}.longDescription`,
        swedish: place.longDescription,
        translated: texts.places[id]?.longDescription,
      });
    }
  }
  for (const [kind, swedishTexts] of [
    ["events", swedishEvents],
    ["offers", swedishOffers],
  ] as const) {
    for (const [id, swedish] of swedishTexts) {
      for (const field of ["title", "description"] as const) {
        out.push({
          where: `${kind}.${id}.${field}`,
          swedish: swedish[field],
          translated: texts[kind][id]?.[field],
        });
      }
    }
  }
  return out;
}

// --- Facts: numbers, links, mailboxes, phone numbers and names --------------------------------

/** Every digit sequence, sorted ("2,2 och 5" and "2.2 and 5" both give 2, 2, 5). */
function numbers(text: string): string[] {
  return (text.match(/\d+/g) ?? []).sort();
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const WEB_ADDRESS =
  /\bhttps?:\/\/[^\s)"”]+|\bwww\.[^\s)"”]+|\b[\w-]+(?:\.[\w-]+)*\.(?:se|com|dk|de|org|net|nu|eu)\b(?:\/[^\s)"”]*)?/gi;
const PHONE = /(?:\+46\s?|\b0)\d{1,3}[-\s]\d{2,3}(?:\s?\d{2}){1,3}\b/g;

/** Web addresses, e-mail addresses and phone numbers, exactly as written. */
function contacts(text: string): string[] {
  const emails = text.match(EMAIL) ?? [];
  const rest = text.replace(EMAIL, " ");
  const urls = (rest.match(WEB_ADDRESS) ?? []).map((url) => url.replace(/[.,;:!?]+$/, ""));
  const phones = rest.match(PHONE) ?? [];
  return [...emails, ...urls, ...phones];
}

/** Street words a name may contain in lower case ("Gustav Adolfs torg"). */
const NAME_WORDS = new Set(["torg", "väg", "plats", "hus", "och", "&"]);

function looksLikeName(part: string): boolean {
  return part.split(/\s+/).every((word) => /^[\p{Lu}\d]/u.test(word) || NAME_WORDS.has(word));
}

/** Names of the guide's own choosing that must stay as in Swedish wherever they occur. */
const EXTRA_NAMES = [
  "Malmö",
  "Malmö Live",
  "Malmö Museer",
  "Malmö Saluhall",
  "Malmö idrottsakademi",
  "Malmöhus",
  "Kungliga väntsalen",
  "Andreas Pieplow",
  "Vagabond",
  "Kitchen & Table",
  "Lonely Planet",
  "Tunneln",
  "Hotell Royal",
  "Best Western",
  "Scandic",
  "Kockums",
  "Gamla staden",
  "Lilla torg",
  "Stortorget",
  "Västergatan",
  "Södra Promenaden",
  "Hippodromen",
  "Studion",
  "Hipphuset",
  "Intiman",
  "Hansacompagniet",
  "NK",
  "Kvarteret Caroli",
  "Davidshall",
  "Luleå",
  "Skåne",
  "Claus Mortensens hus",
  "Alfons Åberg",
  "Findus",
  "Nils",
  "Marie",
  "Turning Torso",
  "Folkets Park",
  "Vinterland",
  "U3",
];

/** Names from the seed data itself: businesses, listing titles, streets, squares and venues. */
const NAMES: readonly string[] = [
  ...new Set([
    ...places.map((p) => p.name),
    ...listingEntries.map((e) => e.title),
    ...offers.map((o) => o.business),
    ...[
      ...places.map((p) => p.address),
      ...events.map((e) => e.location),
      ...offers.map((o) => o.location),
    ].flatMap((address) =>
      address
        .split(",")
        .map((part) => part.trim().replace(/\s+\d[\w–-]*$/u, ""))
        .filter((part) => part !== "" && looksLikeName(part)),
    ),
    ...EXTRA_NAMES,
  ]),
];

function wholeWord(name: string): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u");
}
const NAME_PATTERNS = NAMES.map((name) => [name, wholeWord(name)] as const);

/** The names that occur, as whole words, in a text. */
function namesIn(text: string): string[] {
  return NAME_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

/** What differs in fact between a Swedish text and its translation; empty when nothing does. */
function factDifferences(swedish: string, translated: string): string[] {
  const problems: string[] = [];
  if (numbers(swedish).join(" ") !== numbers(translated).join(" ")) {
    problems.push(`numbers ${numbers(swedish).join(" ")} became ${numbers(translated).join(" ")}`);
  }
  for (const contact of contacts(swedish)) {
    if (!translated.includes(contact)) problems.push(`missing ${contact}`);
  }
  for (const name of namesIn(swedish)) {
    if (!wholeWord(name).test(translated)) problems.push(`missing name ${name}`);
  }
  return problems;
}

// --- Untranslated copies ---------------------------------------------------------------------

/** Words that are the same in the language (international words): a label may equal the Swedish. */
const SAME_IN_LANGUAGE: Record<TranslatedLanguage, readonly string[]> = {
  en: ["Spa", "Sport", "Shopping", "Fika & Lunch"],
  de: ["Spa", "Sport", "Shopping"],
  da: ["Spa", "Sport", "Shopping", "Musik & Teater"],
};

/** A text that is nothing but names and short joining words ("Vinterland i Folkets Park"). */
function onlyNames(text: string): boolean {
  let rest = text;
  for (const [, pattern] of NAME_PATTERNS) rest = rest.replace(new RegExp(pattern, "gu"), " ");
  return rest.split(/[\s&–-]+/).every((word) => word.length <= 2);
}

/** The Swedish sentences of four words or more (a shorter one may read the same, "Spa i Malmö."). */
function longSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.split(/\s+/).length >= 4);
}

/** A negation, so a hedge ("vi har inte kunnat bekräfta") stays a hedge. */
const SWEDISH_NEGATION = /\b(inte|inget|ingen|inga)\b/i;
const NEGATION: Record<TranslatedLanguage, RegExp> = {
  en: /\b(not|no|never)\b|n't\b/i,
  de: /\b(nicht|kein\w*|nie)\b/i,
  da: /\b(ikke|ingen|intet|aldrig)\b/i,
};

/** How each language marks an example (Swedish: 'Exempel'). */
const EXAMPLE_WORD: Record<TranslatedLanguage, string> = {
  en: "Example",
  de: "Beispiel",
  da: "Eksempel",
};

// --- The checks ------------------------------------------------------------------------------

describe("the fact check itself", () => {
  it("notices a changed number, a dropped link and a lost name", () => {
    expect(factDifferences("Öppnat 2015, 50 meter.", "Opened in 2015, 50 metres.")).toEqual([]);
    expect(factDifferences("Öppnat 2015.", "Opened in 2016.")).not.toEqual([]);
    expect(factDifferences("Se https://kockumfritid.se.", "See the website.")).not.toEqual([]);
    expect(factDifferences("Ring 040-91 50 03.", "Call 040-91 50 04.")).not.toEqual([]);
    expect(factDifferences("Bistro på Friisgatan.", "Bistro on Friis Street.")).not.toEqual([]);
  });
});

describe.each(LANGUAGES)("seed translations (%s)", (language) => {
  const texts = SEED_TRANSLATIONS[language];
  const all = pairs(language);

  it("translates every field of every category that has one, and no unknown slug", () => {
    expect(Object.keys(texts.categories).sort()).toEqual([...swedishCategories.keys()].sort());
    for (const [slug, fields] of swedishCategories) {
      const translated = texts.categories[slug] ?? {};
      expect(Object.keys(translated).sort(), slug).toEqual(Object.keys(fields).sort());
      for (const field of Object.keys(fields) as CategoryField[]) {
        expect(translated[field]?.trim(), `${slug}.${field}`).toBeTruthy();
      }
    }
  });

  it("describes every seeded place, long descriptions exactly where the Swedish has one", () => {
    expect(Object.keys(texts.places).sort()).toEqual([...swedishPlaces.keys()].sort());
    for (const [id, swedish] of swedishPlaces) {
      const translated = texts.places[id];
      expect(translated?.description.trim(), id).toBeTruthy();
      if (swedish.longDescription === undefined) {
        expect(translated?.longDescription, id).toBeUndefined();
      } else {
        expect(translated?.longDescription?.trim(), id).toBeTruthy();
      }
    }
  });

  it("gives every event and offer a title and a description, and no unknown id", () => {
    expect(Object.keys(texts.events).sort()).toEqual([...swedishEvents.keys()].sort());
    expect(Object.keys(texts.offers).sort()).toEqual([...swedishOffers.keys()].sort());
    for (const item of [...Object.values(texts.events), ...Object.values(texts.offers)]) {
      expect(item.title.trim()).toBeTruthy();
      expect(item.description.trim()).toBeTruthy();
    }
  });

  it("keeps every number, link, e-mail address, phone number and name of the Swedish", () => {
    const problems = all.flatMap(({ where, swedish, translated }) =>
      factDifferences(swedish, translated ?? "").map((problem) => `${where}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it("keeps hedges hedged and examples marked as examples", () => {
    for (const { where, swedish, translated = "" } of all) {
      if (SWEDISH_NEGATION.test(swedish)) expect(translated, where).toMatch(NEGATION[language]);
      if (swedish.startsWith("Exempel")) {
        expect(translated.startsWith(EXAMPLE_WORD[language]), where).toBe(true);
      }
    }
  });

  it("translates the unconfirmed sentence the same way everywhere", () => {
    const endings = new Set(
      [...swedishPlaces]
        .filter(([, swedish]) => swedish.description.endsWith(UNCONFIRMED))
        .map(([id, swedish]) => {
          const translated = texts.places[id]?.description ?? "";
          const lead = swedish.description.slice(0, -UNCONFIRMED.length).trim();
          // The lead ("Gym i Malmö.") is one sentence; the rest is the hedge.
          expect(lead.split(/(?<=[.!?])\s+/), id).toHaveLength(1);
          return translated.slice(translated.search(/(?<=[.!?])\s+/)).trim();
        }),
    );
    expect(endings.size).toBe(1);
    expect([...endings][0]).not.toBe(UNCONFIRMED);
  });

  it("leaves no Swedish text untranslated", () => {
    for (const { where, swedish, translated = "" } of all) {
      if (SAME_IN_LANGUAGE[language].includes(swedish) || onlyNames(swedish)) continue;
      expect(translated, where).not.toBe(swedish);
      for (const sentence of longSentences(swedish)) {
        expect(translated.includes(sentence), `${where}: "${sentence}"`).toBe(false);
      }
    }
  });
});
