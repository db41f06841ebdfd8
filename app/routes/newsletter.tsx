import { data } from "react-router";
import { handleNewsletter } from "~/.server/registrations/form-handlers";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageLink } from "~/components/page-link";
import { isPostFailed, sendOrFail } from "~/components/use-form-action";
import { SITE } from "~/content/site";
import { failureMessage, type NewsletterReply } from "~/lib/forms/replies";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import {
  formAnsweringOwnLimit,
  NEWSLETTER_MAX_BODY,
  type RequestPolicy,
} from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { metaI18n, useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/newsletter";

export const pagePolicy: PagePolicy = LISTED_PAGE;

export const requestPolicy: RequestPolicy = formAnsweringOwnLimit(NEWSLETTER_MAX_BODY);

/** Every newsletter form's action: a page without JavaScript, the form's answer with it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { status, body, headers } = await handleNewsletter(request, context);
  return data<NewsletterReply>(body, { status, headers });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => sendOrFail(serverAction);

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return pageMeta(
    t("newsletterPage.title"),
    t("newsletterPage.meta", { site: SITE.name }),
    language,
  );
};

function replyMessage(reply: NewsletterReply) {
  return reply.ok ? reply.message : failureMessage(reply);
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  // A page without JavaScript shows the action's answer; the enhanced form answers in place.
  const reply = actionData && !isPostFailed(actionData) ? actionData : undefined;
  const ok = reply?.ok === true;
  const message = reply ? replyMessage(reply) : undefined;
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-display text-4xl font-bold">{t("newsletterPage.title")}</h1>
      {message ? (
        <div
          role={ok ? "status" : "alert"}
          className={`mt-6 rounded-2xl p-6 ${ok ? "bg-emerald-50 text-emerald-900" : "bg-rose-50 text-rose-900"}`}
        >
          <p className="text-lg font-bold">{message.title}</p>
          {message.description ? <p className="mt-1">{message.description}</p> : null}
          {ok ? <p className="mt-1">{t("newsletter.confirmByEmail")}</p> : null}
        </div>
      ) : (
        <p className="mt-4 text-ink-soft">{t("newsletterPage.intro")}</p>
      )}
      {ok ? null : (
        <div className="mt-6 rounded-2xl bg-sea-dark p-6">
          <NewsletterForm source="nyhetsbrev-sidan" />
        </div>
      )}
      <PageLink to="/" className="btn-primary mt-8 inline-flex">
        {t("comingSoon.home")}
      </PageLink>
    </div>
  );
}
