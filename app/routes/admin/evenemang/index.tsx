import { listEvents } from "~/.server/content/admin-events";
import { AdminList, AdminListRow } from "~/components/admin/admin-list";
import { AdminSectionPage, adminMeta } from "~/components/admin/admin-page";
import { operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/index";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  return { events: await listEvents(db, new Date()) };
}

export const meta: Route.MetaFunction = () =>
  adminMeta("Evenemang", "Malmöguidens redaktion: evenemang.");

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData;
  return (
    <AdminSectionPage
      title="Evenemang"
      action={{ to: "/admin/evenemang/nytt", label: "Nytt evenemang" }}
    >
      <p className="mt-6">{events.length === 1 ? "1 evenemang" : `${events.length} evenemang`}</p>
      <AdminList>
        {events.map((event) => (
          <AdminListRow
            key={event.slug}
            to={`/admin/evenemang/${event.slug}`}
            title={event.title}
            details={
              <>
                {event.past ? `Har varit: ${event.next}` : `Nästa: ${event.next}`} ·{" "}
                {event.recurrence === "Ingen" ? "Ett tillfälle" : event.recurrence} ·{" "}
                {event.status === "hidden" ? "Dold" : "Publicerad"}
                {event.example ? " · Exempel" : ""}
              </>
            }
          />
        ))}
      </AdminList>
    </AdminSectionPage>
  );
}
