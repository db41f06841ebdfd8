import { CalendarPlus } from "lucide-react";
import { data, Link } from "react-router";
import { EventFacts } from "~/components/event-card";
import { formatDateRange } from "~/lib/dates";
import { findEvent } from "~/lib/event-lookup";
import { isUpcoming } from "~/lib/events";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/event";

export function loader({ params }: Route.LoaderArgs) {
  const event = findEvent(params.eventId);
  if (!event) return data({ event: null, upcoming: false }, { status: 404 });
  return { event, upcoming: isUpcoming(event) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data?.event
    ? pageMeta(
        data.event.title,
        `${data.event.title}, ${formatDateRange(data.event.start, data.event.end)} på ${data.event.location}.`,
      )
    : pageMeta("Evenemang hittades inte", "Evenemanget du letar efter finns inte i Malmöguiden.");

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, upcoming } = loaderData;
  if (!event) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="font-display text-3xl font-bold">Evenemang hittades inte</h1>
        <p className="mt-4 text-ink-soft">Evenemanget kan ha tagits bort eller så är länken fel.</p>
        <Link to="/events" className="btn-primary mt-8 inline-flex">
          Tillbaka till evenemang
        </Link>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <nav aria-label="Brödsmulor" className="text-sm">
        <ol className="flex flex-wrap items-center gap-2 text-ink-soft">
          <li>
            <Link to="/" className="hover:underline">
              Hem
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/events" className="hover:underline">
              Evenemang
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <span aria-current="page" className="font-semibold text-ink">
              {event.title}
            </span>
          </li>
        </ol>
      </nav>

      <img
        src={event.image}
        alt={`Illustration: ${event.category}`}
        width={800}
        height={450}
        className="mt-6 aspect-[16/9] w-full rounded-3xl bg-sand object-cover"
      />
      <p className="mt-8 text-sm font-semibold uppercase tracking-wide text-teal-dark">
        {event.category}
      </p>
      <h1 className="mt-2 font-display text-4xl font-bold">{event.title}</h1>
      {upcoming ? null : (
        <p className="mt-3 inline-block rounded-full bg-sand px-3 py-1 text-sm font-semibold">
          Evenemanget har ägt rum
        </p>
      )}
      <EventFacts event={event} large className="mt-6 grid gap-3 sm:grid-cols-3" />
      <p className="mt-6 text-lg leading-relaxed">{event.description}</p>
      {upcoming ? (
        <a
          href={`/events/${event.id}/kalender.ics`}
          download
          className="btn-primary mt-8 inline-flex"
        >
          <CalendarPlus className="size-5" aria-hidden="true" />
          Lägg till i kalender
        </a>
      ) : null}
    </article>
  );
}
