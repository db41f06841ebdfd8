import { describe, expect, it } from "vitest";
import type { ListingEntry } from "~/content/types";
import { pickFeatured } from "~/lib/places/featured";

function entry(id: string, featured?: boolean): ListingEntry {
  return {
    id,
    title: id,
    description: "",
    image: "",
    rating: 4.5,
    location: "",
    businessId: id,
    featured,
  };
}

describe("pickFeatured", () => {
  it("takes the first three flagged places when at least three are flagged", () => {
    const list = [
      entry("a"),
      entry("b", true),
      entry("c", true),
      entry("d"),
      entry("e", true),
      entry("f", true),
    ];
    expect(pickFeatured(list).map((e) => e.id)).toEqual(["b", "c", "e"]);
  });

  it("takes the first three places when fewer than three are flagged", () => {
    const list = [entry("a"), entry("b", true), entry("c"), entry("d", true)];
    expect(pickFeatured(list).map((e) => e.id)).toEqual(["a", "b", "c"]);
  });

  it("returns what there is for short lists", () => {
    expect(pickFeatured([entry("a")]).map((e) => e.id)).toEqual(["a"]);
    expect(pickFeatured([])).toEqual([]);
  });
});
