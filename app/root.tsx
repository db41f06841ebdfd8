import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { env } from "~/.server/env";
import { cookieAttributes } from "~/lib/cookie-flags.server";
import type { Route } from "./+types/root";
import "./app.css";
import { DeferredScripts } from "~/components/deferred-scripts";
import { useNonce } from "~/components/nonce";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Splash } from "~/components/splash";
import { ToastHost } from "~/components/toasts";
import { SITE } from "~/content/site";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The splash greets the first page of a visit only: a session cookie remembers it.
const SPLASH_COOKIE = "mg_visit=1";

export function loader({ request }: Route.LoaderArgs) {
  const seenSplash = request.headers.get("cookie")?.includes(SPLASH_COOKIE) ?? false;
  return data(
    { showSplash: !seenSplash },
    seenSplash
      ? undefined
      : { headers: { "Set-Cookie": `${SPLASH_COOKIE}${cookieAttributes(env.publicUrl)}` } },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  return (
    <html lang="sv">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3954" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-paper text-ink antialiased">
        <a href="#innehall" className="skip-link">
          Hoppa till innehållet
        </a>
        {/* The first page of a visit only ("default": the location the document was loaded at). */}
        {rootData?.showSplash && location.key === "default" ? <Splash name={SITE.name} /> : null}
        <SiteHeader />
        <main id="innehall" key={location.pathname} className="page-fade flex-1">
          {children}
        </main>
        <SiteFooter />
        <ToastHost />
        <ScrollRestoration nonce={nonce} />
        <DeferredScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Tells the CSS that components now handle menus themselves (see app.css).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let heading = "Något gick fel";
  let text = "Ett oväntat fel uppstod. Försök igen om en stund.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      heading = "Oops! Sidan du letar efter finns inte";
      text = "Sidan kan ha flyttats eller tagits bort.";
    } else if (error.status === 400) {
      heading = "Felaktig förfrågan";
      text = typeof error.data === "string" && error.data ? error.data : text;
    } else if (error.status === 429) {
      heading = "För många försök";
      text = typeof error.data === "string" && error.data ? error.data : text;
    }
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{`${heading} | ${SITE.name}`}</title>
      <h1 className="font-display text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-ink-soft">{text}</p>
      <a href="/" className="btn-primary mt-8 inline-flex">
        Tillbaka till startsidan
      </a>
    </section>
  );
}
