import { Globe, Mail, Map as MapIcon, MapPin, Phone } from "lucide-react";
import type { GalleryPicture } from "~/.server/places/gallery";
import { ExternalLink } from "~/components/external-link";
import { PlaceReviews, type PlaceReviewsData, RatingNotes } from "~/components/place/place-reviews";
import { PlaceGallery } from "~/components/place-gallery";
import { Rating } from "~/components/rating";
import type { PlaceDetails } from "~/content/types";
import type { Accessibility } from "~/lib/accessibility/accessibility";
import type { PlaceHours } from "~/lib/hours/hours";
import { langOf, OnlySwedish, type Swedish } from "~/lib/i18n/content";
import { useT } from "~/lib/i18n/i18n";
import { bookingLabel } from "~/lib/places/booking-labels";
import type { Confirmation } from "~/lib/places/confirmation";
import { bookingActions } from "~/lib/places/place-page";
import { stripProtocol, telHref, usablePhone } from "~/lib/text/format";
import { ClaimLink } from "./claim-link";
import { DirectionsLink } from "./directions-link";
import { BackLink, PlaceImage, WebsiteButton } from "./page-parts";
import { PlaceFacts } from "./place-facts";

/**
 * The basic business page (spec 2, "Business detail"): the image, the description, the
 * contact details and the booking box, and the gallery when the plan gives one.
 */
export function BasicProfile({
  business,
  back,
  gallery,
  hours,
  accessibility,
  confirmed,
  reviews,
}: {
  business: PlaceDetails & Swedish;
  /** The link back to the place's category, and the category's name in the page's language. */
  back: { href: string; label: string; category: string };
  gallery: readonly GalleryPicture[];
  hours?: PlaceHours;
  accessibility?: Accessibility;
  confirmed: Confirmation | null;
  reviews: PlaceReviewsData;
}) {
  const t = useT();
  const phone = usablePhone(business.phone);
  const actions = bookingActions(business);
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <BackLink href={back.href} label={back.label} />

      <div className="mt-6 overflow-hidden rounded-3xl bg-white shadow-sm">
        <PlaceImage business={business} />
        <div className="p-6 sm:p-10">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span
              className="rounded-full bg-sky px-3 py-1 font-semibold text-sea"
              data-testid="category-label"
            >
              {back.category}
            </span>
            <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="inline-flex items-center gap-1">
                <span className="font-medium text-ink-soft">{t("rating.label")}</span>
                <Rating value={business.rating} visibleLabel />
              </span>
              <RatingNotes
                slug={business.id}
                guideRating={business.rating !== undefined}
                reviews={reviews}
              />
            </span>
          </div>
          <h1 className="mt-4 font-display text-4xl font-bold">{business.name}</h1>
          <p
            className="mt-4 max-w-3xl text-lg leading-relaxed text-ink-soft"
            {...langOf(business, "description")}
          >
            {business.description}
          </p>
          <OnlySwedish
            item={business}
            field="description"
            className="mt-1 text-sm italic text-ink-soft"
          />
          <PlaceFacts hours={hours} accessibility={accessibility} confirmed={confirmed} />

          <div className="mt-10 grid gap-8 md:grid-cols-2">
            <section aria-labelledby="kontakt">
              <h2 id="kontakt" className="font-display text-2xl font-bold">
                {t("place.contact")}
              </h2>
              <dl className="mt-4 space-y-4">
                {business.address ? (
                  <ContactRow
                    icon={<MapPin className="size-5" aria-hidden="true" />}
                    term={t("place.address")}
                  >
                    {business.address}
                    <DirectionsLink address={business.address} className="mt-1 flex w-fit" />
                  </ContactRow>
                ) : null}
                {business.email ? (
                  <ContactRow
                    icon={<Mail className="size-5" aria-hidden="true" />}
                    term={t("place.email")}
                  >
                    <a href={`mailto:${business.email}`} className="text-teal-dark underline">
                      {business.email}
                    </a>
                  </ContactRow>
                ) : null}
                {phone ? (
                  <ContactRow
                    icon={<Phone className="size-5" aria-hidden="true" />}
                    term={t("place.phone")}
                  >
                    <a href={telHref(phone)} className="text-teal-dark underline">
                      {phone}
                    </a>
                  </ContactRow>
                ) : null}
                {business.website ? (
                  <ContactRow
                    icon={<Globe className="size-5" aria-hidden="true" />}
                    term={t("place.website")}
                  >
                    <ExternalLink href={business.website} className="text-teal-dark underline">
                      {stripProtocol(business.website)}
                    </ExternalLink>
                  </ContactRow>
                ) : null}
              </dl>
              <ClaimLink businessId={business.id} className="mt-6" />
            </section>

            <aside aria-labelledby="boka" className="rounded-2xl bg-sand/60 p-6">
              <h2 id="boka" className="font-display text-2xl font-bold">
                {t("place.book")}
              </h2>
              <p className="mt-2 text-ink-soft">{t("place.bookText")}</p>
              {actions.email || actions.phone ? null : (
                // No e-mail or phone we can vouch for: say so, and offer the site and the map.
                <p className="mt-2 text-sm text-ink-soft" data-testid="booking-fallback">
                  {`${t("place.noContact", { name: business.name })} ${t(
                    actions.website ? "place.noContactWebsite" : "place.noContactMap",
                  )}`}
                </p>
              )}
              <div className="mt-4 flex flex-wrap gap-3">
                {actions.email ? (
                  <a href={`mailto:${actions.email}`} className="btn-primary inline-flex">
                    <Mail className="size-4" aria-hidden="true" />
                    {t("place.sendEmail")}
                  </a>
                ) : null}
                {actions.phone ? (
                  <a href={telHref(actions.phone)} className="btn-secondary inline-flex">
                    <Phone className="size-4" aria-hidden="true" />
                    {t("place.call")}
                  </a>
                ) : null}
                {actions.booking ? (
                  <ExternalLink href={actions.booking.url} className="btn-primary inline-flex">
                    {bookingLabel(actions.booking.label, t)}
                  </ExternalLink>
                ) : null}
                {actions.website ? <WebsiteButton href={actions.website} /> : null}
                {actions.map ? (
                  <MapLink href={actions.map} className="btn-secondary inline-flex" />
                ) : null}
              </div>
            </aside>
          </div>
        </div>
      </div>
      <PlaceGallery images={gallery} className="mt-10" />
      <PlaceReviews slug={business.id} placeName={business.name} reviews={reviews} />
    </article>
  );
}

/** External map search in a new tab (a plain link: no map is embedded or hotlinked). */
function MapLink({ href, className }: { href: string; className: string }) {
  const t = useT();
  return (
    <ExternalLink href={href} className={className}>
      <MapIcon className="size-4" aria-hidden="true" />
      {t("place.map")}
    </ExternalLink>
  );
}

function ContactRow({
  icon,
  term,
  children,
}: {
  icon: React.ReactNode;
  term: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold text-ink">
        <span className="text-coral-dark">{icon}</span>
        {term}
      </dt>
      <dd className="pl-7 text-ink-soft">{children}</dd>
    </div>
  );
}
