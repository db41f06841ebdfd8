import { requestLanguage } from "~/.server/i18n/catalogs";
import { localizeFeaturedCard } from "~/.server/i18n/content";
import { getContent } from "~/.server/snapshot/content";
import { FeaturedPlaceCard } from "~/components/place-card";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import { metaI18n, useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/featured";

export const pagePolicy: PagePolicy = LISTED_PAGE;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return pageMeta(t("featured.title"), t("featured.metaDescription"), language);
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { featured, translations } = await getContent(context.database);
  const language = requestLanguage(request);
  return {
    featuredPlaces: featured.map((card) => localizeFeaturedCard(translations, language, card)),
  };
}

export default function Featured({ loaderData }: Route.ComponentProps) {
  const { featuredPlaces } = loaderData;
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">{t("featured.title")}</h1>
      <p className="mt-2 mb-8 text-ink-soft">{t("featured.intro")}</p>
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
