import { getContent } from "~/.server/snapshot/content";
import { FeaturedPlaceCard } from "~/components/place-card";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/featured";

export const pagePolicy: PagePolicy = LISTED_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Utvalda platser",
    "Sex handplockade platser i Malmö som vi tycker att du inte ska missa.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  return { featuredPlaces: (await getContent(context.database)).featured };
}

export default function Featured({ loaderData }: Route.ComponentProps) {
  const { featuredPlaces } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">Utvalda platser</h1>
      <p className="mt-2 mb-8 text-ink-soft">
        Sex handplockade favoriter – från fika till föreställning.
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {featuredPlaces.map((place, index) => (
          <li key={place.title}>
            <FeaturedPlaceCard place={place} eager={index < 3} headingLevel={2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
