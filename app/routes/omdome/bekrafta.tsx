import { answerLinkPost } from "~/.server/newsletter/link-token";
import { confirmReview, reviewConfirmationIsValid } from "~/.server/reviews/reviews";
import { HOME, LinkPage, linkPageHeaders, linkPageMeta } from "~/components/link-page";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { LINK_PAGE_POLICY } from "~/lib/http/request-policy";
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

export const meta: Route.MetaFunction = linkPageMeta(
  "Bekräfta ditt omdöme",
  "Bekräfta att det är du som har skrivit omdömet.",
);

export default function ReviewConfirm({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.result === "confirmed")
    return (
      <LinkPage
        done={{
          title: "Tack! Ditt omdöme är bekräftat.",
          text: "Vi läser omdömet innan det visas i guiden, oftast inom ett par dagar, och mejlar dig när det är publicerat. Har du skrivit om samma plats tidigare ersätter det nya omdömet det gamla.",
        }}
        back={{ ...HOME, primary: true }}
      />
    );
  if (!loaderData.token || actionData?.result === "invalid")
    return (
      <LinkPage title="Länken gäller inte längre" back={HOME}>
        <p className="mt-4 text-ink-soft">
          Bekräftelselänken har redan använts, har gått ut (den gäller i 7 dagar), hör till ett
          omdöme som har tagits bort eller är inte fullständig. Har du redan bekräftat omdömet
          behöver du inte göra något mer. Annars kan du skriva omdömet igen på platsens sida.
        </p>
      </LinkPage>
    );
  return (
    <LinkPage
      title="Bekräfta ditt omdöme"
      form={{ token: loaderData.token, label: "Bekräfta omdömet", busyLabel: "Bekräftar..." }}
    >
      <p className="mt-4 text-ink-soft">
        Klicka på knappen för att bekräfta att det är du som har skrivit omdömet. Sedan läser vi det
        innan det visas i guiden.
      </p>
    </LinkPage>
  );
}
