import { requestLanguage, serverT } from "~/.server/i18n/catalogs";
import { textsIn } from "~/.server/i18n/content";
import { getContent } from "~/.server/snapshot/content";
import { CategoryScene } from "~/components/category-icon";
import { PageLink } from "~/components/page-link";
import { categoryBySlug, comingSoonTitle } from "~/content/categories";
import { SITE } from "~/content/site";
import { type PagePolicy, SHARED_FOR_A_MINUTE } from "~/lib/http/page-policy";
import { metaI18n, useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/$categoryId";

export const pagePolicy: PagePolicy = { cache: SHARED_FOR_A_MINUTE, sitemap: false };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = params.categoryId.toLowerCase();
  const language = requestLanguage(request);
  if (language === "sv") return { id, title: comingSoonTitle(id) };
  // The category's name in the page's language (issue 40): the guide's translation.
  const texts = categoryBySlug(id)
    ? textsIn((await getContent(context.database)).translations, language, "category", id)
    : undefined;
  const title = categoryBySlug(id)?.comingSoonTitle
    ? (texts?.comingSoonTitle ?? texts?.label)
    : undefined;
  return { id, title: title ?? serverT(language)("comingSoon.newCategory") };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const { language, t } = metaI18n(matches);
  return pageMeta(
    t("comingSoon.title", { title: data.title }),
    t("comingSoon.meta", { title: data.title, site: SITE.name }),
    language,
  );
};

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <CategoryScene slug={loaderData.id} className="mx-auto w-full max-w-md rounded-3xl" />
      <h1 className="mt-6 font-display text-4xl font-bold">{loaderData.title}</h1>
      <p className="mt-2 text-2xl font-semibold text-coral-dark">{t("comingSoon.heading")}</p>
      <p className="mt-4 text-ink-soft">{t("comingSoon.text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <PageLink to="/submit-business" className="btn-primary inline-flex">
          {t("comingSoon.register")}
        </PageLink>
        <PageLink to="/" className="btn-secondary inline-flex">
          {t("comingSoon.home")}
        </PageLink>
      </div>
    </div>
  );
}
