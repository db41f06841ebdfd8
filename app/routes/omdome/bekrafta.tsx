import { answerLinkPost } from "~/.server/newsletter/link-token";
import { confirmReview, reviewConfirmationIsValid } from "~/.server/reviews/reviews";
import { LinkPage, linkPageHeaders, linkPageTags } from "~/components/link-page";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { LINK_PAGE_POLICY } from "~/lib/http/request-policy";
import { metaI18n, useT } from "~/lib/i18n/i18n";
import type { Route } from "./+types/bekrafta";

export const pagePolicy: PagePolicy = PERSONAL_PAGE;

export const requestPolicy = LINK_PAGE_POLICY;

// The link in a review's confirmation mail (issue 39). Opening it only shows a button:
// confirming takes a POST, so a mail scanner that follows links cannot confirm for anyone.

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const valid = await reviewConfirmationIsValid(context.database.db, token);
  return { token: valid ? token : null };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  answerLinkPost({ request, context }, (db, token) => confirmReview(db, token), {
    done: "confirmed",
    orFromAddress: false,
  });

export const headers: Route.HeadersFunction = linkPageHeaders;

// In the language the review was written on (issue 40): the mail links to this page in it.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return linkPageTags(t("reviewConfirm.title"), t("reviewConfirm.meta"), language);
};

export default function ReviewConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const home = { to: "/", label: t("comingSoon.home") };
  if (actionData?.result === "confirmed")
    return (
      <LinkPage
        done={{ title: t("reviewConfirm.doneTitle"), text: t("reviewConfirm.doneText") }}
        back={{ ...home, primary: true }}
      />
    );
  if (!loaderData.token || actionData?.result === "invalid")
    return (
      <LinkPage title={t("reviewConfirm.invalidTitle")} back={home}>
        <p className="mt-4 text-ink-soft">{t("reviewConfirm.invalidText")}</p>
      </LinkPage>
    );
  return (
    <LinkPage
      title={t("reviewConfirm.title")}
      form={{
        token: loaderData.token,
        label: t("reviewConfirm.button"),
        busyLabel: t("reviewConfirm.busy"),
      }}
    >
      <p className="mt-4 text-ink-soft">{t("reviewConfirm.text")}</p>
    </LinkPage>
  );
}
