import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";
import { escapeXml, sitemapXml } from "./sitemap";

describe("robots.txt", () => {
  const lines = robotsTxt(new URL("https://malmoguiden.example")).split("\n");

  it("keeps crawlers out of the operator's and owners' areas and the token links", () => {
    expect(lines[0]).toBe("User-agent: *");
    for (const path of ["/admin", "/foretagare", "/nyhetsbrev/"])
      expect(lines).toContain(`Disallow: ${path}`);
    // The public pages stay open: the newsletter page is not under /nyhetsbrev/.
    expect(
      lines.filter((line) => /^Disallow: \/(newsletter|business|events|category)?$/.test(line)),
    ).toEqual([]);
  });

  it("names the sitemap with its absolute address", () => {
    expect(lines).toContain("Sitemap: https://malmoguiden.example/sitemap.xml");
  });
});

describe("sitemap XML", () => {
  it("escapes what XML must not hold as it is", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    const xml = sitemapXml(
      [
        { path: "/sök?q=a&b=<c>" },
        { path: "/ingen-annan-sprak", lastmod: new Date("2026-03-01T10:00:00.123Z") },
      ],
      new URL("https://malmoguiden.example"),
    );
    expect(xml).toContain("<loc>https://malmoguiden.example/s%C3%B6k?q=a&amp;b=%3Cc%3E</loc>");
    expect(xml).toContain(
      "<url><loc>https://malmoguiden.example/ingen-annan-sprak</loc><lastmod>2026-03-01T10:00:00Z</lastmod></url>",
    );
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });
});
