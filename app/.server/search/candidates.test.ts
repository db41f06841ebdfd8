import { describe, expect, it } from "vitest";
import { containingTerms } from "./candidates";

describe("containingTerms", () => {
  it("leaves out a term that holds a shorter one, and repeats", () => {
    expect(containingTerms(["veks", "vecs", "vek", "vec", "anr", "vek"])).toEqual([
      "vek",
      "vec",
      "anr",
    ]);
  });

  it("keeps terms that hold none of the others", () => {
    expect(containingTerms(["opera", "malmo"])).toEqual(["opera", "malmo"]);
    expect(containingTerms([])).toEqual([]);
  });
});
