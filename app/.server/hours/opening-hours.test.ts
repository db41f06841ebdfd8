import Holidays from "date-holidays";
import OpeningHours from "opening_hours";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  hoursBadge,
  hoursError,
  hoursJsonLd,
  hoursView,
  isOpenAt,
  isOpenTonight,
  splitEveRules,
  withEveRules,
} from "./opening-hours";

// Issue 24, point 1. Times are Stockholm wall-clock times; 25 November 2026 is a Wednesday.
const SHOP = "Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off";
const WITH_EVES = withEveRules(SHOP, ["julafton", "midsommarafton", "nyarsafton"]);

/** schema.org's Monday 10.00–18.00, the usual week's first day in these fixtures. */
const MONDAY_10_TO_18 = {
  "@type": "OpeningHoursSpecification",
  dayOfWeek: "https://schema.org/Monday",
  opens: "10:00",
  closes: "18:00",
};

describe("Swedish public holidays in the opening_hours library", () => {
  // Both directions: every day the library takes for a public holiday (PH) in Malmö is a
  // public holiday in date-holidays, and every public holiday there is PH in the library.
  it("are exactly date-holidays' public holidays, 2026 to 2035", () => {
    const malmo = {
      lat: 55.605,
      lon: 13.0038,
      address: { country_code: "se", state: "Skåne län" },
    };
    const holidays = new OpeningHours("PH", malmo);
    const pad = (number: number) => String(number).padStart(2, "0");
    for (let year = 2026; year <= 2035; year++) {
      const expected = new Holidays("SE")
        .getHolidays(year)
        .filter((holiday) => holiday.type === "public")
        .map((holiday) => holiday.date.slice(0, 10))
        .sort();
      expect(expected.length, String(year)).toBeGreaterThanOrEqual(13);
      const library: string[] = [];
      for (let day = new Date(year, 0, 1, 12); day.getFullYear() === year; ) {
        if (holidays.getState(day))
          library.push(`${year}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`);
        day = new Date(year, day.getMonth(), day.getDate() + 1, 12);
      }
      expect(library, String(year)).toEqual(expected);
    }
  });
});

describe("opening hours seen from Stockholm", () => {
  it.each([
    ["2026-11-25T12:00", "Öppet nu · stänger 18.00"],
    ["2026-11-25T08:30", "Stängt · öppnar 10.00"],
    ["2026-11-25T19:00", "Stängt · öppnar i morgon 10.00"],
    ["2026-11-28T16:00", "Stängt · öppnar mån 10.00"],
    ["2026-11-29T12:00", "Stängt · öppnar i morgon 10.00"],
    // Juldagen, a Friday and a public holiday.
    ["2026-12-25T12:00", "Stängt i dag (helgdag)"],
    // Julafton is no public holiday: open unless the rule says otherwise.
    ["2026-12-24T12:00", "Öppet nu · stänger 18.00"],
  ])("%s: %s", (now, badge) => {
    expect(hoursBadge(SHOP, now)).toBe(badge);
  });

  it("closes on the eves with the one-click rules, and names the day", () => {
    expect(hoursBadge(WITH_EVES, "2026-12-24T12:00")).toBe("Stängt i dag (julafton)");
    expect(hoursBadge(WITH_EVES, "2026-06-19T12:00")).toBe("Stängt i dag (midsommarafton)");
    expect(hoursBadge(WITH_EVES, "2026-12-31T12:00")).toBe("Stängt i dag (nyårsafton)");
    // Midsommarafton is the Friday between 19 and 25 June: 25 June 2027.
    expect(hoursBadge(WITH_EVES, "2027-06-25T12:00")).toBe("Stängt i dag (midsommarafton)");
    expect(hoursBadge(WITH_EVES, "2027-06-18T12:00")).toBe("Öppet nu · stänger 18.00");
  });

  it("shows the usual week in Swedish notation", () => {
    expect(hoursView(SHOP, "2026-11-25T12:00")).toEqual({
      week: [
        { days: "mån–fre", hours: "10.00–18.00" },
        { days: "lör", hours: "10.00–15.00" },
        { days: "sön", hours: "stängt" },
      ],
      special: [],
    });
  });

  it("lists the coming week's holidays and eves apart from the usual week", () => {
    const view = hoursView(WITH_EVES, "2026-12-21T09:00");
    expect(view.week[0]).toEqual({ days: "mån–fre", hours: "10.00–18.00" });
    expect(view.special).toEqual([
      { date: "2026-12-24", days: "tors 24 dec", hours: "stängt", reason: "julafton" },
      { date: "2026-12-25", days: "fre 25 dec", hours: "stängt", reason: "juldagen" },
      { date: "2026-12-26", days: "lör 26 dec", hours: "stängt", reason: "annandag jul" },
    ]);
  });

  it("reads hours past midnight and round the clock", () => {
    const bar = "Fr-Sa 22:00-02:00";
    expect(hoursView(bar, "2026-11-25T12:00").week).toEqual([
      { days: "mån–tors", hours: "stängt" },
      { days: "fre–lör", hours: "22.00–02.00" },
      { days: "sön", hours: "stängt" },
    ]);
    expect(hoursBadge(bar, "2026-11-28T01:00")).toBe("Öppet nu · stänger 02.00");
    expect(hoursView("24/7", "2026-11-25T12:00").week).toEqual([
      { days: "mån–sön", hours: "dygnet runt" },
    ]);
    expect(hoursBadge("24/7", "2026-11-25T12:00")).toBe("Öppet nu · dygnet runt");
  });

  it("tells open now and open tonight (18.00 to midnight)", () => {
    expect(isOpenAt(SHOP, "2026-11-25T12:00")).toBe(true);
    expect(isOpenAt(SHOP, "2026-11-25T18:00")).toBe(false);
    expect(isOpenTonight(SHOP, "2026-11-25T12:00")).toBe(false);
    expect(isOpenTonight("Mo-Su 17:00-23:00", "2026-11-25T12:00")).toBe(true);
    expect(isOpenTonight("Mo-Su 17:00-23:00", "2026-11-25T23:30")).toBe(false);
  });

  it("refuses what it cannot read in Swedish, pointing at the place", () => {
    expect(hoursError(SHOP)).toBeUndefined();
    expect(hoursError(WITH_EVES)).toBeUndefined();
    expect(hoursError("Mo-Fr 25:00-18:00")).toMatch(/^Öppettiderna kunde inte läsas\./);
    expect(hoursError("öppet ibland")).toBe(
      "Öppettiderna kunde inte läsas: ”öppet” hör inte till formatet. Skriv veckodagar med engelska förkortningar (Mo, Tu, We, Th, Fr, Sa, Su, PH) och tider med kolon, till exempel Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off.",
    );
    expect(hoursError("Mo-Fr 25:00-18:00")).toBe(
      "Öppettiderna kunde inte läsas. Kontrollera formatet vid ”Mo-Fr 25:00”: tiden ligger utanför dygnet (00:00–24:00).",
    );
    expect(hoursError("")).toMatch(/^Skriv öppettiderna/);
    expect(hoursError("Mo ".repeat(200))).toBe("Öppettiderna får vara högst 500 tecken.");
  });

  it("adds and finds the eve rules in the value", () => {
    expect(withEveRules("Mo-Fr 10:00-18:00;", ["julafton"])).toBe(
      'Mo-Fr 10:00-18:00; Dec 24 off "julafton"',
    );
    expect(splitEveRules(WITH_EVES)).toEqual({
      base: SHOP,
      eves: ["julafton", "midsommarafton", "nyarsafton"],
    });
  });

  it("gives schema.org opening hours, and the coming special days", () => {
    const data = hoursJsonLd(WITH_EVES, "2026-12-21T09:00");
    expect(data.openingHoursSpecification[0]).toEqual(MONDAY_10_TO_18);
    expect(data.openingHoursSpecification).toHaveLength(6);
    expect(data.specialOpeningHoursSpecification?.[0]).toEqual({
      "@type": "OpeningHoursSpecification",
      validFrom: "2026-12-24",
      validThrough: "2026-12-24",
      opens: "00:00",
      closes: "00:00",
    });
  });
});

// Dated exceptions without a comment (issue 24, point 1): the usual week comes from the
// undated rules, and the dated rules' days are special days of their own.
describe("dated exceptions", () => {
  const CLOSED_24 = `${SHOP}; Dec 24 off`;
  const EXTENDED = `${SHOP}; Dec 1-23 Mo-Fr 10:00-20:00`;
  const ONE_DAY = `${SHOP}; 2026 Dec 30 10:00-14:00`;
  const USUAL_WEEK = [
    { days: "mån–fre", hours: "10.00–18.00" },
    { days: "lör", hours: "10.00–15.00" },
    { days: "sön", hours: "stängt" },
  ];
  /** A day whose hours differ from its weekday's usual, without a name of its own. */
  const differing = (date: string, days: string, hours: string) => ({
    date,
    days,
    hours,
    reason: "avvikande öppettider",
  });

  it("closed 24 December: a special day, the badge says closed, JSON-LD has it", () => {
    // Monday 21 December 2026; 24 December is a Thursday.
    expect(hoursView(CLOSED_24, "2026-12-21T09:00")).toEqual({
      week: USUAL_WEEK,
      special: [
        differing("2026-12-24", "tors 24 dec", "stängt"),
        { date: "2026-12-25", days: "fre 25 dec", hours: "stängt", reason: "juldagen" },
        { date: "2026-12-26", days: "lör 26 dec", hours: "stängt", reason: "annandag jul" },
      ],
    });
    expect(hoursBadge(CLOSED_24, "2026-12-24T12:00")).toBe("Stängt i dag (avvikande öppettider)");
    expect(isOpenAt(CLOSED_24, "2026-12-24T12:00")).toBe(false);
    expect(hoursBadge(CLOSED_24, "2026-12-23T12:00")).toBe("Öppet nu · stänger 18.00");
    const data = hoursJsonLd(CLOSED_24, "2026-12-21T09:00");
    expect(data.openingHoursSpecification).toHaveLength(6);
    // 30 days from 21 December: 24, 25 and 26 December, 1 and 6 January, all closed.
    expect(
      data.specialOpeningHoursSpecification?.map((day) => [day.validFrom, day.opens, day.closes]),
    ).toEqual([
      ["2026-12-24", "00:00", "00:00"],
      ["2026-12-25", "00:00", "00:00"],
      ["2026-12-26", "00:00", "00:00"],
      ["2027-01-01", "00:00", "00:00"],
      ["2027-01-06", "00:00", "00:00"],
    ]);
  });

  it("extended hours in December: the usual week stays, the longer days are special", () => {
    // Monday 14 December 2026, inside the range.
    const view = hoursView(EXTENDED, "2026-12-14T09:00");
    expect(view.week).toEqual(USUAL_WEEK);
    expect(view.special).toEqual(
      ["mån 14 dec", "tis 15 dec", "ons 16 dec", "tors 17 dec", "fre 18 dec"].map((days, index) =>
        differing(`2026-12-${14 + index}`, days, "10.00–20.00"),
      ),
    );
    expect(hoursBadge(EXTENDED, "2026-12-14T19:00")).toBe("Öppet nu · stänger 20.00");
    const data = hoursJsonLd(EXTENDED, "2026-12-14T09:00");
    expect(data.openingHoursSpecification[0]).toEqual(MONDAY_10_TO_18);
    expect(data.openingHoursSpecification.map((day) => day.closes)).toEqual([
      "18:00",
      "18:00",
      "18:00",
      "18:00",
      "18:00",
      "15:00",
    ]);
    expect(data.specialOpeningHoursSpecification?.[0]).toEqual({
      "@type": "OpeningHoursSpecification",
      validFrom: "2026-12-14",
      validThrough: "2026-12-14",
      opens: "10:00",
      closes: "20:00",
    });
    // After the range: Monday 28 December is an ordinary day again.
    expect(hoursView(EXTENDED, "2026-12-28T09:00").special).toEqual([
      { date: "2027-01-01", days: "fre 1 jan", hours: "stängt", reason: "nyårsdagen" },
    ]);
  });

  it("one dated day with other hours (the admin's example, 2026 Dec 30 10:00-14:00)", () => {
    // Monday 28 December 2026; 30 December is a Wednesday.
    const view = hoursView(ONE_DAY, "2026-12-28T09:00");
    expect(view.week).toEqual(USUAL_WEEK);
    expect(view.special.map((day) => `${day.days}: ${day.hours} (${day.reason})`)).toEqual([
      "ons 30 dec: 10.00–14.00 (avvikande öppettider)",
      "fre 1 jan: stängt (nyårsdagen)",
    ]);
    expect(view.special.map((day) => day.date)).toEqual(["2026-12-30", "2027-01-01"]);
    expect(hoursBadge(ONE_DAY, "2026-12-30T13:00")).toBe("Öppet nu · stänger 14.00");
    expect(hoursBadge(ONE_DAY, "2026-12-30T15:00")).toBe("Stängt · öppnar i morgon 10.00");
    expect(hoursJsonLd(ONE_DAY, "2026-12-28T09:00").specialOpeningHoursSpecification?.[0]).toEqual({
      "@type": "OpeningHoursSpecification",
      validFrom: "2026-12-30",
      validThrough: "2026-12-30",
      opens: "10:00",
      closes: "14:00",
    });
  });

  it("seasons only: the current season's weekdays stand for the usual week", () => {
    const seasons = "Apr-Sep Mo-Fr 10:00-18:00; Oct-Mar Mo-Fr 10:00-16:00; PH off";
    expect(hoursView(seasons, "2026-11-25T12:00")).toEqual({
      week: [
        { days: "mån–fre", hours: "10.00–16.00" },
        { days: "lör–sön", hours: "stängt" },
      ],
      special: [],
    });
  });
});

// Input the library warns about reads as something else than it seems: refused.
describe("warnings", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Thursday 26 November 2026: the year 2026 is not past.
    vi.setSystemTime(new Date("2026-11-26T12:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses a missing semicolon in Swedish", () => {
    expect(hoursError("Mo-Fr 10:00-18:00 PH off")).toBe(
      "Kontrollera öppettiderna: i ”Mo-Fr 10:00-18:00 PH off” står delarna i fel ordning – saknas ett semikolon (;) mellan två regler? Skriv till exempel Mo-Fr 10:00-18:00; PH off.",
    );
  });

  it("refuses a date that has been, and accepts one to come", () => {
    expect(hoursError(`${SHOP}; 2026 Dec 30 10:00-14:00`)).toBeUndefined();
    expect(hoursError(`${SHOP}; 2025 Dec 30 off`)).toBe(
      "Kontrollera öppettiderna: i ”2025 Dec 30 off” gäller ett datum som redan har varit. Ta bort regeln.",
    );
  });

  it("judges a date that has been by today, not by when the value was first read", () => {
    const value = `${SHOP}; 2026 Dec 29 off`;
    expect(hoursError(value)).toBeUndefined();
    // Saturday 2 January 2027.
    vi.setSystemTime(new Date("2027-01-02T12:00:00Z"));
    expect(hoursError(value)).toBe(
      "Kontrollera öppettiderna: i ”2026 Dec 29 off” gäller ett datum som redan har varit. Ta bort regeln.",
    );
  });

  it("refuses school holidays, which Sweden has none of in the library", () => {
    expect(hoursError("Mo-Fr 10:00-18:00; SH off")).toMatch(
      /^Öppettiderna kunde inte läsas: skollov/,
    );
  });
});

describe("the hours badge in other languages (issue 40)", () => {
  // Mon–Fri 10–18: a Wednesday at 12.00 and at 20.00, and a Friday evening.
  const HOURS = "Mo-Fr 10:00-18:00";
  it("says open or closed, and when that changes, in the page's language", () => {
    expect(hoursBadge(HOURS, "2026-12-02T12:00", "en")).toBe("Open now · closes 18:00");
    expect(hoursBadge(HOURS, "2026-12-02T20:00", "de")).toBe("Geschlossen · öffnet morgen 10:00");
    expect(hoursBadge(HOURS, "2026-12-04T20:00", "da")).toBe("Lukket · åbner man. 10.00");
    expect(hoursBadge(HOURS, "2026-12-02T12:00")).toBe("Öppet nu · stänger 18.00");
    expect(hoursBadge(HOURS, "2026-12-04T20:00")).toBe("Stängt · öppnar mån 10.00");
  });
});

describe("the week and the coming days in other languages (issue 40)", () => {
  it("names the days, times and eves in English, German and Danish", () => {
    const en = hoursView(WITH_EVES, "2026-12-21T09:00", 7, "en");
    expect(en.week).toEqual([
      { days: "Mon–Fri", hours: "10:00–18:00" },
      { days: "Sat", hours: "10:00–15:00" },
      { days: "Sun", hours: "closed" },
    ]);
    expect(en.special).toEqual([
      { date: "2026-12-24", days: "Thu 24 Dec", hours: "closed", reason: "Christmas Eve" },
      { date: "2026-12-25", days: "Fri 25 Dec", hours: "closed", reason: "Christmas Day" },
      { date: "2026-12-26", days: "Sat 26 Dec", hours: "closed", reason: "Boxing Day" },
    ]);
    const de = hoursView(WITH_EVES, "2026-12-21T09:00", 7, "de");
    expect(de.week[0]).toEqual({ days: "Mo–Fr", hours: "10:00–18:00" });
    expect(de.special[0]).toMatchObject({ hours: "geschlossen", reason: "Heiligabend" });
    expect(de.special[1]).toMatchObject({ reason: "Erster Weihnachtstag" });
    const da = hoursView(WITH_EVES, "2026-12-21T09:00", 7, "da");
    expect(da.week).toEqual([
      { days: "man.–fre.", hours: "10.00–18.00" },
      { days: "lør.", hours: "10.00–15.00" },
      { days: "søn.", hours: "lukket" },
    ]);
    expect(hoursView("24/7", "2026-11-25T12:00", 7, "da").week).toEqual([
      { days: "man.–søn.", hours: "døgnet rundt" },
    ]);
    // Swedish stays as it is.
    expect(hoursView(WITH_EVES, "2026-12-21T09:00", 7, "sv").week[0]).toEqual({
      days: "mån–fre",
      hours: "10.00–18.00",
    });
  });
});

describe("Sweden's public holidays in other languages (issue 40)", () => {
  it("names every holiday of a year in English, not only 'public holiday'", () => {
    const reasons = new Set<string>();
    for (let week = 0; week < 53; week++) {
      const day = new Date(Date.UTC(2027, 0, 1 + week * 7)).toISOString().slice(0, 10);
      for (const special of hoursView("Mo-Su 10:00-18:00; PH off", `${day}T09:00`, 7, "en").special)
        reasons.add(special.reason);
    }
    expect(reasons.size).toBe(13);
    expect(reasons).not.toContain("public holiday");
    expect(reasons).toContain("Good Friday");
    expect(reasons).toContain("Sweden's National Day");
  });
});
