import { redirect } from "react-router";
import { hoursJsonLd, placeHours } from "~/.server/hours/opening-hours";
import { requestLanguage, serverT } from "~/.server/i18n/catalogs";
import { localize, textsIn } from "~/.server/i18n/content";
import { dateWordsIn } from "~/.server/i18n/dates";
import { shownGallery } from "~/.server/places/gallery";
import { placeReviews, reviewsJsonLd } from "~/.server/reviews/reviews";
import { placeShare } from "~/.server/seo/page-share";
import { getContent, type Place, pageOf, plansOf } from "~/.server/snapshot/content";
import { JsonLdScript } from "~/components/json-ld-script";
import { BasicProfile } from "~/components/place/basic-profile";
import { ExtendedProfile } from "~/components/place/extended-profile";
import { categoryBySlug, categoryHref, categoryLabel } from "~/content/categories";
import type { PlanId } from "~/content/plans";
import type { GymPlace, PlaceDetails } from "~/content/types";
import { type PagePolicy, SHARED_FOR_A_MINUTE } from "~/lib/http/page-policy";
import type { Swedish } from "~/lib/i18n/content";
import { metaI18n } from "~/lib/i18n/i18n";
import { type Language, pathIn } from "~/lib/i18n/languages";
import { GRAND_FITNESS_ID, isGrandFitness } from "~/lib/places/place-page";
import { hasExtendedProfile } from "~/lib/plans/effects";
import { pageMeta } from "~/lib/seo/meta";
import { stockholmNow } from "~/lib/text/dates";
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

/** The place's category as its badge and back link name it, in `language`. */
function categoryIn(
  translations: Parameters<typeof textsIn>[0],
  language: Language,
  category: string,
): string {
  const slug = categoryBySlug(category)?.slug;
  const texts = slug ? textsIn(translations, language, "category", slug) : undefined;
  // Swedish names some categories by their slug ('barn'); other languages by their name.
  return texts?.backLinkLabel || texts?.label || categoryLabel(category);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = await getContent(context.database);
  const language = requestLanguage(request);
  const t = serverT(language);
  const place = pageOf(content, params.businessId);
  // Unknown, hidden and page-less ids go to the start page (in the page's language). A
  // server-side redirect replaces the history entry, as the spec asks.
  if (!place) throw redirect(pathIn(language, "/"));
  // What the plan delivers is read now, so its effects end with the plan by themselves.
  const plan = plansOf(content, new Date()).get(place.id);
  const gallery = await shownGallery(context.database.db, place.id, plan, Boolean(place.imageUrl));
  const gym = isGrandFitness(place.id);
  const nowLocal = stockholmNow(new Date());
  const hours = placeHours(place, nowLocal, language);
  const reviews = await placeReviews(
    context.database.db,
    place.id,
    new URL(request.url).searchParams.get("omdomen"),
  );
  const { share, jsonLd } = placeShare(
    content,
    pageFields(place),
    {
      ...(place.openingHours && hours ? hoursJsonLd(place.openingHours, nowLocal) : {}),
      ...reviewsJsonLd(reviews.summary, reviews.reviews),
    },
    language,
  );
  const words = dateWordsIn(language);
  const category = categoryIn(content.translations, language, place.category);
  // The place's texts in the page's language (issue 40): the guide's or the operator's
  // translation, else the Swedish, marked.
  const fields = localize(content.translations, language, "place", place.id, pageFields(place), [
    "description",
  ]);
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
        visitMonth: review.visitMonth ? words.monthYear(review.visitMonth) : null,
      })),
    },
  };
  const back = gym
    ? { href: "/category/sport", label: t("place.backSport"), category }
    : { href: categoryHref(place.category), label: t("place.back", { label: category }), category };
  if (!showsExtendedProfile(place, plan))
    return { kind: "standard" as const, ...shared, back, business: fields };
  const profile = {
    longDescription: place.profile?.longDescription || place.description,
    philosophy: place.profile?.philosophy ?? "",
    equipment: place.profile?.equipment ?? "",
    hours: place.profile?.hours ?? [],
    features: place.profile?.features ?? [],
  };
  const long = localize(content.translations, language, "place", place.id, profile, [
    "longDescription",
  ]);
  // Without a long text of its own, the profile says the place's (translated) description.
  const longDescription = place.profile?.longDescription
    ? long.longDescription
    : fields.description;
  // The profile's other texts are the owner's Swedish: marked as such on other pages.
  const swedish = new Set(fields.swedish ?? []);
  const longIsSwedish = place.profile?.longDescription
    ? long.swedish?.includes("longDescription")
    : swedish.has("description");
  if (longIsSwedish) swedish.add("longDescription");
  if (language !== "sv") {
    for (const field of ["philosophy", "equipment"] as const)
      if (profile[field].trim() !== "") swedish.add(field);
    for (const field of ["hours", "features"] as const)
      if (profile[field].length > 0) swedish.add(field);
  }
  return {
    kind: "gym" as const,
    ...shared,
    back,
    business: {
      ...fields,
      ...profile,
      longDescription,
      ...(swedish.size > 0 ? { swedish: [...swedish] } : {}),
    } satisfies GymPlace & Swedish,
  };
}

/** 'X i Malmö' unless the name already says Malmö or the place lies outside Malmö. */
function metaSubject(place: PlaceDetails, t: ReturnType<typeof metaI18n>["t"]): string {
  const inMalmo = /\bMalmö$/.test(place.address.trim());
  return place.name.includes("Malmö") || !inMalmo
    ? place.name
    : t("place.metaSubject", { name: place.name });
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const { language, t } = metaI18n(matches);
  return pageMeta(
    data.business.name,
    `${metaSubject(data.business, t)}: ${data.business.description.split(". ")[0]?.replace(/\.$/, "")}.`,
    language,
  );
};

export default function PlacePage({ loaderData }: Route.ComponentProps) {
  const { gallery, hours, accessibility, confirmed, reviews, back } = loaderData;
  const facts = { gallery, hours, accessibility, confirmed, reviews, back };
  return (
    <>
      {loaderData.kind === "gym" ? (
        <ExtendedProfile business={loaderData.business} {...facts} />
      ) : (
        <BasicProfile business={loaderData.business} {...facts} />
      )}
      <JsonLdScript data={loaderData.jsonLd} />
    </>
  );
}
