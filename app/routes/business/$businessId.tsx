import { redirect } from "react-router";
import { hoursJsonLd, placeHours } from "~/.server/hours/opening-hours";
import { shownGallery } from "~/.server/places/gallery";
import { placeReviews, reviewsJsonLd } from "~/.server/reviews/reviews";
import { placeShare } from "~/.server/seo/page-share";
import { getContent, type Place, pageOf, plansOf } from "~/.server/snapshot/content";
import { JsonLdScript } from "~/components/json-ld-script";
import { BasicProfile } from "~/components/place/basic-profile";
import { ExtendedProfile } from "~/components/place/extended-profile";
import { categoryHref, categoryLabel } from "~/content/categories";
import type { PlanId } from "~/content/plans";
import type { GymPlace, PlaceDetails } from "~/content/types";
import { type PagePolicy, SHARED_FOR_A_MINUTE } from "~/lib/http/page-policy";
import { GRAND_FITNESS_ID, isGrandFitness } from "~/lib/places/place-page";
import { hasExtendedProfile } from "~/lib/plans/effects";
import { pageMeta } from "~/lib/seo/meta";
import { formatMonth, stockholmNow } from "~/lib/text/dates";
import type { Route } from "./+types/$businessId";

export const pagePolicy: PagePolicy = {
  cache: SHARED_FOR_A_MINUTE,
  sitemap: "records",
  countsViews: "place",
};

// A business page: the loader reads the place, its plan and its gallery and picks the
// layout (basic, or the extended profile); the layouts are in app/components/place/.

/** What the page shows of a place (its source note and listing data stay on the server). */
function pageFields(place: Place): PlaceDetails {
  const { id, name, description, address, email, phone, website, category } = place;
  return { id, name, description, address, email, phone, website, category, ...pictured(place) };
}

/** The picture, rating and booking button a page shows of a place. */
function pictured({ imageUrl, rating, booking }: Place) {
  return { imageUrl, rating, booking };
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

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = await getContent(context.database);
  const place = pageOf(content, params.businessId);
  // Unknown, hidden and page-less ids go to the start page. A server-side redirect
  // replaces the history entry, as the spec asks.
  if (!place) throw redirect("/");
  // What the plan delivers is read now, so its effects end with the plan by themselves.
  const plan = plansOf(content, new Date()).get(place.id);
  const gallery = await shownGallery(context.database.db, place.id, plan, Boolean(place.imageUrl));
  const gym = isGrandFitness(place.id);
  const nowLocal = stockholmNow(new Date());
  const hours = placeHours(place, nowLocal);
  const reviews = await placeReviews(
    context.database.db,
    place.id,
    new URL(request.url).searchParams.get("omdomen"),
  );
  const { share, jsonLd } = placeShare(content, pageFields(place), {
    ...(place.openingHours && hours ? hoursJsonLd(place.openingHours, nowLocal) : {}),
    ...reviewsJsonLd(reviews.summary, reviews.reviews),
  });
  // What both layouts show beside the place's own fields.
  const shared = {
    share,
    jsonLd,
    gallery,
    hours,
    accessibility: place.accessibility,
    confirmed: place.confirmed ?? null,
    reviews: {
      ...reviews,
      reviews: reviews.reviews.map((review) => ({
        ...review,
        visitMonth: review.visitMonth ? formatMonth(review.visitMonth) : null,
      })),
    },
  };
  return showsExtendedProfile(place, plan)
    ? {
        kind: "gym" as const,
        ...shared,
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
        } satisfies GymPlace,
      }
    : {
        kind: "standard" as const,
        ...shared,
        business: pageFields(place),
      };
}

/** 'X i Malmö' unless the name already says Malmö or the place lies outside Malmö. */
function metaSubject(place: PlaceDetails): string {
  const inMalmo = /\bMalmö$/.test(place.address.trim());
  return place.name.includes("Malmö") || !inMalmo ? place.name : `${place.name} i Malmö`;
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta(
        data.business.name,
        `${metaSubject(data.business)}: ${data.business.description.split(". ")[0]?.replace(/\.$/, "")}.`,
      )
    : [];

export default function PlacePage({ loaderData }: Route.ComponentProps) {
  const { gallery, hours, accessibility, confirmed, reviews } = loaderData;
  const facts = { gallery, hours, accessibility, confirmed, reviews };
  return (
    <>
      {loaderData.kind === "gym" ? (
        <ExtendedProfile business={loaderData.business} back={loaderData.back} {...facts} />
      ) : (
        <BasicProfile business={loaderData.business} {...facts} />
      )}
      <JsonLdScript data={loaderData.jsonLd} />
    </>
  );
}
