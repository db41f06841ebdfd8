import type { HoursView } from "~/.server/hours/opening-hours";

/** The owner's hours as the place's page will show them, the coming two weeks' exceptions included. */
export function HoursPreview({ hours, waiting }: { hours: HoursView; waiting: boolean }) {
  return (
    <div className="mt-4 rounded-lg bg-sand/60 p-3" data-testid="hours-preview">
      <h3 className="font-semibold">
        {waiting
          ? "Så här visas de nya tiderna när de är godkända"
          : "Så här visas tiderna i guiden nu"}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {hours.week.map((line) => (
          <div key={line.days} className="contents">
            <dt>{line.days}</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </dl>
      {hours.special.length > 0 ? (
        <>
          <h4 className="mt-3 font-semibold">De kommande två veckorna</h4>
          <ul className="mt-1 space-y-1">
            {hours.special.map((day) => (
              <li key={day.date}>{`${day.days}: ${day.hours} (${day.reason})`}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
