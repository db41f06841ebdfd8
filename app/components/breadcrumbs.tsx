import { Fragment } from "react";
import { Link } from "react-router";

/** The way to the current page: each step a link, then the page itself (not a link). */
export function Breadcrumbs({
  trail,
  current,
}: {
  trail: readonly { to: string; label: string }[];
  current: string;
}) {
  return (
    <nav aria-label="Brödsmulor" className="text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-ink-soft">
        {trail.map((step) => (
          <Fragment key={step.to}>
            <li>
              <Link to={step.to} className="hover:underline">
                {step.label}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li>
          <span aria-current="page" className="font-semibold text-ink">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
