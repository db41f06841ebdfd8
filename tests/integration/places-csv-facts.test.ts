import { describe, expect, it } from "vitest";
import { placesCsv, planImport } from "~/.server/import/places-csv";
import { importPlaces } from "~/.server/import/places-import";
import { matchesFilter } from "~/.server/places/place-filters";
import { contentOf } from "~/.server/snapshot/content";
import { DATABASES } from "../support/databases";
import * as fixtures from "../support/places-csv";
import { storedRow } from "../support/rows";

// Issue 35, point 4: the CSV file carries the accessibility facts and the confirmations
// (of the hours, and of the place's details), so that imported, checked hours count in
// 'Öppet nu'. An export imports back unchanged.

/** The import's day, Stockholm time (a fixed clock). */
const NOW = new Date("2026-11-25T11:00:00Z");
/** A Wednesday at noon in Stockholm, when "Mo-Su 10:00-22:00" is open. */
const NOON = "2026-11-25T12:00";
const OPEN_NOW = { open: ["nu" as const], access: [] };

const FACTS = JSON.stringify({
  trappfri: { value: "yes", checkedAt: "2026-10-01" },
  horslinga: { value: "no", checkedAt: "2026-09-15" },
});

describe.each(DATABASES)("places as CSV: accessibility and confirmations (%s)", (kind) => {
  const { t } = fixtures.placesCsvApp(kind);
  const stored = (slug: string) => storedRow(t.testDb.db, "businesses", "slug", slug);

  it("exports the facts and confirmations, and the export imports back unchanged", async () => {
    await t.testDb.db
      .updateTable("businesses")
      .set({
        opening_hours: "Mo-Su 10:00-22:00",
        hours_checked_at: "2026-11-20",
        confirmed_at: "2026-11-21",
        confirmed_by: "owner",
        accessibility: FACTS,
      })
      .where("slug", "=", "strandbaren")
      .execute();
    const text = await placesCsv(t.testDb.db);
    const header = text.slice(1, text.indexOf("\r\n"));
    expect(header.split(";").slice(10)).toEqual([
      '"opening_hours"',
      '"hours_checked_at"',
      '"source"',
      '"confirmed_at"',
      '"confirmed_by"',
      '"accessibility_trappfri"',
      '"accessibility_toalett"',
      '"accessibility_horslinga"',
      '"accessibility_sittplatser"',
      '"accessibility_ledarhund"',
      '"accessibility_lugna_timmar"',
    ]);
    expect(text).toContain(
      `"Mo-Su 10:00-22:00";"2026-11-20";"";"2026-11-21";"owner";"yes";"";"no";"";"";""\r\n`,
    );
    const before = await fixtures.state(t.testDb);
    const plan = await planImport(t.testDb.db, text, NOW);
    expect(plan).toMatchObject({ creates: [], updates: [], errors: [] });
    expect(plan.unchanged).toBe(before.places.length);
    expect(await importPlaces(t.testDb.db, t.operator, text, NOW)).toMatchObject({
      written: false,
    });
    expect(await fixtures.state(t.testDb)).toEqual(before);
  });

  it("imports checked hours, facts and a confirmation, and the hours count in 'Öppet nu'", async () => {
    const file = [
      "slug;name;category;description;address;opening_hours;hours_checked_at;confirmed_at;confirmed_by;accessibility_trappfri;accessibility_lugna_timmar",
      "strandbaren;Strandbaren;restauranger;Ett ställe i Malmö.;Storgatan 1, Malmö;Mo-Su 10:00-22:00;2026-11-24;2026-11-24;;ja;nej",
      "kafe-okand;Kafé Okänd;fika-lunch;Bra.;Malmö;Mo-Su 10:00-22:00;;;;;",
      "",
    ].join("\r\n");
    const result = await importPlaces(t.testDb.db, t.operator, file, NOW);
    expect(result).toMatchObject({ written: true, plan: { errors: [] } });
    expect(await stored("strandbaren")).toMatchObject({
      opening_hours: "Mo-Su 10:00-22:00",
      hours_checked_at: "2026-11-24",
      confirmed_at: "2026-11-24",
      // The import is the operator's.
      confirmed_by: "operator",
    });
    // New facts are dated the day they were imported, as in the admin's form.
    expect(JSON.parse(String((await stored("strandbaren")).accessibility))).toEqual({
      trappfri: { value: "yes", checkedAt: "2026-11-25" },
      "lugna-timmar": { value: "no", checkedAt: "2026-11-25" },
    });
    const content = await contentOf(t.testDb.db);
    expect(matchesFilter(content.places.get("strandbaren"), OPEN_NOW, NOON)).toBe(true);
    // Hours without a confirmation still never count.
    expect(matchesFilter(content.places.get("kafe-okand"), OPEN_NOW, NOON)).toBe(false);

    // Changed hours lose their confirmation unless the file dates a new one.
    const changed = await importPlaces(
      t.testDb.db,
      t.operator,
      "slug;name;category;opening_hours;hours_checked_at\r\nstrandbaren;Strandbaren;restauranger;Mo-Su 11:00-22:00;2026-11-24\r\n",
      NOW,
    );
    expect(changed.plan.updates[0]?.changes).toEqual({
      opening_hours: ["Mo-Su 10:00-22:00", "Mo-Su 11:00-22:00"],
      hours_checked_at: ["2026-11-24", null],
    });
  });

  it("says by row what is wrong with a date, a confirmer or a fact", async () => {
    const plan = await planImport(
      t.testDb.db,
      [
        "slug;name;category;description;address;opening_hours;hours_checked_at;confirmed_at;confirmed_by;accessibility_toalett",
        "a;A;konst;Bra.;Malmö;;2026-11-20;;;",
        "b;B;konst;Bra.;Malmö;Mo-Fr 10:00-18:00;2026-11-26;24/11;;",
        "c;C;konst;Bra.;Malmö;;;;owner;kanske",
        "d;D;konst;Bra.;Malmö;;;2026-11-20;grannen;",
        "",
      ].join("\r\n"),
      NOW,
    );
    expect(plan.errors).toEqual([
      {
        row: 2,
        column: "hours_checked_at",
        message: "Öppettiderna kan bara bekräftas när platsen har öppettider.",
      },
      { row: 3, column: "hours_checked_at", message: "Datumet 2026-11-26 har inte varit än." },
      {
        row: 3,
        column: "confirmed_at",
        message: "Skriv datumet som ÅÅÅÅ-MM-DD, till exempel 2026-11-25.",
      },
      {
        row: 4,
        column: "accessibility_toalett",
        message: "Skriv yes eller no, eller lämna tomt om det är okänt.",
      },
      {
        row: 5,
        column: "confirmed_by",
        message: "Skriv vem som bekräftade: operator (Malmöguiden) eller owner (företaget).",
      },
    ]);
  });
});
