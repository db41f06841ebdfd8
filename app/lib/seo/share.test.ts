import { describe, expect, it } from "vitest";
import { canonicalPath, shareOf } from "~/lib/seo/share";

describe("a page's share details", () => {
  it("gives a page's path without trailing slashes", () => {
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/about/")).toBe("/about");
    expect(canonicalPath("//")).toBe("/");
    expect(canonicalPath("/category/musik")).toBe("/category/musik");
  });

  it("reads only the leaf route's share details", () => {
    expect(shareOf([{ data: { share: { path: "/x" } } }, { data: { other: 1 } }])).toEqual({});
    expect(shareOf([{ data: undefined }, { data: { share: { notFound: true } } }])).toEqual({
      notFound: true,
    });
    expect(shareOf([])).toEqual({});
  });
});
