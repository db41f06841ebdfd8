import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { GymPlace } from "~/content/types";
import type { PlaceHours } from "~/lib/hours/hours";
import { renderIn } from "../../../tests/support/i18n";
import { ExtendedProfile } from "./extended-profile";

// Issue 24: a place with structured opening hours shows one 'Öppettider' section (the
// structured one), never the profile's free-text rows beside it with the same id.

const GYM: GymPlace = {
  id: "testgymmet",
  name: "Testgymmet",
  description: "Ett gym.",
  address: "Storgatan 1, Malmö",
  category: "sport",
  longDescription: "Ett gym i Malmö.",
  philosophy: "",
  equipment: "",
  hours: [{ days: "Måndag–fredag", time: "06–22 (fritext)" }],
  features: [],
};

const STRUCTURED: PlaceHours = {
  week: [
    { days: "mån–fre", hours: "06.00–22.00" },
    { days: "lör–sön", hours: "stängt" },
  ],
  special: [],
};

const render = (hours?: PlaceHours) =>
  renderIn(
    "sv",
    createElement(ExtendedProfile, {
      business: GYM,
      back: { href: "/category/sport", label: "Tillbaka", category: "Sport" },
      gallery: [],
      ...(hours ? { hours } : {}),
      confirmed: null,
      reviews: { summary: null, reviews: [], page: 1, pages: 1 },
    }),
  );

const count = (html: string, text: string) => html.split(text).length - 1;

describe("the extended profile's opening hours", () => {
  it("shows only the structured hours when the place has them", () => {
    const html = render(STRUCTURED);
    expect(count(html, 'id="oppettider"')).toBe(1);
    expect(count(html, ">Öppettider<")).toBe(1);
    expect(html).toContain("06.00–22.00");
    expect(html).not.toContain("06–22 (fritext)");
  });

  it("shows the free-text rows for a place without structured hours", () => {
    const html = render();
    expect(count(html, 'id="oppettider"')).toBe(1);
    expect(html).toContain("Måndag–fredag");
    expect(html).toContain("06–22 (fritext)");
  });
});
