import { CalendarDays, Clock, MapPin } from "lucide-react";
import { useId } from "react";
import type { EventCategory } from "~/content/types";
import type { EventOccurrence } from "~/lib/events/events";
import { type DatesInWords, langOf, OnlySwedish, type Swedish } from "~/lib/i18n/content";
import { type Formats, useFormats } from "~/lib/i18n/format";
import { type MessageId, useT } from "~/lib/i18n/i18n";
import { formatDateRange, formatWeekday } from "~/lib/text/dates";
import { CardImage } from "./card-image";
import { PageLink } from "./page-link";

/** The 'Datum ej bekräftat' badge of a real event's unconfirmed dates. */
export function UnconfirmedBadge({ className = "" }: { className?: string }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900 ${className}`}
    >
      {t("events.unconfirmed")}
    </span>
  );
}

/** The 'Exempel' badge, styled like the offers' tags. */
export function ExampleBadge({ className = "" }: { className?: string }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900 ${className}`}
    >
      {t("events.example")}
    </span>
  );
}

/**
 * headingLevel: h3 under a section heading, h2 directly under the page's h1.
 * eager: the card is in the first view, so its image loads at once (not lazily).
 * priority: the card's image is the page's largest paint, fetched before the others.
 */
export function EventCard({
  event,
  headingLevel = 3,
  eager = false,
  priority = false,
}: {
  event: EventOccurrence & Swedish & DatesInWords;
  headingLevel?: 2 | 3;
  eager?: boolean;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = useId();
  const t = useT();
  const category = t(EVENT_CATEGORY_IDS[event.category]);
  // The link is named by the card's heading (an article's text does not name a link).
  return (
    <PageLink
      to={`/events/${event.id}`}
      aria-labelledby={headingId}
      className="card-link block h-full rounded-2xl"
    >
      <article
        className="card flex h-full flex-col"
        data-example={event.example || undefined}
        data-unconfirmed={event.unconfirmed}
      >
        <div className="relative">
          <CardImage
            src={event.image}
            subject={category}
            shape="16/9"
            loading={eager || priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
          />
          {event.example ? <ExampleBadge className="absolute left-4 top-4" /> : null}
          {event.unconfirmed ? <UnconfirmedBadge className="absolute left-4 top-4" /> : null}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-5">
          <p className="text-sm font-medium uppercase tracking-wide text-teal-dark">{category}</p>
          <Heading
            id={headingId}
            className="font-display text-xl font-bold"
            {...langOf(event, "title")}
          >
            {event.title}
          </Heading>
          <p className="line-clamp-3 text-sm text-ink-soft" {...langOf(event, "description")}>
            {event.description}
          </p>
          <OnlySwedish item={event} field="description" className="text-xs italic text-ink-soft" />
          <EventFacts event={event} className="mt-auto space-y-1 pt-2 text-sm" />
          {event.example ? (
            <p className="text-xs font-medium text-ink-soft">{t("events.exampleNote")}</p>
          ) : null}
          {event.unconfirmed ? (
            <p className="text-xs font-medium text-ink-soft">{t("events.unconfirmedNote")}</p>
          ) : null}
        </div>
      </article>
    </PageLink>
  );
}

/** Each event category's name in the catalogs. */
export const EVENT_CATEGORY_IDS: Record<EventCategory, MessageId> = {
  "Mat och dryck": "events.category.food",
  "Konstgallerier och museer": "events.category.art",
  "Musik och teater": "events.category.music",
};

/** "18.00–21.00", "kl. 18.00", or a pointer to the organiser when no time is known. */
function eventTimeText(
  event: EventOccurrence,
  t: ReturnType<typeof useT>,
  formats: Formats,
): string {
  switch (event.timing) {
    case "range":
      return formats.timeRange(event.start, event.end);
    case "start":
      return t("events.at", { time: formats.time(event.start) });
    case "none":
      return t("events.timesByOrganiser");
  }
}

/** When, what time and where: on the event cards and, larger and with the weekday, on the event page. */
export function EventFacts({
  event,
  className = "",
  large = false,
}: {
  event: EventOccurrence & DatesInWords;
  className?: string;
  large?: boolean;
}) {
  const icon = `${large ? "size-5" : "size-4"} shrink-0 text-coral-dark`;
  const t = useT();
  const formats = useFormats();
  return (
    <ul className={`text-ink-soft ${className}`}>
      <li className="flex items-center gap-2">
        <CalendarDays className={icon} aria-hidden="true" />
        <span>
          {large ? (
            <span className="capitalize">
              {event.dates?.weekday ?? formatWeekday(event.start)}{" "}
            </span>
          ) : null}
          <time dateTime={event.start.slice(0, 10)}>
            {/* Cards say "I kväll 20.00" for the coming week; the event page the full date. */}
            {(!large && event.relative) ||
              (event.dates?.range ?? formatDateRange(event.start, event.end))}
          </time>
        </span>
      </li>
      <li className="flex items-center gap-2">
        <Clock className={icon} aria-hidden="true" />
        {eventTimeText(event, t, formats)}
      </li>
      <li className="flex items-center gap-2">
        <MapPin className={icon} aria-hidden="true" />
        {event.location}
      </li>
    </ul>
  );
}
