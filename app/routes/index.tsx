import { Link } from "react-router";
import { homeFeaturedAt, homeOffersAt } from "~/.server/places/placements";
import { getContent } from "~/.server/snapshot/content";
import { CardImage } from "~/components/card-image";
import { CategoryGrid } from "~/components/category-grid";
import { EventCard } from "~/components/event-card";
import { Hero, type HeroSlide } from "~/components/hero";
import { OfferCard } from "~/components/offer-card";
import { FeaturedPlaceCard } from "~/components/place-card";
import { QuickTimeLinks } from "~/components/quick-time-links";
import { PageSection } from "~/components/section-heading";
import { SITE } from "~/content/site";
import { type EventOccurrence, upcomingEvents } from "~/lib/events/events";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/index";

export const pagePolicy: PagePolicy = LISTED_PAGE;

const HERO_SLIDES: HeroSlide[] = [
  {
    image: "/images/hero/hero-1.svg",
    alt: "Illustration av Malmös siluett i skymningen med ett vridet torn och Öresundsbron över vattnet",
    heading: "Upptäck Malmö",
    text: "Caféer, restauranger, kultur och upplevelser – allt det bästa i staden samlat på ett ställe.",
    cta: { label: "Utforska kategorier", href: "/all-categories" },
  },
  {
    image: "/images/hero/hero-2.svg",
    alt: "Illustration av ett torg i Gamla staden med gavelhus, träd och caféparasoller",
    heading: "Evenemang i Malmö",
    text: "Konserter, marknader och utställningar – se vad som händer i Malmö de kommande veckorna.",
    cta: { label: "Se evenemang", href: "/events" },
  },
];

const INTRO_CARDS = [
  {
    title: "Restauranger",
    text: "Från kvarterskrogar till utsikt på hög höjd – hitta ditt nästa favoritställe.",
    image: "/images/categories/restauranger.svg",
    href: "/category/restauranger",
  },
  {
    title: "Boende",
    text: "Bo centralt, nära stationen eller med havet runt hörnet.",
    image: "/images/categories/boende.svg",
    href: "/category/boende",
  },
  {
    title: "Shopping",
    text: "Gallerior, designbutiker och små affärer med personlighet.",
    image: "/images/categories/shopping.svg",
    href: "/category/shopping",
  },
];

const HOME_EVENT_COUNT = 4;

export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  const content = await getContent(context.database);
  return {
    upcoming: upcomingEvents(content.events, now).slice(0, HOME_EVENT_COUNT),
    featured: homeFeaturedAt(content, now),
    offers: homeOffersAt(content, now),
  };
}

/** "Din guide …" -> "din guide …", keeping proper nouns such as Malmö as they are. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase("sv-SE") + text.slice(1);
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    SITE.name,
    `${SITE.tagline}: restauranger, boende, shopping, kultur, evenemang och erbjudanden i Malmö.`,
  );

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="sr-only">{`${SITE.name} – ${lowerFirst(SITE.tagline)}`}</h1>
      <Hero slides={HERO_SLIDES} />

      <PageSection
        id="intro"
        title="Välkommen till Malmö"
        text="En stad med hav, parker och ett myller av kök från hela världen. Börja här."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {INTRO_CARDS.map((card) => (
            <li key={card.href}>
              <Link to={card.href} className="card-link block h-full rounded-2xl">
                <article className="card h-full">
                  <CardImage src={card.image} subject={card.title} />
                  <div className="p-5">
                    <h3 className="font-display text-xl font-bold">{card.title}</h3>
                    <p className="mt-2 text-sm text-ink-soft">{card.text}</p>
                  </div>
                </article>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        band="bg-sand/50"
        id="kommande"
        title="Kommande evenemang"
        link={{ label: "Alla evenemang", href: "/events" }}
      >
        <UpcomingEvents events={loaderData.upcoming} />
        <QuickTimeLinks />
      </PageSection>

      <PageSection
        id="upplevelser"
        title="Utvalda platser"
        link={{ label: "Alla utvalda platser", href: "/featured" }}
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
        title="Kategorier"
        link={{ label: "Alla kategorier", href: "/all-categories" }}
      >
        <CategoryGrid />
      </PageSection>

      <PageSection
        id="erbjudanden"
        title="Erbjudanden"
        text="Exempel på erbjudanden från Malmös företag. Priser och villkor bestäms av respektive företag."
        link={{ label: "Alla erbjudanden", href: "/offers" }}
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
function UpcomingEvents({ events: upcoming }: { events: EventOccurrence[] }) {
  if (upcoming.length === 0) {
    return (
      <p className="text-ink-soft" data-testid="no-upcoming-events">
        Just nu har vi inga kommande evenemang i guiden. Titta gärna in snart igen, eller{" "}
        <Link to="/events?tid=alla" className="font-semibold text-teal-dark underline">
          se alla evenemang
        </Link>
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
          Fler kommande evenemang finns inte i guiden just nu.{" "}
          <Link to="/events" className="font-semibold text-teal-dark underline">
            Se alla evenemang
          </Link>
        </p>
      ) : null}
    </>
  );
}
