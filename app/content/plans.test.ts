import { describe, expect, it } from "vitest";
import { findPlan, PLANS } from "./plans";

describe("advertising plans (spec 9)", () => {
  it("are Brons, Silver and Guld at 999, 1 499 and 2 499 kr a month with a 30-day trial", () => {
    expect(
      PLANS.map((plan) => [plan.id, plan.name, plan.pricePerMonth, plan.freeTrialDays]),
    ).toEqual([
      ["brons", "Brons", 999, 30],
      ["silver", "Silver", 1499, 30],
      ["guld", "Guld", 2499, 30],
    ]);
  });

  it("marks only Silver as most popular", () => {
    expect(PLANS.filter((plan) => plan.mostPopular).map((plan) => plan.id)).toEqual(["silver"]);
  });

  it("lists the spec's features", () => {
    expect(findPlan("brons")?.features).toEqual([
      "En bild",
      "Standardplats i listan",
      "Egen profilsida",
      "Grundläggande analysrapport",
    ]);
    expect(findPlan("silver")?.features).toContain("Fem bilder");
    expect(findPlan("silver")?.features).toContain("Ett inlägg i sociala medier per månad");
    expect(findPlan("guld")?.features).toContain(
      "Synlighet på startsidan minst tre dagar per månad",
    );
  });

  it("finds plans case-insensitively and refuses unknown ones", () => {
    expect(findPlan("GULD")?.name).toBe("Guld");
    expect(findPlan("platina")).toBeUndefined();
    expect(findPlan(null)).toBeUndefined();
  });
});
