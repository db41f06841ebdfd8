import type { ReactNode } from "react";
import { useT } from "~/lib/i18n/i18n";

/**
 * A link that opens in a new tab, without giving the other site a handle on this one
 * (noopener) or our address (noreferrer). Screen readers hear that a tab will open,
 * after the link's text and an optional `srDetail` ("hos Saluhallen").
 */
export function ExternalLink({
  href,
  className,
  srDetail,
  children,
}: {
  href: string;
  className?: string;
  /** Words only screen readers hear before the new-tab hint, e.g. where the link leads. */
  srDetail?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">
        {srDetail}
        {` ${t("link.newTab")}`}
      </span>
    </a>
  );
}
