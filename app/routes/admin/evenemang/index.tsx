import { listEvents } from "~/.server/events/admin-events";
import { StatusList, type StatusListKind } from "~/components/admin/admin-list";
import { AdminSectionPage, adminMeta } from "~/components/admin/admin-page";
import { listFilter, listPage, operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const filter = listFilter(request, { status: "status" });
  const words = filter.q.toLocaleLowerCase("sv-SE");
  const events = (await listEvents(db, new Date())).filter(
    (event) =>
      (!words || event.title.toLocaleLowerCase("sv-SE").includes(words)) &&
      (!filter.status || event.status === filter.status),
  );
  const { rows, paged } = listPage(request, events);
  return { events: rows, paged, filter };
}

type Event = Route.ComponentProps["loaderData"]["events"][number];

const EVENT_LIST: StatusListKind<Event> = {
  statuses: [
    ["published", "Publicerade"],
    ["hidden", "Dolda"],
  ],
  count: ["evenemang", "evenemang"],
  row: (event) => ({
    key: event.slug,
    to: `/admin/evenemang/${event.slug}`,
    title: event.title,
    details: (
      <>
        {event.past ? `Har varit: ${event.next}` : `Nästa: ${event.next}`} ·{" "}
        {event.recurrence === "Ingen" ? "Ett tillfälle" : event.recurrence} ·{" "}
        {event.status === "hidden" ? "Dold" : "Publicerad"}
        {event.example ? " · Exempel" : ""}
      </>
    ),
  }),
};

export const meta: Route.MetaFunction = () =>
  adminMeta("Evenemang", "Malmöguidens redaktion: evenemang.");

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const { events, paged, filter } = loaderData;
  return (
    <AdminSectionPage
      title="Evenemang"
      action={{ to: "/admin/evenemang/nytt", label: "Nytt evenemang" }}
    >
      <StatusList kind={EVENT_LIST} filter={filter} paged={paged} items={events} />
    </AdminSectionPage>
  );
}
