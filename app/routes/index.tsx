import { relativeWordsIn, requestLanguage } from "~/.server/i18n/catalogs";
import { localizeEvent, localizeFeaturedCard, localizeOffer } from "~/.server/i18n/content";
import { homeFeaturedAt, homeOffersAt } from "~/.server/places/placements";
import { getContent } from "~/.server/snapshot/content";
import { CardImage } from "~/components/card-image";
import { CategoryGrid } from "~/components/category-grid";
import { EventCard } from "~/components/event-card";
import { Hero, type HeroSlide } from "~/components/hero";
import { OfferCard } from "~/components/offer-card";
import { PageLink } from "~/components/page-link";
import { FeaturedPlaceCard } from "~/components/place-card";
import { QuickTimeLinks } from "~/components/quick-time-links";
import { PageSection } from "~/components/section-heading";
import { SITE } from "~/content/site";
import { type EventOccurrence, upcomingEvents } from "~/lib/events/events";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import type { Swedish } from "~/lib/i18n/content";
import { type MessageId, metaI18n, useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/index";

// The home page (spec 2), in every language (issue 40): /en/, /de/ and /da/ too.

export const pagePolicy: PagePolicy = LISTED_PAGE;

const HERO_SLIDES: readonly {
  image: string;
  alt: MessageId;
  heading: MessageId;
  text: MessageId;
  cta: { label: MessageId; href: string };
}[] = [
  {
    image: "/images/hero/hero-1.svg",
    alt: "home.hero1.alt",
    heading: "home.hero1.heading",
    text: "home.hero1.text",
    cta: { label: "home.hero1.cta", href: "/all-categories" },
  },
  {
    image: "/images/hero/hero-2.svg",
    alt: "home.hero2.alt",
    heading: "home.hero2.heading",
    text: "home.hero2.text",
    cta: { label: "home.hero2.cta", href: "/events" },
  },
];

const INTRO_CARDS: readonly { title: MessageId; text: MessageId; image: string; href: string }[] = [
  {
    title: "home.intro.restaurants",
    text: "home.intro.restaurantsText",
    image: "/images/categories/restauranger.svg",
    href: "/category/restauranger",
  },
  {
    title: "home.intro.accommodation",
    text: "home.intro.accommodationText",
    image: "/images/categories/boende.svg",
    href: "/category/boende",
  },
  {
    title: "home.intro.shopping",
    text: "home.intro.shoppingText",
    image: "/images/categories/shopping.svg",
    href: "/category/shopping",
  },
];

const HOME_EVENT_COUNT = 4;

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const content = await getContent(context.database);
  const language = requestLanguage(request);
  const { translations } = content;
  return {
    upcoming: upcomingEvents(content.events, now, relativeWordsIn(language))
      .slice(0, HOME_EVENT_COUNT)
      .map((event) => localizeEvent(translations, language, event)),
    featured: homeFeaturedAt(content, now).map((card) =>
      localizeFeaturedCard(translations, language, card),
    ),
    offers: homeOffersAt(content, now).map((offer) => localizeOffer(translations, language, offer)),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return pageMeta(t("home.title", { site: SITE.name }), t("home.metaDescription"), language);
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const slides: HeroSlide[] = HERO_SLIDES.map((slide) => ({
    image: slide.image,
    alt: t(slide.alt),
    heading: t(slide.heading),
    text: t(slide.text),
    cta: { label: t(slide.cta.label), href: slide.cta.href },
  }));
  return (
    <>
      <h1 className="sr-only">{t("home.heading", { site: SITE.name })}</h1>
      <Hero slides={slides} />

      <PageSection id="intro" title={t("home.intro.title")} text={t("home.intro.text")}>
        <ul className="grid gap-6 md:grid-cols-3">
          {INTRO_CARDS.map((card) => (
            <li key={card.href}>
              <PageLink to={card.href} className="card-link block h-full rounded-2xl">
                <article className="card h-full">
                  <CardImage src={card.image} subject={t(card.title)} />
                  <div className="p-5">
                    <h3 className="font-display text-xl font-bold">{t(card.title)}</h3>
                    <p className="mt-2 text-sm text-ink-soft">{t(card.text)}</p>
                  </div>
                </article>
              </PageLink>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        band="bg-sand/50"
        id="kommande"
        title={t("home.upcoming")}
        link={{ label: t("home.allEvents"), href: "/events" }}
      >
        <UpcomingEvents events={loaderData.upcoming} />
        <QuickTimeLinks />
      </PageSection>

      <PageSection
        id="upplevelser"
        title={t("home.featured")}
        link={{ label: t("home.allFeatured"), href: "/featured" }}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.featured.map((place) => (
            <li key={place.title}>
              <FeaturedPlaceCard place={place} sponsored={place.sponsored} compact />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        band="bg-sky/40"
        id="kategorier"
        title={t("home.categories")}
        link={{ label: t("home.allCategories"), href: "/all-categories" }}
      >
        <CategoryGrid />
      </PageSection>

      <PageSection
        id="erbjudanden"
        title={t("home.offers")}
        text={t("home.offersText")}
        link={{ label: t("home.allOffers"), href: "/offers" }}
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {loaderData.offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} sponsored={offer.sponsored} />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}

/**
 * The next events, at most four. With fewer it shows what there is and points to
 * /events; with none, a friendly line instead of an empty box.
 */
function UpcomingEvents({ events: upcoming }: { events: (EventOccurrence & Swedish)[] }) {
  const t = useT();
  if (upcoming.length === 0) {
    return (
      <p className="text-ink-soft" data-testid="no-upcoming-events">
        {t("home.noUpcoming")}{" "}
        <PageLink to="/events?tid=alla" className="font-semibold text-teal-dark underline">
          {t("home.noUpcomingLink")}
        </PageLink>
        .
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {upcoming.map((event) => (
          <li key={event.key}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
      {upcoming.length < HOME_EVENT_COUNT ? (
        <p className="mt-6 text-ink-soft">
          {t("home.fewUpcoming")}{" "}
          <PageLink to="/events" className="font-semibold text-teal-dark underline">
            {t("home.fewUpcomingLink")}
          </PageLink>
        </p>
      ) : null}
    </>
  );
}
