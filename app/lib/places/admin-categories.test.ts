import { describe, expect, it } from "vitest";
import { categoryChoices, spellingsOf } from "~/lib/places/admin-categories";

// Issue 35: the admin's category filter listed 'Boende' and 'boende' apart.
describe("the admin list's category filter", () => {
  const stored = ["Boende", "boende", "konst", "restauranger", "Egen kategori"];

  it("offers each category once, by its title", () => {
    expect(categoryChoices(stored)).toEqual([
      ["boende", "Boende"],
      ["egen kategori", "Egen kategori"],
      ["konst", "Konstgallerier och museer"],
      ["restauranger", "Restauranger"],
    ]);
  });

  it("finds the places of every spelling of the chosen one", () => {
    expect(spellingsOf(stored, "boende")).toEqual(["Boende", "boende"]);
    expect(spellingsOf(stored, "Boende")).toEqual(["Boende", "boende"]);
    expect(spellingsOf(stored, "saknas")).toEqual([]);
  });
});
