import { describe, expect, it } from "vitest";
import { categoryPage } from "~/lib/places/category-page";
import { imageLimit, isEffective, type PlanSubscription, plansAt } from "~/lib/plans/effects";

const NOW = new Date("2026-11-23T12:00:00Z");
const sub = (overrides: Partial<PlanSubscription>): PlanSubscription => ({
  businessSlug: "a",
  plan: "guld",
  status: "active",
  active: true,
  expiresAt: "2026-12-23T12:00:00Z",
  ...overrides,
});

describe("what a subscription delivers", () => {
  it("delivers while active or trialing and within its period", () => {
    expect(isEffective(sub({}), NOW)).toBe(true);
    expect(isEffective(sub({ status: "trialing" }), NOW)).toBe(true);
    expect(isEffective(sub({ status: "canceled", active: false }), NOW)).toBe(false);
    expect(isEffective(sub({ status: "past_due", active: false }), NOW)).toBe(false);
    expect(isEffective(sub({ expiresAt: "2026-11-20T12:00:00Z" }), NOW)).toBe(false);
  });

  it("takes each business's highest plan", () => {
    const plans = plansAt(
      [
        sub({ plan: "brons" }),
        sub({ plan: "silver" }),
        sub({ businessSlug: "b", plan: "guld", status: "canceled", active: false }),
        sub({ businessSlug: "b", plan: "brons" }),
      ],
      NOW,
    );
    expect(Object.fromEntries(plans)).toEqual({ a: "silver", b: "brons" });
  });

  it("allows five images with Silver and Guld, one otherwise", () => {
    expect([undefined, "brons", "silver", "guld"].map((plan) => imageLimit(plan as never))).toEqual(
      [1, 1, 5, 5],
    );
  });
});

describe("a category page with Guld businesses", () => {
  const entry = (id: string, featured = false) => ({
    id,
    title: id,
    description: "",
    image: "",
    rating: 4.5,
    location: "Malmö",
    businessId: id,
    ...(featured ? { featured: true } : {}),
  });
  const listing = [entry("a", true), entry("b", true), entry("c", true), entry("d"), entry("e")];

  it("puts Guld first in the featured row and the listing, marked, and keeps the rest in order", () => {
    const page = categoryPage("restauranger", () => listing, new Set(["d"]));
    if (page.kind !== "listing") throw new Error("expected a listing");
    expect(page.places.map((place) => [place.id, place.sponsored ?? false])).toEqual([
      ["d", true],
      ["a", false],
      ["b", false],
      ["c", false],
      ["e", false],
    ]);
    expect(page.featured.map((place) => place.id)).toEqual(["d", "a", "b"]);
  });

  it("leaves the unpaid order alone without Guld", () => {
    const page = categoryPage("restauranger", () => listing);
    if (page.kind !== "listing") throw new Error("expected a listing");
    expect(page.places.map((place) => place.id)).toEqual(["a", "b", "c", "d", "e"]);
    expect(page.places.some((place) => place.sponsored)).toBe(false);
  });
});
