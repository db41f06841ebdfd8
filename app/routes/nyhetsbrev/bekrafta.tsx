import { answerLinkPost } from "~/.server/newsletter/link-token";
import { confirmationIsValid, confirmSubscription } from "~/.server/newsletter/subscribers";
import { LinkPage, linkPageHeaders, linkPageTags } from "~/components/link-page";
import { NewsletterForm } from "~/components/newsletter-form";
import { SITE } from "~/content/site";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { LINK_PAGE_POLICY } from "~/lib/http/request-policy";
import { metaI18n, useT } from "~/lib/i18n/i18n";
import type { Route } from "./+types/bekrafta";

export const pagePolicy: PagePolicy = PERSONAL_PAGE;

export const requestPolicy = LINK_PAGE_POLICY;

// The link in the confirmation mail. Opening it only shows a button: confirming takes a
// POST, so a mail scanner that follows links cannot confirm for someone.

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const { db } = context.database;
  const valid = await confirmationIsValid(db, token);
  return { token: valid ? token : null };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  answerLinkPost({ request, context }, confirmSubscription, {
    done: "confirmed",
    orFromAddress: true,
  });

export const headers: Route.HeadersFunction = linkPageHeaders;

// In the language the address was signed up in (issue 40): the mail links to this page in it.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return linkPageTags(
    t("newsletterConfirm.title"),
    t("newsletterConfirm.meta", { site: SITE.name }),
    language,
  );
};

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const home = { to: "/", label: t("comingSoon.home") };
  if (actionData?.result === "confirmed")
    return (
      <LinkPage
        done={{
          title: t("newsletterConfirm.doneTitle"),
          text: t("newsletterConfirm.doneText", { site: SITE.name }),
        }}
        back={{ ...home, primary: true }}
      />
    );
  if (!loaderData.token || actionData?.result === "invalid")
    return (
      <LinkPage title={t("newsletterConfirm.invalidTitle")} back={home}>
        <p className="mt-4 text-ink-soft">{t("newsletterConfirm.invalidText")}</p>
        <p className="mt-2 text-ink-soft">{t("newsletterConfirm.again")}</p>
        <div className="mt-6 rounded-2xl bg-sea-dark p-6">
          <NewsletterForm source="nyhetsbrev-sidan" />
        </div>
      </LinkPage>
    );
  return (
    <LinkPage
      title={t("newsletterConfirm.heading")}
      form={{
        token: loaderData.token,
        label: t("newsletterConfirm.title"),
        busyLabel: t("newsletterConfirm.busy"),
      }}
    >
      <p className="mt-4 text-ink-soft">{t("newsletterConfirm.text", { site: SITE.name })}</p>
    </LinkPage>
  );
}
