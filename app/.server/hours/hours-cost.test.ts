import { describe, expect, it } from "vitest";
import { EVE_FIELDS, MAX_HOURS_LENGTH } from "~/lib/hours/form";
import { hoursError, hoursParts, MAX_HOURS_PARTS, withEveRules } from "./hours-syntax";

// Issue 35, point 2: the cost bound on an hours value. Whatever the admin's hours form
// writes within its 500 characters passes it; only values denser than any week with
// exceptions are refused.

/** A week of its own hours per day, split lunches, holidays closed. */
const WEEK =
  "Mo 10:00-14:00,17:00-22:00; Tu-Th 10:00-22:00; Fr 10:00-23:00; Sa 11:00-23:00; Su 12:00-18:00; PH off";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"];

/** The week, as many dated exceptions as fit, and all three eves: the form's richest value. */
function richest(exception: (index: number) => string): string {
  let base = WEEK;
  for (let index = 0; ; index++) {
    const longer = `${base}; ${exception(index)}`;
    if (withEveRules(longer, EVE_FIELDS).length > MAX_HOURS_LENGTH) break;
    base = longer;
  }
  return withEveRules(base, EVE_FIELDS);
}

describe("the cost bound on opening hours", () => {
  it("passes the hours form's richest values: a week, exceptions and the eves", () => {
    const values = [
      // Dated opening hours (a far year: never a date that has been).
      richest((index) => `2099 ${MONTHS[index % 6]} ${(index % 28) + 1} 10:00-14:00`),
      // Closed days, with a comment each.
      richest((index) => `2099 ${MONTHS[index % 6]} ${(index % 28) + 1} off "inventering"`),
      // Other hours in a period.
      richest(
        (index) => `${MONTHS[index % 6]} ${(index % 28) + 1}-${(index % 28) + 1} Mo-Fr 12:00-16:00`,
      ),
    ];
    for (const value of values) {
      expect(value.length).toBeGreaterThan(MAX_HOURS_LENGTH - 40);
      expect(value).toContain('Dec 24 off "julafton"');
      expect(hoursParts(value)).toBeLessThanOrEqual(MAX_HOURS_PARTS);
      expect(hoursError(value)).toBeUndefined();
    }
  });

  it("counts words, numbers and signs, and a comment as one part", () => {
    // Mo - Fr 10 : 00 - 18 : 00 ; Dec 24 off "julafton"
    expect(hoursParts('Mo-Fr 10:00-18:00; Dec 24 off "julafton"')).toBe(15);
  });

  it("refuses a value of more parts, within the length, before reading it", () => {
    const minutes = Array.from({ length: 45 }, (_, index) => {
      const minute = String(index).padStart(2, "0");
      return `10:${minute}-10:${minute}`;
    });
    const value = `Mo-Su ${minutes.join(",")}`.slice(0, MAX_HOURS_LENGTH);
    expect(hoursError(value)).toMatch(
      new RegExp(
        `^Öppettiderna har för många delar \\(\\d+ veckodagar, datum, tider och tecken; högst ${MAX_HOURS_PARTS}\\)\\.`,
      ),
    );
  });
});
