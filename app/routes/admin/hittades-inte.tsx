import { data, Link } from "react-router";
import { requireOperator } from "~/.server/auth/admin-session";
import { logger } from "~/.server/logger";
import { adminMeta } from "~/components/admin/admin-page";
import type { Route } from "./+types/hittades-inte";

// An unknown path under /admin: a 404 inside the operator area's frame (its header,
// navigation and noindex), not the guide's public not-found page. Only a signed-in
// operator gets here: server/admin-guard.ts sends everyone else to the sign-in page.

export function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(context);
  const path = new URL(request.url).pathname;
  logger.warn({ path }, "admin page not found");
  return data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = () =>
  adminMeta("Sidan finns inte", "Malmöguidens redaktion: sidan finns inte.");

export default function AdminNotFound({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">Sidan finns inte</h1>
      <p className="mt-4 text-ink-soft">
        Redaktionen har ingen sida på{" "}
        <code className="rounded bg-sand px-1">{loaderData.path}</code>. Den kan ha flyttats, eller
        så är adressen felstavad.
      </p>
      <Link to="/admin" className="btn-primary mt-8 inline-flex">
        Till redaktionens startsida
      </Link>
    </div>
  );
}
