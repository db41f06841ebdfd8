import { answerLinkPost } from "~/.server/newsletter/link-token";
import { removeReview, reviewRemovalIsValid } from "~/.server/reviews/reviews";
import { HOME, LinkPage, linkPageHeaders, linkPageMeta } from "~/components/link-page";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { LINK_PAGE_POLICY } from "~/lib/http/request-policy";
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

export const meta: Route.MetaFunction = linkPageMeta(
  "Ta bort ditt omdöme",
  "Ta bort ditt omdöme från Malmöguiden.",
);

export default function ReviewRemove({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.result === "removed")
    return (
      <LinkPage
        done={{
          title: "Ditt omdöme är borttaget.",
          text: "Omdömet, ditt namn och din e-postadress är borttagna ur guiden, och omdömet räknas inte längre in i platsens betyg.",
        }}
        back={{ ...HOME, primary: true }}
      />
    );
  if (!loaderData.token || actionData?.result === "invalid")
    return (
      <LinkPage title="Omdömet finns inte" back={HOME}>
        <p className="mt-4 text-ink-soft">
          Omdömet är redan borttaget, eller så är länken inte fullständig. Använd länken Ta bort
          mitt omdöme i mejlet där du bekräftade omdömet.
        </p>
      </LinkPage>
    );
  return (
    <LinkPage
      title="Ta bort ditt omdöme"
      form={{ token: loaderData.token, label: "Ta bort omdömet", busyLabel: "Tar bort..." }}
    >
      <p className="mt-4 text-ink-soft">
        Klicka på knappen för att ta bort ditt omdöme. Det försvinner från platsens sida och räknas
        inte längre in i betyget. Det går inte att ångra.
      </p>
    </LinkPage>
  );
}
