import { describe, expect, it } from "vitest";
import { listOffers } from "~/.server/offers/admin-offers";
import { listPlaces } from "~/.server/places/admin-places";
import { DATABASES } from "../support/databases";
import { insertTestPlace, type TestDatabase, withTestDatabase } from "../support/test-database";

// The admin lists' search takes what the operator types literally: '%' and '_' are
// characters to find, not LIKE wildcards that match every row.

const NOW = new Date("2026-12-01T10:00:00Z");

describe.each(DATABASES)("admin list search (%s)", (kind) => {
  let testDb: TestDatabase;
  withTestDatabase(kind, { seed: true }, (made) => {
    testDb = made;
  });

  it("finds '%' and '_' as characters, case aside", async () => {
    await insertTestPlace(testDb.db, { slug: "hundra-procent", name: "100% Kaffe" });
    await insertTestPlace(testDb.db, { slug: "kaffe_och_te", name: "Kaffe och te" });
    const names = async (q: string) => (await listPlaces(testDb.db, { q })).map((row) => row.name);
    expect(await names("%")).toEqual(["100% Kaffe"]);
    expect(await names("_")).toEqual(["Kaffe och te"]);
    expect(await names("100% KAFFE")).toEqual(["100% Kaffe"]);
    // The seeded offers hold neither character.
    expect(await listOffers(testDb.db, NOW, { q: "%" })).toEqual([]);
    expect(await listOffers(testDb.db, NOW, { q: "_" })).toEqual([]);
    expect((await listOffers(testDb.db, NOW, { q: "ÅRSKORT" })).length).toBeGreaterThan(0);
  });
});
