import { describe, expect, it } from "vitest";
import {
  addDays,
  endOfMonth,
  endOfWeek,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDateTimeSeconds,
  formatMonth,
  formatMonthName,
  formatTime,
  formatTimeRange,
  formatWeekday,
  formatWeekdayName,
  isoWeekday,
  isSwedishHoliday,
  lastWeekdayOfMonth,
  nextWeekdayOnOrAfter,
  stockholmDate,
  stockholmNow,
} from "~/lib/text/dates";

describe("stockholmNow", () => {
  it("gives Stockholm wall-clock time in winter (UTC+1) and summer (UTC+2)", () => {
    expect(stockholmNow(new Date("2026-11-23T10:30:00Z"))).toBe("2026-11-23T11:30");
    expect(stockholmNow(new Date("2027-06-01T22:15:00Z"))).toBe("2027-06-02T00:15");
  });
});

describe("calendar arithmetic", () => {
  it("adds days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
  });

  it("ends the week on Sunday (Swedish weeks start on Monday)", () => {
    expect(endOfWeek("2026-11-23")).toBe("2026-11-29"); // Monday
    expect(endOfWeek("2026-11-29")).toBe("2026-11-29"); // Sunday
  });

  it("numbers weekdays Monday = 1 to Sunday = 7 and finds the next one", () => {
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-29")).toBe(7);
    expect(nextWeekdayOnOrAfter("2026-11-25", 6)).toBe("2026-11-28");
    expect(nextWeekdayOnOrAfter("2026-11-28", 6)).toBe("2026-11-28");
    expect(nextWeekdayOnOrAfter("2026-11-29", 1)).toBe("2026-11-30");
  });

  it("finds the last Sunday of November (Skyltsöndag)", () => {
    expect(lastWeekdayOfMonth(2026, 11, 7)).toBe("2026-11-29");
    expect(lastWeekdayOfMonth(2027, 11, 7)).toBe("2027-11-28");
    expect(lastWeekdayOfMonth(2030, 11, 7)).toBe("2030-11-24");
    expect(lastWeekdayOfMonth(2025, 11, 7)).toBe("2025-11-30");
  });

  it("finds the last day of the month, also in February", () => {
    expect(endOfMonth("2026-11-23")).toBe("2026-11-30");
    expect(endOfMonth("2028-02-10")).toBe("2028-02-29");
  });
});

describe("Swedish date format", () => {
  it("writes a single day", () => {
    expect(formatDate("2026-12-05")).toBe("5 december 2026");
  });

  it("writes ranges within a month, across months and across years", () => {
    expect(formatDateRange("2026-12-05T10:00", "2026-12-05T16:00")).toBe("5 december 2026");
    expect(formatDateRange("2026-12-05T10:00", "2026-12-06T16:00")).toBe("5–6 december 2026");
    expect(formatDateRange("2026-11-30T10:00", "2026-12-02T16:00")).toBe(
      "30 november – 2 december 2026",
    );
    expect(formatDateRange("2026-12-30T10:00", "2027-01-02T16:00")).toBe(
      "30 december 2026 – 2 januari 2027",
    );
  });

  it("writes times the Swedish way, with a full stop", () => {
    expect(formatTimeRange("2026-12-05T18:00", "2026-12-05T21:30")).toBe("18.00–21.30");
    expect(formatTimeRange("06:00", "22:00")).toBe("06.00–22.00");
    expect(formatTime("2026-12-13T18:00")).toBe("18.00");
  });
});

describe("Swedish names of days and months", () => {
  it("names the weekday of a date and of an ISO weekday number", () => {
    expect(formatWeekday("2026-12-05")).toBe("lördag");
    expect(formatWeekdayName(1)).toBe("måndag");
    expect(formatWeekdayName(7)).toBe("söndag");
  });

  it("names a month, alone and with its year", () => {
    expect(formatMonthName(1)).toBe("januari");
    expect(formatMonthName(5)).toBe("maj");
    expect(formatMonthName(12)).toBe("december");
    expect(formatMonth("2026-10")).toBe("oktober 2026");
    expect(formatMonth("2027-01")).toBe("januari 2027");
  });

  it("writes every day of a year as Intl's Swedish calendar does", () => {
    // The names are written out to spare the browser Intl's locale data; Intl is the oracle.
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("sv-SE", { ...options, timeZone: "UTC" });
    const long = intl({ day: "numeric", month: "long", year: "numeric" });
    const weekday = intl({ weekday: "long" });
    const monthYear = intl({ month: "long", year: "numeric" });
    for (let day = 0; day < 366; day++) {
      const iso = addDays("2028-01-01", day);
      const instant = new Date(`${iso}T12:00:00Z`);
      expect(formatDate(iso)).toBe(long.format(instant));
      expect(formatWeekday(iso)).toBe(weekday.format(instant));
      expect(formatMonth(iso.slice(0, 7))).toBe(monthYear.format(instant));
    }
  });
});

describe("instants in Stockholm time", () => {
  it("writes a timestamp to the minute, in winter (UTC+1) and summer (UTC+2)", () => {
    expect(formatDateTime(new Date("2026-11-23T10:30:45Z"))).toBe("2026-11-23 11:30");
    expect(formatDateTime(Date.parse("2026-05-04T12:03:09Z"))).toBe("2026-05-04 14:03");
    expect(formatDateTime(new Date("2026-12-31T23:05:00Z"))).toBe("2027-01-01 00:05");
  });

  it("writes a timestamp to the second", () => {
    expect(formatDateTimeSeconds(Date.parse("2026-05-04T12:03:09Z"))).toBe("2026-05-04 14:03:09");
    expect(formatDateTimeSeconds(new Date("2026-01-01T00:00:00Z"))).toBe("2026-01-01 01:00:00");
  });

  it("gives the Stockholm date of an instant", () => {
    expect(stockholmDate(new Date("2026-11-23T22:59:59Z"))).toBe("2026-11-23");
    expect(stockholmDate(Date.parse("2026-11-23T23:00:00Z"))).toBe("2026-11-24");
  });
});

describe("Swedish holidays", () => {
  it("knows the fixed days, the Easter-based days, midsommar and alla helgons dag", () => {
    for (const day of [
      "2026-01-01",
      "2026-01-06",
      "2026-04-03", // långfredag
      "2026-04-05", // påskdagen
      "2026-04-06", // annandag påsk
      "2026-05-14", // Kristi himmelsfärd
      "2026-05-24", // pingstdagen
      "2026-06-19", // midsommarafton
      "2026-06-20", // midsommardagen
      "2026-10-31", // alla helgons dag
      "2026-12-24",
      "2026-12-25",
      "2026-12-26",
      "2027-03-26", // långfredag 2027
      "2027-11-06", // alla helgons dag 2027
    ])
      expect(isSwedishHoliday(day), day).toBe(true);
    for (const day of ["2026-03-11", "2026-04-07", "2026-06-18", "2026-06-21", "2026-12-23"])
      expect(isSwedishHoliday(day), day).toBe(false);
  });
});
