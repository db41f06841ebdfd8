import { Link } from "react-router";
import { CategoryScene } from "~/components/category-icon";
import { comingSoonTitle } from "~/content/categories";
import { type PagePolicy, SHARED_FOR_A_MINUTE } from "~/lib/http/page-policy";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/$categoryId";

export const pagePolicy: PagePolicy = { cache: SHARED_FOR_A_MINUTE, sitemap: false };

export function loader({ params }: Route.LoaderArgs) {
  const id = params.categoryId.toLowerCase();
  return { id, title: comingSoonTitle(id) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? pageMeta(`${data.title} – kommer snart`, `${data.title} i Malmöguiden kommer snart.`) : [];

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <CategoryScene slug={loaderData.id} className="mx-auto w-full max-w-md rounded-3xl" />
      <h1 className="mt-6 font-display text-4xl font-bold">{loaderData.title}</h1>
      <p className="mt-2 text-2xl font-semibold text-coral-dark">Kommer snart</p>
      <p className="mt-4 text-ink-soft">
        Vi håller på att samla de bästa platserna i den här kategorin. Har du ett företag som passar
        här? Registrera det redan nu så kommer du med från start.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/submit-business" className="btn-primary inline-flex">
          Registrera ditt företag
        </Link>
        <Link to="/" className="btn-secondary inline-flex">
          Tillbaka till startsidan
        </Link>
      </div>
    </div>
  );
}
