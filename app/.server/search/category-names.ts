import type { PrefixedLanguage } from "~/lib/i18n/languages";
import { wordMatch } from "./score";
import { wordsOf } from "./words";

// What the categories are called in English, German and Danish, for the search in those
// languages (issue 40, point 5), as migration 014 names them in Swedish: the category's
// names and the words a visitor would search for ('hairdresser' for the hair salons).
// The guide's own words, by its editors.

const NAMES: Readonly<Record<PrefixedLanguage, Readonly<Record<string, string>>>> = {
  en: {
    barn: "Activities for children, children, kids, family",
    frisor: "Hair salons, hairdressers, barbers",
    massage: "Spa, massage, wellness",
    restauranger: "Restaurants",
    nojesparker: "Amusement parks",
    boende: "Places to stay, hotels, accommodation",
    konst: "Art and museums, art galleries, museums",
    sport: "Sport, sports activities and events, gym, fitness",
    musik: "Music and theatre, theater, concerts",
    shopping: "Shopping, shops",
    "fika-lunch": "Fika and lunch, cafés, coffee",
    utomhus: "Outdoor activities",
    halsa: "Health and beauty, beauty salons",
    transport: "Transport and parking",
    hantverkare: "Malmö's craftspeople",
    historia: "Historic sites",
  },
  de: {
    barn: "Aktivitäten für Kinder, Kinder, Familie",
    frisor: "Friseursalons, Friseure, Friseur, Barbiere",
    massage: "Spa, Massage, Wellness",
    restauranger: "Restaurants",
    nojesparker: "Freizeitparks",
    boende: "Unterkünfte, Hotels, Übernachtung",
    konst: "Kunst und Museen, Kunstgalerien, Museen",
    sport: "Sport, Sportaktivitäten und Veranstaltungen, Fitnessstudio",
    musik: "Musik und Theater, Konzerte",
    shopping: "Shopping, Einkaufen, Geschäfte",
    "fika-lunch": "Fika und Mittagessen, Cafés, Kaffee",
    utomhus: "Outdoor-Aktivitäten",
    halsa: "Gesundheit und Schönheit, Schönheitssalons",
    transport: "Transport und Parken",
    hantverkare: "Malmös Handwerker",
    historia: "Historische Orte",
  },
  da: {
    barn: "Aktiviteter for børn, børn, familie",
    frisor: "Frisørsaloner, frisører, frisør, barberer",
    massage: "Spa, massage, wellness",
    restauranger: "Restauranter",
    nojesparker: "Forlystelsesparker",
    boende: "Overnatning, hoteller",
    konst: "Kunst og museer, kunstgallerier, museer",
    sport: "Sport, sportsaktiviteter og begivenheder, fitnesscenter",
    musik: "Musik og teater, koncerter",
    shopping: "Shopping, butikker",
    "fika-lunch": "Fika og frokost, caféer, kaffe",
    utomhus: "Udendørsaktiviteter",
    halsa: "Sundhed og skønhed, skønhedssaloner",
    transport: "Transport og parkering",
    hantverkare: "Malmøs håndværkere",
    historia: "Historiske steder",
  },
};

/** A category's search names in `language` ("" for a category it does not name). */
export function categorySearchNames(language: PrefixedLanguage, slug: string): string {
  return NAMES[language][slug] ?? "";
}

/**
 * The categories whose names in `language` one of the query's words matches as the
 * scorer would (a word, its start, an inflection or one typo): their places are
 * candidates, as places are found by their category's Swedish names.
 */
export function categoriesNamed(language: PrefixedLanguage, words: readonly string[]): string[] {
  const looked = words.filter((word) => word.length >= 3);
  return Object.entries(NAMES[language])
    .filter(([, names]) => {
      const nameWords = wordsOf(names);
      return looked.some((word) =>
        nameWords.some((name) => {
          const value = wordMatch(word, name);
          // A three-letter word only as itself ('spa'): as a start it names too much ('the').
          return value === 1 || (word.length >= 4 && (value >= 0.7 || value === 0.45));
        }),
      );
    })
    .map(([slug]) => slug);
}
