import { ArrowLeft, Clock, Globe, Mail, Map as MapIcon, MapPin, Phone } from "lucide-react";
import { Link, redirect } from "react-router";
import { shownGallery } from "~/.server/content/business-gallery";
import { getContent, type Place, pageOf, plansOf } from "~/.server/content/content";
import { database } from "~/.server/services";
import { BusinessGallery, type GalleryPicture } from "~/components/business-gallery";
import { ExternalLink } from "~/components/external-link";
import { Rating } from "~/components/rating";
import { categoryHref, categoryLabel } from "~/content/categories";
import type { PlanId } from "~/content/plans";
import type { Business, GymBusiness } from "~/content/types";
import {
  bookingActions,
  GRAND_FITNESS_ID,
  isGrandFitness,
  mapHref,
  placeImageAlt,
} from "~/lib/businesses";
import { DEFAULT_RATING, formatRating, stripProtocol, telHref, usablePhone } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { hasExtendedProfile } from "~/lib/plan-effects";
import type { Route } from "./+types/business";

/** What the page shows of a place (its source note and listing data stay on the server). */
function pageFields(place: Place): Business {
  const { id, name, description, address, email, phone, website, category, imageUrl, rating } =
    place;
  return { id, name, description, address, email, phone, website, category, imageUrl, rating };
}

/**
 * Places whose extended profile layout is part of the guide itself, whatever their plan:
 * spec section 2, "Business detail": "Grand Fitness has its own layout".
 */
const BUILT_IN_EXTENDED_PROFILES: ReadonlySet<string> = new Set([GRAND_FITNESS_ID]);

/**
 * Whether a place gets the extended profile layout (sections, hours, facilities): it
 * has a profile, and Silver or Guld delivers the layout or the spec builds it in.
 */
function showsExtendedProfile(place: Place, plan: PlanId | undefined): boolean {
  return (
    place.profile !== undefined &&
    (hasExtendedProfile(plan) || BUILT_IN_EXTENDED_PROFILES.has(place.id))
  );
}

export async function loader({ params }: Route.LoaderArgs) {
  const content = await getContent();
  const place = pageOf(content, params.businessId);
  // Unknown, hidden and page-less ids go to the start page. A server-side redirect
  // replaces the history entry, as the spec asks.
  if (!place) throw redirect("/");
  // What the plan delivers is read now, so its effects end with the plan by themselves.
  const plan = plansOf(content, new Date()).get(place.id);
  const gallery: GalleryPicture[] = await shownGallery(
    (await database()).db,
    place.id,
    plan,
    Boolean(place.imageUrl),
  );
  const gym = isGrandFitness(place.id);
  return showsExtendedProfile(place, plan)
    ? {
        kind: "gym" as const,
        gallery,
        back: gym
          ? { href: "/category/sport", label: "Tillbaka till sportaktiviteter" }
          : {
              href: categoryHref(place.category),
              label: `Tillbaka till ${categoryLabel(place.category)}`,
            },
        business: {
          ...pageFields(place),
          longDescription: place.profile?.longDescription || place.description,
          philosophy: place.profile?.philosophy ?? "",
          equipment: place.profile?.equipment ?? "",
          hours: place.profile?.hours ?? [],
          features: place.profile?.features ?? [],
        } satisfies GymBusiness,
      }
    : { kind: "standard" as const, gallery, business: pageFields(place) };
}

/** 'X i Malmö' unless the name already says Malmö or the place lies outside Malmö. */
function metaSubject(business: Business): string {
  const inMalmo = /\bMalmö$/.test(business.address.trim());
  return business.name.includes("Malmö") || !inMalmo ? business.name : `${business.name} i Malmö`;
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta(
        data.business.name,
        `${metaSubject(data.business)}: ${data.business.description.split(". ")[0]?.replace(/\.$/, "")}.`,
      )
    : [];

export default function BusinessPage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "gym" ? (
    <GymLayout business={loaderData.business} back={loaderData.back} gallery={loaderData.gallery} />
  ) : (
    <StandardLayout business={loaderData.business} gallery={loaderData.gallery} />
  );
}

function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      to={href}
      className="inline-flex items-center gap-2 text-sm font-semibold text-teal-dark hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

function StandardLayout({
  business,
  gallery,
}: {
  business: Business;
  gallery: readonly GalleryPicture[];
}) {
  const label = categoryLabel(business.category);
  const phone = usablePhone(business.phone);
  const actions = bookingActions(business);
  const rating = business.rating ?? DEFAULT_RATING;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <BackLink href={categoryHref(business.category)} label={`Tillbaka till ${label}`} />

      <div className="mt-6 overflow-hidden rounded-3xl bg-white shadow-sm">
        <BusinessImage business={business} />
        <div className="p-6 sm:p-10">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span
              className="rounded-full bg-sky px-3 py-1 font-semibold text-sea"
              data-testid="category-label"
            >
              {label}
            </span>
            <span className="inline-flex items-center gap-1">
              <span className="font-medium text-ink-soft">Betyg</span>
              <Rating value={rating} visibleLabel />
            </span>
          </div>
          <h1 className="mt-4 font-display text-4xl font-bold">{business.name}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ink-soft">
            {business.description}
          </p>

          <div className="mt-10 grid gap-8 md:grid-cols-2">
            <section aria-labelledby="kontakt">
              <h2 id="kontakt" className="font-display text-2xl font-bold">
                Kontaktinformation
              </h2>
              <dl className="mt-4 space-y-4">
                {business.address ? (
                  <ContactRow
                    icon={<MapPin className="size-5" aria-hidden="true" />}
                    term="Besöksadress"
                  >
                    {business.address}
                  </ContactRow>
                ) : null}
                {business.email ? (
                  <ContactRow icon={<Mail className="size-5" aria-hidden="true" />} term="E-post">
                    <a href={`mailto:${business.email}`} className="text-teal-dark underline">
                      {business.email}
                    </a>
                  </ContactRow>
                ) : null}
                {phone ? (
                  <ContactRow icon={<Phone className="size-5" aria-hidden="true" />} term="Telefon">
                    <a href={telHref(phone)} className="text-teal-dark underline">
                      {phone}
                    </a>
                  </ContactRow>
                ) : null}
                {business.website ? (
                  <ContactRow icon={<Globe className="size-5" aria-hidden="true" />} term="Hemsida">
                    <ExternalLink href={business.website} className="text-teal-dark underline">
                      {stripProtocol(business.website)}
                    </ExternalLink>
                  </ContactRow>
                ) : null}
              </dl>
            </section>

            <aside aria-labelledby="boka" className="rounded-2xl bg-sand/60 p-6">
              <h2 id="boka" className="font-display text-2xl font-bold">
                Boka tid
              </h2>
              <p className="mt-2 text-ink-soft">
                Kontakta oss för att boka tid eller få mer information om våra tjänster.
              </p>
              {actions.email || actions.phone ? null : (
                // No e-mail or phone we can vouch for: say so, and offer the site and the map.
                <p className="mt-2 text-sm text-ink-soft" data-testid="booking-fallback">
                  Vi har ingen e-post eller telefon till {business.name}.{" "}
                  {actions.website
                    ? "Läs mer på hemsidan eller hitta dit via kartan."
                    : "Hitta dit via kartan."}
                </p>
              )}
              <div className="mt-4 flex flex-wrap gap-3">
                {actions.email ? (
                  <a href={`mailto:${actions.email}`} className="btn-primary inline-flex">
                    <Mail className="size-4" aria-hidden="true" />
                    Skicka e-post
                  </a>
                ) : null}
                {actions.phone ? (
                  <a href={telHref(actions.phone)} className="btn-secondary inline-flex">
                    <Phone className="size-4" aria-hidden="true" />
                    Ring oss
                  </a>
                ) : null}
                {actions.website ? (
                  <ExternalLink href={actions.website} className="btn-primary inline-flex">
                    <Globe className="size-4" aria-hidden="true" />
                    Besök hemsida
                  </ExternalLink>
                ) : null}
                {actions.map ? (
                  <MapLink href={actions.map} className="btn-secondary inline-flex" />
                ) : null}
              </div>
            </aside>
          </div>
        </div>
      </div>
      <BusinessGallery images={gallery} className="mt-10" />
    </article>
  );
}

/** External map search in a new tab (a plain link: no map is embedded or hotlinked). */
function MapLink({ href, className }: { href: string; className: string }) {
  return (
    <ExternalLink href={href} className={className}>
      <MapIcon className="size-4" aria-hidden="true" />
      Visa på karta
    </ExternalLink>
  );
}

/** The page's image, when the business has one (some pages have none, spec 2). */
function BusinessImage({ business, className = "" }: { business: Business; className?: string }) {
  if (!business.imageUrl) return null;
  return (
    <img
      src={business.imageUrl}
      alt={placeImageAlt(business.imageUrl, business.name)}
      width={800}
      height={600}
      // The page's largest paint: fetched before the other images.
      fetchPriority="high"
      className={`aspect-[16/9] w-full bg-sand object-cover ${className}`}
    />
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

/** Shown in 'Vår filosofi' / 'Utrustning' when the gym has not confirmed a text. */
const NO_DESCRIPTION = "Ingen beskrivning ännu.";

/**
 * Grand Fitness's own layout (spec 2, "Business detail"), also the extended profile layout
 * Silver and Guld give a business with a profile. Every row and section shows only data the
 * entry has.
 */
function GymLayout({
  business,
  back,
  gallery,
}: {
  business: GymBusiness;
  back: { href: string; label: string };
  gallery: readonly GalleryPicture[];
}) {
  const phone = usablePhone(business.phone);
  const address = business.address.trim();
  const hasHours = business.hours.length > 0;
  const hasFeatures = business.features.length > 0;
  const sideCards = 1 + (hasHours ? 1 : 0) + (hasFeatures ? 1 : 0);
  const columns = sideCards === 3 ? "md:grid-cols-3" : sideCards === 2 ? "md:grid-cols-2" : "";
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <BackLink href={back.href} label={back.label} />
      <BusinessImage business={business} className="mt-6 rounded-3xl" />
      <header className="mt-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-teal-dark">
          {categoryLabel(business.category)}
        </p>
        <h1 className="mt-2 font-display text-4xl font-bold">{business.name}</h1>
        <p className="mt-2 text-lg font-semibold">
          <span className="text-ink-soft">Betyg </span>
          <span data-testid="gym-rating">{formatRating(business.rating ?? DEFAULT_RATING)}/5</span>
        </p>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ink-soft">
          {business.longDescription}
        </p>
      </header>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="filosofi">
          <h2 id="filosofi" className="font-display text-2xl font-bold">
            Vår filosofi
          </h2>
          <p className="mt-2 text-ink-soft" data-testid="gym-philosophy">
            {business.philosophy.trim() || NO_DESCRIPTION}
          </p>
        </section>
        <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="utrustning">
          <h2 id="utrustning" className="font-display text-2xl font-bold">
            Utrustning
          </h2>
          <p className="mt-2 text-ink-soft" data-testid="gym-equipment">
            {business.equipment.trim() || NO_DESCRIPTION}
          </p>
        </section>
      </div>

      <div className={`mt-6 grid gap-6 ${columns}`}>
        <section
          className="rounded-2xl bg-white p-6 shadow-sm"
          aria-labelledby="gym-kontakt"
          data-testid="gym-contact"
        >
          <h2 id="gym-kontakt" className="font-display text-xl font-bold">
            Kontakt
          </h2>
          <dl className="mt-3 space-y-3 text-sm">
            {address ? (
              <div>
                <dt className="font-semibold">Adress</dt>
                <dd className="text-ink-soft">
                  {address}
                  <br />
                  <ExternalLink href={mapHref(business)} className="text-teal-dark underline">
                    Visa på karta
                  </ExternalLink>
                </dd>
              </div>
            ) : null}
            {phone ? (
              <div>
                <dt className="font-semibold">Telefon</dt>
                <dd>
                  <a href={telHref(phone)} className="text-teal-dark underline">
                    {phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {business.email ? (
              <div>
                <dt className="font-semibold">E-post</dt>
                <dd>
                  <a href={`mailto:${business.email}`} className="text-teal-dark underline">
                    {business.email}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          {business.website ? (
            <ExternalLink href={business.website} className="btn-primary mt-4 inline-flex">
              <Globe className="size-4" aria-hidden="true" />
              Besök hemsida
            </ExternalLink>
          ) : null}
        </section>
        {hasHours ? (
          <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="oppettider">
            <h2 id="oppettider" className="flex items-center gap-2 font-display text-xl font-bold">
              <Clock className="size-5 text-coral-dark" aria-hidden="true" />
              Öppettider
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              {business.hours.map((row) => (
                <div key={row.days} className="flex justify-between gap-4">
                  <dt className="font-semibold">{row.days}</dt>
                  <dd className="text-ink-soft">{row.time}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {hasFeatures ? (
          <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="faciliteter">
            <h2 id="faciliteter" className="font-display text-xl font-bold">
              Faciliteter
            </h2>
            <ul className="mt-3 list-inside list-disc space-y-1 text-sm text-ink-soft">
              {business.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <BusinessGallery images={gallery} className="mt-10" />
    </article>
  );
}
