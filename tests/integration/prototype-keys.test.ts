import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "~/.server/db/seed";
import { appDatabase } from "../support/app-database";
import { DATABASES } from "../support/databases";
import { startTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 35, point 2: a name Object.prototype has is never a category, a place or an
// event. Each address is asked through its route's loader, on a seeded database.

const ORIGIN = "https://malmoguiden.example";
const KEYS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];
type Loader = { loader: (args: never) => Promise<unknown> | unknown };

describe.each(DATABASES)("prototype keys in addresses (%s)", (kind) => {
  let testDb: TestDatabase;
  let app: TestApp;
  let routes: Record<"image" | "category" | "business" | "businesses" | "event", Loader>;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await seedContent(testDb);
    app = await startTestApp(testDb, { name: "prototype-keys", env: { PUBLIC_URL: ORIGIN } });
    routes = {
      image: (await import("~/routes/images/share/$kind/$file")) as unknown as Loader,
      category: (await import("~/routes/category/$categoryId")) as unknown as Loader,
      business: (await import("~/routes/business/$businessId")) as unknown as Loader,
      businesses: (await import("~/routes/businesses/$businessId")) as unknown as Loader,
      event: (await import("~/routes/events/$eventId")) as unknown as Loader,
    };
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  /** The loader's answer, or what it threw (a redirect or a 404 is a Response). */
  async function answer(route: Loader, url: string, params: Record<string, string>) {
    try {
      return await route.loader({
        request: new Request(`${ORIGIN}${url}`),
        params,
        context: { database: await appDatabase() },
      } as never);
    } catch (thrown) {
      return thrown;
    }
  }

  it("has no share image for them, of any kind", async () => {
    for (const key of KEYS)
      for (const shareKind of ["business", "event", "category", "site"]) {
        const file = `${key}.png`;
        const response = (await answer(routes.image, `/images/share/${shareKind}/${file}`, {
          kind: shareKind,
          file,
        })) as Response;
        expect(response.status, `${shareKind}/${file}`).toBe(404);
        expect(await response.text()).toBe("Bilden finns inte.");
      }
    // The kind itself is a parameter too.
    const asKind = (await answer(routes.image, "/images/share/constructor/musik.png", {
      kind: "constructor",
      file: "musik.png",
    })) as Response;
    expect(asKind.status).toBe(404);
    // A real category still has its image (the test would pass on a route that 404s all).
    const real = (await answer(routes.image, "/images/share/category/musik.png", {
      kind: "category",
      file: "musik.png",
    })) as Response;
    expect(real.status).toBe(200);
  });

  it("shows no category page's listing or share image for them", async () => {
    for (const key of KEYS) {
      const page = (await answer(routes.category, `/category/${key}`, { categoryId: key })) as {
        kind: string;
        title: string;
        share: { image?: string };
      };
      expect(page.kind, key).toBe("empty");
      expect(page.title, key).toBe("Kategori");
      expect(page.share.image, key).toBeUndefined();
    }
  });

  it("sends them from the business pages to the start page, and has no such event", async () => {
    for (const key of KEYS) {
      const place = (await answer(routes.business, `/business/${key}`, {
        businessId: key,
      })) as Response;
      expect([place.status, place.headers.get("location")], key).toEqual([302, "/"]);
      const old = (await answer(routes.businesses, `/businesses/${key}`, {
        businessId: key,
      })) as Response;
      expect([old.status, old.headers.get("location")], key).toEqual([302, "/"]);
      const event = (await answer(routes.event, `/events/${key}`, { eventId: key })) as {
        data: { event: unknown };
        init: { status: number };
      };
      expect([event.init.status, event.data.event], key).toEqual([404, null]);
    }
  });
});
