import { Mail } from "lucide-react";
import { SITE } from "~/content/site";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import { metaI18n, useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/contact";

// /contact (spec 2), in every language (issue 40): /en/contact, /de/contact, /da/contact.

export const pagePolicy: PagePolicy = LISTED_PAGE;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return pageMeta(t("contact.title"), t("contact.metaDescription", { site: SITE.name }), language);
};

export default function Contact() {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">{t("contact.heading")}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t("contact.intro")}</p>
      <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
        <p className="flex items-center gap-3 text-lg">
          <Mail className="size-6 text-coral-dark" aria-hidden="true" />
          <a
            href={`mailto:${SITE.contactEmail}`}
            className="font-semibold text-teal-dark underline"
          >
            {SITE.contactEmail}
          </a>
        </p>
        <p className="mt-4 text-ink-soft">{t("contact.replyTime")}</p>
      </div>
    </div>
  );
}
