import { Clock } from "lucide-react";
import type { GalleryPicture } from "~/.server/places/gallery";
import { ExternalLink } from "~/components/external-link";
import { PlaceGallery } from "~/components/place-gallery";
import type { GymPlace } from "~/content/types";
import type { Accessibility } from "~/lib/accessibility/accessibility";
import type { PlaceHours } from "~/lib/hours/hours";
import { langOf, OnlySwedish, type Swedish } from "~/lib/i18n/content";
import { useFormats } from "~/lib/i18n/format";
import { useT } from "~/lib/i18n/i18n";
import type { Confirmation } from "~/lib/places/confirmation";
import { mapHref } from "~/lib/places/place-page";
import { telHref, usablePhone } from "~/lib/text/format";
import { ClaimLink } from "./claim-link";
import { DirectionsLink } from "./directions-link";
import { BackLink, PlaceImage, WebsiteButton } from "./page-parts";
import { PlaceFacts } from "./place-facts";
import { PlaceReviews, type PlaceReviewsData, RatingNotes } from "./place-reviews";

/**
 * Grand Fitness's own layout (spec 2, "Business detail"), also the extended profile layout
 * Silver and Guld give a business with a profile. Every row and section shows only data the
 * entry has.
 */
export function ExtendedProfile({
  business,
  back,
  gallery,
  hours,
  accessibility,
  confirmed,
  reviews,
}: {
  business: GymPlace & Swedish;
  back: { href: string; label: string; category: string };
  gallery: readonly GalleryPicture[];
  hours?: PlaceHours;
  accessibility?: Accessibility;
  confirmed: Confirmation | null;
  reviews: PlaceReviewsData;
}) {
  const t = useT();
  const { rating } = useFormats();
  // Shown in 'Vår filosofi' / 'Utrustning' when the gym has not confirmed a text.
  const noDescription = t("place.noDescription");
  const phone = usablePhone(business.phone);
  const address = business.address.trim();
  // The profile's free-text hours only for a place without structured opening hours:
  // those are shown above (one 'Öppettider' section, one id="oppettider").
  const hasHours = !hours && business.hours.length > 0;
  const hasFeatures = business.features.length > 0;
  const sideCards = 1 + (hasHours ? 1 : 0) + (hasFeatures ? 1 : 0);
  const columns = sideCards === 3 ? "md:grid-cols-3" : sideCards === 2 ? "md:grid-cols-2" : "";
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <BackLink href={back.href} label={back.label} />
      <PlaceImage business={business} className="mt-6 rounded-3xl" />
      <header className="mt-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-teal-dark">
          {back.category}
        </p>
        <h1 className="mt-2 font-display text-4xl font-bold">{business.name}</h1>
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-lg font-semibold">
          <span>
            <span className="text-ink-soft">{`${t("rating.label")} `}</span>
            {business.rating === undefined ? null : (
              <span data-testid="gym-rating">{rating(business.rating)}/5</span>
            )}
          </span>
          <RatingNotes
            slug={business.id}
            guideRating={business.rating !== undefined}
            reviews={reviews}
          />
        </p>
        <p
          className="mt-4 max-w-3xl text-lg leading-relaxed text-ink-soft"
          {...langOf(business, "longDescription")}
        >
          {business.longDescription}
        </p>
        <OnlySwedish
          item={business}
          field="longDescription"
          className="mt-1 text-sm italic text-ink-soft"
        />
        <PlaceFacts hours={hours} accessibility={accessibility} confirmed={confirmed} />
      </header>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="filosofi">
          <h2 id="filosofi" className="font-display text-2xl font-bold">
            {t("place.philosophy")}
          </h2>
          <p
            className="mt-2 text-ink-soft"
            data-testid="gym-philosophy"
            {...(business.philosophy.trim() ? langOf(business, "philosophy") : {})}
          >
            {business.philosophy.trim() || noDescription}
          </p>
          {business.philosophy.trim() ? <OnlySwedish item={business} field="philosophy" /> : null}
        </section>
        <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="utrustning">
          <h2 id="utrustning" className="font-display text-2xl font-bold">
            {t("place.equipment")}
          </h2>
          <p
            className="mt-2 text-ink-soft"
            data-testid="gym-equipment"
            {...(business.equipment.trim() ? langOf(business, "equipment") : {})}
          >
            {business.equipment.trim() || noDescription}
          </p>
          {business.equipment.trim() ? <OnlySwedish item={business} field="equipment" /> : null}
        </section>
      </div>

      <div className={`mt-6 grid gap-6 ${columns}`}>
        <section
          className="rounded-2xl bg-white p-6 shadow-sm"
          aria-labelledby="gym-kontakt"
          data-testid="gym-contact"
        >
          <h2 id="gym-kontakt" className="font-display text-xl font-bold">
            {t("place.contactShort")}
          </h2>
          <dl className="mt-3 space-y-3 text-sm">
            {address ? (
              <div>
                <dt className="font-semibold">{t("place.addressShort")}</dt>
                <dd className="text-ink-soft">
                  {address}
                  <br />
                  <ExternalLink href={mapHref(business)} className="text-teal-dark underline">
                    {t("place.map")}
                  </ExternalLink>
                  <DirectionsLink address={address} className="mt-1 flex w-fit" />
                </dd>
              </div>
            ) : null}
            {phone ? (
              <div>
                <dt className="font-semibold">{t("place.phone")}</dt>
                <dd>
                  <a href={telHref(phone)} className="text-teal-dark underline">
                    {phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {business.email ? (
              <div>
                <dt className="font-semibold">{t("place.email")}</dt>
                <dd>
                  <a href={`mailto:${business.email}`} className="text-teal-dark underline">
                    {business.email}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          {business.website ? <WebsiteButton href={business.website} className="mt-4" /> : null}
          <ClaimLink businessId={business.id} className="mt-4" />
        </section>
        {hasHours ? (
          <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="oppettider">
            <h2 id="oppettider" className="flex items-center gap-2 font-display text-xl font-bold">
              <Clock className="size-5 text-coral-dark" aria-hidden="true" />
              {t("place.hours")}
            </h2>
            <dl className="mt-3 space-y-2 text-sm" {...langOf(business, "hours")}>
              {business.hours.map((row) => (
                <div key={row.days} className="flex justify-between gap-4">
                  <dt className="font-semibold">{row.days}</dt>
                  <dd className="text-ink-soft">{row.time}</dd>
                </div>
              ))}
            </dl>
            <OnlySwedish item={business} field="hours" />
          </section>
        ) : null}
        {hasFeatures ? (
          <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="faciliteter">
            <h2 id="faciliteter" className="font-display text-xl font-bold">
              {t("place.features")}
            </h2>
            <ul
              className="mt-3 list-inside list-disc space-y-1 text-sm text-ink-soft"
              {...langOf(business, "features")}
            >
              {business.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <OnlySwedish item={business} field="features" />
          </section>
        ) : null}
      </div>
      <PlaceGallery images={gallery} className="mt-10" />
      <PlaceReviews slug={business.id} placeName={business.name} reviews={reviews} />
    </article>
  );
}
