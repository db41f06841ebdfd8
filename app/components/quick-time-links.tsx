import { QUICK_TIME_FILTERS, type QuickTimeFilter, type TimeFilter } from "~/lib/events/filters";
import { type MessageId, useT } from "~/lib/i18n/i18n";
import { PageLink } from "./page-link";

/** Each quick filter's name in the catalogs (QUICK_TIME_FILTERS holds the Swedish). */
export const QUICK_TIME_IDS: Record<QuickTimeFilter, MessageId> = {
  "i-dag": "events.quick.today",
  "i-kvall": "events.quick.tonight",
  "i-helg": "events.quick.weekend",
  "nasta-vecka": "events.quick.nextWeek",
};

/**
 * What's on, at a glance (issue 23): 'I dag', 'I kväll', 'I helg' and 'Nästa vecka' as
 * links to the events list so filtered, one press and no JavaScript needed.
 */
export function QuickTimeLinks({ current }: { current?: TimeFilter }) {
  const t = useT();
  return (
    <nav aria-label={t("events.quickLinks")} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {(Object.keys(QUICK_TIME_FILTERS) as QuickTimeFilter[]).map((value) => (
          <li key={value}>
            <PageLink
              to={`/events?tid=${value}`}
              aria-current={current === value ? "page" : undefined}
              className={
                current === value
                  ? "inline-block rounded-full bg-teal-dark px-4 py-2 text-sm font-semibold text-white"
                  : "inline-block rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-teal-dark hover:bg-sand"
              }
            >
              {t(QUICK_TIME_IDS[value])}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
