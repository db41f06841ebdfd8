import { describe, expect, it } from "vitest";
import { PAGE_SIZE, pageHref, pageNumbers, pageOf } from "~/lib/text/pagination";

const list = (length: number) => Array.from({ length }, (_, index) => index + 1);

describe("a long list a page at a time", () => {
  it("shows 24 entries a page, the rest on the last", () => {
    expect(PAGE_SIZE).toBe(24);
    const first = pageOf(list(50), null);
    expect(first).toMatchObject({ page: 1, pages: 3, total: 50, first: 1, last: 24 });
    expect(first?.items).toEqual(list(24));
    const last = pageOf(list(50), "3");
    expect(last).toMatchObject({ page: 3, pages: 3, first: 49, last: 50 });
    expect(last?.items).toEqual([49, 50]);
  });

  it("keeps a short or empty list on one page", () => {
    expect(pageOf(list(24), null)).toMatchObject({ page: 1, pages: 1, first: 1, last: 24 });
    expect(pageOf([], null)).toMatchObject({ page: 1, pages: 1, total: 0, first: 0, last: 0 });
    expect(pageOf([], "1")?.items).toEqual([]);
  });

  it("names no page for what is not a page number of the list", () => {
    for (const sida of ["0", "4", "-1", "2.5", "abc", "", "02", "1e3", "9999999"])
      expect(pageOf(list(50), sida), sida).toBeNull();
  });

  it("links each page with the list's other parameters kept, page 1 without sida", () => {
    expect(pageHref("/events?q=jazz&sida=3", 1)).toBe("/events?q=jazz");
    expect(pageHref("/events?q=jazz", 2)).toBe("/events?q=jazz&sida=2");
    expect(pageHref("/category/boende?sida=2", 3)).toBe("/category/boende?sida=3");
  });

  it("links the first, the last and two pages either side, with gaps between", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, 0, 10]);
    expect(pageNumbers(6, 12)).toEqual([1, 0, 4, 5, 6, 7, 8, 0, 12]);
    expect(pageNumbers(12, 12)).toEqual([1, 0, 10, 11, 12]);
  });
});
