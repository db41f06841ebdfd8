import { describe, expect, it } from "vitest";
import {
  ALL_CATEGORY_TILES,
  categoryHref,
  categoryLabel,
  categoryTitle,
  NAV_LINKS,
  PRIMARY_NAV_COUNT,
} from "./categories";

describe("header links", () => {
  it("has the 13 links in the spec's order, 7 in the bar", () => {
    expect(NAV_LINKS.map((l) => l.label)).toEqual([
      "Fika & Lunch",
      "Shopping",
      "Boende",
      "Restauranger",
      "Sport",
      "Musik & Teater",
      "Aktiviteter för barn",
      "Frisörsalonger",
      "Spa",
      "Konst & Museer",
      "Malmös Hantverkare",
      "Hälsa & Skönhet",
      "Erbjudanden",
    ]);
    expect(PRIMARY_NAV_COUNT).toBe(7);
  });

  it("all-categories tiles link Erbjudanden to its category page", () => {
    expect(ALL_CATEGORY_TILES).toHaveLength(13);
    expect(ALL_CATEGORY_TILES.at(-1)).toMatchObject({
      label: "Erbjudanden",
      href: "/category/erbjudanden",
    });
    expect(ALL_CATEGORY_TILES.find((t) => t.label === "Spa")?.href).toBe("/category/massage");
    expect(ALL_CATEGORY_TILES.find((t) => t.label === "Hälsa & Skönhet")?.href).toBe(
      "/coming-soon/halsa",
    );
  });
});

describe("categoryTitle", () => {
  it("maps the spec's slugs to their titles", () => {
    expect(categoryTitle("konst")).toBe("Konstgallerier och museer");
    expect(categoryTitle("sport")).toBe("Sportaktiviteter och evenemang");
    expect(categoryTitle("halsa")).toBe("Hälso- och skönhetssalonger");
    expect(categoryTitle("transport")).toBe("Transport och parkering");
  });

  it("gives unknown slugs the title 'Kategori', also for inherited object keys", () => {
    expect(categoryTitle("okand")).toBe("Kategori");
    expect(categoryTitle("toString")).toBe("Kategori");
    expect(categoryTitle("__proto__")).toBe("Kategori");
  });
});

describe("categoryLabel (back links)", () => {
  it("uses the spec's mapping", () => {
    expect(categoryLabel("halsa")).toBe("Hälsa & Skönhet");
    expect(categoryLabel("frisor")).toBe("Frisörsalonger");
    expect(categoryLabel("sport")).toBe("Sport");
    expect(categoryLabel("musik")).toBe("Musik & Teater");
    expect(categoryLabel("massage")).toBe("Spa");
  });

  it("keeps plain-form and unmapped values as they are", () => {
    for (const plain of ["restauranger", "barn", "boende", "konst", "Boende"]) {
      expect(categoryLabel(plain)).toBe(plain);
    }
  });

  it("links a capitalised category to its lower-case page", () => {
    expect(categoryHref("Boende")).toBe("/category/boende");
  });
});
