import { BadgeCheck } from "lucide-react";
import { claimFormPath } from "~/lib/claims/claims";
import { useT } from "~/lib/i18n/i18n";
import { PageLink } from "../page-link";

/**
 * 'Är det här ditt företag?' on a place's page (issue 24, point 5): the way to the claim
 * form, which an operator decides on before anyone becomes the place's owner.
 */
export function ClaimLink({
  businessId,
  className = "",
}: {
  businessId: string;
  className?: string;
}) {
  const t = useT();
  return (
    <p className={`text-sm ${className}`}>
      <PageLink
        to={claimFormPath(businessId)}
        rel="nofollow"
        className="inline-flex items-center gap-1 font-semibold text-teal-dark underline"
      >
        <BadgeCheck className="size-4" aria-hidden="true" />
        {t("place.claim")}
      </PageLink>
    </p>
  );
}
