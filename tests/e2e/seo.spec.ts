import sharp from "sharp";
import { expect, test } from "./fixtures";

// Issue 23, point 6, read the way a crawler and a link preview read the site: robots.txt,
// sitemap.xml, then a page's canonical link, structured data and share image.

/** The tags a crawler reads from a page's head, and its JSON-LD. */
function readPage(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const attribute = (pattern: RegExp) => [...head.matchAll(pattern)].map((match) => match[1]);
  return {
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/g),
    ogImage: attribute(/<meta property="og:image" content="([^"]*)"/g),
    ogUrl: attribute(/<meta property="og:url" content="([^"]*)"/g),
    twitterCard: attribute(/<meta name="twitter:card" content="([^"]*)"/g),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] as string) as unknown,
    ),
  };
}

test("robots.txt points to the sitemap and keeps crawlers out of private areas", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n");
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const path of ["/admin", "/foretagare", "/nyhetsbrev/"])
    expect(lines).toContain(`Disallow: ${path}`);
});

test("every address in the sitemap is a page that answers 200 with itself as canonical", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string);
  for (const path of ["/", "/events", "/category/restauranger", "/business/malmo-opera"])
    expect(locs).toContain(`${baseURL}${path}`);
  // The spec's listed places without a page, and the placeholder categories, are not listed.
  expect(locs).not.toContain(`${baseURL}/business/kafe-agnez`);
  expect(locs).not.toContain(`${baseURL}/category/nojesparker`);
  expect(xml).toMatch(
    new RegExp(
      `<loc>${baseURL}/business/malmo-opera</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:]+Z</lastmod>`,
    ),
  );
  for (const loc of locs) {
    const page = await request.get(loc, { headers: { cookie: "mg_visit=1" }, maxRedirects: 0 });
    expect(page.status(), loc).toBe(200);
    const { canonical, ogUrl } = readPage(await page.text());
    expect(canonical, loc).toEqual([loc]);
    expect(ogUrl, loc).toEqual([loc]);
  }
});

test("a business page has LocalBusiness data, a canonical link and its own share image", async ({
  request,
  baseURL,
}) => {
  // Query strings do not make another page.
  const response = await request.get("/business/malmo-opera?utm_source=test");
  const page = readPage(await response.text());
  expect(page.canonical).toEqual([`${baseURL}/business/malmo-opera`]);
  expect(page.twitterCard).toEqual(["summary_large_image"]);
  expect(page.jsonLd).toHaveLength(1);
  const data = page.jsonLd[0] as Record<string, unknown>;
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "PerformingArtsTheater",
    name: "Malmö Opera",
    url: `${baseURL}/business/malmo-opera`,
  });
  expect(JSON.stringify(data)).not.toMatch(/aggregateRating/);

  const [ogImage] = page.ogImage;
  expect(ogImage).toMatch(new RegExp(`^${baseURL}/images/share/business/malmo-opera\\.png\\?v=`));
  const image = await request.get(ogImage as string);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["cache-control"]).toContain("max-age=31536000");
  const meta = await sharp(await image.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  expect(data.image).toBe(ogImage);
});

test("not-found pages have no canonical link; images of unknown pages are plain 404s", async ({
  request,
}) => {
  for (const path of ["/finns-inte", "/events/finns-inte"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(readPage(await response.text()).canonical, path).toEqual([]);
  }
  const image = await request.get("/images/share/business/finns-inte.png");
  expect(image.status()).toBe(404);
  expect(image.headers()["content-type"]).toContain("text/plain");
});

test("the canonical link follows the page in the browser", async ({ page, baseURL }) => {
  await page.goto("/business/malmo-opera");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/business/malmo-opera`,
  );
  await page
    .getByRole("link", { name: /Tillbaka till/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/category\/musik$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/category/musik`,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});
