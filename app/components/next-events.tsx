import type { EventOccurrence } from "~/lib/events/events";
import type { DatesInWords, Swedish } from "~/lib/i18n/content";
import { useT } from "~/lib/i18n/i18n";
import { EventCard } from "./event-card";
import { PageLink } from "./page-link";

/**
 * When 'I kväll', 'I helg' (or another quick choice) finds nothing (issue 35): say so,
 * then the next events under a heading of their own, so the page is no dead end. The
 * result count above stays the filter's own.
 */
export function NoEventsThenNext({
  message,
  next,
}: {
  message: string;
  next: readonly (EventOccurrence & Swedish & DatesInWords)[];
}) {
  const t = useT();
  return (
    <>
      <p className="mt-4 text-lg text-ink" data-testid="no-events">
        {message}
        {next.length > 0 ? ` ${t("eventsPage.nextIntro")}` : null}
      </p>
      {next.length > 0 ? (
        <section aria-labelledby="kommande-evenemang" className="mt-6">
          <h2 id="kommande-evenemang" className="font-display text-2xl font-bold">
            {t("eventsPage.upcoming")}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="next-events">
            {next.map((event, index) => (
              <li key={event.key}>
                <EventCard event={event} headingLevel={3} eager={index < 1} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-6">
        <PageLink to="/events" className="font-semibold text-teal-dark underline">
          {t("eventsPage.showAll")}
        </PageLink>
      </p>
    </>
  );
}
