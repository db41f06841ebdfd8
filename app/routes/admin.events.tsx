import { Link } from "react-router";
import { listEvents } from "~/.server/admin-events";
import { requireOperator } from "~/.server/admin-session";
import { database } from "~/.server/services";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin.events";

export async function loader({ context }: Route.LoaderArgs) {
  requireOperator(context);
  const { db } = await database();
  return { events: await listEvents(db, new Date()) };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Evenemang", "Malmöguidens redaktion: evenemang."),
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <p>
        <Link to="/admin" className="font-semibold text-teal-dark underline">
          Redaktion
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-4xl font-bold">Evenemang</h1>
        <Link to="/admin/evenemang/nytt" className="btn-primary inline-flex">
          Nytt evenemang
        </Link>
      </div>
      <p className="mt-6">{events.length === 1 ? "1 evenemang" : `${events.length} evenemang`}</p>
      <ul className="mt-2 divide-y rounded-2xl bg-white shadow-sm">
        {events.map((event) => (
          <li key={event.slug} className="p-4">
            <Link
              to={`/admin/evenemang/${event.slug}`}
              className="font-semibold text-teal-dark underline"
            >
              {event.title}
            </Link>
            <p className="text-sm text-ink-soft">
              {event.past ? `Har varit: ${event.next}` : `Nästa: ${event.next}`} ·{" "}
              {event.recurrence === "Ingen" ? "Ett tillfälle" : event.recurrence} ·{" "}
              {event.status === "hidden" ? "Dold" : "Publicerad"}
              {event.example ? " · Exempel" : ""}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
