import { Accessibility, Heart, Users } from "lucide-react";
import { Link } from "react-router";
import { SITE } from "~/content/site";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import { type MessageId, metaI18n, useLanguage, useT } from "~/lib/i18n/i18n";
import { hrefIn } from "~/lib/i18n/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/about";

// /about (spec 2), in every language (issue 40): /en/about, /de/about, /da/about.

export const pagePolicy: PagePolicy = LISTED_PAGE;

const VALUES: readonly { icon: typeof Heart; title: MessageId; text: MessageId }[] = [
  { icon: Heart, title: "about.localTitle", text: "about.localText" },
  { icon: Users, title: "about.communityTitle", text: "about.communityText" },
  { icon: Accessibility, title: "about.accessTitle", text: "about.accessText" },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return pageMeta(t("about.title"), t("about.metaDescription", { site: SITE.name }), language);
};

export default function About() {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">{t("about.heading", { site: SITE.name })}</h1>
      <section aria-labelledby="vision" className="mt-8">
        <h2 id="vision" className="font-display text-2xl font-bold">
          {t("about.vision")}
        </h2>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-ink-soft">
          {t("about.visionText", { site: SITE.name })}
        </p>
      </section>
      <section aria-labelledby="varderingar" className="mt-12">
        <h2 id="varderingar" className="font-display text-2xl font-bold">
          {t("about.values")}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <value.icon className="size-8 text-coral-dark" aria-hidden="true" />
              <h3 className="mt-3 font-display text-xl font-bold">{t(value.title)}</h3>
              <p className="mt-2 text-ink-soft">{t(value.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-12">
        {t("about.questions")}{" "}
        <Link to={hrefIn(language, "/contact")} className="font-semibold text-teal-dark underline">
          {t("about.contactUs")}
        </Link>
        .
      </p>
    </div>
  );
}
