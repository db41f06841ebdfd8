import { describe, expect, it } from "vitest";
import { exceptionRows, readWeek, valuesOfWeek } from "./day-editor";
import { weekToSyntax } from "./week";

// The day-by-day editor's form (issue 38): plain fields read into a week and back.

describe("the day editor's form", () => {
  it("reads a week with a split day, past midnight, the rules and an exception", () => {
    const read = readWeek({
      "mo-0-fran": "08:00",
      "mo-0-till": "12:00",
      "mo-1-fran": "13:00",
      "mo-1-till": "17:00",
      "fr-0-fran": "18:00",
      "fr-0-till": "02:00",
      "helgdagar-stangt": "on",
      julafton: "on",
      "avvikande-0-datum": "2099-01-02",
      "avvikande-0-notering": "inventering",
    });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.week.days.Mo).toEqual([
      { from: "08:00", to: "12:00" },
      { from: "13:00", to: "17:00" },
    ]);
    expect(read.week.days.Tu).toEqual([]);
    expect(read.week.holidaysClosed).toBe(true);
    expect(read.week.eves).toEqual({ julafton: true, midsommarafton: false, nyarsafton: false });
    expect(read.week.exceptions).toEqual([
      { date: "2099-01-02", intervals: [], note: "inventering" },
    ]);
    expect(weekToSyntax(read.week)).toContain("Mo 08:00-12:00,13:00-17:00");
  });

  it("names the field of a half-filled row, a bad time, a bad date and a bad note", () => {
    expect(
      readWeek({
        "sa-0-fran": "10:00",
        "su-0-fran": "25:00",
        "su-0-till": "16:00",
        "avvikande-0-datum": "30 december",
        "avvikande-1-datum": "2099-12-30",
        "avvikande-1-notering": 'säg "hej"',
      }),
    ).toEqual({
      ok: false,
      errors: {
        "sa-0-till": "Skriv när ni stänger.",
        "su-0-fran": "”25:00” är ingen giltig tid. Skriv en tid mellan 00:00 och 24:00.",
        "avvikande-0-datum": "Välj ett datum, till exempel 2026-12-30.",
        "avvikande-1-notering":
          "Skriv en kort notering utan citattecken eller semikolon, högst 40 tecken.",
      },
    });
  });

  it("writes a week back into the fields it was read from, with blank rows for new dates", () => {
    const values = {
      "mo-0-fran": "08:00",
      "mo-0-till": "18:00",
      "sa-0-fran": "22:00",
      "sa-0-till": "00:00",
      nyarsafton: "on",
      "avvikande-0-datum": "2099-12-30",
      "avvikande-0-fran": "10:00",
      "avvikande-0-till": "14:00",
    };
    const read = readWeek(values);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(valuesOfWeek(read.week)).toEqual(values);
    expect(exceptionRows(values)).toBe(3);
    expect(exceptionRows({})).toBe(2);
  });
});
