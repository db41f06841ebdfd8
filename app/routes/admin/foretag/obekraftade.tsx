import { countStalePlaces, listStalePlaces } from "~/.server/freshness/confirm";
import { AdminList, AdminListRow, ListCount, ListPagination } from "~/components/admin/admin-list";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { confirmationText, STALE_AFTER_MONTHS } from "~/lib/places/confirmation";
import { listPageAt, operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/obekraftade";

// Published places whose details nobody has confirmed for six months (issue 24, point 4):
// never confirmed first, then the oldest confirmation. Read a page at a time.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const now = new Date();
  const { paged, offset, limit } = listPageAt(request, await countStalePlaces(db, now));
  const places = await listStalePlaces(db, { offset, limit }, now);
  return {
    paged,
    places: places.map((place) => ({
      slug: place.slug,
      name: place.name,
      confirmed: confirmationText(
        place.confirmedAt
          ? { at: place.confirmedAt, byOwner: place.confirmedBy === "owner" }
          : null,
      ),
    })),
  };
}

export const meta: Route.MetaFunction = () =>
  adminMeta("Ej bekräftade uppgifter", "Malmöguidens redaktion: platser att kontrollera.");

export default function AdminStalePlaces({ loaderData }: Route.ComponentProps) {
  const { places, paged } = loaderData;
  return (
    <AdminPage
      back={{ to: "/admin/foretag", label: "Alla företag" }}
      title="Ej bekräftade uppgifter"
      wide
    >
      <p className="mt-2 text-ink-soft">
        {`Publicerade platser vars uppgifter ingen har bekräftat på ${STALE_AFTER_MONTHS} månader, de som aldrig bekräftats först. Kontrollera uppgifterna och bekräfta dem på platsens sida.`}
      </p>
      <ListCount total={paged.total} one="plats" many="platser" />
      {places.length > 0 ? (
        <AdminList>
          {places.map((place) => (
            <AdminListRow
              key={place.slug}
              to={`/admin/foretag/${place.slug}/bekrafta`}
              title={place.name}
              aside={place.confirmed}
            />
          ))}
        </AdminList>
      ) : (
        <p className="mt-6">Alla publicerade platser har bekräftats det senaste halvåret.</p>
      )}
      <ListPagination paged={paged} />
    </AdminPage>
  );
}
