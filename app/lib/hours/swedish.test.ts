import { describe, expect, it } from "vitest";
import { hoursError } from "~/.server/hours/hours-syntax";
import { parseSwedishHours } from "./swedish";

// Issue 38: opening hours as Swedes type them, in the syntax the editor writes.

const WEEKDAYS_8_18 = "Mo-Fr 08:00-18:00";
const SATURDAY = "Sa 10:00-16:00";

describe("parseSwedishHours understands", () => {
  it.each([
    // Days and ranges, any case and dash.
    ["Mån–Fre 8–18, Lör 10–16", `${WEEKDAYS_8_18}; ${SATURDAY}`],
    ["mån-fre 08.00-18.00", WEEKDAYS_8_18],
    ["Mån-fre 08:00–18:00", WEEKDAYS_8_18],
    ["måndag–fredag 8-18", WEEKDAYS_8_18],
    ["Måndag till fredag 8 till 18", WEEKDAYS_8_18],
    ["MÅN — FRE 8 — 18", WEEKDAYS_8_18],
    ["må-fr 8-18", WEEKDAYS_8_18],
    ["Mån.–Fre. 8–18", WEEKDAYS_8_18],
    ["Mån–Fre: 8–18", WEEKDAYS_8_18],
    ["Mån–Fre kl. 8–18", WEEKDAYS_8_18],
    ["Mån–Fre klockan 8–18", WEEKDAYS_8_18],
    ["Mån–Fre mellan 8 och 18", WEEKDAYS_8_18],
    ["Öppettider: Mån–Fre 8–18", WEEKDAYS_8_18],
    ["Mo-Fr 8-18", WEEKDAYS_8_18],
    ["Lördag 10–16", SATURDAY],
    ["lör 10-16", SATURDAY],
    ["Lö 10-16", SATURDAY],
    ["LÖR. 10-16.", SATURDAY],
    ["lör: 10–16", SATURDAY],
    ["lördagar 10–16", SATURDAY],
    ["tis 10-16, ons 11-17, tors 12-18", "Tu 10:00-16:00; We 11:00-17:00; Th 12:00-18:00"],
    [
      "ti 10-16, on 11-17, to 12-18, sö 12-16",
      "Tu 10:00-16:00; We 11:00-17:00; Th 12:00-18:00; Su 12:00-16:00",
    ],
    ["tisdag 10-16, tor 12-18, söndag 12-16", "Tu 10:00-16:00; Th 12:00-18:00; Su 12:00-16:00"],
    ["Fre–Mån 10–16", "Mo,Fr-Su 10:00-16:00"],
    ["Mån, ons och fre 10–18", "Mo,We,Fr 10:00-18:00"],
    ["Lördag och söndag 10–16", "Sa-Su 10:00-16:00"],
    // Groups of days.
    ["Alla dagar 7–19", "Mo-Su 07:00-19:00"],
    ["Dagligen 10-18", "Mo-Su 10:00-18:00"],
    ["Varje dag 10–18", "Mo-Su 10:00-18:00"],
    ["Vardagar 9–17", "Mo-Fr 09:00-17:00"],
    ["Helger 10-16", "Sa-Su 10:00-16:00"],
    ["Vardagar 9–17, helger 10–16", "Mo-Fr 09:00-17:00; Sa-Su 10:00-16:00"],
    // Times.
    ["kl. 10–18", "Mo-Su 10:00-18:00"],
    ["10:00 - 18:00", "Mo-Su 10:00-18:00"],
    ["Mån–Fre 8.30–17", "Mo-Fr 08:30-17:00"],
    ["Mån–Fre 0830-1700", "Mo-Fr 08:30-17:00"],
    ["Mån–Fre 8:30–17.45", "Mo-Fr 08:30-17:45"],
    ["Mån–Fre 0–24", "Mo-Fr 00:00-24:00"],
    ["Fre 18–00", "Fr 18:00-24:00"],
    ["Dygnet runt", "Mo-Su 00:00-24:00"],
    ["Lör–Sön dygnet runt", "Sa-Su 00:00-24:00"],
    ["Mån-Fre 11-14, 17-22", "Mo-Fr 11:00-14:00,17:00-22:00"],
    ["Mån-Fre 11-14 och 17-22, Lör 12-22", "Mo-Fr 11:00-14:00,17:00-22:00; Sa 12:00-22:00"],
    // Past midnight.
    ["Mån–Tors 11–22, Fre–Lör 11–01", "Mo-Th 11:00-22:00; Fr-Sa 11:00-01:00"],
    ["Fre 22–02, Lör 10–16", "Sa 10:00-16:00; Fr 22:00-02:00"],
    [
      "Måndag–Torsdag: 11.00–22.00\nFredag–Lördag: 11.00–01.00\nSöndag: 12.00–21.00",
      "Mo-Th 11:00-22:00; Su 12:00-21:00; Fr-Sa 11:00-01:00",
    ],
    ["Fre–Lör 22–03, Röda dagar stängt", "Fr-Sa 22:00-03:00; Mo-Th off; PH off"],
    [
      "Mån–Tors 16–23, Fre–Lör 16–02, Sön stängt, röda dagar stängt",
      "Fr-Sa 16:00-02:00; Mo-Th 16:00-23:00; PH off",
    ],
    [
      "Sön–Tors 17–01, Fre–Lör 17–03, röda dagar stängt",
      "Mo-Th,Su 17:00-01:00, Fr-Sa 17:00-03:00; PH off",
    ],
    // Separators.
    ["Mån–Fre 8–18; Lör 10–16", `${WEEKDAYS_8_18}; ${SATURDAY}`],
    ["Mån–Fre 8–18\nLör 10–16", `${WEEKDAYS_8_18}; ${SATURDAY}`],
    ["Mån–Fre 8–18\r\nLör 10–16\r\n", `${WEEKDAYS_8_18}; ${SATURDAY}`],
    ["Mån–Fre 8–18 Lör 10–16", `${WEEKDAYS_8_18}; ${SATURDAY}`],
    // Closed days, before or after; later clauses win.
    ["Mån–Sön 10–18, Stängt söndag", "Mo-Sa 10:00-18:00"],
    ["Alla dagar 10–18, Söndag stängt", "Mo-Sa 10:00-18:00"],
    ["Alla dagar 10–18\nsön: stängt", "Mo-Sa 10:00-18:00"],
    ["Alla dagar 10–18, stängt lördag och söndag", "Mo-Fr 10:00-18:00"],
    ["Stängt måndag, tis–sön 11–22", "Tu-Su 11:00-22:00"],
    ["Mån–Fre 10–18, Ons stängd", "Mo-Tu,Th-Fr 10:00-18:00"],
    ["Mån–Fre 8–18, Lör 10–16, Sön stängt", `${WEEKDAYS_8_18}; ${SATURDAY}`],
    ["Alla dagar 10–18 utom söndag", "Mo-Sa 10:00-18:00"],
    ["Alla dagar utom lör och sön 10-18", "Mo-Fr 10:00-18:00"],
    ["Mån–Fre utom ons 10–18", "Mo-Tu,Th-Fr 10:00-18:00"],
    ["10–16 lör, sön", "Sa-Su 10:00-16:00"],
    // Holidays and eves.
    ["Mån–Fre 10–18, Röda dagar stängt", "Mo-Fr 10:00-18:00; PH off"],
    ["Mån–Fre 10–18, Helgdagar stängt", "Mo-Fr 10:00-18:00; PH off"],
    ["Alla dagar 10–18 förutom röda dagar", "Mo-Su 10:00-18:00; PH off"],
    ["Mån–Fre 10–18, stängt röda dagar", "Mo-Fr 10:00-18:00; PH off"],
    ["Mån–Fre 10–18, Julafton stängt", 'Mo-Fr 10:00-18:00; Dec 24 off "julafton"'],
    ["Mån–Fre 10–18, Nyårsafton stängt", 'Mo-Fr 10:00-18:00; Dec 31 off "nyårsafton"'],
    [
      "Mån–Fre 10–18, Midsommarafton stängt",
      'Mo-Fr 10:00-18:00; Jun 19-25 Fr off "midsommarafton"',
    ],
    [
      "Mån–Fre 10–18\nLör 10–15\nSön stängt\nRöda dagar stängt\nJulafton, midsommarafton och nyårsafton stängt",
      'Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off; Dec 24 off "julafton"; Jun 19-25 Fr off "midsommarafton"; Dec 31 off "nyårsafton"',
    ],
    // Already the syntax: as the editor writes it, or as it is when the week cannot hold it.
    ["Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off", "Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off"],
    ["Mo-Fr 10:00-18:00 ; Dec 24 off", 'Mo-Fr 10:00-18:00; Dec 24 off "julafton"'],
    ["24/7", "Mo-Su 00:00-24:00"],
    ["Apr-Sep Mo-Su 10:00-20:00", "Apr-Sep Mo-Su 10:00-20:00"],
    [
      'Mo-Fr 10:00-18:00; Dec 1-23 Mo-Sa 10:00-20:00 "julhandel"',
      'Mo-Fr 10:00-18:00; Dec 1-23 Mo-Sa 10:00-20:00 "julhandel"',
    ],
  ])("%j as %j", (text, expected) => {
    const result = parseSwedishHours(text);
    expect(result).toEqual({ value: expected });
    expect(hoursError(expected)).toBeUndefined();
  });
});

describe("parseSwedishHours explains", () => {
  it.each([
    ["", "Skriv öppettiderna, till exempel ”Mån–Fre 8–18, Lör 10–16”."],
    ["  \n ", "Skriv öppettiderna, till exempel ”Mån–Fre 8–18, Lör 10–16”."],
    [
      "Mån–Frr 8–18",
      "Vi förstod inte ”Mån–Frr 8–18”. Skriv till exempel ”Mån–Fre 8–18, Lör 10–16”.",
    ],
    [
      "Mån–Fre 8–18, Lör 10–16 (ibland)",
      "Vi förstod inte ”Lör 10–16 (ibland)”. Skriv till exempel ”Mån–Fre 8–18, Lör 10–16”.",
    ],
    [
      "Vi har öppet när vi har lust",
      "Vi förstod inte ”Vi har öppet när vi har lust”. Skriv till exempel ”Mån–Fre 8–18, Lör 10–16”.",
    ],
    [
      "Mån–Fre 25–18",
      "”25–18” är ingen giltig tid. Skriv timmar mellan 0 och 24, till exempel ”8–18”.",
    ],
    [
      "Mån–Fre 8.75–18",
      "”8.75–18” är ingen giltig tid. Skriv timmar mellan 0 och 24, till exempel ”8–18”.",
    ],
    [
      "Mån–Fre 24–02",
      "”24–02” är ingen giltig tid. Skriv timmar mellan 0 och 24, till exempel ”8–18”.",
    ],
    [
      "Mån–Fre 10–10",
      "”10–10” börjar och slutar samma tid. Skriv till exempel ”10–18”, eller ”dygnet runt” för hela dygnet.",
    ],
    [
      "Mån–Fre",
      "”Mån–Fre” saknar tider. Skriv till exempel ”Mån–Fre 10–18” eller ”Mån–Fre stängt”.",
    ],
    ["Mån–Fre 8–18, Lör", "”Lör” saknar tider. Skriv till exempel ”Lör 10–18” eller ”Lör stängt”."],
    ["Lör 10", "”Lör 10” saknar en tid när ni stänger. Skriv till exempel ”10–16”."],
    [
      "8–18, Lör 10–16",
      "Vi vet inte vilka dagar ”8–18” gäller. Skriv dagarna först, till exempel ”Lör 10–16”.",
    ],
    [
      "Mån–Fre 8–18, Sön stängt 10–16",
      "”Sön stängt 10–16” säger både stängt och en tid. Skriv till exempel ”Sön stängt” eller ”Sön 10–16”.",
    ],
    [
      "Mån–Fre 8–18, Röda dagar 10–14",
      "”Röda dagar 10–14”: här går det bara att ange att ni har stängt på röda dagar. Skriv ”Röda dagar stängt”.",
    ],
    [
      "Mån–Fre 8–18, julafton 10–13",
      "”julafton 10–13”: här går det bara att ange att ni har stängt på julafton. Skriv ”Julafton stängt”.",
    ],
    [
      "Söndag stängt",
      "Texten säger bara när ni har stängt. Skriv också när ni har öppet, till exempel ”Mån–Fre 8–18, Lör 10–16”.",
    ],
    [
      "Röda dagar stängt",
      "Texten säger bara när ni har stängt. Skriv också när ni har öppet, till exempel ”Mån–Fre 8–18, Lör 10–16”.",
    ],
    // The editor's own checks of the week.
    ["Mån–Fre 8–12, 10–14", "Måndag: tiderna överlappar varandra. Slå ihop dem."],
    ["Mån 8–9, 10–11, 12–13, 14–15", "Måndag: högst 3 tider. Slå ihop eller ta bort någon."],
    [
      "Mån–Lör 17–01, Röda dagar stängt",
      "När alla öppna dagar stänger efter midnatt går det inte att också ange röda dagar, aftnar eller datum. Låt en dag stänga senast 24:00.",
    ],
    // Too long, before anything is read.
    [`Mån–Fre 8–18, ${"Lör 10–16, ".repeat(45)}`, "Öppettiderna får vara högst 500 tecken."],
  ])("%j", (text, expected) => {
    expect(parseSwedishHours(text)).toEqual({ error: expected });
  });

  it("quotes a long part it did not understand shortened", () => {
    expect(parseSwedishHours("x".repeat(100))).toEqual({
      error: `Vi förstod inte ”${"x".repeat(59)}…”. Skriv till exempel ”Mån–Fre 8–18, Lör 10–16”.`,
    });
  });

  it("answers any input of up to 500 characters quickly, with a value or a message", () => {
    const inputs = [
      "Mån-".repeat(125),
      "8-".repeat(250),
      "Mån–Fre 8–18, ".repeat(35),
      "och ".repeat(125),
      "Stängt ".repeat(70),
      "alla dagar ".repeat(45),
      '"'.repeat(500),
      "🙂".repeat(250),
      "\n".repeat(500),
    ];
    const started = performance.now();
    for (const input of inputs) {
      const result = parseSwedishHours(input);
      expect("value" in result || "error" in result).toBe(true);
      if ("error" in result) expect(result.error).not.toMatch(/\bat\b.*:\d+|Error/);
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
