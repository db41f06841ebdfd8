import { CategoryGrid } from "~/components/category-grid";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/all-categories";

export const pagePolicy: PagePolicy = LISTED_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Alla kategorier",
    "Alla kategorier i Malmöguiden: fika, shopping, boende, restauranger, sport, kultur och mer.",
  );

export default function AllCategories() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">Alla kategorier</h1>
      <p className="mt-2 mb-8 text-ink-soft">
        Välj en kategori och hitta det bästa Malmö har att erbjuda.
      </p>
      <CategoryGrid />
    </div>
  );
}
