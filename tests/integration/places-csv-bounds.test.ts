import { describe, expect, it, vi } from "vitest";
import { MAX_HOURS_PARTS } from "~/.server/hours/hours-syntax";
import { planImport, prepareImport } from "~/.server/import/places-csv";
import { writePrepared } from "~/.server/import/places-import";
import { DATABASES } from "../support/databases";
import * as fixtures from "../support/places-csv";
import { storedRow } from "../support/rows";
import { insertTestPlace } from "../support/test-database";

// Issue 35, point 2: the import's bounded work. Each hours value is read once per file,
// a value too intricate to read quickly is refused by row, and 'Importera' plans outside
// its write and plans again only the rows whose place changed in between.

/** How many times the opening_hours library read a value. */
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock("opening_hours", async (original) => {
  const { default: OpeningHours } = await original<typeof import("opening_hours")>();
  class Counted extends OpeningHours {
    constructor(...args: ConstructorParameters<typeof OpeningHours>) {
      super(...args);
      reads.count++;
    }
  }
  return { default: Counted };
});

/** Time ranges of one minute each, all day: 497 characters, within the length cap. */
const INTRICATE = `Mo-Su 00:00-00:01${Array.from({ length: 40 }, (_, index) => {
  const hour = String(Math.floor((index * 2 + 2) / 60)).padStart(2, "0");
  const minute = (index * 2 + 2) % 60;
  return `,${hour}:${String(minute).padStart(2, "0")}-${hour}:${String(minute + 1).padStart(2, "0")}`;
}).join("")}`;

describe.each(DATABASES)("places as CSV: bounded work (%s)", (kind) => {
  const { t } = fixtures.placesCsvApp(kind);

  it("reads each hours value once per file, and refuses one with too many parts by row", async () => {
    expect(INTRICATE.length).toBeLessThanOrEqual(500);
    const file = [
      "slug;name;category;description;address;opening_hours",
      "ett;Ett;konst;Bra.;Malmö;Mo-Sa 09:00-17:30",
      "tva;Två;konst;Bra.;Malmö;Mo-Sa 09:00-17:30",
      "tre;Tre;konst;Bra.;Malmö;Tu-Su 11:00-23:00",
      "fyra;Fyra;konst;Bra.;Malmö;Mo-Sa 09:00-17:30",
      `fem;Fem;konst;Bra.;Malmö;${INTRICATE}`,
      "",
    ].join("\r\n");
    reads.count = 0;
    const plan = await planImport(t.testDb.db, file);
    // Two values to read; the intricate one is refused before the library reads it.
    expect(reads.count).toBe(2);
    expect(plan.creates.map((create) => create.slug)).toEqual(["ett", "tva", "tre", "fyra"]);
    expect(plan.errors).toEqual([
      {
        row: 6,
        column: "opening_hours",
        message: `Öppettiderna har för många delar (330 veckodagar, datum, tider och tecken; högst ${MAX_HOURS_PARTS}). Slå ihop dagar med samma tider, till exempel Mo-Fr 10:00-18:00 i stället för en regel per dag.`,
      },
    ]);
  });

  it("plans again inside the write only the rows whose place changed since the plan", async () => {
    await insertTestPlace(t.testDb.db, { slug: "orord", name: "Orörd", category: "konst" });
    const file = [
      "slug;name;category;summary;description;address",
      "strandbaren;Strandbaren;restauranger;Glass vid havet;Ett ställe i Malmö.;Storgatan 1, Malmö",
      "orord;Orörd;konst;Ny text;Ett ställe i Malmö.;Storgatan 1, Malmö",
      "kafe-nytt;Kafé Nytt;fika-lunch;Nytt kafé;Ett ställe i Malmö.;Storgatan 1, Malmö",
      "",
    ].join("\r\n");
    const prepared = await prepareImport(t.testDb.db, file);
    expect(prepared.plan).toMatchObject({ errors: [], unchanged: 0 });
    expect(prepared.plan.creates.map((create) => create.slug)).toEqual(["kafe-nytt"]);

    // Between the preview's plan and the write: another operator renames Strandbaren, and
    // someone adds the place the file would create.
    await t.testDb.db
      .updateTable("businesses")
      .set({ name: "Strandbaren vid havet" })
      .where("slug", "=", "strandbaren")
      .execute();
    await insertTestPlace(t.testDb.db, {
      slug: "kafe-nytt",
      name: "Kafé Nytt",
      category: "fika-lunch",
    });

    const result = await writePrepared(t.testDb.db, t.operator, prepared);
    // The two changed places planned again, the untouched one not.
    expect(result).toMatchObject({ written: true, replanned: 2 });
    expect(result.plan.creates).toEqual([]);
    expect(result.plan.updates.map((update) => [update.slug, Object.keys(update.set)])).toEqual([
      ["strandbaren", ["name", "summary"]],
      ["orord", ["summary"]],
      ["kafe-nytt", ["summary"]],
    ]);
    expect(await storedRow(t.testDb.db, "businesses", "slug", "strandbaren")).toMatchObject({
      name: "Strandbaren",
      summary: "Glass vid havet",
    });
    expect(await storedRow(t.testDb.db, "businesses", "slug", "kafe-nytt")).toMatchObject({
      summary: "Nytt kafé",
    });
  });
});
