import { describe, expect, it } from "vitest";
import { at, weekOf } from "../../../tests/support/week-hours";
import { copyDay, type Interval, intervalError, weekToSyntax } from "./week";

// Issue 38: the opening-hours editor's week (week-model.ts). Writing it is tested in
// week-syntax.test.ts, reading it in week-read.test.ts, checking it in week-check.test.ts.

describe("copyDay", () => {
  it("copies a day's times to other days and leaves the rest", () => {
    const week = weekOf({
      Mo: [at("08:00", "12:00"), at("13:00", "17:00")],
      Tu: [at("10:00", "14:00")],
    });
    const copied = copyDay(week, "Mo", ["Tu", "We", "Th", "Fr"]);
    expect(weekToSyntax(copied)).toBe("Mo-Fr 08:00-12:00,13:00-17:00");
    expect(weekToSyntax(week)).toBe("Mo 08:00-12:00,13:00-17:00; Tu 10:00-14:00");
    copied.days.Tu[0] = at("09:00", "10:00");
    expect(copied.days.Mo[0]).toEqual(at("08:00", "12:00"));
  });

  it("copies a closed day as closed", () => {
    const week = weekOf({ Mo: [at("08:00", "12:00")], Tu: [at("10:00", "14:00")] });
    expect(weekToSyntax(copyDay(week, "Su", ["Mo"]))).toBe("Tu 10:00-14:00");
  });
});

describe("intervalError", () => {
  it.each<[Interval, string | undefined]>([
    [at("08:00", "18:00"), undefined],
    [at("8:00", "18:00"), undefined],
    [at("22:00", "02:00"), undefined],
    [at("00:00", "24:00"), undefined],
    [at("18:00", "00:00"), undefined],
    [at("8", "18:00"), "Skriv tiden som 08:00."],
    [at("08.00", "18:00"), "Skriv tiden som 08:00."],
    [at("", "18:00"), "Skriv tiden som 08:00."],
    [at("25:00", "18:00"), "”25:00” är ingen giltig tid. Skriv en tid mellan 00:00 och 24:00."],
    [at("08:00", "18:60"), "”18:60” är ingen giltig tid. Skriv en tid mellan 00:00 och 24:00."],
    [at("08:00", "24:30"), "”24:30” är ingen giltig tid. Skriv en tid mellan 00:00 och 24:00."],
    [at("24:00", "02:00"), "Öppettiden kan inte börja 24:00. Skriv 00:00."],
    [
      at("10:00", "10:00"),
      "Öppnar och stänger kan inte vara samma tid. Skriv 00:00–24:00 för dygnet runt.",
    ],
    [
      at("00:00", "00:00"),
      "Öppnar och stänger kan inte vara samma tid. Skriv 00:00–24:00 för dygnet runt.",
    ],
  ])("%o: %s", (interval, expected) => {
    expect(intervalError(interval)).toBe(expected);
  });
});
