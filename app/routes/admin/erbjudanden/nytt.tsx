import { redirect, useNavigation } from "react-router";
import { requireOperator } from "~/.server/auth/admin-session";
import { businessChoices, createOffer, readOfferSubmission } from "~/.server/content/admin-offers";
import { refuse } from "~/.server/http/form";
import { database } from "~/.server/services";
import { ADMIN_FORM_CLASS, AdminPage, FIX_MARKED_FIELDS } from "~/components/admin/admin-page";
import { NEW_OFFER_VALUES, OfferFields } from "~/components/admin/offer-fields";
import { SubmitButton } from "~/components/form/field";
import { SchemaForm } from "~/components/form/schema-form";
import { offerSchema } from "~/lib/admin-forms";
import { pageMeta } from "~/lib/meta";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/request-policy";
import { withActionHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/nytt";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

export async function loader({ context }: Route.LoaderArgs) {
  requireOperator(context);
  const { db } = await database();
  return { businesses: await businessChoices(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const { db } = await database();
  const submission = await readOfferSubmission(db, request);
  if (!submission.ok) return refuse(400, submission.errors, submission.values);
  const slug = await createOffer(db, operator, submission.form);
  return redirect(`/admin/erbjudanden/${slug}?skapat=1`);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Nytt erbjudande", "Malmöguidens redaktion."),
];

export default function AdminOfferNew({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage
      back={{ to: "/admin/erbjudanden", label: "Alla erbjudanden" }}
      title="Nytt erbjudande"
    >
      <SchemaForm
        schema={offerSchema}
        serverErrors={actionData?.errors}
        className={ADMIN_FORM_CLASS}
        invalidMessage={FIX_MARKED_FIELDS}
      >
        {(errors) => (
          <>
            <OfferFields
              values={actionData?.values ?? NEW_OFFER_VALUES}
              errors={errors}
              businesses={loaderData.businesses}
            />
            <SubmitButton busy={busy} label="Skapa erbjudandet" busyLabel="Sparar..." />
          </>
        )}
      </SchemaForm>
    </AdminPage>
  );
}
