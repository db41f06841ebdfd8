import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "~/.server/db/seed";
import { HIDDEN_IN_SEED, places } from "~/.server/db/seed/places";
import { appDatabase } from "../support/app-database";
import { startTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 35, point 2: share images asked for all at once. Only a few are made at a time;
// who finds no room gets the site's image, marked not to be kept, and nothing is stored
// under the place's name for it, so the next request gets the place's own.

const ORIGIN = "https://malmoguiden.example";
const AT_ONCE = 12;
type Loader = { loader: (args: never) => Promise<unknown> };

describe("share images asked for at once (sqlite)", () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let route: Loader;

  beforeAll(async () => {
    testDb = await createTestDatabase("sqlite");
    await seedContent(testDb);
    app = await startTestApp(testDb, { name: "share-busy", env: { PUBLIC_URL: ORIGIN } });
    route = (await import("~/routes/images/share/$kind/$file")) as unknown as Loader;
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  const image = async (kind: string, slug: string) => {
    const response = (await route.loader({
      request: new Request(`${ORIGIN}/images/share/${kind}/${slug}.png`),
      params: { kind, file: `${slug}.png` },
      context: { database: await appDatabase() },
    } as never)) as Response;
    return {
      status: response.status,
      cache: response.headers.get("cache-control"),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };

  it("makes a few at a time, answers the rest with the site's image, and makes each later", async () => {
    const slugs = places
      .filter((place) => !HIDDEN_IN_SEED.has(place.id))
      .map((place) => place.id)
      .slice(0, AT_ONCE);
    expect(slugs).toHaveLength(AT_ONCE);
    const site = await image("site", "malmoguiden");
    expect(site.status).toBe(200);

    const answers = await Promise.all(slugs.map((slug) => image("business", slug)));
    const generic = answers.filter((answer) => answer.cache === "no-cache");
    const own = answers.filter((answer) => answer.cache === "public, max-age=3600");
    expect(own.length + generic.length).toBe(AT_ONCE);
    // Twelve at once cannot all be made at once (two run, four wait).
    expect(generic.length).toBeGreaterThan(0);
    expect(own.length).toBeGreaterThanOrEqual(2);
    for (const answer of generic) expect(answer.bytes.equals(site.bytes)).toBe(true);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const meta = await sharp(answer.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    }
    // Only the places' own images are kept under their names.
    const kept = (await readdir(path.join(app.dataDir, "share-images"))).filter((name) =>
      name.startsWith("business."),
    );
    expect(kept).toHaveLength(own.length);

    // Asked one after the other, every place gets its own image.
    for (const slug of slugs) {
      const answer = await image("business", slug);
      expect(answer.cache, slug).toBe("public, max-age=3600");
      expect(answer.bytes.equals(site.bytes), slug).toBe(false);
    }
  });
});
