import { describe, expect, it } from "vitest";
import { placeFilterOf, shownChoices } from "~/lib/places/filter";

// Issue 35: no '(0)' filter. Counts in the form's order: Öppet nu, Öppet i kväll, then
// the six accessibility facts (Entré utan trappsteg, Tillgänglig toalett, Hörslinga,
// Sittplatser att vila på, Ledarhundar välkomna, Lugna timmar).
const labels = (query: string, counts: number[]) =>
  shownChoices(placeFilterOf(new URLSearchParams(query)), counts).map(
    ({ choice, count }) => `${choice.label} (${count})`,
  );

describe("shownChoices", () => {
  it("offers nothing where no place has any of the facts (a fresh install)", () => {
    expect(labels("", [0, 0, 0, 0, 0, 0, 0, 0])).toEqual([]);
  });

  it("offers only the facts some place has", () => {
    expect(labels("", [2, 0, 1, 0, 0, 0, 3, 0])).toEqual([
      "Öppet nu (2)",
      "Entré utan trappsteg (1)",
      "Ledarhundar välkomna (3)",
    ]);
  });

  it("keeps a ticked choice at 0, so it can be unticked", () => {
    expect(labels("oppet=ikvall&tg=horslinga", [1, 0, 0, 0, 0, 0, 0, 0])).toEqual([
      "Öppet nu (1)",
      "Öppet i kväll (0)",
      "Hörslinga (0)",
    ]);
  });
});
