import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./subscribers-csv";

// The subscriber export is opened in spreadsheets: a cell must never become a formula.
describe("CSV export cells", () => {
  it.each([
    [
      '=HYPERLINK("https://evil.example","klicka")',
      `"'=HYPERLINK(""https://evil.example"",""klicka"")"`,
    ],
    ["+46 40 12 34 56", `"'+46 40 12 34 56"`],
    ["-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
    ["@SUM(1+1)*cmd|' /C calc'!A0", `"'@SUM(1+1)*cmd|' /C calc'!A0"`],
    ["\t=1+1", `"'\t=1+1"`],
    ["\r=1+1", `"'\r=1+1"`],
    ["=cmd|'/C calc'!A0@example.se", `"'=cmd|'/C calc'!A0@example.se"`],
  ])("makes %j harmless", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("quotes ordinary values, doubles quotes and keeps commas and line breaks inside the cell", () => {
    expect(csvCell("anna@example.se")).toBe('"anna@example.se"');
    expect(csvCell('o"brien, "kund"\nrad två')).toBe('"o""brien, ""kund""\nrad två"');
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
    expect(csvRow(["=1", "x", undefined])).toBe(`"'=1","x",""`);
  });
});
