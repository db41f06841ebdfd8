import { ArrowLeft, Globe } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { PageLink } from "~/components/page-link";
import type { PlaceDetails } from "~/content/types";
import { useT } from "~/lib/i18n/i18n";
import { placeImageAlt } from "~/lib/places/place-page";

// What both business page layouts (basic and extended profile) show the same way.

/** The link back to the business's category (or, for Grand Fitness, to sport). */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <PageLink
      to={href}
      className="inline-flex items-center gap-2 text-sm font-semibold text-teal-dark hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </PageLink>
  );
}

/** The page's image, when the business has one (some pages have none, spec 2). */
export function PlaceImage({
  business,
  className = "",
}: {
  business: PlaceDetails;
  className?: string;
}) {
  const t = useT();
  if (!business.imageUrl) return null;
  return (
    <img
      src={business.imageUrl}
      alt={placeImageAlt(business.imageUrl, business.name, t)}
      width={800}
      height={600}
      // The page's largest paint: fetched before the other images.
      fetchPriority="high"
      className={`aspect-[16/9] w-full bg-sand object-cover ${className}`}
    />
  );
}

/** The place's own website as the page's main button: 'Besök hemsida', in a new tab. */
export function WebsiteButton({ href, className = "" }: { href: string; className?: string }) {
  const t = useT();
  return (
    <ExternalLink href={href} className={`btn-primary inline-flex ${className}`.trim()}>
      <Globe className="size-4" aria-hidden="true" />
      {t("place.visitWebsite")}
    </ExternalLink>
  );
}
