import { Link } from "react-router";
import { AD_SLOTS_PER_DAY, MIN_DAYS_PER_MONTH } from "~/lib/places/rotation";
import { formatMonth, formatWeekday } from "~/lib/text/dates";

function shiftMonth(month: string, by: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 7);
}

/** Guld's front-page days of a month, as a list of days (readable on a phone and by a screen reader). */
export function RotationCalendar({
  month,
  days,
  daysPer,
  overbooked,
  names,
}: {
  month: string;
  days: string[][];
  daysPer: Record<string, number>;
  overbooked: boolean;
  names: Record<string, string>;
}) {
  const places = Object.keys(daysPer);
  return (
    <div className="mt-4">
      <nav aria-label="Välj månad" className="flex flex-wrap items-center gap-4">
        <Link
          to={`?manad=${shiftMonth(month, -1)}`}
          className="font-semibold text-teal-dark underline"
        >
          Föregående månad
        </Link>
        <span className="font-semibold">{formatMonth(month)}</span>
        <Link
          to={`?manad=${shiftMonth(month, 1)}`}
          className="font-semibold text-teal-dark underline"
        >
          Nästa månad
        </Link>
      </nav>
      {overbooked ? (
        <p role="alert" className="mt-4 rounded-lg bg-amber-100 p-3 font-semibold text-amber-950">
          {`Fler Guld-annonser än månaden rymmer: med ${AD_SLOTS_PER_DAY} platser per dag kan inte alla ${places.length} få ${MIN_DAYS_PER_MONTH} dagar på startsidan.`}
        </p>
      ) : null}
      {places.length === 0 ? (
        <p className="mt-4 text-ink-soft">Inga företag har Guld den här månaden.</p>
      ) : (
        <>
          <ul className="mt-4 flex flex-wrap gap-3" aria-label="Dagar per företag">
            {places.map((slug) => (
              <li key={slug} className="rounded-full bg-white px-3 py-1 text-sm shadow-sm">
                {`${names[slug] ?? slug}: ${daysPer[slug]} dagar`}
              </li>
            ))}
          </ul>
          <ol className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4" data-testid="rotation-days">
            {days.map((shown, index) => {
              const date = `${month}-${String(index + 1).padStart(2, "0")}`;
              return (
                <li key={date} className="rounded-xl bg-white p-3 text-sm shadow-sm">
                  <span className="font-semibold">{`${formatWeekday(date)} ${index + 1}`}</span>
                  <span className="block text-ink-soft">
                    {shown.map((slug) => names[slug] ?? slug).join(", ")}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
