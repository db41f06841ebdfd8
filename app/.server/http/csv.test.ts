import { describe, expect, it } from "vitest";
import { csvCell, csvDocument, csvRow, decodeUtf8, parseCsv, unescapeCell } from "./csv";

// The subscriber and place exports are opened in spreadsheets: a cell must never become a formula.
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

const MAX = { maxRecords: 100 };

describe("reading CSV as spreadsheets write it", () => {
  it("reads Swedish Excel's semicolons with BOM and CRLF, and commas with LF", () => {
    const records = [
      ["slug", "name"],
      ["cafe-a", "Kafé Å"],
    ];
    const semicolons = "\uFEFFslug;name\r\ncafe-a;Kafé Å\r\n";
    expect(parseCsv(semicolons, MAX)).toEqual({ ok: true, separator: ";", records });
    expect(parseCsv("slug,name\ncafe-a,Kafé Å", MAX)).toEqual({
      ok: true,
      separator: ",",
      records,
    });
  });

  it("keeps separators, line breaks and doubled quotes inside quoted cells", () => {
    const text = 'a;b;c\r\n"x;y";"rad 1\r\nrad 2";"säg ""hej"", sa hon"\r\n"";;sist\n';
    expect(parseCsv(text, MAX)).toEqual({
      ok: true,
      separator: ";",
      records: [
        ["a", "b", "c"],
        ["x;y", "rad 1\r\nrad 2", 'säg "hej", sa hon'],
        ["", "", "sist"],
      ],
    });
    // A separator inside the header's quotes does not count.
    expect(parseCsv('"a;b",c\n1,2', MAX)).toMatchObject({
      separator: ",",
      records: [
        ["a;b", "c"],
        ["1", "2"],
      ],
    });
  });

  it("refuses a quote that never ends or text after a closing quote, naming the row", () => {
    expect(parseCsv('a;b\n1;2\n3;"fyra\n', MAX)).toEqual({
      ok: false,
      error: 'Rad 3: ett citattecken (") avslutas aldrig.',
    });
    expect(parseCsv('a;b\n"1"x;2\n', MAX)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Rad 2: text efter ett avslutande citattecken/),
    });
  });

  it("refuses more rows than allowed, with or without a last line break", () => {
    const rows = (count: number) => ["a", ...Array.from({ length: count }, (_, n) => String(n))];
    expect(parseCsv(rows(3).join("\n"), { maxRecords: 4 })).toMatchObject({ ok: true });
    const refused = { ok: false, error: "Filen har fler än 3 rader. Dela upp den i flera filer." };
    expect(parseCsv(rows(4).join("\n"), { maxRecords: 4 })).toEqual(refused);
    expect(parseCsv(`${rows(4).join("\n")}\n`, { maxRecords: 4 })).toEqual(refused);
  });

  it("reads only UTF-8, and undoes the export's apostrophe in front of formulas", () => {
    expect(decodeUtf8(Buffer.from("\uFEFFKafé", "utf8"))).toBe("Kafé");
    // "Kafé" as Windows-1252.
    expect(decodeUtf8(Buffer.from([0x4b, 0x61, 0x66, 0xe9]))).toBeUndefined();
    for (const value of ["=1+1", "+46 40 12 34 56", "-rea", "@x", "\t=1", "'citat", "vanlig"]) {
      const parsed = parseCsv(csvCell(value), MAX);
      expect(parsed.ok && unescapeCell(parsed.records[0]?.[0] ?? "")).toBe(value);
    }
  });

  it("writes a document with BOM and CRLF that reads back as it was", () => {
    const document = csvDocument([csvRow(["slug", "namn"], ";"), csvRow(["a", 'x;"y"\nz'], ";")]);
    expect(document).toBe('\uFEFF"slug";"namn"\r\n"a";"x;""y""\nz"\r\n');
    expect(parseCsv(document, MAX)).toEqual({
      ok: true,
      separator: ";",
      records: [
        ["slug", "namn"],
        ["a", 'x;"y"\nz'],
      ],
    });
  });
});
