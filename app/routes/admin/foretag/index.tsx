import { requireOperator } from "~/.server/auth/admin-session";
import { businessCategories, listBusinesses } from "~/.server/content/admin-businesses";
import { database } from "~/.server/services";
import {
  AdminList,
  AdminListRow,
  ListFilter,
  SearchFilter,
  SelectFilter,
  statusLabel,
} from "~/components/admin/admin-list";
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

export default function AdminBusinesses({ loaderData }: Route.ComponentProps) {
  const { businesses, categories, filter } = loaderData;
  return (
    <AdminPage
      back={{ to: "/admin", label: "Redaktion" }}
      title="Företag"
      action={{ to: "/admin/foretag/nytt", label: "Nytt företag" }}
      wide
    >
      <ListFilter columns={4}>
        <SearchFilter defaultValue={filter.q} />
        <SelectFilter name="kategori" label="Kategori" defaultValue={filter.category}>
          {categories.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </SelectFilter>
        <SelectFilter name="status" label="Status" defaultValue={filter.status}>
          <option value="published">Publicerad</option>
          <option value="hidden">Dold</option>
        </SelectFilter>
      </ListFilter>
      <p className="mt-6" role="status">
        {businesses.length === 1 ? "1 företag" : `${businesses.length} företag`}
      </p>
      <AdminList>
        {businesses.map((business) => (
          <AdminListRow
            key={business.slug}
            to={`/admin/foretag/${business.slug}`}
            title={business.name}
            aside={
              <>
                {categoryLabel(business.category)} · {statusLabel(business.status)}
                {business.featured ? " · Utvald" : ""}
              </>
            }
          />
        ))}
      </AdminList>
    </AdminPage>
  );
}
