import { describe, expect, it } from "vitest";
import { planImport } from "~/.server/import/places-csv";
import { importPlaces } from "~/.server/import/places-import";
import { DATABASES } from "../support/databases";
import * as fixtures from "../support/places-csv";
import { placesNamed } from "../support/test-database";

// Issue 24, point 6: reading a CSV of places and its dry run (the fixtures and the
// import page's harness are in tests/support/places-csv.ts).

describe.each(DATABASES)("places as CSV in the admin: reading and the dry run (%s)", (kind) => {
  const { t, post } = fixtures.placesCsvApp(kind);

  it("reads commas with BOM, quoted commas, line breaks and quotes, and semicolons with CRLF; a dry run writes nothing", async () => {
    const before = await fixtures.state(t.testDb);
    const comma = await planImport(t.testDb.db, fixtures.COMMA_FILE);
    expect(comma.errors).toEqual([]);
    expect(comma.creates.map(({ row, slug, values }) => ({ row, slug, values }))).toEqual([
      {
        row: 2,
        slug: "kafe-kvarnen",
        values: {
          name: "Kafé Kvarnen, Möllan",
          category: "fika-lunch",
          status: "published",
          // The form's rule for an empty summary: the description's first sentence.
          summary: "Ett kafé vid Möllan.",
          description: fixtures.DESCRIPTION,
          address: "Möllevångstorget 1",
          email: "hej@kvarnen.example",
          phone: "040-12 34 56",
          website: "https://kvarnen.example",
          opening_hours: "Mo-Fr 08:00-17:00",
          source: expect.stringMatching(/^CSV-import \d{4}-\d{2}-\d{2}$/),
          // Columns the file does not have: unconfirmed, facts unknown.
          hours_checked_at: null,
          confirmed_at: null,
          confirmed_by: null,
          accessibility: null,
        },
      },
      {
        // The quoted line break stays inside row 2, as Excel shows it: this is row 3.
        row: 3,
        slug: "bokhandel-lasa",
        values: expect.objectContaining({
          name: "Bokhandel Läsa",
          // The "Nytt företag" form's default.
          status: "hidden",
          summary: "Böcker i Malmö",
          email: null,
          website: null,
          opening_hours: null,
        }),
      },
    ]);
    const semicolon = await planImport(t.testDb.db, fixtures.SEMICOLON_FILE);
    expect(semicolon).toMatchObject({ creates: [], unchanged: 0, errors: [] });
    expect(semicolon.updates).toEqual([
      {
        row: 2,
        slug: "strandbaren",
        name: "Strandbaren",
        oldCategory: "restauranger",
        set: {
          category: "fika-lunch",
          summary: "Glass; kaffe och hav",
          opening_hours: "Mo-Su 10:00-22:00",
        },
        changes: {
          category: ["restauranger", "fika-lunch"],
          summary: ["Ett ställe.", "Glass; kaffe och hav"],
          opening_hours: [null, "Mo-Su 10:00-22:00"],
        },
      },
    ]);

    // 'Förhandsgranska' on the page: the counts, and the file's hash to import it by.
    const preview = await post({ intent: "forhandsgranska" }, { text: fixtures.COMMA_FILE });
    expect(preview).toEqual({
      kind: "refused",
      status: 200,
      data: expect.objectContaining({
        ok: true,
        previewed: fixtures.sha256(fixtures.COMMA_FILE),
        summary: expect.objectContaining({ created: 2, updated: 0, unchanged: 0, failedRows: 0 }),
      }),
    });
    expect(await fixtures.state(t.testDb)).toEqual(before);
  });

  it("refuses a file with any invalid row: nothing is written, and each error names its row in Swedish", async () => {
    const before = await fixtures.state(t.testDb);
    const plan = await planImport(t.testDb.db, fixtures.INVALID_FILE);
    expect(plan.errors).toEqual(fixtures.INVALID_ERRORS);
    expect(plan.failedRows).toBe(9);
    const result = await importPlaces(t.testDb.db, t.operator, fixtures.INVALID_FILE);
    expect(result.written).toBe(false);

    // The page's 'Importera' of the same file, previewed or not: 400, the errors, no writes.
    const answer = await post(
      { intent: "importera", previewed: fixtures.sha256(fixtures.INVALID_FILE) },
      { text: fixtures.INVALID_FILE },
    );
    expect(answer).toMatchObject({
      status: 400,
      data: { ok: false, summary: { created: 1, failedRows: 9, errors: fixtures.INVALID_ERRORS } },
    });
    expect(await fixtures.state(t.testDb)).toEqual(before);
    expect(await placesNamed(t.testDb.db, "Ny plats")).toEqual([]);
  });

  it("refuses a whole file with unknown or missing columns, no rows, or not in UTF-8", async () => {
    const fileError = async (text: string) => (await planImport(t.testDb.db, text)).fileError;
    expect(await fileError("slug;name;category;telefonnummer\r\nx;X;konst;1\r\n")).toBe(
      "Okänd kolumn 'telefonnummer'. Filen får ha kolumnerna slug, name, category, status, summary, description, address, email, phone, website, opening_hours, hours_checked_at, source, confirmed_at, confirmed_by, accessibility_trappfri, accessibility_toalett, accessibility_horslinga, accessibility_sittplatser, accessibility_ledarhund, accessibility_lugna_timmar.",
    );
    expect(await fileError("slug;name\r\nx;X\r\n")).toBe(
      "Kolumnen 'category' saknas. Filen måste ha kolumnerna slug, name, category.",
    );
    expect(await fileError("\uFEFFslug;name;category\r\n;;\r\n")).toBe(
      "Filen har inga platser: bara rubrikraden. Lägg till en rad per plats.",
    );
    expect(await fileError("\r\n")).toBe("Filen är tom.");
    expect(await fileError('slug;name;category\r\nx;"X;konst\r\n')).toBe(
      'Rad 2: ett citattecken (") avslutas aldrig.',
    );

    const before = await fixtures.state(t.testDb);
    // "Kafé" in Windows-1252, as Excel's older CSV format saves it.
    const latin1 = Buffer.concat([
      Buffer.from("slug;name;category\r\nkafe;Kaf"),
      Buffer.from([0xe9]),
      Buffer.from(";fika-lunch\r\n"),
    ]);
    expect(await post({ intent: "forhandsgranska" }, { text: latin1 })).toMatchObject({
      status: 400,
      data: {
        ok: false,
        message:
          "Filen är inte sparad som UTF-8. Spara den i Excel som ”CSV UTF-8 (kommaavgränsad)” och försök igen.",
      },
    });
    expect(await post({ intent: "forhandsgranska" }, { text: "" })).toMatchObject({
      status: 400,
      data: { message: "Välj en CSV-fil att importera (filen saknas eller är tom)." },
    });
    const unknown = await post({ intent: "forhandsgranska" }, { text: "slug;namn\r\n" });
    expect(unknown).toMatchObject({
      status: 400,
      data: { ok: false, summary: { fileError: expect.stringMatching(/^Okänd kolumn 'namn'/) } },
    });
    expect(await fixtures.state(t.testDb)).toEqual(before);
  });
});
