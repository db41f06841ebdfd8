import { redirect } from "react-router";
import { refuse } from "~/.server/http/form";
import { createOffer, placeChoices, readOfferSubmission } from "~/.server/offers/admin-offers";
import { AdminForm } from "~/components/admin/admin-form";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { NEW_OFFER_VALUES, OfferFields } from "~/components/admin/offer-fields";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { offerSchema } from "~/lib/offers/form";
import { operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/nytt";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  return { businesses: await placeChoices(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const submission = await readOfferSubmission(db, request);
  if (!submission.ok) return refuse(400, submission.errors, submission.values);
  const slug = await createOffer(db, operator, submission.form);
  return redirect(`/admin/erbjudanden/${slug}?skapat=1`);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Nytt erbjudande");

export default function AdminOfferNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      back={{ to: "/admin/erbjudanden", label: "Alla erbjudanden" }}
      title="Nytt erbjudande"
    >
      <AdminForm
        schema={offerSchema}
        serverErrors={actionData?.errors}
        submit={{ label: "Skapa erbjudandet", busyLabel: "Sparar..." }}
      >
        {(errors) => (
          <OfferFields
            values={actionData?.values ?? NEW_OFFER_VALUES}
            errors={errors}
            businesses={loaderData.businesses}
          />
        )}
      </AdminForm>
    </AdminPage>
  );
}
