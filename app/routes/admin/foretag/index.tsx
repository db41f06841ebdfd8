import { Link } from "react-router";
import { countPlaces, listPlaces, placeCategories } from "~/.server/places/admin-places";
import {
  AdminList,
  AdminListRow,
  ListCount,
  ListFilter,
  ListPagination,
  SelectFilter,
  statusLabel,
} from "~/components/admin/admin-list";
import { AdminSectionPage, adminMeta } from "~/components/admin/admin-page";
import { categoryLabel } from "~/content/categories";
import { categoryChoices, categoryKey, spellingsOf } from "~/lib/places/admin-categories";
import { listFilter, listPageAt, operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const filter = listFilter(request, { category: "kategori", status: "status" });
  // One choice per category, whatever the places' spellings ('Boende', 'boende').
  const stored = await placeCategories(db);
  const query = {
    q: filter.q,
    status: filter.status,
    ...(filter.category ? { categories: spellingsOf(stored, filter.category) } : {}),
  };
  // A page at a time from the database: the guide may hold tens of thousands of places.
  const { paged, offset, limit } = listPageAt(request, await countPlaces(db, query));
  const places = await listPlaces(db, query, { offset, limit });
  return { businesses: places, paged, categories: categoryChoices(stored), filter };
}

export const meta: Route.MetaFunction = () =>
  adminMeta("Företag", "Malmöguidens redaktion: företag.");

const STATUS_FILTER = [
  ["published", "Publicerad"],
  ["hidden", "Dold"],
] as const;

export default function AdminPlaces({ loaderData }: Route.ComponentProps) {
  const { businesses, paged, categories, filter } = loaderData;
  return (
    <AdminSectionPage title="Företag" action={{ to: "/admin/foretag/nytt", label: "Nytt företag" }}>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to="/admin/foretag/import" className="btn-secondary inline-flex">
          Importera CSV
        </Link>
        {/* A download, not a page: the browser fetches it as a document. */}
        <a href="/admin/foretag/export.csv" download className="btn-secondary inline-flex">
          Exportera CSV
        </a>
        <Link to="/admin/foretag/obekraftade" className="btn-secondary inline-flex">
          Ej bekräftade på sex månader
        </Link>
      </p>
      <ListFilter columns={4} search={filter.q}>
        <SelectFilter
          name="kategori"
          label="Kategori"
          defaultValue={categoryKey(filter.category)}
          options={categories}
        />
        <SelectFilter
          name="status"
          label="Status"
          defaultValue={filter.status}
          options={STATUS_FILTER}
        />
      </ListFilter>
      <ListCount total={paged.total} one="företag" many="företag" />
      <AdminList>
        {businesses.map((place) => (
          <AdminListRow
            key={place.slug}
            to={`/admin/foretag/${place.slug}`}
            title={place.name}
            aside={
              <>
                {categoryLabel(place.category)} · {statusLabel(place.status)}
                {place.featured ? " · Utvald" : ""}
              </>
            }
          />
        ))}
      </AdminList>
      <ListPagination paged={paged} />
    </AdminSectionPage>
  );
}
