import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "~/.server/db/seed";
import { appDatabase } from "../support/app-database";
import { DATABASES } from "../support/databases";
import { startTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, insertTestPlace, type TestDatabase } from "../support/test-database";

// The /sok page's loader as a GET without JavaScript reaches it: the query in the URL,
// the answer's status and what the page shows.

type Loader = (args: never) => Promise<unknown>;
interface Answer {
  status: number;
  headers: Headers;
  body: {
    query: string;
    outcome: {
      status: string;
      results?: { slug: string }[];
      total?: number;
      paged?: { page: number; pages: number; first: number; last: number };
    };
  };
}

/** Test businesses that only the word 'pagineringshus' finds. */
const HOUSES = 30;

describe.each(DATABASES)("the search page (%s)", (kind) => {
  let testDb: TestDatabase;
  let app: TestApp;
  let loader: Loader;

  async function get(query: string | null, clientIp = "10.1.0.1", sida?: string): Promise<Answer> {
    const url = new URL("http://localhost/sok");
    if (query !== null) url.searchParams.set("q", query);
    if (sida !== undefined) url.searchParams.set("sida", sida);
    const result = (await loader({
      request: new Request(url),
      context: { database: await appDatabase(), clientIp, cspNonce: "" },
      params: {},
    } as never)) as { data?: Answer["body"]; init?: ResponseInit } | Answer["body"];
    if ("data" in result && result.data)
      return {
        status: result.init?.status ?? 200,
        headers: new Headers(result.init?.headers),
        body: result.data,
      };
    return { status: 200, headers: new Headers(), body: result as Answer["body"] };
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await seedContent(testDb);
    for (let number = 1; number <= HOUSES; number++)
      await insertTestPlace(testDb.db, {
        slug: `pagineringshus-${number}`,
        name: `Pagineringshus ${number}`,
      });
    // 1 per minute for POST forms; searches get 30 per minute, 15 per 10 seconds.
    app = await startTestApp(testDb, { name: "search", env: { RATE_LIMIT_PER_MINUTE: "1" } });
    loader = ((await import("~/routes/sok")) as unknown as { loader: Loader }).loader;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  it("answers a query in the URL with ranked results", async () => {
    const answer = await get("malmo opera", "10.1.0.2");
    expect(answer.status).toBe(200);
    expect(answer.body.query).toBe("malmo opera");
    expect(answer.body.outcome.status).toBe("done");
    expect(answer.body.outcome.results?.[0]?.slug).toBe("malmo-opera");
  });

  it("shows the empty search page without a query, and counts no search", async () => {
    expect((await get(null, "10.1.0.3")).body).toEqual({ query: "", outcome: { status: "empty" } });
    expect((await get("  ", "10.1.0.3")).body.outcome.status).toBe("empty");
  });

  it("refuses a query over 100 characters with 400", async () => {
    const answer = await get("x".repeat(101), "10.1.0.4");
    expect(answer.status).toBe(400);
    expect(answer.body.outcome.status).toBe("too-long");
    expect(answer.body.query).toHaveLength(100);
  });

  it("limits searches per client with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) statuses.push((await get(`opera ${i}`, "10.1.0.5")).status);
    expect(statuses.slice(0, 15)).toEqual(Array(15).fill(200));
    const refused = await get("opera", "10.1.0.5");
    expect(refused.status).toBe(429);
    expect(refused.body.outcome.status).toBe("rate-limited");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another client is not held back.
    expect((await get("opera", "10.1.0.6")).status).toBe(200);
  });

  it("shows every match a page of 24 at a time, and no page past the last", async () => {
    const first = await get("pagineringshus", "10.1.0.7");
    expect(first.body.outcome.total).toBe(HOUSES);
    expect(first.body.outcome.results).toHaveLength(24);
    expect(first.body.outcome.paged).toMatchObject({ page: 1, pages: 2, first: 1, last: 24 });
    const second = await get("pagineringshus", "10.1.0.7", "2");
    expect(second.body.outcome.paged).toMatchObject({ page: 2, pages: 2, first: 25, last: HOUSES });
    const slugs = [...(first.body.outcome.results ?? []), ...(second.body.outcome.results ?? [])];
    expect(new Set(slugs.map((result) => result.slug)).size).toBe(HOUSES);
    await expect(get("pagineringshus", "10.1.0.7", "3")).rejects.toMatchObject({ status: 404 });
  });
});
