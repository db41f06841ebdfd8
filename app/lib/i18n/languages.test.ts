import { describe, expect, it } from "vitest";
import { languageOfPath, pathIn, unprefixedPath } from "./languages";

describe("the languages' URLs (issue 40)", () => {
  it("takes a path's language from its prefix, Swedish without one", () => {
    expect(languageOfPath("/")).toBe("sv");
    expect(languageOfPath("/events")).toBe("sv");
    expect(languageOfPath("/en")).toBe("en");
    expect(languageOfPath("/en/")).toBe("en");
    expect(languageOfPath("/de/business/malmo-opera")).toBe("de");
    expect(languageOfPath("/da/sok")).toBe("da");
    // Only a whole first segment is a prefix.
    expect(languageOfPath("/english")).toBe("sv");
    expect(languageOfPath("/category/en")).toBe("sv");
    expect(languageOfPath("/fr/events")).toBe("sv");
  });

  it("moves a path between languages, keeping what follows the prefix", () => {
    expect(unprefixedPath("/en/events")).toBe("/events");
    expect(unprefixedPath("/en")).toBe("/");
    expect(unprefixedPath("/en/")).toBe("/");
    expect(pathIn("en", "/events")).toBe("/en/events");
    expect(pathIn("de", "/")).toBe("/de");
    expect(pathIn("da", "/en/business/malmo-opera")).toBe("/da/business/malmo-opera");
    expect(pathIn("sv", "/de/about")).toBe("/about");
    expect(pathIn("sv", "/")).toBe("/");
  });
});

describe("the pages in every language", () => {
  it("names a translated page's addresses in every language, and no Swedish-only page's", async () => {
    const { alternatePaths, hrefIn, isTranslatedPath } = await import("./pages");
    expect(isTranslatedPath("/about")).toBe(true);
    expect(isTranslatedPath("/de/about")).toBe(true);
    expect(isTranslatedPath("/foretagare")).toBe(false);
    expect(isTranslatedPath("/en/foretagare")).toBe(false);
    expect(alternatePaths("/en/about")).toEqual([
      { language: "sv", path: "/about" },
      { language: "en", path: "/en/about" },
      { language: "de", path: "/de/about" },
      { language: "da", path: "/da/about" },
    ]);
    expect(alternatePaths("/foretagare")).toEqual([]);
    expect(hrefIn("da", "/about")).toBe("/da/about");
    expect(hrefIn("da", "/contact")).toBe("/da/contact");
    expect(hrefIn("da", "/events")).toBe("/da/events");
    expect(hrefIn("da", "/foretagare")).toBe("/foretagare");
    expect(hrefIn("sv", "/about")).toBe("/about");
  });
});
