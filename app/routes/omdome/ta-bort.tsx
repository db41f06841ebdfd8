import { answerLinkPost } from "~/.server/newsletter/link-token";
import { removeReview, reviewRemovalIsValid } from "~/.server/reviews/reviews";
import { LinkPage, linkPageHeaders, linkPageTags } from "~/components/link-page";
import { SITE } from "~/content/site";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { LINK_PAGE_POLICY } from "~/lib/http/request-policy";
import { metaI18n, useT } from "~/lib/i18n/i18n";
import type { Route } from "./+types/ta-bort";

export const pagePolicy: PagePolicy = PERSONAL_PAGE;

export const requestPolicy = LINK_PAGE_POLICY;

// The removal link in a review's confirmation mail (issue 39, point 5): the reviewer
// removes their review at any time, published or not. Opening the link only shows a
// button; removing takes a POST, so a mail scanner cannot remove anything.

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const valid = await reviewRemovalIsValid(context.database.db, token);
  return { token: valid ? token : null };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  answerLinkPost({ request, context }, removeReview, { done: "removed", orFromAddress: false });

export const headers: Route.HeadersFunction = linkPageHeaders;

// In the language the review was written on (issue 40): the mail links to this page in it.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return linkPageTags(
    t("reviewRemove.title"),
    t("reviewRemove.meta", { site: SITE.name }),
    language,
  );
};

export default function ReviewRemove({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const home = { to: "/", label: t("comingSoon.home") };
  if (actionData?.result === "removed")
    return (
      <LinkPage
        done={{ title: t("reviewRemove.doneTitle"), text: t("reviewRemove.doneText") }}
        back={{ ...home, primary: true }}
      />
    );
  if (!loaderData.token || actionData?.result === "invalid")
    return (
      <LinkPage title={t("reviewRemove.missingTitle")} back={home}>
        <p className="mt-4 text-ink-soft">{t("reviewRemove.missingText")}</p>
      </LinkPage>
    );
  return (
    <LinkPage
      title={t("reviewRemove.title")}
      form={{
        token: loaderData.token,
        label: t("reviewRemove.button"),
        busyLabel: t("reviewRemove.busy"),
      }}
    >
      <p className="mt-4 text-ink-soft">{t("reviewRemove.text")}</p>
    </LinkPage>
  );
}
