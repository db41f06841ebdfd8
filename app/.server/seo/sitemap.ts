import type { Kysely } from "kysely";
import type { ContentSnapshot } from "~/.server/snapshot/content";
import { CATEGORIES } from "~/content/categories";
import { LANGUAGES, pathIn } from "~/lib/i18n/languages";
import { alternatePaths } from "~/lib/i18n/pages";
import { instantOf } from "../db/db";
import type { Database } from "../db/schema";

// sitemap.xml (issue 23, point 6): every public page that exists, with absolute URLs on
// PUBLIC_URL. A business or event page carries `lastmod` from its record's updated_at;
// pages without a record of their own (the home page, categories, about, …) carry none
// rather than an invented one. Which places have a page follows the same rule as the
// page itself (pageOf: published and with a detail page of its own), so the ids the spec
// lists without a page, hidden places and the placeholder and coming-soon pages are left
// out. Built from the content snapshot, so it changes with every content write.

export interface SitemapEntry {
  /** Path on the site, starting with "/". */
  path: string;
  lastmod?: Date;
}

/** When each published business and event record last changed, by slug. */
export interface RecordTimes {
  businesses: ReadonlyMap<string, Date>;
  events: ReadonlyMap<string, Date>;
}

export async function recordTimes(db: Kysely<Database>): Promise<RecordTimes> {
  const [businesses, events] = await Promise.all([
    db
      .selectFrom("businesses")
      .select(["slug", "updated_at"])
      .where("status", "=", "published")
      .execute(),
    db
      .selectFrom("events")
      .select(["slug", "updated_at"])
      .where("status", "=", "published")
      .execute(),
  ]);
  const bySlug = (rows: { slug: string; updated_at: Date | string }[]) =>
    new Map(rows.map((row) => [row.slug, instantOf(row.updated_at)]));
  return { businesses: bySlug(businesses), events: bySlug(events) };
}

const CATEGORY_ORDER = new Map(CATEGORIES.map((category, index) => [category.slug, index]));

/**
 * Categories whose page lists places: a category with only placeholders ('Exempel 1'
 * to 'Exempel 6'), no places or a coming-soon page is not a page worth finding.
 */
function listedCategories(content: ContentSnapshot): string[] {
  return Object.entries(content.listings)
    .filter(([, entries]) => entries.length > 0)
    .map(([slug]) => slug)
    .sort(
      (a, b) =>
        (CATEGORY_ORDER.get(a) ?? Number.MAX_SAFE_INTEGER) -
          (CATEGORY_ORDER.get(b) ?? Number.MAX_SAFE_INTEGER) || a.localeCompare(b),
    );
}

/**
 * `pagePaths`: the pages listed as they are, those whose route declares `sitemap: "page"`
 * (app/lib/http/page-policy.ts); the places, events and categories follow from the content.
 */
export function sitemapEntries(
  content: ContentSnapshot,
  times: RecordTimes,
  pagePaths: readonly string[],
): SitemapEntry[] {
  const withTime = (path: string, lastmod: Date | undefined): SitemapEntry =>
    lastmod ? { path, lastmod } : { path };
  return [
    ...pagePaths.map((path) => ({ path })),
    // Each category's page in every language (issue 40).
    ...LANGUAGES.flatMap((language) =>
      listedCategories(content).map((slug) => ({
        path: pathIn(language, `/category/${encodeURIComponent(slug)}`),
      })),
    ),
    // Each place's page in every language (issue 40), Swedish first.
    ...LANGUAGES.flatMap((language) =>
      [...content.places.values()]
        .filter((place) => place.hasDetailPage)
        .map((place) =>
          withTime(
            pathIn(language, `/business/${encodeURIComponent(place.id)}`),
            times.businesses.get(place.id),
          ),
        ),
    ),
    // Each event's page in every language, Swedish first.
    ...LANGUAGES.flatMap((language) =>
      content.events.map((event) =>
        withTime(
          pathIn(language, `/events/${encodeURIComponent(event.id)}`),
          times.events.get(event.id),
        ),
      ),
    ),
  ];
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] as string);
}

/** A W3C datetime in UTC to the second: "2026-03-01T10:00:00Z". */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A page in every language names each of them and the default, Swedish (issue 40). */
function alternatesOf(path: string, publicUrl: URL): string {
  const alternates = alternatePaths(path);
  if (alternates.length === 0) return "";
  const link = (language: string, to: string) =>
    `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(new URL(to, publicUrl).href)}"/>`;
  return [
    ...alternates.map(({ language, path: to }) => link(language, to)),
    link("x-default", pathIn("sv", path)),
  ].join("");
}

export function sitemapXml(entries: readonly SitemapEntry[], publicUrl: URL): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(new URL(entry.path, publicUrl).href)}</loc>`;
    const lastmod = entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : "";
    return `<url>${loc}${lastmod}${alternatesOf(entry.path, publicUrl)}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The sitemap of a content snapshot: made once per snapshot, i.e. once per content version. */
const made = new WeakMap<ContentSnapshot, Map<string, Promise<string>>>();

export function sitemapOf(
  db: Kysely<Database>,
  content: ContentSnapshot,
  pagePaths: readonly string[],
  publicUrl: URL,
): Promise<string> {
  const byOrigin = made.get(content) ?? new Map<string, Promise<string>>();
  made.set(content, byOrigin);
  let xml = byOrigin.get(publicUrl.href);
  if (!xml) {
    xml = recordTimes(db).then((times) =>
      sitemapXml(sitemapEntries(content, times, pagePaths), publicUrl),
    );
    byOrigin.set(publicUrl.href, xml);
    xml.catch(() => byOrigin.delete(publicUrl.href));
  }
  return xml;
}
