import { describe, expect, it } from "vitest";
import { EVE_RULES, hoursError, hoursParts, MAX_HOURS_PARTS } from "~/.server/hours/hours-syntax";
import { ALL_EVES, at, weekOf } from "../../../tests/support/week-hours";
import {
  emptyWeek,
  normaliseWeek,
  syntaxToWeek,
  type WeekHours,
  weekError,
  weekToSyntax,
} from "./week";

// Issue 38: writing the opening-hours editor's week in the syntax (week-syntax.ts). Dated
// exceptions are in 2099, so that the library never finds a date that has been.

describe("weekToSyntax", () => {
  it.each<[string, WeekHours, string]>([
    ["nothing open", emptyWeek(), ""],
    [
      "weekdays and Saturday",
      weekOf({
        Mo: [at("08:00", "18:00")],
        Tu: [at("08:00", "18:00")],
        We: [at("08:00", "18:00")],
        Th: [at("08:00", "18:00")],
        Fr: [at("08:00", "18:00")],
        Sa: [at("10:00", "16:00")],
      }),
      "Mo-Fr 08:00-18:00; Sa 10:00-16:00",
    ],
    [
      "a closed Wednesday splits the range",
      weekOf({
        Mo: [at("08:00", "18:00")],
        Tu: [at("08:00", "18:00")],
        Th: [at("08:00", "18:00")],
        Fr: [at("08:00", "18:00")],
      }),
      "Mo-Tu,Th-Fr 08:00-18:00",
    ],
    [
      "a lunch break",
      weekOf({
        Mo: [at("08:00", "12:00"), at("13:00", "17:00")],
        Tu: [at("08:00", "12:00"), at("13:00", "17:00")],
      }),
      "Mo-Tu 08:00-12:00,13:00-17:00",
    ],
    [
      "the same hours on days apart",
      weekOf({
        Mo: [at("10:00", "18:00")],
        Tu: [at("12:00", "20:00")],
        We: [at("10:00", "18:00")],
        Su: [at("10:00", "18:00")],
      }),
      "Mo,We,Su 10:00-18:00; Tu 12:00-20:00",
    ],
    ["past midnight", weekOf({ Fr: [at("22:00", "02:00")] }), "Fr 22:00-02:00"],
    [
      "past midnight before another open day: Saturday's rule first, so it keeps Friday's night",
      weekOf({ Fr: [at("22:00", "02:00")], Sa: [at("10:00", "16:00")] }),
      "Sa 10:00-16:00; Fr 22:00-02:00",
    ],
    [
      "a late weekend, holidays closed",
      weekOf(
        {
          Mo: [at("11:00", "22:00")],
          Tu: [at("11:00", "22:00")],
          We: [at("11:00", "22:00")],
          Th: [at("11:00", "22:00")],
          Fr: [at("11:00", "01:00")],
          Sa: [at("11:00", "01:00")],
          Su: [at("12:00", "18:00")],
        },
        { holidaysClosed: true },
      ),
      // Sunday before Fr-Sa (it keeps Saturday's night), Mo-Th last (PH off after a night warns).
      "Su 12:00-18:00; Fr-Sa 11:00-01:00; Mo-Th 11:00-22:00; PH off",
    ],
    [
      "the week ends on a rule that stops before midnight when rules follow",
      weekOf(
        {
          Mo: [at("11:00", "22:00")],
          Tu: [at("11:00", "22:00")],
          We: [at("11:00", "22:00")],
          Th: [at("11:00", "22:00")],
          Fr: [at("11:00", "01:00")],
          Sa: [at("11:00", "01:00")],
        },
        { holidaysClosed: true },
      ),
      "Fr-Sa 11:00-01:00; Mo-Th 11:00-22:00; PH off",
    ],
    [
      "or on the closed days after closed days",
      weekOf(
        {
          Tu: [at("17:00", "01:00")],
          We: [at("17:00", "01:00")],
          Th: [at("17:00", "01:00")],
          Fr: [at("17:00", "03:00")],
          Sa: [at("17:00", "03:00")],
        },
        { eves: { julafton: true, midsommarafton: false, nyarsafton: false } },
      ),
      'Fr-Sa 17:00-03:00; Tu-Th 17:00-01:00; Mo off; Dec 24 off "julafton"',
    ],
    [
      "everything: holidays, dates with and without notes, then the eves in order",
      weekOf(
        {
          Mo: [at("10:00", "18:00")],
          Tu: [at("10:00", "18:00")],
          We: [at("10:00", "18:00")],
          Th: [at("10:00", "18:00")],
          Fr: [at("10:00", "18:00")],
          Sa: [at("10:00", "15:00")],
        },
        {
          holidaysClosed: true,
          eves: ALL_EVES,
          exceptions: [
            { date: "2099-12-30", intervals: [] },
            { date: "2099-12-23", intervals: [at("10:00", "14:00")], note: "inventering" },
            { date: "2099-01-07", intervals: [], note: "stängt för inventering" },
            { date: "2099-12-27", intervals: [at("12:00", "16:00")] },
          ],
        },
      ),
      'Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off; 2099 Jan 7 off "stängt för inventering"; 2099 Dec 23 10:00-14:00 "inventering"; 2099 Dec 27 12:00-16:00; 2099 Dec 30 off; Dec 24 off "julafton"; Jun 19-25 Fr off "midsommarafton"; Dec 31 off "nyårsafton"',
    ],
    [
      "only the eves and holidays",
      weekOf({}, { holidaysClosed: true, eves: ALL_EVES }),
      'PH off; Dec 24 off "julafton"; Jun 19-25 Fr off "midsommarafton"; Dec 31 off "nyårsafton"',
    ],
    [
      "times padded and sorted, midnight as 24:00, notes without quotes or semicolons",
      weekOf(
        { Mo: [at("17:00", "00:00"), at("8:00", "12:00")], Tu: [at("00:00", "24:00")] },
        {
          exceptions: [
            { date: "2099-03-02", intervals: [], note: ' "Stängt"; \n inventering ' },
            { date: "2099-03-01", intervals: [], note: "  " },
          ],
        },
      ),
      'Mo 08:00-12:00,17:00-24:00; Tu 00:00-24:00; 2099 Mar 1 off; 2099 Mar 2 off "Stängt inventering"',
    ],
  ])("writes %s", (_, week, expected) => {
    const value = weekToSyntax(week);
    expect(value).toBe(expected);
    expect(weekError(week)).toBeUndefined();
    if (value) {
      expect(hoursError(value)).toBeUndefined();
      expect(hoursParts(value)).toBeLessThanOrEqual(MAX_HOURS_PARTS);
    }
  });

  it("writes the eves exactly as the admin's one-click rules", () => {
    const value = weekToSyntax(weekOf({}, { eves: ALL_EVES }));
    expect(value).toBe(EVE_RULES.map((eve) => eve.rule).join("; "));
  });

  it("joins nights that run into each other as additional rules", () => {
    // The usual bar: Sunday to Thursday until 01, Friday and Saturday until 03.
    const late = [at("17:00", "01:00")];
    const later = [at("17:00", "03:00")];
    const bar = weekOf(
      { Mo: late, Tu: late, We: late, Th: late, Fr: later, Sa: later, Su: late },
      { holidaysClosed: true, eves: { julafton: true, midsommarafton: false, nyarsafton: false } },
    );
    const value = 'Mo-Th,Su 17:00-01:00, Fr-Sa 17:00-03:00; PH off; Dec 24 off "julafton"';
    expect(weekToSyntax(bar)).toBe(value);
    expect(weekError(bar)).toBeUndefined();
    expect(hoursError(value)).toBeUndefined();
    expect(syntaxToWeek(value)).toStrictEqual(bar);

    // A date past midnight right after PH off draws the library's warning…
    const party = { date: "2099-12-30", intervals: [at("18:00", "03:00")] };
    const alone = { ...bar, exceptions: [party] };
    expect(weekToSyntax(alone)).toBe(
      'Mo-Th,Su 17:00-01:00, Fr-Sa 17:00-03:00; PH off; 2099 Dec 30 18:00-03:00; Dec 24 off "julafton"',
    );
    expect(hoursError(weekToSyntax(alone))).toMatch(/^Kontrollera öppettiderna/);
    expect(weekError(alone)).toBe(
      "2099-12-30: tider efter midnatt på ett datum går inte att kombinera med veckans tider efter midnatt. Låt datumet stänga senast 24:00.",
    );
    // …which another date before it spares, so those past midnight go last.
    const two = { ...bar, exceptions: [party, { date: "2099-12-31", intervals: [] }] };
    const both = weekToSyntax(two);
    expect(both).toBe(
      'Mo-Th,Su 17:00-01:00, Fr-Sa 17:00-03:00; PH off; 2099 Dec 31 off; 2099 Dec 30 18:00-03:00; Dec 24 off "julafton"',
    );
    expect(weekError(two)).toBeUndefined();
    expect(hoursError(both)).toBeUndefined();
    expect(syntaxToWeek(both)).toStrictEqual(normaliseWeek(two));
  });

  it("refuses, with the library, a week open past midnight on every open day plus holidays", () => {
    // Sunday follows an open Saturday: any rule after the week cuts the night short.
    const night = [at("17:00", "01:00")];
    const week = weekOf(
      { Mo: night, Tu: night, We: night, Th: night, Fr: night, Sa: night },
      { holidaysClosed: true },
    );
    expect(weekToSyntax(week)).toBe("Mo-Sa 17:00-01:00; PH off");
    expect(hoursError(weekToSyntax(week))).toMatch(/^Kontrollera öppettiderna/);
    expect(weekError(week)).toBe(
      "När alla öppna dagar stänger efter midnatt går det inte att också ange röda dagar, aftnar eller datum. Låt en dag stänga senast 24:00.",
    );
    // Without the holidays, the same week is fine.
    const alone = { ...week, holidaysClosed: false };
    expect(weekToSyntax(alone)).toBe("Mo-Sa 17:00-01:00");
    expect(weekError(alone)).toBeUndefined();
    expect(hoursError(weekToSyntax(alone))).toBeUndefined();
  });
});
