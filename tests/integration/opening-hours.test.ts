import { describe, expect, it } from "vitest";
import { hoursOfForm, loadHours, saveHours } from "~/.server/hours/admin-hours";
import { placeHours } from "~/.server/hours/opening-hours";
import { contentOf } from "~/.server/snapshot/content";
import { DATABASES } from "../support/databases";
import { createTestOperator, type TestDatabase, withTestDatabase } from "../support/test-database";

// Issue 24, point 1: the operator's opening hours reach the place, confirmed or not.

const SHOP = "Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off";
/** Wednesday 16 December 2026, 12:00 in Malmö. */
const NOW = new Date("2026-12-16T11:00:00Z");

describe.each(DATABASES)("a place's opening hours (%s)", (kind) => {
  let testDb: TestDatabase;
  withTestDatabase(kind, { seed: true, perTest: true }, (ready) => {
    testDb = ready;
  });

  it("stores confirmed hours with the eve rules, and the page gets its badge", async () => {
    const operator = await createTestOperator(testDb.db);
    const form = hoursOfForm({ hours: SHOP, julafton: "1" });
    expect(form).toEqual({ value: `${SHOP}; Dec 24 off "julafton"` });
    if (!("value" in form)) return;
    const changes = await saveHours(testDb.db, operator, "moderna-museet", form.value, true, NOW);
    expect(changes).toEqual({
      opening_hours: [null, form.value],
      hours_checked_at: [null, "2026-12-16"],
    });
    const place = (await contentOf(testDb.db)).places.get("moderna-museet");
    expect(place).toMatchObject({ openingHours: form.value, hoursCheckedAt: "2026-12-16" });
    expect(placeHours(place ?? {}, "2026-12-24T12:00")?.badge).toEqual({
      text: "Stängt i dag (julafton)",
      open: false,
    });
    const { stored, audit } = (await loadHours(testDb.db, "moderna-museet")) ?? {};
    expect(stored).toMatchObject({ base: SHOP, eves: ["julafton"], checkedAt: "2026-12-16" });
    expect(audit?.[0]?.changes).toEqual(changes);
  });

  it("drops the confirmation when the hours change unconfirmed, and removes them when empty", async () => {
    const operator = await createTestOperator(testDb.db);
    await saveHours(testDb.db, operator, "moderna-museet", SHOP, true, NOW);
    // Saved again unchanged: still confirmed (nothing to write).
    expect(await saveHours(testDb.db, operator, "moderna-museet", SHOP, false, NOW)).toEqual({});
    await saveHours(testDb.db, operator, "moderna-museet", "Tu-Su 11:00-17:00", false, NOW);
    let place = (await contentOf(testDb.db)).places.get("moderna-museet");
    expect(place?.hoursCheckedAt).toBeUndefined();
    // Unconfirmed hours: the week, but no badge.
    expect(placeHours(place ?? {}, "2026-12-16T12:00")).toMatchObject({
      week: [
        { days: "mån", hours: "stängt" },
        { days: "tis–sön", hours: "11.00–17.00" },
      ],
    });
    expect(placeHours(place ?? {}, "2026-12-16T12:00")?.badge).toBeUndefined();
    expect(hoursOfForm({ hours: "" })).toEqual({ value: null });
    await saveHours(testDb.db, operator, "moderna-museet", null, true, NOW);
    place = (await contentOf(testDb.db)).places.get("moderna-museet");
    expect(place?.openingHours).toBeUndefined();
    expect(place?.hoursCheckedAt).toBeUndefined();
  });

  it("refuses hours it cannot read, and a place that does not exist", async () => {
    expect(hoursOfForm({ hours: "Mo-Fr 25:00-18:00" })).toMatchObject({
      error: expect.stringMatching(/^Öppettiderna kunde inte läsas\./),
    });
    const operator = await createTestOperator(testDb.db);
    expect(await saveHours(testDb.db, operator, "finns-inte", SHOP, true, NOW)).toBeUndefined();
  });

  it("takes hours as Swedes write them in the operator's field too (issue 38)", () => {
    expect(hoursOfForm({ hours: "Mån–Fre 8–18, Lör 10–16", julafton: "1" })).toEqual({
      value: `Mo-Fr 08:00-18:00; Sa 10:00-16:00; Dec 24 off "julafton"`,
    });
    expect(hoursOfForm({ hours: "Mån–Fre 8–25" })).toEqual({
      error: "”8–25” är ingen giltig tid. Skriv timmar mellan 0 och 24, till exempel ”8–18”.",
    });
  });

  it("refuses what the library warns about: a missing semicolon means closed every day", () => {
    expect(hoursOfForm({ hours: "Mo-Fr 10:00-18:00 PH off" })).toEqual({
      error:
        "Kontrollera öppettiderna: i ”Mo-Fr 10:00-18:00 PH off” står delarna i fel ordning – saknas ett semikolon (;) mellan två regler? Skriv till exempel Mo-Fr 10:00-18:00; PH off.",
    });
  });

  it("a dated closing without a comment reaches the page: a special day and a closed badge", async () => {
    const operator = await createTestOperator(testDb.db);
    const value = `${SHOP}; Dec 24 off`;
    await saveHours(testDb.db, operator, "moderna-museet", value, true, NOW);
    const place = (await contentOf(testDb.db)).places.get("moderna-museet");
    // Monday 21 December 2026, 12:00; 24 December is a Thursday.
    const hours = placeHours(place ?? {}, "2026-12-21T12:00");
    expect(hours?.week).toEqual([
      { days: "mån–fre", hours: "10.00–18.00" },
      { days: "lör", hours: "10.00–15.00" },
      { days: "sön", hours: "stängt" },
    ]);
    expect(hours?.special[0]).toEqual({
      date: "2026-12-24",
      days: "tors 24 dec",
      hours: "stängt",
      reason: "avvikande öppettider",
    });
    expect(placeHours(place ?? {}, "2026-12-24T12:00")?.badge).toEqual({
      text: "Stängt i dag (avvikande öppettider)",
      open: false,
    });
  });
});
