import { CalendarPlus, Info } from "lucide-react";
import { data } from "react-router";
import { requestLanguage, serverT } from "~/.server/i18n/catalogs";
import { localizeEvent } from "~/.server/i18n/content";
import { eventShare } from "~/.server/seo/page-share";
import { findEvent, getContent } from "~/.server/snapshot/content";
import { Breadcrumbs } from "~/components/breadcrumbs";
import {
  EVENT_CATEGORY_IDS,
  EventFacts,
  ExampleBadge,
  UnconfirmedBadge,
} from "~/components/event-card";
import { JsonLdScript } from "~/components/json-ld-script";
import { PageLink } from "~/components/page-link";
import { SITE } from "~/content/site";
import { offersCalendarFile } from "~/lib/events/events";
import { type PagePolicy, SHARED_FOR_A_MINUTE } from "~/lib/http/page-policy";
import { langOf, OnlySwedish } from "~/lib/i18n/content";
import { metaI18n, useLanguage, useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/seo/meta";
import { formatDateRange } from "~/lib/text/dates";
import type { Route } from "./+types/$eventId";

export const pagePolicy: PagePolicy = { cache: SHARED_FOR_A_MINUTE, sitemap: "records" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = await getContent(context.database);
  const language = requestLanguage(request);
  const t = serverT(language);
  // The way to an event page, shown as breadcrumbs and given to crawlers (Swedish paths:
  // the links lead to the same pages in the page's language).
  const trail = [
    { to: "/", label: t("breadcrumbs.home") },
    { to: "/events", label: t("eventsPage.title") },
  ];
  const found = findEvent(content, params.eventId, new Date());
  if (!found)
    return data(
      { event: null, calendarHref: null, trail, share: { notFound: true as const }, jsonLd: [] },
      { status: 404 },
    );
  const event = localizeEvent(content.translations, language, found);
  return {
    event,
    trail,
    ...eventShare(content, event, trail, language),
    // Examples and dates the source does not confirm get no calendar file.
    calendarHref: offersCalendarFile(event) ? `/events/${event.id}/kalender.ics` : null,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { language, t } = metaI18n(matches);
  const event = data?.event;
  if (!event)
    return pageMeta(
      t("eventPage.notFound"),
      t("eventPage.notFoundMeta", { site: SITE.name }),
      language,
    );
  const dates = event.dates?.range ?? formatDateRange(event.start, event.end);
  const when = event.example
    ? t("eventPage.metaExample")
    : event.unconfirmed
      ? t("eventPage.metaUnconfirmed", { dates })
      : dates;
  return pageMeta(
    event.title,
    t("eventPage.metaDescription", { title: event.title, when, location: event.location }),
    language,
  );
};

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, calendarHref, jsonLd, trail } = loaderData;
  const t = useT();
  const language = useLanguage();
  if (!event) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="font-display text-3xl font-bold">{t("eventPage.notFound")}</h1>
        <p className="mt-4 text-ink-soft">{t("eventPage.notFoundText")}</p>
        <PageLink to="/events" className="btn-primary mt-8 inline-flex">
          {t("eventPage.back")}
        </PageLink>
      </div>
    );
  }
  const category = t(EVENT_CATEGORY_IDS[event.category]);
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs trail={trail} current={event.title} />

      <div className="relative mt-6">
        <img
          src={event.image}
          alt={t("card.illustration", { subject: category })}
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
        {category}
      </p>
      <h1 className="mt-2 font-display text-4xl font-bold" {...langOf(event, "title")}>
        {event.title}
      </h1>
      <OnlySwedish item={event} field="title" className="mt-1 block text-sm italic text-ink-soft" />
      {event.example ? (
        <p
          className="mt-4 flex items-start gap-2 rounded-2xl bg-amber-100 p-4 font-semibold text-amber-900"
          data-testid="example-note"
        >
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {`${t("events.exampleNote")}.`}
        </p>
      ) : null}
      {event.unconfirmed ? (
        <p
          className="mt-4 flex items-start gap-2 rounded-2xl bg-amber-100 p-4 font-semibold text-amber-900"
          data-testid="unconfirmed-note"
        >
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {`${t("events.unconfirmedNote")}. ${t("eventPage.unconfirmedText")}`}
        </p>
      ) : null}
      <EventFacts event={event} large className="mt-6 grid gap-3 sm:grid-cols-3" />
      <p className="mt-6 text-lg leading-relaxed" {...langOf(event, "description")}>
        {event.description}
      </p>
      <OnlySwedish
        item={event}
        field="description"
        className="mt-1 block text-sm italic text-ink-soft"
      />
      {event.source ? (
        <p className="mt-6 text-sm text-ink-soft" data-testid="event-source">
          {language === "sv" ? (
            t("eventPage.source", { source: event.source })
          ) : (
            // The guide's note of its source is Swedish: marked as such.
            <>
              {t("eventPage.source", { source: "" })}
              <span lang="sv">{event.source}</span>
            </>
          )}
        </p>
      ) : null}
      {calendarHref ? (
        <a href={calendarHref} download className="btn-primary mt-8 inline-flex">
          <CalendarPlus className="size-5" aria-hidden="true" />
          {t("eventPage.addToCalendar")}
        </a>
      ) : null}
      <JsonLdScript data={jsonLd} />
    </article>
  );
}
