import { useLocation, useMatches, useRouteError } from "react-router";
import { SITE } from "~/content/site";
import { pathIn } from "~/lib/i18n/languages";
import { alternatePaths } from "~/lib/i18n/pages";
import { canonicalPath, type SiteShare, shareOf } from "~/lib/seo/share";

/**
 * The tags every page shares for crawlers and link previews (issue 23, point 6): its
 * canonical address (the path without the query string) and og:url, and Open Graph and
 * Twitter card tags with the page's share image or the site's. Title and description
 * come from the route's meta (app/lib/seo/meta.ts). Error and not-found answers have no
 * canonical address.
 */
export function ShareTags({ site }: { site: SiteShare | undefined }) {
  const matches = useMatches();
  const location = useLocation();
  const error = useRouteError();
  if (!site) return null;
  const share = shareOf(matches);
  const canonical =
    error || share.notFound
      ? undefined
      : new URL(share.path ?? canonicalPath(location.pathname), site.origin).href;
  // A page in every language names each (issue 40), Swedish as the default.
  const alternates = canonical ? alternatePaths(location.pathname) : [];
  return (
    <>
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {alternates.map(({ language, path }) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={language}
          href={new URL(path, site.origin).href}
        />
      ))}
      {alternates.length > 0 ? (
        <link
          rel="alternate"
          hrefLang="x-default"
          href={new URL(pathIn("sv", location.pathname), site.origin).href}
        />
      ) : null}
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:image" content={new URL(share.image ?? site.image, site.origin).href} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
