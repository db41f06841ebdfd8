import { CategoryGrid } from "~/components/category-grid";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import { metaI18n, useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/all-categories";

// /all-categories (spec 2), in every language (issue 40); the tiles' names are the
// guide's own translations, and lead to the Swedish category pages until those exist.

export const pagePolicy: PagePolicy = LISTED_PAGE;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return pageMeta(t("allCategories.title"), t("allCategories.metaDescription"), language);
};

export default function AllCategories() {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">{t("allCategories.title")}</h1>
      <p className="mt-2 mb-8 text-ink-soft">{t("allCategories.intro")}</p>
      <CategoryGrid />
    </div>
  );
}
