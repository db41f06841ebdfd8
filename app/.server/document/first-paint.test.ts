import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./first-paint";

const page =
  '<html><head><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/app-X1.css"/></head><body>Hej</body></html>';

describe("inlineStylesheets", () => {
  it("puts the stylesheet in the head and keeps its link, inert (media not all), for the next pages", () => {
    const html = inlineStylesheets(page, (href) =>
      href === "/assets/app-X1.css" ? "body{color:red}" : undefined,
    );
    expect(html).toBe(
      '<html><head><link rel="icon" href="/favicon.svg"/><style>body{color:red}</style><link rel="stylesheet" href="/assets/app-X1.css" media="not all"/></head><body>Hej</body></html>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  });

  it("leaves the link when the stylesheet cannot be read, could end the element or has relative URLs", () => {
    expect(inlineStylesheets(page, () => undefined)).toBe(page);
    expect(inlineStylesheets(page, () => "a{}</style><script>")).toBe(page);
    expect(inlineStylesheets(page, () => "a{background:url(./x.png)}")).toBe(page);
  });
});
