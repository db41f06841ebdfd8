import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bumpContentVersion } from "~/.server/db/content-version";
import { seedContent } from "~/.server/db/seed";
import { events } from "~/.server/db/seed/events";
import { HIDDEN_IN_SEED, PLACE_IDS_WITHOUT_PAGE, places } from "~/.server/db/seed/places";
import { appDatabase } from "../support/app-database";
import { DATABASES } from "../support/databases";
import { png } from "../support/images";
import { SITEMAP_PAGES } from "../support/site";
import { startTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, insertTestPlace, type TestDatabase } from "../support/test-database";

// Issue 23, point 6, read like a crawler reads it: robots.txt, sitemap.xml, the business
// and event pages' share details and structured data, and the share images, through the
// routes' loaders on a seeded database.

const ORIGIN = "https://malmoguiden.example";
type Loader = { loader: (args: never) => Promise<unknown> | unknown };

interface PageData {
  share: { path?: string; image?: string; notFound?: true };
  jsonLd: Record<string, unknown>[];
}

describe.each(DATABASES)("findable pages (%s)", (kind) => {
  let testDb: TestDatabase;
  let app: TestApp;
  let routes: Record<"robots" | "sitemap" | "image" | "business" | "event", Loader>;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await seedContent(testDb);
    // A hidden place has no page, and must not be listed.
    await insertTestPlace(testDb.db, {
      slug: "dold-plats",
      name: "Dold plats",
      status: "hidden",
    });
    // A record's own time of change is its lastmod.
    await testDb.db
      .updateTable("businesses")
      .set({ updated_at: "2026-03-01T10:00:00.000Z" })
      .where("slug", "=", "malmo-opera")
      .execute();
    await bumpContentVersion(testDb.db);
    app = await startTestApp(testDb, { name: "seo", env: { PUBLIC_URL: ORIGIN } });
    routes = {
      robots: (await import("~/routes/robots.txt")) as Loader,
      sitemap: (await import("~/routes/sitemap.xml")) as Loader,
      image: (await import("~/routes/images/share/$kind/$file")) as unknown as Loader,
      business: (await import("~/routes/business/$businessId")) as unknown as Loader,
      event: (await import("~/routes/events/$eventId")) as unknown as Loader,
    };
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  const get = async (route: Loader, url: string, params: Record<string, string> = {}) =>
    route.loader({
      request: new Request(`${ORIGIN}${url}`),
      params,
      // The server reads these from the routes' declarations (server/route-policies.test.ts).
      context: { database: await appDatabase(), sitemapPagePaths: async () => SITEMAP_PAGES },
    } as never);

  async function sitemap(): Promise<{ response: Response; locs: string[]; xml: string }> {
    const response = (await get(routes.sitemap, "/sitemap.xml")) as Response;
    const xml = await response.clone().text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string);
    return { response, locs, xml };
  }

  const placePage = async (id: string) =>
    (await get(routes.business, `/business/${id}`, { businessId: id })) as PageData;

  const image = (url: string) => {
    const [, kind, file] = /^\/images\/share\/([^/]+)\/([^/?]+)/.exec(url) ?? [];
    return get(routes.image, url, { kind: kind ?? "", file: file ?? "" }) as Promise<Response>;
  };

  it("robots.txt names the sitemap and keeps crawlers out of the private areas", async () => {
    const response = (await get(routes.robots, "/robots.txt")) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ["/admin", "/foretagare", "/nyhetsbrev/"])
      expect(text).toContain(`\nDisallow: ${path}\n`);
  });

  it("sitemap.xml lists every public page, business and event, and nothing else", async () => {
    const { response, locs, xml } = await sitemap();
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(new Set(locs).size).toBe(locs.length);
    for (const page of SITEMAP_PAGES) expect(locs).toContain(`${ORIGIN}${page}`);
    // Every seeded place with a page (spec 3), every seeded event; no page-less id, no hidden
    // place (the seed hides one whose opening no source confirms).
    const shown = places.filter((place) => !HIDDEN_IN_SEED.has(place.id));
    for (const place of shown) expect(locs).toContain(`${ORIGIN}/business/${place.id}`);
    for (const id of [...PLACE_IDS_WITHOUT_PAGE, ...HIDDEN_IN_SEED, "dold-plats"])
      expect(locs).not.toContain(`${ORIGIN}/business/${id}`);
    for (const event of events) expect(locs).toContain(`${ORIGIN}/events/${event.id}`);
    // Categories with places; placeholders ('Exempel 1…6') and coming-soon pages are no pages to find.
    // Each in every language (issue 40).
    for (const slug of ["restauranger", "fika-lunch", "musik", "boende"])
      for (const prefix of ["", "/en", "/de", "/da"])
        expect(locs).toContain(`${ORIGIN}${prefix}/category/${slug}`);
    for (const path of [
      "/category/nojesparker",
      "/en/category/nojesparker",
      "/category/erbjudanden",
      "/coming-soon/hantverkare",
    ])
      expect(locs).not.toContain(`${ORIGIN}${path}`);
    expect(locs).toHaveLength(SITEMAP_PAGES.length + 11 * 4 + shown.length * 4 + events.length * 4);
    expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
  });

  it("gives a record's own time as lastmod, and pages without a record none", async () => {
    const { xml } = await sitemap();
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/business/malmo-opera</loc><lastmod>2026-03-01T10:00:00Z</lastmod>`,
    );
    expect(xml).toContain(`<url><loc>${ORIGIN}/events</loc><xhtml:link `);
  });

  it("names a page's other languages beside it, Swedish as the default (issue 40)", async () => {
    const { xml } = await sitemap();
    /** The alternates of a Swedish path, written out: each language, then the default. */
    const alternatesOf = (path: string) =>
      [
        ["sv", path],
        ["en", `/en${path}`],
        ["de", `/de${path}`],
        ["da", `/da${path}`],
        ["x-default", path],
      ]
        .map(
          ([language, to]) =>
            `<xhtml:link rel="alternate" hreflang="${language}" href="${ORIGIN}${to}"/>`,
        )
        .join("");
    for (const path of ["/about", "/en/about", "/de/about", "/da/about"])
      expect(xml).toContain(`<url><loc>${ORIGIN}${path}</loc>${alternatesOf("/about")}</url>`);
    for (const path of ["/category/musik", "/en/category/musik", "/da/category/musik"])
      expect(xml).toContain(
        `<url><loc>${ORIGIN}${path}</loc>${alternatesOf("/category/musik")}</url>`,
      );
    for (const path of ["/business/malmo-opera", "/de/business/malmo-opera"])
      expect(xml).toContain(
        `<url><loc>${ORIGIN}${path}</loc><lastmod>2026-03-01T10:00:00Z</lastmod>${alternatesOf("/business/malmo-opera")}</url>`,
      );
    expect(xml).toContain(`<url><loc>${ORIGIN}/da/events</loc>${alternatesOf("/events")}</url>`);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/en/submit-business</loc>${alternatesOf("/submit-business")}</url>`,
    );
  });

  it("shows a content write in the next sitemap", async () => {
    expect((await sitemap()).locs).toContain(`${ORIGIN}/business/victoriateatern`);
    /** A content write as the admin makes it: the status changes, the version moves on. */
    const setStatus = (status: "hidden" | "published") =>
      testDb.db.transaction().execute(async (trx) => {
        await bumpContentVersion(trx);
        await trx
          .updateTable("businesses")
          .set({ status })
          .where("slug", "=", "victoriateatern")
          .execute();
      });
    await setStatus("hidden");
    expect((await sitemap()).locs).not.toContain(`${ORIGIN}/business/victoriateatern`);
    await setStatus("published");
    expect((await sitemap()).locs).toContain(`${ORIGIN}/business/victoriateatern`);
  });

  it("describes a business page: its own address, share image and schema.org type", async () => {
    const page = await placePage("malmo-opera");
    expect(page.share.path).toBe("/business/malmo-opera");
    expect(page.share.image).toMatch(/^\/images\/share\/business\/malmo-opera\.png\?v=[\w-]+$/);
    expect(page.jsonLd).toHaveLength(1);
    expect(page.jsonLd[0]).toMatchObject({
      "@context": "https://schema.org",
      "@type": "PerformingArtsTheater",
      name: "Malmö Opera",
      url: `${ORIGIN}/business/malmo-opera`,
      image: `${ORIGIN}${page.share.image}`,
      address: { "@type": "PostalAddress", addressLocality: "Malmö" },
    });
    // Ratings are the operator's own: never offered to search engines as reviews.
    expect(JSON.stringify(page.jsonLd)).not.toMatch(/rating/i);
    // The page it describes, and its language (issue 40).
    expect(page.jsonLd[0]).toMatchObject({
      mainEntityOfPage: {
        "@type": "WebPage",
        "@id": `${ORIGIN}/business/malmo-opera`,
        inLanguage: "sv",
      },
    });
    const german = (await get(routes.business, "/de/business/malmo-opera", {
      businessId: "malmo-opera",
    })) as PageData;
    expect(german.share.path).toBe("/de/business/malmo-opera");
    expect(german.jsonLd[0]).toMatchObject({
      url: `${ORIGIN}/de/business/malmo-opera`,
      mainEntityOfPage: { "@id": `${ORIGIN}/de/business/malmo-opera`, inLanguage: "de" },
    });
  });

  it("gives a sourced event Event and BreadcrumbList data, an example event none", async () => {
    const sourced = events.find((event) => event.id === "julmarknad-gustav-adolfs-torg");
    const example = events.find((event) => event.example);
    if (!sourced || !example) throw new Error("the seed has both kinds of event");
    // Structured data only for dates a source confirms: the Christmas market's source
    // gives 25 November–23 December 2018, so the clock stands a few days before it.
    vi.useFakeTimers({ now: new Date("2018-11-20T11:00:00Z"), toFake: ["Date"] });
    let page: PageData;
    try {
      page = (await get(routes.event, `/events/${sourced.id}`, {
        eventId: sourced.id,
      })) as PageData;
    } finally {
      vi.useRealTimers();
    }
    expect(page.jsonLd.map((data) => data["@type"])).toEqual(["Event", "BreadcrumbList"]);
    expect(page.jsonLd[0]).toMatchObject({
      name: sourced.title,
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place" },
    });
    expect(page.jsonLd[0]?.startDate).toMatch(/^2018-11-25/);
    expect(page.jsonLd[0]?.endDate).toMatch(/^2018-12-23/);
    expect(page.jsonLd[1]).toMatchObject({
      itemListElement: [
        { position: 1, name: "Hem", item: `${ORIGIN}/` },
        { position: 2, name: "Evenemang", item: `${ORIGIN}/events` },
        { position: 3, name: sourced.title, item: `${ORIGIN}/events/${sourced.id}` },
      ],
    });
    const examplePage = (await get(routes.event, `/events/${example.id}`, {
      eventId: example.id,
    })) as PageData;
    expect(examplePage.jsonLd).toEqual([]);
    expect(examplePage.share.image).toMatch(/^\/images\/share\/event\//);
  });

  it("serves the share image the page names: a 1200×630 PNG, cached for a year", async () => {
    const page = await placePage("malmo-opera");
    const response = await image(page.share.image as string);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const png = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "png",
      width: 1200,
      height: 630,
    });
    // Made once: kept under the data folder, and the same bytes the next time.
    const kept = await readdir(path.join(app.dataDir, "share-images"));
    expect(kept.filter((name) => name.startsWith("business.malmo-opera."))).toHaveLength(1);
    const again = Buffer.from(await (await image(page.share.image as string)).arrayBuffer());
    expect(again.equals(png)).toBe(true);
  });

  it("makes a share image asked for five times at once only once, and gives all the same bytes", async () => {
    const page = await placePage("grand-fitness");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => image(page.share.image as string)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = await Promise.all(
      answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())),
    );
    for (const body of bodies) expect(body.equals(bodies[0] as Buffer)).toBe(true);
    // One finished file, no temporary one left behind.
    const kept = await readdir(path.join(app.dataDir, "share-images"));
    expect(kept.filter((name) => name.startsWith("business.grand-fitness."))).toEqual([
      expect.stringMatching(/\.png$/),
    ]);
  });

  it("serves an outdated or missing key briefly, and category and site images too", async () => {
    const stale = await image("/images/share/business/malmo-opera.png?v=old");
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("public, max-age=3600");
    for (const url of ["/images/share/category/musik.png", "/images/share/site/malmoguiden.png"]) {
      const response = await image(url);
      expect(response.status, url).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height], url).toEqual([1200, 630]);
    }
  });

  it("makes a place's share image from its uploaded photo, and a new photo gets a new address", async () => {
    const slug = "victoriateatern";
    const before = (await placePage(slug)).share.image as string;
    // A photo as an approved upload leaves it: a random name in the store, the row pointing at it.
    const name = "0b1c2d3e-4f50-4612-8a7b-8c9d0e1f2a3b.png";
    await mkdir(path.join(app.dataDir, "business_images"), { recursive: true });
    await writeFile(path.join(app.dataDir, "business_images", name), await png(400, 300));
    await testDb.db.transaction().execute(async (trx) => {
      await bumpContentVersion(trx);
      await trx
        .updateTable("businesses")
        .set({ image: `/images/business/${slug}/${name}` })
        .where("slug", "=", slug)
        .execute();
    });
    const after = (await placePage(slug)).share.image as string;
    expect(after).not.toBe(before);
    const response = await image(after);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const photo = sharp(Buffer.from(await response.arrayBuffer()));
    expect(await photo.metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    // The photo is a flat colour: the middle of the image is that colour, not card art.
    const { data } = await photo
      .extract({ left: 600, top: 315, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].map((value) => Math.round(value / 16))).toEqual([
      Math.round(8 / 16),
      Math.round(126 / 16),
      Math.round(139 / 16),
    ]);
    // Only the page's newest image is kept.
    const kept = await readdir(path.join(app.dataDir, "share-images"));
    expect(kept.filter((file) => file.startsWith(`business.${slug}.`))).toHaveLength(1);

    // A photo gone from the store: the card art, briefly cached.
    await rm(path.join(app.dataDir, "business_images", name));
    await rm(path.join(app.dataDir, "share-images"), { recursive: true });
    const fallback = await image(after);
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers a plain 404 for images of pages that do not exist", async () => {
    for (const url of [
      "/images/share/business/finns-inte.png",
      "/images/share/business/dold-plats.png",
      `/images/share/business/${PLACE_IDS_WITHOUT_PAGE[0]}.png`,
      "/images/share/event/finns-inte.png",
      "/images/share/category/finns-inte.png",
      "/images/share/site/annan.png",
      "/images/share/foretag/malmo-opera.png",
      "/images/share/business/malmo-opera.svg",
      "/images/share/business/..%2Fmalmo-opera.png",
    ]) {
      const response = await image(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get("content-type"), url).toBe("text/plain; charset=utf-8");
    }
  });

  it("marks an unknown event as not found, with no structured data", async () => {
    const result = (await get(routes.event, "/events/finns-inte", { eventId: "finns-inte" })) as {
      data: PageData;
      init: { status: number };
    };
    expect(result.init.status).toBe(404);
    expect(result.data.share).toEqual({ notFound: true });
    expect(result.data.jsonLd).toEqual([]);
  });
});
