import { answerLinkPost } from "~/.server/newsletter/link-token";
import { isToken, resubscribe } from "~/.server/newsletter/subscribers";
import { HOME, LinkPage, linkPageHeaders, linkPageMeta } from "~/components/link-page";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { LINK_PAGE_POLICY } from "~/lib/http/request-policy";
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

export const meta: Route.MetaFunction = linkPageMeta(
  "Prenumerera igen",
  "Prenumerera på Malmöguidens nyhetsbrev igen.",
);

export default function NewsletterResubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.result === "confirmed")
    return (
      <LinkPage
        done={{
          title: "Välkommen tillbaka!",
          text: "Du prenumererar på Malmöguidens nyhetsbrev igen.",
        }}
        back={{ ...HOME, primary: true }}
      />
    );
  if (actionData?.result === "invalid" || !loaderData.token)
    return (
      <LinkPage
        title="Länken fungerar inte"
        back={{ to: "/newsletter", label: "Till nyhetsbrevet", primary: true }}
      >
        <p className="mt-4 text-ink-soft">
          Prenumerationen kunde inte återupptas med den här länken. Du kan anmäla dig igen i
          formuläret längst ner på sidan.
        </p>
      </LinkPage>
    );
  return (
    <LinkPage
      title="Prenumerera igen"
      form={{ token: loaderData.token, label: "Prenumerera igen", busyLabel: "Sparar..." }}
    />
  );
}
