import { Mail } from "lucide-react";
import { SITE } from "~/content/site";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/contact";

export const pagePolicy: PagePolicy = LISTED_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Kontakt",
    `Kontakta ${SITE.name} via e-post. Vi svarar vanligtvis inom 24 timmar på vardagar.`,
  );

export default function Contact() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">Kontakta oss</h1>
      <p className="mt-4 text-lg text-ink-soft">
        Har du frågor, tips om en plats eller vill du annonsera? Skriv till oss så hjälper vi dig.
      </p>
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
        <p className="mt-4 text-ink-soft">Vi svarar vanligtvis inom 24 timmar på vardagar.</p>
      </div>
    </div>
  );
}
