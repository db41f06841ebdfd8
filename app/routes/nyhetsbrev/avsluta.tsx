import { data } from "react-router";
import { postedLinkToken } from "~/.server/newsletter/link-token";
import { unsubscribe } from "~/.server/newsletter/subscribers";
import { LinkPage, linkPageHeaders, linkPageTags } from "~/components/link-page";
import { SITE } from "~/content/site";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { LINK_PAGE_POLICY } from "~/lib/http/request-policy";
import { metaI18n, useLanguage, useT } from "~/lib/i18n/i18n";
import { pathIn } from "~/lib/i18n/languages";
import type { Route } from "./+types/avsluta";

export const pagePolicy: PagePolicy = PERSONAL_PAGE;

// Also the RFC 8058 one-click POST ("List-Unsubscribe=One-Click", urlencoded or multipart).
export const requestPolicy = LINK_PAGE_POLICY;

// Every newsletter's own unsubscribe link. Opening it unsubscribes at once, without
// signing in, and offers to undo it (the undo posts to /nyhetsbrev/prenumerera-igen: a
// POST here would run this loader again afterwards). The same address takes the
// one-click POST that mail programs send for List-Unsubscribe-Post (RFC 8058: body
// "List-Unsubscribe=One-Click").

type Outcome = "unsubscribed" | "invalid";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const { db } = context.database;
  // A HEAD (link checkers) only asks whether the page is there.
  if (request.method === "HEAD") return { result: "invalid" as Outcome, token: null };
  const result: Outcome = await unsubscribe(db, token);
  return { result, token: result === "unsubscribed" ? token : null };
}

// "List-Unsubscribe=One-Click" from a mail program: whatever else the body says, a POST
// to this address unsubscribes.
export async function action({ request, context }: Route.ActionArgs) {
  const posted = await postedLinkToken(request, { orFromAddress: true });
  if (!posted.ok)
    return data({ result: "invalid" as Outcome, token: null }, { status: posted.status });
  const { db } = context.database;
  const result: Outcome = await unsubscribe(db, posted.token);
  return data(
    { result, token: result === "unsubscribed" ? String(posted.token) : null },
    { status: result === "unsubscribed" ? 200 : 400 },
  );
}

export const headers: Route.HeadersFunction = linkPageHeaders;

// In the subscriber's language (issue 40): each newsletter links to this page in it.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return linkPageTags(
    t("newsletterLinks.unsubscribeTitle"),
    t("newsletterLinks.unsubscribeMeta", { site: SITE.name }),
    language,
  );
};

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { result, token } = actionData ?? loaderData;
  const t = useT();
  const language = useLanguage();
  const home = { to: "/", label: t("comingSoon.home") };
  if (result === "invalid" || !token)
    return (
      <LinkPage title={t("newsletterLinks.brokenTitle")} back={{ ...home, primary: true }}>
        <p className="mt-4 text-ink-soft">{t("newsletterLinks.brokenUnsubscribe")}</p>
      </LinkPage>
    );
  return (
    <LinkPage
      done={{
        title: t("newsletterLinks.unsubscribedTitle"),
        text: t("newsletterLinks.unsubscribedText", { site: SITE.name }),
      }}
      form={{
        token,
        action: pathIn(language, "/nyhetsbrev/prenumerera-igen"),
        lead: t("newsletterLinks.changedMind"),
        label: t("newsletterLinks.resubscribe"),
        busyLabel: t("newsletterLinks.saving"),
      }}
      back={home}
    />
  );
}
