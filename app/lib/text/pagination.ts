// Long lists a page at a time (issue 23): `?sida=2` is the second page, page 1 has no
// parameter. Client-safe: loaders slice, the Pagination component links.

/** How many entries a page of a long list shows. */
export const PAGE_SIZE = 24;

export interface Paged<T> {
  items: T[];
  /** This page's number, from 1. */
  page: number;
  pages: number;
  total: number;
  /** The first and last entry shown, counted from 1 (0 and 0 for an empty list). */
  first: number;
  last: number;
}

/** Where a page lies in its list, without its entries (what the Pagination component needs). */
export type PageInfo = Omit<Paged<unknown>, "items">;

/**
 * Where page `sida` of a list of `total` entries lies; null when it names no page of the
 * list (not a number, 0, past the end). For lists read a page at a time from the database.
 */
export function pageAt(
  total: number,
  sida: string | null,
  size: number = PAGE_SIZE,
): PageInfo | null {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = sida === null ? 1 : /^[1-9][0-9]{0,5}$/.test(sida) ? Number(sida) : 0;
  if (page < 1 || page > pages) return null;
  const start = (page - 1) * size;
  const shown = Math.max(0, Math.min(size, total - start));
  return { page, pages, total, first: shown ? start + 1 : 0, last: start + shown };
}

/** The page `sida` asks for; null when it names no page of the list (not a number, 0, past the end). */
export function pageOf<T>(
  all: readonly T[],
  sida: string | null,
  size: number = PAGE_SIZE,
): Paged<T> | null {
  const info = pageAt(all.length, sida, size);
  if (!info) return null;
  return { ...info, items: all.slice(info.first ? info.first - 1 : 0, info.last) };
}

function noSuchPage(): never {
  throw new Response("Sidan finns inte.", { status: 404 });
}

/** The page `sida` asks for, or a 404 answer ('Sidan finns inte.') when it names no page. */
export function pageOrNotFound<T>(
  all: readonly T[],
  sida: string | null,
  size: number = PAGE_SIZE,
): Paged<T> {
  return pageOf(all, sida, size) ?? noSuchPage();
}

/** Where page `sida` of `total` entries lies, or a 404 answer when it names no page. */
export function pageAtOrNotFound(
  total: number,
  sida: string | null,
  size: number = PAGE_SIZE,
): PageInfo {
  return pageAt(total, sida, size) ?? noSuchPage();
}

/** The address of a page of the list at `url`, its other parameters kept. */
export function pageHref(url: string | URL, page: number): string {
  const target = new URL(url, "http://localhost");
  if (page > 1) target.searchParams.set("sida", String(page));
  else target.searchParams.delete("sida");
  return `${target.pathname}${target.search}`;
}

/**
 * The page numbers to link: the first, the last, and two either side of this one; 0 is a
 * gap ("…"), and a gap of a single page shows that page instead.
 */
export function pageNumbers(page: number, pages: number): number[] {
  const shown = [1, page - 2, page - 1, page, page + 1, page + 2, pages]
    .filter((number, index, all) => number >= 1 && number <= pages && all.indexOf(number) === index)
    .sort((a, b) => a - b);
  const numbers: number[] = [];
  for (const number of shown) {
    const previous = numbers.at(-1);
    if (previous !== undefined && number - previous === 2) numbers.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) numbers.push(0);
    numbers.push(number);
  }
  return numbers;
}
