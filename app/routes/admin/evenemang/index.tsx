import { requireOperator } from "~/.server/auth/admin-session";
import { listEvents } from "~/.server/content/admin-events";
import { database } from "~/.server/services";
import { AdminList, AdminListRow } from "~/components/admin/admin-list";
import { AdminPage } from "~/components/admin/admin-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/index";

export async function loader({ context }: Route.LoaderArgs) {
  requireOperator(context);
  const { db } = await database();
  return { events: await listEvents(db, new Date()) };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Evenemang", "Malmöguidens redaktion: evenemang."),
];

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData;
  return (
    <AdminPage
      back={{ to: "/admin", label: "Redaktion" }}
      title="Evenemang"
      action={{ to: "/admin/evenemang/nytt", label: "Nytt evenemang" }}
      wide
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
    </AdminPage>
  );
}
