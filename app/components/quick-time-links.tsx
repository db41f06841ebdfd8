import { Link } from "react-router";
import { QUICK_TIME_FILTERS, type TimeFilter } from "~/lib/events/filters";

/**
 * What's on, at a glance (issue 23): 'I dag', 'I kväll', 'I helg' and 'Nästa vecka' as
 * links to the events list so filtered, one press and no JavaScript needed.
 */
export function QuickTimeLinks({ current }: { current?: TimeFilter }) {
  return (
    <nav aria-label="Evenemang i tid" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {Object.entries(QUICK_TIME_FILTERS).map(([value, label]) => (
          <li key={value}>
            <Link
              to={`/events?tid=${value}`}
              aria-current={current === value ? "page" : undefined}
              className={
                current === value
                  ? "inline-block rounded-full bg-teal-dark px-4 py-2 text-sm font-semibold text-white"
                  : "inline-block rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-teal-dark hover:bg-sand"
              }
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
