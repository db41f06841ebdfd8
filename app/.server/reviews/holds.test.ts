import { describe, expect, it } from "vitest";
import { holdsOf, nearlySame, wordsOf } from "./holds";

// Issue 39, point 2: the automatic holds. Expected values come from the rules
// (a link, a text with 90 % of another's words, more than a few reviews a day).

const TEXT =
  "Vi åt en mycket god middag här i fredags, personalen var vänlig och maten kom snabbt till bordet.";

describe("automatic holds on a review", () => {
  it("holds a text with a link or a web address, not one with a plain full stop", () => {
    for (const text of [
      "Bästa pizzan, se https://exempel.se/erbjudande för rabatt.",
      "Beställ på www.billigt.example i stället.",
      "Mer på pizzakungen.se, där är allt bättre.",
    ])
      expect(holdsOf(text, [], 0)).toEqual(["link"]);
    expect(holdsOf("Trevligt. Vi kommer tillbaka.Och tar med vänner.", [], 0)).toEqual([]);
  });

  it("holds a text nearly identical to another review, reordered or with a word changed", () => {
    const reordered =
      "Personalen var vänlig och maten kom snabbt till bordet. Vi åt en mycket god middag här i fredags!";
    expect(holdsOf(reordered, [TEXT], 0)).toEqual(["duplicate"]);
    // 18 words, one changed: 17 of 18 shared (94 %).
    const oneChanged = TEXT.replace("fredags", "lördags");
    expect(nearlySame(wordsOf(oneChanged), wordsOf(TEXT))).toBe(true);
    // Three of 18 changed: 15 of 18 (83 %) is another text.
    const threeChanged = TEXT.replace("fredags", "lördags")
      .replace("vänlig", "stressad")
      .replace("snabbt", "långsamt");
    expect(holdsOf(threeChanged, [TEXT], 0)).toEqual([]);
    // A short text inside a long one is not a copy of it.
    expect(holdsOf("God middag.", [TEXT], 0)).toEqual([]);
  });

  it("holds the fourth review from one client or address within a day", () => {
    expect(holdsOf(TEXT, [], 2)).toEqual([]);
    expect(holdsOf(TEXT, [], 3)).toEqual(["many"]);
  });

  it("gives every reason that applies, in the order the operator reads them", () => {
    // 18 of its 20 words are the other text's: 90 %.
    expect(holdsOf(`${TEXT} kafe.se`, [TEXT], 5)).toEqual(["link", "duplicate", "many"]);
  });
});
