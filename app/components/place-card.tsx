import { MapPin } from "lucide-react";
import { useId } from "react";
import type { FeaturedPlace } from "~/content/types";
import { langOf, OnlySwedish, type Swedish } from "~/lib/i18n/content";
import { useT } from "~/lib/i18n/i18n";
import { AdLabel } from "./ad-label";
import { HoursBadge, type HoursBadgeValue } from "./hours-badge";
import { PageLink } from "./page-link";
import { Rating } from "./rating";

export interface PlaceCardProps extends Swedish {
  title: string;
  description?: string;
  image: string;
  /** Placeholder entries have none, and show none. */
  rating?: number;
  location: string;
  /** Small label above the title, e.g. the category. */
  label?: string;
  /** Where the card leads; placeholder entries have none. */
  href?: string;
  /** Compact cards are smaller (used in featured rows). */
  compact?: boolean;
  /** Images above the fold load eagerly. */
  eager?: boolean;
  /** h3 under a section heading, h2 directly under the page's h1. */
  headingLevel?: 2 | 3;
  /** A paid placement: highlighted and labelled 'Annons'. */
  sponsored?: boolean;
  /** Open or closed now, for places with confirmed hours (lists of places). */
  hoursBadge?: HoursBadgeValue;
}

export function PlaceCard({
  title,
  description,
  image,
  rating,
  location,
  label,
  href,
  compact,
  eager,
  headingLevel = 3,
  sponsored,
  hoursBadge,
  swedish,
}: PlaceCardProps) {
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = useId();
  const adId = useId();
  const body = (
    // On a phone the picture sits beside a short text, so several places fit on one
    // screen; from the sm breakpoint up it sits above the text.
    <article
      className={`card flex h-full flex-row sm:flex-col ${sponsored ? "ring-2 ring-amber-500" : ""}`}
    >
      <img
        src={image}
        alt={t(image.endsWith(".svg") ? "card.illustration" : "card.photo", { subject: title })}
        width={800}
        height={600}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-square w-24 shrink-0 bg-sand object-cover sm:aspect-[4/3] sm:w-full"
      />
      <div
        className={`flex min-w-0 flex-1 flex-col gap-1 p-3 sm:gap-2 ${compact ? "sm:p-4" : "sm:p-5"}`}
      >
        {sponsored ? <AdLabel id={adId} /> : null}
        <div className="flex items-center justify-between gap-2 text-sm">
          {label ? (
            <span
              className="font-medium uppercase tracking-wide text-teal-dark"
              {...langOf({ swedish }, "category")}
            >
              {label}
            </span>
          ) : (
            <span />
          )}
          {rating === undefined ? null : <Rating value={rating} />}
        </div>
        <Heading
          id={headingId}
          className={`font-display text-lg font-bold text-ink ${compact ? "" : "sm:text-xl"}`}
        >
          {title}
        </Heading>
        {description ? (
          <p
            className="line-clamp-2 text-sm leading-relaxed text-ink-soft sm:line-clamp-none"
            {...langOf({ swedish }, "description")}
          >
            {description}
          </p>
        ) : null}
        {description ? (
          <OnlySwedish
            item={{ swedish }}
            field="description"
            className="text-xs italic text-ink-soft"
          />
        ) : null}
        <p className="mt-auto flex items-center gap-1 pt-1 text-sm text-ink-soft sm:pt-2">
          <MapPin className="size-4 shrink-0 text-coral-dark" aria-hidden="true" />
          {location}
        </p>
        {hoursBadge ? <HoursBadge badge={hoursBadge} small /> : null}
      </div>
    </article>
  );
  return href ? (
    // The link is named by the card's heading (an article's text does not name a link).
    <PageLink
      to={href}
      aria-labelledby={sponsored ? `${adId} ${headingId}` : headingId}
      className="card-link block h-full rounded-2xl"
    >
      {body}
    </PageLink>
  ) : (
    body
  );
}

/** A hand-picked place; featured cards link to the plural detail form (spec 2). */
export function FeaturedPlaceCard({
  place,
  ...options
}: { place: FeaturedPlace & Swedish } & Pick<
  PlaceCardProps,
  "compact" | "eager" | "headingLevel" | "sponsored"
>) {
  return (
    <PlaceCard
      title={place.title}
      image={place.image}
      rating={place.rating}
      location={place.location}
      label={place.category}
      swedish={place.swedish}
      href={place.businessId ? `/businesses/${place.businessId}` : undefined}
      {...options}
    />
  );
}
