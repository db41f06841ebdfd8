import { existsSync } from "node:fs";
import path from "node:path";
import * as icons from "lucide-react";
import { describe, expect, it } from "vitest";
import { SPEC_HEADER_LINKS } from "../../tests/support/spec-nav";
import {
  ALL_CATEGORY_TILES,
  CATEGORIES,
  CATEGORY_TITLES,
  categoryHref,
  categoryIconFor,
  categoryImage,
  categoryLabel,
  categoryPalette,
  categoryTitle,
  comingSoonTitle,
  DEFAULT_PALETTE,
  NAV_LINKS,
  PLACEHOLDER_SLUGS,
  PRIMARY_NAV_COUNT,
  UNKNOWN_CATEGORY_TITLE,
} from "./categories";

describe("CATEGORIES", () => {
  it("has each slug once", () => {
    const slugs = CATEGORIES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("gives each header position to one category", () => {
    const orders = CATEGORIES.flatMap((c) => (c.nav ? [c.nav.order] : [])).sort((a, b) => a - b);
    expect(orders).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it("has a hand-drawn scene for every category", () => {
    for (const { slug } of CATEGORIES) {
      expect(categoryImage(slug)).toBe(`/images/categories/${slug}.svg`);
      expect(existsSync(path.join("public", categoryImage(slug))), slug).toBe(true);
    }
    expect(categoryImage("okand")).toBe("/images/categories/default.svg");
    expect(categoryImage("Boende")).toBe("/images/categories/default.svg");
  });
});

describe("header links", () => {
  it("has the 13 links in the spec's order, 7 in the bar", () => {
    expect(NAV_LINKS).toEqual(SPEC_HEADER_LINKS.map(({ label, href }) => ({ label, href })));
    expect(PRIMARY_NAV_COUNT).toBe(7);
  });

  it("all-categories tiles carry the header's labels and the spec's links", () => {
    expect(ALL_CATEGORY_TILES).toEqual(
      SPEC_HEADER_LINKS.map(({ label, tileHref, slug }) => ({ label, href: tileHref, slug })),
    );
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
  it("is the spec's slug and title table", () => {
    expect(CATEGORY_TITLES).toEqual({
      barn: "Aktiviteter för barn",
      frisor: "Frisörsalonger",
      massage: "Spa",
      restauranger: "Restauranger",
      nojesparker: "Nöjesparker",
      boende: "Boende",
      konst: "Konstgallerier och museer",
      sport: "Sportaktiviteter och evenemang",
      musik: "Musik och teater",
      shopping: "Shopping",
      "fika-lunch": "Fika & Lunch",
      utomhus: "Utomhusaktiviteter",
      halsa: "Hälso- och skönhetssalonger",
      transport: "Transport och parkering",
      erbjudanden: "Erbjudanden",
    });
    for (const [slug, title] of Object.entries(CATEGORY_TITLES)) {
      expect(categoryTitle(slug)).toBe(title);
    }
    expect(UNKNOWN_CATEGORY_TITLE).toBe("Kategori");
    expect(categoryTitle("hantverkare")).toBe("Kategori");
  });

  it.each([
    ["konst", "Konstgallerier och museer"],
    ["sport", "Sportaktiviteter och evenemang"],
    ["halsa", "Hälso- och skönhetssalonger"],
    ["transport", "Transport och parkering"],
  ])("maps the spec's slug %s to its title", (slug, title) => {
    expect(categoryTitle(slug)).toBe(title);
  });

  it("gives unknown slugs the title 'Kategori', also for inherited object keys", () => {
    expect(categoryTitle("okand")).toBe("Kategori");
    expect(categoryTitle("toString")).toBe("Kategori");
    expect(categoryTitle("__proto__")).toBe("Kategori");
  });
});

describe("categoryLabel (back links)", () => {
  it.each([
    ["halsa", "Hälsa & Skönhet"],
    ["frisor", "Frisörsalonger"],
    ["sport", "Sport"],
    ["musik", "Musik & Teater"],
    ["massage", "Spa"],
  ])("uses the spec's mapping: %s is %s", (slug, label) => {
    expect(categoryLabel(slug)).toBe(label);
  });

  it("keeps plain-form and unmapped values as they are", () => {
    for (const plain of [
      "restauranger",
      "barn",
      "boende",
      "konst",
      "Boende",
      "okand",
      "toString",
    ]) {
      expect(categoryLabel(plain)).toBe(plain);
    }
  });

  it("gives the header's label to categories the header names but the spec's mapping does not", () => {
    expect(categoryLabel("fika-lunch")).toBe("Fika & Lunch");
    expect(categoryLabel("shopping")).toBe("Shopping");
  });

  it("links a capitalised category to its lower-case page", () => {
    expect(categoryHref("Boende")).toBe("/category/boende");
  });
});

describe("placeholders, icons, palettes and coming-soon titles", () => {
  it("lists the slugs without a built-in listing", () => {
    expect(PLACEHOLDER_SLUGS).toEqual([
      "nojesparker",
      "utomhus",
      "transport",
      "erbjudanden",
      "historia",
    ]);
  });

  it("gives each category its icon, any case, and unknown slugs the map pin", () => {
    expect(Object.fromEntries(CATEGORIES.map((c) => [c.slug, categoryIconFor(c.slug)]))).toEqual({
      barn: icons.ToyBrick,
      frisor: icons.Scissors,
      massage: icons.Flower2,
      restauranger: icons.UtensilsCrossed,
      nojesparker: icons.FerrisWheel,
      boende: icons.BedDouble,
      konst: icons.Palette,
      sport: icons.Dumbbell,
      musik: icons.Drama,
      shopping: icons.ShoppingBag,
      "fika-lunch": icons.Coffee,
      utomhus: icons.Trees,
      halsa: icons.HeartPulse,
      transport: icons.Bus,
      erbjudanden: icons.BadgePercent,
      hantverkare: icons.Hammer,
      historia: icons.Castle,
      evenemang: icons.CalendarDays,
    });
    expect(categoryIconFor("Boende")).toBe(icons.BedDouble);
    expect(categoryIconFor("okand")).toBe(icons.MapPin);
    expect(categoryIconFor("__proto__")).toBe(icons.MapPin);
  });

  it("gives business art the category's palette, else the default", () => {
    expect(categoryPalette("fika-lunch")).toEqual(["#f5e6c8", "#c9894f", "#6b3f1f"]);
    expect(categoryPalette("konst")).toEqual(["#e6ecfa", "#3f63c7", "#1a2c66"]);
    expect(DEFAULT_PALETTE).toEqual(["#e9eef2", "#5b7083", "#22313f"]);
    for (const other of [
      "nojesparker",
      "hantverkare",
      "Boende",
      "okand",
      "toString",
      "__proto__",
    ]) {
      expect(categoryPalette(other)).toBe(DEFAULT_PALETTE);
    }
  });

  it("titles the coming-soon pages", () => {
    expect(comingSoonTitle("hantverkare")).toBe("Malmös Hantverkare");
    expect(comingSoonTitle("HALSA")).toBe("Hälsa & Skönhet");
    expect(comingSoonTitle("sport")).toBe("Ny kategori");
    expect(comingSoonTitle("constructor")).toBe("Ny kategori");
  });
});
