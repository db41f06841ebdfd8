import { Form, NavLink, Outlet } from "react-router";
import { ownerOf } from "~/.server/auth/owner-auth";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import type { Route } from "./+types/layout";

export const pagePolicy: PagePolicy = PERSONAL_PAGE;

// The business owner's pages (/foretagare): an owner is one of the guide's visitors, so
// they keep its header and footer. This layout holds what the owner pages share, once:
// the narrow column that reads well on a phone, noindex, and for a signed-in owner the
// area's navigation (who is signed in, their page, signing out) on every owner page.

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await ownerOf(context.database.db, request);
  return { email: owner?.email ?? null };
}

export default function OwnerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      {/* React places it in the document's head. */}
      <meta name="robots" content="noindex, nofollow" />
      {loaderData.email ? (
        <nav
          aria-label="Företagarsidor"
          className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm"
        >
          <p className="text-ink-soft">
            Inloggad som <strong className="text-ink">{loaderData.email}</strong>
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <NavLink
              to="/foretagare/konto"
              end
              className="font-semibold text-sea underline-offset-4 hover:underline aria-[current=page]:underline"
            >
              Din företagssida
            </NavLink>
            <Form method="post" action="/foretagare/logga-ut">
              <button type="submit" className="btn-secondary inline-flex">
                Logga ut
              </button>
            </Form>
          </div>
        </nav>
      ) : null}
      <Outlet />
    </div>
  );
}
