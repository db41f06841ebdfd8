import { I18nProvider } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { env } from "~/.server/env";
import { cookieAttributes } from "~/.server/http/cookie-flags";
import { messagesOf, requestLanguage } from "~/.server/i18n/catalogs";
import { categoryNamesIn } from "~/.server/i18n/category-names";
import { siteShare } from "~/.server/seo/page-share";
import { getContent } from "~/.server/snapshot/content";
import type { Route } from "./+types/root";
import "./app.css";
import { APP_SCRIPTS_ID, DeferredScripts } from "~/components/deferred-scripts";
import { ErrorMessage } from "~/components/error-message";
import { useNonce } from "~/components/nonce";
import { ShareTags } from "~/components/share-tags";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Splash } from "~/components/splash";
import { ToastHost } from "~/components/toasts";
import { SITE } from "~/content/site";
import { type MessageId, usePageI18n } from "~/lib/i18n/i18n";
import { languageOfPath } from "~/lib/i18n/languages";
import { stockholmNow } from "~/lib/text/dates";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The splash greets the first page of a visit only: a session cookie remembers it.
const SPLASH_COOKIE = "mg_visit=1";

/**
 * The root's data (the language and its messages) is read again when a navigation moves
 * to another language, as well as when React Router would anyway.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname) ||
  defaultShouldRevalidate;

export async function loader({ request, context }: Route.LoaderArgs) {
  const seenSplash = request.headers.get("cookie")?.includes(SPLASH_COOKIE) ?? false;
  // The page's language is its path's (issue 40): the visitor's settings never change it.
  // Only translated pages are routed under a prefix; any other path there is a 404 in it.
  const language = requestLanguage(request);
  return data(
    {
      showSplash: !seenSplash,
      site: siteShare(),
      // The footer's year comes from the server: computed while rendering, a page that
      // hydrates across New Year (or under a test's moved clock) would not match its HTML.
      year: Number(stockholmNow().slice(0, 4)),
      language,
      /** Only this language's interface text reaches the browser. */
      messages: messagesOf(language),
      /** The categories' names in the page's language (none: Swedish, the spec's). */
      categoryNames:
        language === "sv"
          ? undefined
          : categoryNamesIn((await getContent(context.database)).translations, language),
    },
    seenSplash
      ? undefined
      : { headers: { "Set-Cookie": `${SPLASH_COOKIE}${cookieAttributes(env.publicUrl)}` } },
  );
}

/**
 * True while the visitor is still at the location the document was loaded at. Its key
 * is "default" on the server but may differ in the browser (React Router's scroll
 * restoration gives the entry a key before the app hydrates), so the first key seen is
 * the one remembered; once left, never again (issue 21: the app now hydrates by itself,
 * so the splash is no longer left behind by a full page load).
 */
function useAtFirstLocation(): boolean {
  const location = useLocation();
  const [firstKey] = useState(location.key);
  const left = useRef(false);
  if (location.key !== firstKey) left.current = true;
  return !left.current;
}

/**
 * True on pages whose route draws its own frame, `handle = { ownFrame: true }` (the
 * operator area, app/routes/admin/layout.tsx): no public header, footer or splash there.
 */
function useOwnFrame(): boolean {
  return useMatches().some(
    (match) => (match.handle as { ownFrame?: boolean } | undefined)?.ownFrame === true,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const atFirstLocation = useAtFirstLocation();
  const ownFrame = useOwnFrame();
  const i18n = usePageI18n(rootData?.language, rootData?.messages);
  // The provider wraps the document as a single child, so React's generated ids on the
  // pages stay as they were.
  return (
    <I18nProvider i18n={i18n}>
      <html lang={i18n.locale}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          {/* Issue 21: the first rendering waits until the body is parsed up to the app's
              scripts (near its end), so the page is styled, laid out and painted once, whole,
              not first in part and again in full right after. Browsers without it ignore it. */}
          <link rel="expect" href={`#${APP_SCRIPTS_ID}`} blocking="render" />
          <meta name="theme-color" content="#0b3954" />
          <Meta />
          <ShareTags site={rootData?.site} />
          <Links />
        </head>
        <body className="flex min-h-screen flex-col bg-paper text-ink antialiased">
          {/* Each part keeps its place among the body's children whether shown or not, so
              that the public pages' generated ids stay as they were. */}
          {ownFrame ? null : (
            <a href="#innehall" className="skip-link">
              {i18n._("frame.skipLink" satisfies MessageId)}
            </a>
          )}
          {/* The first page of a visit only, at the location the document was loaded at. */}
          {!ownFrame && rootData?.showSplash && atFirstLocation ? (
            <Splash name={SITE.name} />
          ) : null}
          {ownFrame ? null : <SiteHeader />}
          {ownFrame ? (
            children
          ) : (
            <main id="innehall" key={location.pathname} className="page-fade flex-1">
              {children}
            </main>
          )}
          {ownFrame ? null : <SiteFooter year={rootData?.year} />}
          <ToastHost />
          <ScrollRestoration nonce={nonce} />
          <DeferredScripts nonce={nonce} />
        </body>
      </html>
    </I18nProvider>
  );
}

export default function App() {
  // Tells the CSS that components now handle the hero themselves (see app.css), and the
  // boot script that it may replay what the visitor did before the app arrived
  // (app/components/deferred-scripts.tsx). The root's effect runs after every route's.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    (window as Window & { __mgHydrated?: () => void }).__mgHydrated?.();
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorMessage error={error} />;
}
