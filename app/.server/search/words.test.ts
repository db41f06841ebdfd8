import { describe, expect, it } from "vitest";
import { wordMatch } from "./score";
import { editDistance, fold, queryWords, spellings, stem, wordsOf } from "./words";

describe("the search's Swedish normaliser", () => {
  it("folds case and diacritics, and spells out what the databases fold differently", () => {
    expect(fold("Malmö Café KAFÉ Ærø Straße")).toBe("malmo cafe kafe aero strasse");
    expect(wordsOf("Kafé Agnez, Café i Malmö!")).toEqual(["kafe", "agnez", "kafe", "i", "malmo"]);
  });

  it("folds every Latin letter as Unicode decomposition does, combining marks too", () => {
    // The oracle: decompose the whole text, drop every mark, spell out what has no mark.
    const decomposed = (text: string) =>
      text
        .toLowerCase()
        .normalize("NFD")
        .replace(/\p{M}/gu, "")
        .replace(
          /[øæßłđ]/g,
          (letter) => ({ ø: "o", æ: "ae", ß: "ss", ł: "l", đ: "d" })[letter] ?? letter,
        );
    const letters = Array.from({ length: 0x250 }, (_, code) => String.fromCharCode(code)).join("");
    expect(fold(letters)).toBe(decomposed(letters));
    for (const text of [
      "Cafe\u0301 Ångström",
      "Ölands Ægir ŁÓDŹ",
      "tabb\tny rad\n",
      "emoji 🎭 Möllan",
    ])
      expect(fold(text), text).toBe(decomposed(text));
  });

  it.each([
    ["operan", "oper"],
    ["restaurangerna", "restaurang"],
    ["hotellet", "hotell"],
    ["bar", "bar"],
  ])("strips common endings but keeps three letters: %s -> %s", (word, stemmed) => {
    expect(stem(word)).toBe(stemmed);
  });

  it.each([
    ["restaurnag", "restaurang", 1],
    ["emporai", "emporia", 1],
    ["opera", "operakvall", 2],
  ])("counts one typo, a swap included: %s ~ %s is %i", (typed, word, distance) => {
    expect(editDistance(typed, word)).toBe(distance);
  });

  it("matches exact words, prefixes, inflections, compounds and typos in that order", () => {
    const order = [
      wordMatch("opera", "opera"),
      wordMatch("tekn", "teknikens"),
      wordMatch("operan", "opera"),
      wordMatch("teater", "dansteater"),
      wordMatch("restaurnag", "restaurang"),
    ];
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(order.every((value) => value > 0)).toBe(true);
    expect(wordMatch("bord", "bar")).toBe(0);
    // Short words forgive no typo.
    expect(wordMatch("spaa", "spar")).toBe(0);
  });

  it("turns any query into quoted pieces of letters and digits only", () => {
    expect(queryWords('"; DROP TABLE x; -- NEAR( * OR')).toMatchObject({
      words: ["drop", "table", "x", "near", "or"],
    });
    const { exact, pieces } = queryWords("kafe och restaurnag");
    expect(exact).toEqual(["kafe", "cafe", "restaurnag"]);
    for (const piece of pieces) expect(piece).toMatch(/^[a-z0-9]{3,}$/);
    expect(spellings("kak")).toEqual(["kak", "cak", "kac", "cac"]);
  });
});
