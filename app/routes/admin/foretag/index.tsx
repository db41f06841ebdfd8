import { Form, Link } from "react-router";
import { requireOperator } from "~/.server/auth/admin-session";
import { businessCategories, listBusinesses } from "~/.server/content/admin-businesses";
import { database } from "~/.server/services";
import { AdminPage } from "~/components/admin/admin-page";
import { categoryLabel } from "~/content/categories";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(context);
  const params = new URL(request.url).searchParams;
  const filter = {
    q: params.get("q")?.trim() ?? "",
    category: params.get("kategori") ?? "",
    status: params.get("status") ?? "",
  };
  const { db } = await database();
  const [businesses, categories] = await Promise.all([
    listBusinesses(db, filter),
    businessCategories(db),
  ]);
  return { businesses, categories, filter };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Företag", "Malmöguidens redaktion: företag."),
];

const STATUS = { published: "Publicerad", hidden: "Dold" } as const;

export default function AdminBusinesses({ loaderData }: Route.ComponentProps) {
  const { businesses, categories, filter } = loaderData;
  return (
    <AdminPage
      back={{ to: "/admin", label: "Redaktion" }}
      title="Företag"
      action={{ to: "/admin/foretag/nytt", label: "Nytt företag" }}
      wide
    >
      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-4"
      >
        <div className="sm:col-span-2">
          <label htmlFor="q" className="block font-semibold">
            Sök
          </label>
          <input id="q" name="q" type="search" defaultValue={filter.q} className="field mt-1" />
        </div>
        <div>
          <label htmlFor="kategori" className="block font-semibold">
            Kategori
          </label>
          <select
            id="kategori"
            name="kategori"
            defaultValue={filter.category}
            className="field mt-1"
          >
            <option value="">Alla</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="status" className="block font-semibold">
            Status
          </label>
          <select id="status" name="status" defaultValue={filter.status} className="field mt-1">
            <option value="">Alla</option>
            <option value="published">Publicerad</option>
            <option value="hidden">Dold</option>
          </select>
        </div>
        <button type="submit" className="btn-secondary inline-flex w-fit sm:col-span-4">
          Filtrera
        </button>
      </Form>
      <p className="mt-6" role="status">
        {businesses.length === 1 ? "1 företag" : `${businesses.length} företag`}
      </p>
      <ul className="mt-2 divide-y rounded-2xl bg-white shadow-sm">
        {businesses.map((business) => (
          <li key={business.slug} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <Link
              to={`/admin/foretag/${business.slug}`}
              className="font-semibold text-teal-dark underline"
            >
              {business.name}
            </Link>
            <span className="text-sm text-ink-soft">
              {categoryLabel(business.category)} ·{" "}
              {STATUS[business.status as keyof typeof STATUS] ?? business.status}
              {business.featured ? " · Utvald" : ""}
            </span>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
