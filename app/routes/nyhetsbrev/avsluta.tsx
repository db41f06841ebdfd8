import { data } from "react-router";
import { postedLinkToken } from "~/.server/newsletter/link-token";
import { unsubscribe } from "~/.server/newsletter/subscribers";
import { HOME, LinkPage, linkPageHeaders, linkPageMeta } from "~/components/link-page";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { LINK_PAGE_POLICY } from "~/lib/http/request-policy";
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

export const meta: Route.MetaFunction = linkPageMeta(
  "Avsluta prenumerationen",
  "Avsluta prenumerationen på Malmöguidens nyhetsbrev.",
);

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { result, token } = actionData ?? loaderData;
  if (result === "invalid" || !token)
    return (
      <LinkPage title="Länken fungerar inte" back={{ ...HOME, primary: true }}>
        <p className="mt-4 text-ink-soft">
          Länken för att avsluta prenumerationen är inte fullständig. Öppna länken längst ner i
          nyhetsbrevet igen, eller kopiera hela länken till webbläsaren.
        </p>
      </LinkPage>
    );
  return (
    <LinkPage
      done={{
        title: "Du har avslutat prenumerationen",
        text: "Du får inga fler nyhetsbrev från Malmöguiden till den här adressen.",
      }}
      form={{
        token,
        action: "/nyhetsbrev/prenumerera-igen",
        lead: "Ångrade du dig?",
        label: "Prenumerera igen",
        busyLabel: "Sparar...",
      }}
      back={HOME}
    />
  );
}
