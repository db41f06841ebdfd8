import { answerLinkPost } from "~/.server/newsletter/link-token";
import { confirmationIsValid, confirmSubscription } from "~/.server/newsletter/subscribers";
import { HOME, LinkPage, linkPageHeaders, linkPageMeta } from "~/components/link-page";
import { NewsletterForm } from "~/components/newsletter-form";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { LINK_PAGE_POLICY } from "~/lib/http/request-policy";
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

export const meta: Route.MetaFunction = linkPageMeta(
  "Bekräfta prenumerationen",
  "Bekräfta din prenumeration på Malmöguidens nyhetsbrev.",
);

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.result === "confirmed")
    return (
      <LinkPage
        done={{
          title: "Tack! Din prenumeration är bekräftad.",
          text: "Du får nu Malmöguidens nyhetsbrev. I varje nyhetsbrev finns en länk som avslutar prenumerationen med ett klick.",
        }}
        back={{ ...HOME, primary: true }}
      />
    );
  if (!loaderData.token || actionData?.result === "invalid")
    return (
      <LinkPage title="Länken gäller inte längre" back={HOME}>
        <p className="mt-4 text-ink-soft">
          Bekräftelselänken har redan använts, har gått ut (den gäller i 7 dagar) eller är inte
          fullständig. Har du redan bekräftat din prenumeration behöver du inte göra något mer.
        </p>
        <p className="mt-2 text-ink-soft">
          Vill du prenumerera? Anmäl dig igen här, så skickar vi en ny länk.
        </p>
        <div className="mt-6 rounded-2xl bg-sea-dark p-6">
          <NewsletterForm source="nyhetsbrev-sidan" />
        </div>
      </LinkPage>
    );
  return (
    <LinkPage
      title="Bekräfta din prenumeration"
      form={{
        token: loaderData.token,
        label: "Bekräfta prenumerationen",
        busyLabel: "Bekräftar...",
      }}
    >
      <p className="mt-4 text-ink-soft">
        Klicka på knappen för att bekräfta att du vill få Malmöguidens nyhetsbrev med tips om
        evenemang, nya platser och erbjudanden i Malmö.
      </p>
    </LinkPage>
  );
}
