import { Menu } from "lucide-react";
import { Form, Link, NavLink, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { ErrorMessage } from "~/components/error-message";
import { LogoMark } from "~/components/logo-mark";
import { SITE } from "~/content/site";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import type { Route } from "./+types/layout";

export const pagePolicy: PagePolicy = PERSONAL_PAGE;

// Every /admin page takes the area's small forms up to the admin guard (which refuses a
// POST without a session or from another site); pages with an action declare their own.
export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

// The operator area's frame, drawn once for every page under /admin: its own header
// (not the guide's header, footer and newsletter form: root.tsx reads the handle), the
// navigation always in view once signed in, and noindex. The signed-out pages (sign-in,
// first-run setup) get the header without the navigation.

export const handle = { ownFrame: true };

export function loader({ context }: Route.LoaderArgs) {
  return { email: context.operator?.email ?? null };
}

const SECTIONS = [
  { to: "/admin", label: "Att göra", end: true },
  { to: "/admin/registreringar", label: "Registreringar" },
  { to: "/admin/ansprak", label: "Ägaranspråk" },
  { to: "/admin/foretag", label: "Företag" },
  { to: "/admin/evenemang", label: "Evenemang" },
  { to: "/admin/erbjudanden", label: "Erbjudanden" },
  { to: "/admin/utvalda", label: "Utvalda platser" },
  { to: "/admin/annonser", label: "Annonser" },
  { to: "/admin/nyhetsbrev", label: "Nyhetsbrev" },
];

function sectionClass({ isActive }: { isActive: boolean }) {
  return `block rounded-full px-3 py-2 text-sm font-semibold ${
    isActive ? "bg-sea text-white" : "text-ink hover:bg-sand"
  }`;
}

function SectionList({ className }: { className: string }) {
  return (
    <ul className={className}>
      {SECTIONS.map((section) => (
        <li key={section.to} className="shrink-0">
          <NavLink to={section.to} end={section.end} className={sectionClass}>
            {section.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function AdminFrame({ email, children }: { email: string | null; children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      {/* React places it in the document's head: once here for every admin page. The
          classes are ones the guide already uses: the public pages' CSS stays the same. */}
      <meta name="robots" content="noindex, nofollow" />
      <a href="#innehall" className="skip-link">
        Hoppa till innehållet
      </a>
      <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
        <div
          className={`mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 ${email ? "pt-4" : "py-4"}`}
        >
          <Link to="/admin" className="flex items-center gap-2">
            <LogoMark size={28} />
            <span className="font-display text-lg font-bold">{SITE.name}</span>
            <span className="text-sm font-semibold text-ink-soft">Redaktion</span>
          </Link>
          <div className="flex items-center gap-3">
            <Link to="/" className="text-sm font-semibold text-teal-dark underline">
              Till guiden
            </Link>
            {email ? (
              <Form method="post" action="/admin/logga-ut">
                <button type="submit" className="btn-secondary inline-flex">
                  Logga ut
                </button>
              </Form>
            ) : null}
          </div>
        </div>
        {email ? (
          // Every section in view (issue 35: a row that scrolled sideways hid 'Nyhetsbrev'
          // at 1280 px): wrapped rows from a tablet up; on a phone a 'Meny' disclosure, a
          // native <details> (keyboard and screen readers know it, no JavaScript needed),
          // closed again on each new page.
          <nav aria-label="Redaktionens delar" className="mx-auto max-w-5xl px-4 py-2">
            <details key={pathname} className="group md:hidden">
              <summary className="btn-secondary inline-flex cursor-pointer list-none">
                <Menu className="size-4" aria-hidden="true" />
                Meny
              </summary>
              <SectionList className="mt-2 flex flex-col gap-1" />
            </details>
            <SectionList className="hidden flex-wrap gap-1 md:flex" />
          </nav>
        ) : null}
      </header>
      <main id="innehall" className="flex-1">
        {children}
      </main>
    </>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame email={loaderData.email}>
      <Outlet />
    </AdminFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  return (
    <AdminFrame email={data?.email ?? null}>
      <ErrorMessage error={error} back={{ to: "/admin", label: "Tillbaka till redaktionen" }} />
    </AdminFrame>
  );
}
