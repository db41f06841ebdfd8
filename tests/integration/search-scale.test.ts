import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SearchOutcome, searchSite } from "~/.server/search/search";
import { DATABASES } from "../support/databases";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 35, point 6: among many places with similar names ('Skalplats 0' … 'Skalplats
// 1499'), the exact name is found first. Each database used to hand the scorer the first
// 200 rows by key that held any query word, so 'Skalplats 1234' was never among them.

const PLACES = 1_500;

const slugsOf = (outcome: SearchOutcome) =>
  outcome.status === "done" ? outcome.results.map((result) => result.slug) : [];

async function withCatalogue(kind: (typeof DATABASES)[number]): Promise<TestDatabase> {
  const testDb = await createTestDatabase(kind);
  const flag = (value: boolean) => (kind === "postgres" ? value : Number(value)) as never;
  const places = Array.from({ length: PLACES }, (_, number) => ({
    slug: `skalplats-${number}`,
    name: `Skalplats ${number}`,
    category: "konst",
    summary: "En av många platser med nästan samma namn.",
    description: "",
    address: `Skalgatan ${number % 90}, Malmö`,
    status: "published" as const,
    featured: flag(false),
    has_detail_page: flag(true),
  }));
  for (let index = 0; index < places.length; index += 250)
    await testDb.db
      .insertInto("businesses")
      .values(places.slice(index, index + 250))
      .execute();
  return testDb;
}

describe.each(DATABASES)("search among %s's many similar names", (kind) => {
  let testDb: TestDatabase;
  const search = async (query: string) => slugsOf(await searchSite(testDb, query));

  beforeAll(async () => {
    testDb = await withCatalogue(kind);
  });
  afterAll(async () => {
    await testDb?.cleanup();
  });

  it.each([
    ["skalplats 1234", "skalplats-1234"],
    ["Skalplats 1499", "skalplats-1499"],
    ["SKALPLATS 777", "skalplats-777"],
    ["1234 skalplats", "skalplats-1234"],
    // A typo in the name: the number, as written, still narrows the rows.
    ["skalpalts 1234", "skalplats-1234"],
  ])("'%s' finds %s first", async (query, slug) => {
    expect((await search(query))[0]).toBe(slug);
  });

  it("finds the one place holding every word, and only it", async () => {
    // 'Skalplats 12' and 'Skalplats 123' hold neither '1234' nor a word like it.
    expect(await search("skalplats 1234")).toEqual(["skalplats-1234"]);
  });

  it("still finds every place holding one word, a page at a time", async () => {
    const outcome = await searchSite(testDb, "skalplats");
    expect(outcome.status).toBe("done");
    expect(outcome.status === "done" && outcome.total).toBeGreaterThanOrEqual(200);
  });
});

describe("both databases, many similar names", () => {
  it("give the same answers", async () => {
    const queries = ["skalplats 1234", "skalplats 999", "skalpalts 1234", "skalplats", "1499"];
    const answers: string[][][] = [];
    for (const kind of DATABASES) {
      const testDb = await withCatalogue(kind);
      try {
        answers.push(
          await Promise.all(queries.map(async (query) => slugsOf(await searchSite(testDb, query)))),
        );
      } finally {
        await testDb.cleanup();
      }
    }
    const [sqlite, postgres] = answers;
    expect(postgres).toEqual(sqlite);
    expect(sqlite?.[0]).toEqual(["skalplats-1234"]);
  });
});
