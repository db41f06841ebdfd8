import { CalendarDays, Clock, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { GuideEvent } from "~/content/types";
import { formatDateRange, formatTimeRange, formatWeekday } from "~/lib/dates";

/** headingLevel: h3 under a section heading, h2 directly under the page's h1. */
export function EventCard({
  event,
  headingLevel = 3,
}: {
  event: GuideEvent;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Link to={`/events/${event.id}`} className="card-link block h-full rounded-2xl">
      <article className="card flex h-full flex-col">
        <img
          src={event.image}
          alt={`Illustration: ${event.category}`}
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
          className="aspect-[16/9] w-full bg-sand object-cover"
        />
        <div className="flex flex-1 flex-col gap-2 p-5">
          <p className="text-sm font-medium uppercase tracking-wide text-teal-dark">
            {event.category}
          </p>
          <Heading className="font-display text-xl font-bold">{event.title}</Heading>
          <p className="line-clamp-3 text-sm text-ink-soft">{event.description}</p>
          <EventFacts event={event} className="mt-auto space-y-1 pt-2 text-sm" />
        </div>
      </article>
    </Link>
  );
}

/** When, what time and where: on the event cards and, larger and with the weekday, on the event page. */
export function EventFacts({
  event,
  className = "",
  large = false,
}: {
  event: GuideEvent;
  className?: string;
  large?: boolean;
}) {
  const icon = `${large ? "size-5" : "size-4"} text-coral-dark`;
  return (
    <ul className={`text-ink-soft ${className}`}>
      <li className="flex items-center gap-2">
        <CalendarDays className={icon} aria-hidden="true" />
        <span>
          {large ? <span className="capitalize">{formatWeekday(event.start)} </span> : null}
          <time dateTime={event.start.slice(0, 10)}>{formatDateRange(event.start, event.end)}</time>
        </span>
      </li>
      <li className="flex items-center gap-2">
        <Clock className={icon} aria-hidden="true" />
        {formatTimeRange(event.start, event.end)}
      </li>
      <li className="flex items-center gap-2">
        <MapPin className={icon} aria-hidden="true" />
        {event.location}
      </li>
    </ul>
  );
}
