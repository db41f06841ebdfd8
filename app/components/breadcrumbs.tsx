import { Fragment } from "react";
import { useT } from "~/lib/i18n/i18n";
import { PageLink } from "./page-link";

/** The way to the current page: each step a link, then the page itself (not a link). */
export function Breadcrumbs({
  trail,
  current,
}: {
  trail: readonly { to: string; label: string }[];
  current: string;
}) {
  const t = useT();
  return (
    <nav aria-label={t("breadcrumbs.label")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-ink-soft">
        {trail.map((step) => (
          <Fragment key={step.to}>
            <li>
              <PageLink to={step.to} className="hover:underline">
                {step.label}
              </PageLink>
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
