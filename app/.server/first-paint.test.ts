import { describe, expect, it } from "vitest";
import { inlineLcpImage, inlineStylesheets, svgDataUrl } from "./first-paint";

const page =
  '<html><head><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/app-X1.css"/></head><body>Hej</body></html>';

describe("inlineStylesheets", () => {
  it("puts the stylesheet in the head and keeps its link as an idle prefetch", () => {
    const html = inlineStylesheets(page, (href) =>
      href === "/assets/app-X1.css" ? "body{color:red}" : undefined,
    );
    expect(html).toBe(
      '<html><head><link rel="icon" href="/favicon.svg"/><style>body{color:red}</style><link rel="prefetch" data-rel="stylesheet" href="/assets/app-X1.css"/></head><body>Hej</body></html>',
    );
    expect(html).not.toMatch(/ rel="stylesheet"/);
  });

  it("leaves the link when the stylesheet cannot be read, could end the element or has relative URLs", () => {
    expect(inlineStylesheets(page, () => undefined)).toBe(page);
    expect(inlineStylesheets(page, () => "a{}</style><script>")).toBe(page);
    expect(inlineStylesheets(page, () => "a{background:url(./x.png)}")).toBe(page);
  });
});

describe("inlineLcpImage", () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#0b3954" d="M0 0h1"/></svg>';
  const hero =
    '<link rel="preload" as="image" href="/images/hero/a.svg" fetchPriority="high"/><img src="/images/hero/a.svg" alt="Malmö" fetchPriority="high" class="h-full"/><img src="/images/hero/b.svg" alt="" fetchPriority="low"/>';

  it("inlines only the high-priority image, as a data URL that decodes to the file", () => {
    const html = inlineLcpImage(hero, (href) => (href === "/images/hero/a.svg" ? svg : undefined));
    const src = /<img src="([^"]+)" alt="Malmö" fetchPriority="high" class="h-full"\/>/.exec(
      html,
    )?.[1];
    expect(src?.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(src?.slice("data:image/svg+xml,".length) ?? "")).toBe(svg);
    expect(html).toContain('<img src="/images/hero/b.svg" alt="" fetchPriority="low"/>');
    expect(html).not.toContain('rel="preload"');
  });

  it("leaves a large or unreadable image to its own request", () => {
    expect(inlineLcpImage(hero, () => undefined)).toBe(hero);
    const large = `<svg>${"<g/>".repeat(5000)}</svg>`;
    expect(inlineLcpImage(hero, () => large)).toBe(hero);
  });

  it("escapes what a URL or a double-quoted attribute cannot hold", () => {
    expect(svgDataUrl('<a b="1&2#%">\n')).toBe("data:image/svg+xml,%3Ca b=%221%262%23%25%22%3E%0A");
  });
});
