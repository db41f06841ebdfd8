import { answerLinkPost } from "~/.server/newsletter/link-token";
import { isToken, resubscribe } from "~/.server/newsletter/subscribers";
import { LinkPage, linkPageHeaders, linkPageTags } from "~/components/link-page";
import { SITE } from "~/content/site";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { LINK_PAGE_POLICY } from "~/lib/http/request-policy";
import { metaI18n, useT } from "~/lib/i18n/i18n";
import type { Route } from "./+types/prenumerera-igen";

export const pagePolicy: PagePolicy = PERSONAL_PAGE;

export const requestPolicy = LINK_PAGE_POLICY;

// "Prenumerera igen" on the unsubscribe page: undoes an unsubscribe with the same token.
// Opening the address only shows the button; the POST does it.

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { token: isToken(token) ? token : null };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  answerLinkPost({ request, context }, resubscribe, { done: "confirmed", orFromAddress: false });

export const headers: Route.HeadersFunction = linkPageHeaders;

// In the subscriber's language (issue 40): the unsubscribe page in it posts here.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return linkPageTags(
    t("newsletterLinks.resubscribe"),
    t("newsletterLinks.resubscribeMeta", { site: SITE.name }),
    language,
  );
};

export default function NewsletterResubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (actionData?.result === "confirmed")
    return (
      <LinkPage
        done={{
          title: t("newsletterLinks.welcomeBack"),
          text: t("newsletterLinks.welcomeBackText", { site: SITE.name }),
        }}
        back={{ to: "/", label: t("comingSoon.home"), primary: true }}
      />
    );
  if (actionData?.result === "invalid" || !loaderData.token)
    return (
      <LinkPage
        title={t("newsletterLinks.brokenTitle")}
        back={{ to: "/newsletter", label: t("newsletterLinks.toNewsletter"), primary: true }}
      >
        <p className="mt-4 text-ink-soft">{t("newsletterLinks.brokenResubscribe")}</p>
      </LinkPage>
    );
  return (
    <LinkPage
      title={t("newsletterLinks.resubscribe")}
      form={{
        token: loaderData.token,
        label: t("newsletterLinks.resubscribe"),
        busyLabel: t("newsletterLinks.saving"),
      }}
    />
  );
}
