import { CalendarPlus, Info } from "lucide-react";
import { data, Link } from "react-router";
import { eventShare } from "~/.server/seo/page-share";
import { findEvent, getContent } from "~/.server/snapshot/content";
import { Breadcrumbs } from "~/components/breadcrumbs";
import {
  EventFacts,
  EXAMPLE_EVENT_NOTE,
  ExampleBadge,
  UNCONFIRMED_DATES_NOTE,
  UnconfirmedBadge,
} from "~/components/event-card";
import { JsonLdScript } from "~/components/json-ld-script";
import { offersCalendarFile } from "~/lib/events/events";
import { type PagePolicy, SHARED_FOR_A_MINUTE } from "~/lib/http/page-policy";
import { pageMeta } from "~/lib/seo/meta";
import { formatDateRange } from "~/lib/text/dates";
import type { Route } from "./+types/$eventId";

export const pagePolicy: PagePolicy = { cache: SHARED_FOR_A_MINUTE, sitemap: "records" };

/** The way to an event page, shown as breadcrumbs and given to crawlers. */
const TRAIL = [
  { to: "/", label: "Hem" },
  { to: "/events", label: "Evenemang" },
] as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = await getContent(context.database);
  const event = findEvent(content, params.eventId, new Date());
  if (!event)
    return data(
      { event: null, calendarHref: null, share: { notFound: true as const }, jsonLd: [] },
      { status: 404 },
    );
  return {
    event,
    ...eventShare(content, event, TRAIL),
    // Examples and dates the source does not confirm get no calendar file.
    calendarHref: offersCalendarFile(event) ? `/events/${event.id}/kalender.ics` : null,
  };
}

export const meta: Route.MetaFunction = ({ data }) => {
  const event = data?.event;
  if (!event)
    return pageMeta(
      "Evenemang hittades inte",
      "Evenemanget du letar efter finns inte i Malmöguiden.",
    );
  const when = event.example
    ? "Exempel på evenemang, datum och program är inte bekräftade"
    : event.unconfirmed
      ? `${formatDateRange(event.start, event.end)} (datum ej bekräftat)`
      : formatDateRange(event.start, event.end);
  return pageMeta(event.title, `${event.title} – ${when}. Plats: ${event.location}.`);
};

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, calendarHref, jsonLd } = loaderData;
  if (!event) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="font-display text-3xl font-bold">Evenemang hittades inte</h1>
        <p className="mt-4 text-ink-soft">Evenemanget kan ha tagits bort eller så är länken fel.</p>
        <Link to="/events" className="btn-primary mt-8 inline-flex">
          Tillbaka till evenemangen
        </Link>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs trail={TRAIL} current={event.title} />

      <div className="relative mt-6">
        <img
          src={event.image}
          alt={`Illustration: ${event.category}`}
          width={800}
          height={450}
          // The page's largest paint: fetched before the other images.
          fetchPriority="high"
          className="aspect-[16/9] w-full rounded-3xl bg-sand object-cover"
        />
        {event.example ? <ExampleBadge className="absolute left-4 top-4" /> : null}
        {event.unconfirmed ? <UnconfirmedBadge className="absolute left-4 top-4" /> : null}
      </div>
      <p className="mt-8 text-sm font-semibold uppercase tracking-wide text-teal-dark">
        {event.category}
      </p>
      <h1 className="mt-2 font-display text-4xl font-bold">{event.title}</h1>
      {event.example ? (
        <p
          className="mt-4 flex items-start gap-2 rounded-2xl bg-amber-100 p-4 font-semibold text-amber-900"
          data-testid="example-note"
        >
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {EXAMPLE_EVENT_NOTE}.
        </p>
      ) : null}
      {event.unconfirmed ? (
        <p
          className="mt-4 flex items-start gap-2 rounded-2xl bg-amber-100 p-4 font-semibold text-amber-900"
          data-testid="unconfirmed-note"
        >
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {UNCONFIRMED_DATES_NOTE}. Källan nedan bekräftar bara tidigare års datum, så kontrollera
          årets datum och tid hos arrangören innan du går.
        </p>
      ) : null}
      <EventFacts event={event} large className="mt-6 grid gap-3 sm:grid-cols-3" />
      <p className="mt-6 text-lg leading-relaxed">{event.description}</p>
      {event.source ? (
        <p className="mt-6 text-sm text-ink-soft" data-testid="event-source">
          Källa: {event.source}
        </p>
      ) : null}
      {calendarHref ? (
        <a href={calendarHref} download className="btn-primary mt-8 inline-flex">
          <CalendarPlus className="size-5" aria-hidden="true" />
          Lägg till i kalendern
        </a>
      ) : null}
      <JsonLdScript data={jsonLd} />
    </article>
  );
}
