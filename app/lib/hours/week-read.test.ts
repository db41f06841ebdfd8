import { describe, expect, it } from "vitest";
import { ALL_EVES, at, weekOf } from "../../../tests/support/week-hours";
import { emptyWeek, syntaxToWeek, weekToSyntax } from "./week";

// Issue 38: reading a value in the syntax into the opening-hours editor's week (week-read.ts).

describe("syntaxToWeek", () => {
  const SHOP = {
    Mo: [at("10:00", "18:00")],
    Tu: [at("10:00", "18:00")],
    We: [at("10:00", "18:00")],
    Th: [at("10:00", "18:00")],
    Fr: [at("10:00", "18:00")],
    Sa: [at("10:00", "15:00")],
  };

  it("reads the usual shop week", () => {
    expect(syntaxToWeek("Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off")).toStrictEqual(
      weekOf(SHOP, { holidaysClosed: true }),
    );
  });

  it("reads the eves and a dated exception", () => {
    expect(
      syntaxToWeek(
        'Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off; 2026 Dec 30 10:00-14:00; 2027 Jan 2 off "inventering"; Dec 24 off "julafton"; Jun 19-25 Fr off "midsommarafton"; Dec 31 off "nyårsafton"',
      ),
    ).toStrictEqual(
      weekOf(SHOP, {
        holidaysClosed: true,
        eves: ALL_EVES,
        exceptions: [
          { date: "2026-12-30", intervals: [at("10:00", "14:00")] },
          { date: "2027-01-02", intervals: [], note: "inventering" },
        ],
      }),
    );
  });

  it("reads past midnight, additional rules and a later rule replacing a day", () => {
    expect(
      syntaxToWeek("Mo-Th 11:00-22:00, Fr-Sa 11:00-01:00, Sa 02:00-03:00; Su-Mo 12:00-16:00"),
    ).toStrictEqual(
      weekOf({
        Mo: [at("12:00", "16:00")],
        Tu: [at("11:00", "22:00")],
        We: [at("11:00", "22:00")],
        Th: [at("11:00", "22:00")],
        Fr: [at("11:00", "01:00")],
        Sa: [at("02:00", "03:00"), at("11:00", "01:00")],
        Su: [at("12:00", "16:00")],
      }),
    );
    expect(syntaxToWeek("Mo-Su 10:00-18:00; We off; Su closed")).toStrictEqual(
      weekOf({
        Mo: [at("10:00", "18:00")],
        Tu: [at("10:00", "18:00")],
        Th: [at("10:00", "18:00")],
        Fr: [at("10:00", "18:00")],
        Sa: [at("10:00", "18:00")],
      }),
    );
  });

  it("reads no hours as an empty week", () => {
    expect(syntaxToWeek("")).toStrictEqual(emptyWeek());
    expect(syntaxToWeek(" ; ")).toStrictEqual(emptyWeek());
  });

  // The values the admin, the tests and the fixtures use; each written back as it was.
  it.each([
    "Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off",
    "Tu-Su 11:00-22:00",
    "Mo-Su 07:00-19:00",
    'Mo-Fr 09:00-17:00; Dec 24 off "julafton"',
    'Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off; Dec 24 off "julafton"; Jun 19-25 Fr off "midsommarafton"; Dec 31 off "nyårsafton"',
    "Mo-Su 10:00-22:00",
    "Tu-Su 11:00-18:00; PH off",
    "Tu-Su 11:00-17:00",
    "Mo-Fr 08:00-17:00",
    "Mo-Fr 09:00-17:00",
    "Sa 10:00-14:00",
    "Mo-Su 17:00-23:00",
    "Mo-Su 17:00-01:00",
    "Mo-Su 00:00-24:00",
    "Mo 10:00-14:00,17:00-22:00; Tu-Th 10:00-22:00; Fr 10:00-23:00; Sa 11:00-23:00; Su 12:00-18:00; PH off",
    "Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off; 2026 Dec 30 10:00-14:00",
  ])("reads and writes back %s", (value) => {
    const week = syntaxToWeek(value);
    expect(week).toBeDefined();
    expect(week && weekToSyntax(week)).toBe(value);
  });

  it.each([
    ["24/7", "Mo-Su 00:00-24:00"],
    ["Mo-Fr 10:00-18:00;", "Mo-Fr 10:00-18:00"],
    ["Mo-Fr  10:00-18:00 ;  PH closed", "Mo-Fr 10:00-18:00; PH off"],
    ["Mo,Tu,We,Th,Fr 10:00-18:00", "Mo-Fr 10:00-18:00"],
    ["Mo-Su 22:00-00:00", "Mo-Su 22:00-24:00"],
    ["10:00-18:00; Su off", "Mo-Sa 10:00-18:00"],
    ["Mo-Fr 10:00-18:00; Dec 24 off", 'Mo-Fr 10:00-18:00; Dec 24 off "julafton"'],
    ['Mo-Fr 10:00-18:00; 2099 Dec 03 closed ""', "Mo-Fr 10:00-18:00; 2099 Dec 3 off"],
    [
      "Mo-Fr 10:00-18:00; 2099 Dec 3 off; 2099 Dec 3 12:00-14:00",
      "Mo-Fr 10:00-18:00; 2099 Dec 3 12:00-14:00",
    ],
  ])("reads %s and writes it as %s", (value, canonical) => {
    const week = syntaxToWeek(value);
    expect(week && weekToSyntax(week)).toBe(canonical);
  });

  it.each([
    ["a season", "Apr-Sep Mo-Su 10:00-20:00"],
    ["week numbers", "week 1-10 Mo-Fr 10:00-18:00"],
    ["an open end", "Mo-Fr 10:00+"],
    ["the nth weekday", "Mo[1] off"],
    ["a comment on the week", 'Mo-Fr 10:00-18:00 "efter överenskommelse"'],
    ["another comment on an eve", 'Dec 24 off "stängt"'],
    ["a recurring date", "Dec 26 off"],
    ["hours on holidays", "Mo-Fr 10:00-18:00; PH 10:00-14:00"],
    ["holidays in the week", "Mo-Fr,PH 10:00-18:00"],
    ["days without times", "Mo-Fr"],
    ["sunrise", "Mo-Su sunrise-sunset"],
    ["times without a leading zero", "Mo-Fr 8:00-18:00"],
    ["an impossible time", "Mo-Fr 25:00-18:00"],
    ["the same time twice", "Mo 10:00-10:00"],
    ["an impossible date", "2099 Feb 30 off"],
    ["a weekday rule after PH off, which then opens weekday holidays", "PH off; Mo-Fr 10:00-18:00"],
    ["PH off after a date, which then closes a holiday's date", "2099 Dec 26 10:00-14:00; PH off"],
    [
      "a date after its eve, which the eve no longer closes",
      'Dec 24 off "julafton"; 2099 Dec 24 10:00-14:00',
    ],
    ["an additional closed rule", "Mo-Fr 10:00-18:00, We off"],
    ["an open quote", 'Mo-Fr 10:00-18:00; 2099 Dec 3 off "inventering'],
    ["lower case", "mo-fr 10:00-18:00"],
    ["a fallback rule", "Mo-Fr 10:00-18:00 || Sa 10:00-12:00"],
    ["more than 500 characters", `Mo-Fr 10:00-18:00; ${"Sa 10:00-15:00; ".repeat(40)}`],
  ])("leaves %s to the text field (undefined)", (_, value) => {
    expect(syntaxToWeek(value)).toBeUndefined();
  });
});
