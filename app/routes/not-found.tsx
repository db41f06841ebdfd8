import { data } from "react-router";
import { logger } from "~/.server/logger";
import { PageLink } from "~/components/page-link";
import { richText } from "~/components/rich-text";
import { SITE } from "~/content/site";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { metaI18n, useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/not-found";

export const pagePolicy: PagePolicy = PERSONAL_PAGE;

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  logger.warn({ path }, "page not found");
  // No page of its own: no canonical link (app/components/share-tags.tsx).
  return data({ path, share: { notFound: true as const } }, { status: 404 });
}

// In the language of the address's prefix (issue 40): /en/… that is no page is English.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return pageMeta(t("notFound.title"), t("notFound.meta", { site: SITE.name }), language);
};

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="font-display text-7xl font-bold text-coral-dark">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold">{t("notFound.heading")}</h1>
      <p className="mt-4 text-ink-soft">
        {richText(t, "notFound.nothingAt", {
          path: <code className="rounded bg-sand px-1">{loaderData.path}</code>,
        })}
      </p>
      <PageLink to="/" className="btn-primary mt-8 inline-flex">
        {t("comingSoon.home")}
      </PageLink>
    </div>
  );
}
