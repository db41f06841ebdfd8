import { data, Link } from "react-router";
import { logger } from "~/.server/logger";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/not-found";

export const pagePolicy: PagePolicy = PERSONAL_PAGE;

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  logger.warn({ path }, "page not found");
  // No page of its own: no canonical link (app/components/share-tags.tsx).
  return data({ path, share: { notFound: true as const } }, { status: 404 });
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Sidan finns inte",
    "Sidan du letar efter finns inte. Gå tillbaka till startsidan för Malmöguiden.",
  );

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="font-display text-7xl font-bold text-coral-dark">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold">
        Oops! Sidan du letar efter finns inte
      </h1>
      <p className="mt-4 text-ink-soft">
        Vi hittade ingenting på <code className="rounded bg-sand px-1">{loaderData.path}</code>.
      </p>
      <Link to="/" className="btn-primary mt-8 inline-flex">
        Tillbaka till startsidan
      </Link>
    </div>
  );
}
