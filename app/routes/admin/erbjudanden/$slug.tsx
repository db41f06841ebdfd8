import { data, redirect } from "react-router";
import { refuse } from "~/.server/http/form";
import {
  isExpired,
  loadOffer,
  placeChoices,
  readOfferSubmission,
  saveOffer,
} from "~/.server/offers/admin-offers";
import { AdminForm, SAVE_BUTTON } from "~/components/admin/admin-form";
import { AdminPage, adminMeta, Notice } from "~/components/admin/admin-page";
import { AuditLog } from "~/components/admin/audit-log";
import { OFFER_FIELD_NAMES, OfferFields } from "~/components/admin/offer-fields";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { offerSchema } from "~/lib/offers/form";
import { operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/$slug";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const [found, businesses] = await Promise.all([loadOffer(db, params.slug), placeChoices(db)]);
  if (!found) throw data("Erbjudandet finns inte.", { status: 404 });
  const search = new URL(request.url).searchParams;
  const expired = isExpired(found.values.validUntil || null, new Date());
  return {
    ...found,
    businesses,
    expired,
    notice: search.has("skapat")
      ? "Erbjudandet är skapat."
      : search.has("sparat")
        ? "Ändringarna är sparade."
        : undefined,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const submission = await readOfferSubmission(db, request);
  if (!submission.ok) return refuse(400, submission.errors, submission.values);
  const changes = await saveOffer(db, operator, params.slug, submission.form);
  if (!changes) throw data("Erbjudandet finns inte.", { status: 404 });
  return redirect(`/admin/erbjudanden/${params.slug}?sparat=1`);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `Redigera ${data.values.title}` : "Redigera erbjudande");

export default function AdminOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { values, audit, businesses, expired, notice } = loaderData;
  return (
    <AdminPage back={{ to: "/admin/erbjudanden", label: "Alla erbjudanden" }} title={values.title}>
      <p className="mt-2 text-ink-soft">
        {values.status === "hidden"
          ? "Dolt: syns inte för besökare."
          : expired
            ? "Utgått: syns inte längre för besökare."
            : "Visas på sidan Erbjudanden."}{" "}
        <a href="/offers" className="text-teal-dark underline">
          Visa sidan Erbjudanden
        </a>
      </p>
      {notice && !actionData ? <Notice>{notice}</Notice> : null}
      <AdminForm schema={offerSchema} serverErrors={actionData?.errors} submit={SAVE_BUTTON}>
        {(errors) => (
          <OfferFields
            values={actionData?.values ?? values}
            errors={errors}
            businesses={businesses}
          />
        )}
      </AdminForm>

      <AuditLog entries={audit} fieldNames={OFFER_FIELD_NAMES} />
    </AdminPage>
  );
}
