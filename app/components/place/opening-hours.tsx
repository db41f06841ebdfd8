import { Clock } from "lucide-react";
import type { PlaceHours } from "~/lib/hours/hours";
import { useFormats } from "~/lib/i18n/format";
import { useT } from "~/lib/i18n/i18n";
import { HoursBadge } from "../hours-badge";

/**
 * A place's opening hours (issue 24, point 1): the open/closed badge (confirmed hours
 * only), the usual week in Swedish notation, the coming week's holidays and eves, and
 * when the hours were last confirmed.
 */
export function OpeningHours({ hours }: { hours: PlaceHours }) {
  const t = useT();
  const { date } = useFormats();
  return (
    <section aria-labelledby="oppettider" className="mt-8 max-w-md">
      <h2 id="oppettider" className="flex items-center gap-2 font-display text-2xl font-bold">
        <Clock className="size-6" aria-hidden="true" />
        {t("place.hours")}
      </h2>
      {hours.badge ? (
        <div className="mt-3">
          <HoursBadge badge={hours.badge} />
        </div>
      ) : null}
      <dl className="mt-3 divide-y rounded-2xl bg-white" data-testid="hours-week">
        {hours.week.map((line) => (
          <div key={line.days} className="flex justify-between gap-4 py-2">
            <dt className="font-semibold">{line.days}</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </dl>
      {hours.special.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">{t("hours.special")}</h3>
          <dl className="mt-1 divide-y" data-testid="hours-special">
            {hours.special.map((day) => (
              <div key={day.date} className="flex justify-between gap-4 py-2">
                <dt className="font-semibold">{`${day.days} (${day.reason})`}</dt>
                <dd>{day.hours}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <p className="mt-3 text-sm text-ink-soft">
        {hours.checkedAt
          ? t("hours.confirmedOn", { date: date(hours.checkedAt) })
          : t("hours.unconfirmed")}
      </p>
    </section>
  );
}
