import { Star } from "lucide-react";
import { useFormats } from "~/lib/i18n/format";
import { useT } from "~/lib/i18n/i18n";

/**
 * A star rating such as '★ 4,8', read out as 'Betyg 4,8 av 5'. Where a visible
 * 'Betyg' label stands beside it, pass visibleLabel so it is not read twice.
 */
export function Rating({
  value,
  className = "",
  visibleLabel = false,
}: {
  /** None: nothing is shown (nobody has rated the place). */
  value: number | undefined;
  className?: string;
  visibleLabel?: boolean;
}) {
  const t = useT();
  const formats = useFormats();
  if (value === undefined) return null;
  return (
    <span className={`inline-flex items-center gap-1 font-semibold ${className}`}>
      <Star className="size-4 fill-sun text-sun" aria-hidden="true" />
      {visibleLabel ? null : <span className="sr-only">{`${t("rating.label")} `}</span>}
      {formats.rating(value)}
      <span className="sr-only">{` ${t("rating.outOf")}`}</span>
    </span>
  );
}
