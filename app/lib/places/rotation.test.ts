import { describe, expect, it } from "vitest";
import { AD_SLOTS_PER_DAY, adsOnDay, rotationFor } from "~/lib/places/rotation";

// Expected values come from the spec, not from the module: Guld gives "front-page
// visibility at least 3 days per month" (section 9), and the start page's featured row
// holds 4 places (section 2, "Featured experiences with 4 fixed businesses").
const PROMISED_DAYS = 3;
const FRONT_PAGE_PLACES = 4;

const MONTHS: [month: string, days: number][] = [
  ["2026-02", 28],
  ["2028-02", 29],
  ["2026-04", 30],
  ["2026-11", 30],
  ["2026-12", 31],
  ["2027-01", 31],
];
const places = (count: number) =>
  Array.from({ length: count }, (_, index) => `guld-${String.fromCharCode(97 + index)}`);

describe("front-page rotation of Guld businesses", () => {
  for (const [month, dayCount] of MONTHS) {
    for (let count = 1; count <= 10; count++) {
      it(`gives each of ${count} businesses at least 3 days in ${month}`, () => {
        const slugs = places(count);
        const rotation = rotationFor(slugs, month);
        expect(rotation.days).toHaveLength(dayCount);
        for (const slug of slugs) {
          const days = rotation.days.filter((shown) => shown.includes(slug)).length;
          expect(days).toBeGreaterThanOrEqual(PROMISED_DAYS);
          expect(rotation.daysPer[slug]).toBe(days);
        }
        for (const shown of rotation.days) {
          expect(shown.length).toBeLessThanOrEqual(AD_SLOTS_PER_DAY);
          expect(shown.length).toBeLessThanOrEqual(FRONT_PAGE_PLACES);
          expect(new Set(shown).size).toBe(shown.length);
        }
        // Fair: no business gets more than one day more than another.
        const counts = Object.values(rotation.daysPer);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        expect(rotation.overbooked).toBe(false);
      });
    }
  }

  it("is deterministic and independent of the order it is given", () => {
    const slugs = places(7);
    expect(rotationFor([...slugs].reverse(), "2026-11")).toEqual(rotationFor(slugs, "2026-11"));
    expect(adsOnDay(slugs, "2026-11-23")).toEqual(rotationFor(slugs, "2026-11").days[22]);
  });

  it("warns when the month cannot give everyone three days", () => {
    // February 2026: 28 days x 2 places = 56 business-days; 19 x 3 = 57 do not fit.
    expect(rotationFor(places(18), "2026-02").overbooked).toBe(false);
    expect(rotationFor(places(19), "2026-02").overbooked).toBe(true);
  });

  it("shows nobody when there is no Guld business", () => {
    expect(adsOnDay([], "2026-11-23")).toEqual([]);
  });
});
