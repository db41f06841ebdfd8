import { describe, expect, it } from "vitest";
import { initialsOf, placeArtSvg } from "./place-art";

describe("generated business art", () => {
  it("takes up to two initials of the name", () => {
    expect(initialsOf("Restaurang Nils")).toBe("RN");
    expect(initialsOf("400 Grader")).toBe("4G");
    expect(initialsOf("Larsson & Lange")).toBe("LL");
    expect(initialsOf("Ölkafé")).toBe("Ö");
    expect(initialsOf("Clarion Hotel & Congress Malmö Live")).toBe("CH");
  });

  it("tells two places of one category apart by their initials", () => {
    const nils = placeArtSvg("restaurang-nils", "restauranger", "Restaurang Nils");
    const friis = placeArtSvg("friis-14", "restauranger", "Friis 14");
    expect(nils).toContain(">RN</text>");
    expect(friis).toContain(">F1</text>");
  });

  it("escapes the name", () => {
    expect(placeArtSvg("x", "default", '<Kafé> "Q"')).not.toContain("<Kafé>");
  });
});
