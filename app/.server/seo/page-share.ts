import type { ContentSnapshot } from "~/.server/snapshot/content";
import type { PlaceDetails } from "~/content/types";
import type { EventOccurrence } from "~/lib/events/events";
import { type Language, pathIn } from "~/lib/i18n/languages";
import type { JsonLd } from "~/lib/seo/json-ld";
import type { PageShare, SiteShare } from "~/lib/seo/share";
import { env } from "../env";
import {
  type ShareKind,
  SITE_SHARE_SLUG,
  SITE_SOURCE,
  shareImagePath,
  shareSourceOf,
} from "./share-images";
import { breadcrumbJsonLd, eventJsonLd, placeJsonLd } from "./structured-data";

// What the page loaders add for crawlers and link previews: the page's share details
// (app/lib/seo/share.ts) and its structured data. Every absolute URL is on PUBLIC_URL.

export function absoluteUrl(path: string, publicUrl: URL = env.publicUrl): string {
  return new URL(path, publicUrl).href;
}

/** The page a record's data describes, and its language (issue 40: JSON-LD inLanguage). */
function pageOfRecord(url: string, language: Language): JsonLd {
  return { mainEntityOfPage: { "@type": "WebPage", "@id": url, inLanguage: language } };
}

/** The root loader's part: the public origin and the site-wide share image. */
export function siteShare(): SiteShare {
  return {
    origin: env.publicUrl.origin,
    image: shareImagePath("site", SITE_SHARE_SLUG, SITE_SOURCE),
  };
}

function imageOf(content: ContentSnapshot, kind: ShareKind, slug: string): string | undefined {
  const source = shareSourceOf(content, kind, slug);
  return source ? shareImagePath(kind, slug, source) : undefined;
}

/** A business page (/business/<id>): its path, image and LocalBusiness data. */
export function placeShare(
  content: ContentSnapshot,
  place: PlaceDetails,
  /**
   * More of the place's data as schema.org has it: its opening hours when readable, its
   * visitors' ratings and reviews when published.
   */
  more?: JsonLd,
  language: Language = "sv",
): { share: PageShare; jsonLd: JsonLd[] } {
  const path = pathIn(language, `/business/${encodeURIComponent(place.id)}`);
  const image = imageOf(content, "business", place.id);
  return {
    share: { path, ...(image ? { image } : {}) },
    jsonLd: [
      {
        ...placeJsonLd(place, {
          url: absoluteUrl(path),
          image: absoluteUrl(image ?? siteShare().image),
        }),
        ...more,
        ...pageOfRecord(absoluteUrl(path), language),
      },
    ],
  };
}

/**
 * An event page (/events/<id>): its path, image, Event data and the breadcrumbs it
 * shows; an example event gets no structured data at all.
 */
export function eventShare(
  content: ContentSnapshot,
  event: EventOccurrence,
  trail: readonly { to: string; label: string }[],
  language: Language = "sv",
): { share: PageShare; jsonLd: JsonLd[] } {
  const path = pathIn(language, `/events/${encodeURIComponent(event.id)}`);
  const image = imageOf(content, "event", event.id);
  const share = { path, ...(image ? { image } : {}) };
  const url = absoluteUrl(path);
  const data = eventJsonLd(event, { url, image: absoluteUrl(image ?? siteShare().image) });
  if (!data) return { share, jsonLd: [] };
  return {
    share,
    jsonLd: [
      { ...data, ...pageOfRecord(url, language) },
      breadcrumbJsonLd([
        ...trail.map((step) => ({ name: step.label, url: absoluteUrl(pathIn(language, step.to)) })),
        { name: event.title, url },
      ]),
    ],
  };
}

/** A category page (/category/<slug>): its path in lower case and its scene's image. */
export function categoryShare(content: ContentSnapshot, slug: string): PageShare {
  const image = imageOf(content, "category", slug);
  return { path: `/category/${encodeURIComponent(slug)}`, ...(image ? { image } : {}) };
}
