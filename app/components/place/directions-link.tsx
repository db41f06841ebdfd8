import { Navigation } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { useT } from "~/lib/i18n/i18n";
import { directionsHref } from "~/lib/places/place-page";

/**
 * 'Vägbeskrivning' beside a place's address (issue 35): directions from wherever the
 * visitor is, in a new tab; nothing for an address without a street and a number.
 */
export function DirectionsLink({ address, className }: { address: string; className?: string }) {
  const t = useT();
  const href = directionsHref(address);
  if (!href) return null;
  return (
    <ExternalLink
      href={href}
      srDetail={` ${t("place.directionsTo", { address: address.trim() })}`}
      className={`inline-flex items-center gap-1 font-semibold text-teal-dark underline ${className ?? ""}`}
    >
      <Navigation className="size-4" aria-hidden="true" />
      {t("place.directions")}
    </ExternalLink>
  );
}
