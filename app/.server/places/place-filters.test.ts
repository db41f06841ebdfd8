import { describe, expect, it } from "vitest";
import { factsOfForm } from "~/.server/places/accessibility";
import { choiceCounts, matchesFilter } from "~/.server/places/place-filters";
import type { Place } from "~/.server/snapshot/snapshot";
import { placeFilterOf } from "~/lib/places/filter";

// Issue 24, points 2 and 3. Wednesday 25 November 2026 in Malmö.
const NOON = "2026-11-25T12:00";
const EVENING = "2026-11-25T19:00";

const place = (id: string, extra: Partial<Place>): Place => ({
  id,
  name: id,
  category: "restauranger",
  description: "",
  summary: "",
  address: "Malmö",
  hasDetailPage: true,
  featured: false,
  accessibility: {},
  ...extra,
});

const CAFE = place("kafe", {
  openingHours: "Mo-Fr 08:00-17:00",
  hoursCheckedAt: "2026-11-01",
  accessibility: { trappfri: { value: "yes", checkedAt: "2026-11-01" } },
});
const BAR = place("bar", { openingHours: "Mo-Su 17:00-01:00", hoursCheckedAt: "2026-11-01" });
/** Hours nobody has confirmed: never listed as open. */
const UNCONFIRMED = place("obekraftad", { openingHours: "Mo-Su 00:00-24:00" });
const NO_STEP = place("trappa", {
  accessibility: { trappfri: { value: "no", checkedAt: "2026-11-01" } },
});
const ALL = [CAFE, BAR, UNCONFIRMED, NO_STEP];

const filter = (query: string) => placeFilterOf(new URLSearchParams(query));
const matching = (query: string, now: string) =>
  ALL.filter((candidate) => matchesFilter(candidate, filter(query), now)).map((p) => p.id);

describe("the place filters", () => {
  it("lists places open now or tonight by their confirmed hours only", () => {
    expect(matching("oppet=nu", NOON)).toEqual(["kafe"]);
    expect(matching("oppet=nu", EVENING)).toEqual(["bar"]);
    expect(matching("oppet=ikvall", NOON)).toEqual(["bar"]);
    expect(matching("oppet=nu&oppet=ikvall", NOON)).toEqual([]);
  });

  it("lists places whose accessibility fact is yes, and ignores unknown choices", () => {
    expect(matching("tg=trappfri", NOON)).toEqual(["kafe"]);
    expect(matching("tg=trappfri&oppet=nu", EVENING)).toEqual([]);
    expect(filter("tg=hiss&oppet=snart")).toEqual({ open: [], access: [] });
    expect(matching("", NOON)).toEqual(["kafe", "bar", "obekraftad", "trappa"]);
  });

  it("counts what each choice would show, with the choices already made", () => {
    // Choices in order: open now, open tonight, then the six accessibility facts.
    expect(choiceCounts(ALL, filter(""), NOON)).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
    expect(choiceCounts(ALL, filter("oppet=ikvall"), NOON)).toEqual([0, 1, 0, 0, 0, 0, 0, 0]);
  });
});

describe("the admin's accessibility facts", () => {
  const before = { trappfri: { value: "yes" as const, checkedAt: "2026-01-10" } };

  it("dates a changed fact today and keeps the date of an unchanged one", () => {
    expect(factsOfForm(before, { trappfri: "yes", horslinga: "no" }, "2026-11-26")).toEqual({
      trappfri: { value: "yes", checkedAt: "2026-01-10" },
      horslinga: { value: "no", checkedAt: "2026-11-26" },
    });
    expect(factsOfForm(before, { trappfri: "vet-inte" }, "2026-11-26")).toEqual({});
  });

  it("dates every known fact today when the operator checked them all", () => {
    expect(factsOfForm(before, { trappfri: "yes", checkedToday: "1" }, "2026-11-26")).toEqual({
      trappfri: { value: "yes", checkedAt: "2026-11-26" },
    });
  });
});
