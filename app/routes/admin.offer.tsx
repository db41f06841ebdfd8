import { data, Link, redirect, useNavigation } from "react-router";
import {
  businessChoices,
  isExpired,
  loadOffer,
  readOfferSubmission,
  saveOffer,
} from "~/.server/admin-offers";
import { requireOperator } from "~/.server/admin-session";
import { database } from "~/.server/services";
import { AdminForm } from "~/components/admin/admin-form";
import { AuditLog } from "~/components/admin/audit-log";
import { SubmitButton } from "~/components/admin/field";
import { OFFER_FIELD_NAMES, OfferFields } from "~/components/admin/offer-fields";
import { offerSchema } from "~/lib/admin-forms";
import { pageMeta } from "~/lib/meta";
import { withActionHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/admin.offer";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireOperator(context);
  const { db } = await database();
  const [found, businesses] = await Promise.all([loadOffer(db, params.slug), businessChoices(db)]);
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
  const operator = requireOperator(context);
  const { db } = await database();
  const submission = await readOfferSubmission(db, request);
  if (!submission.ok)
    return data({ errors: submission.errors, values: submission.values }, { status: 400 });
  const changes = await saveOffer(db, operator, params.slug, submission.form);
  if (!changes) throw data("Erbjudandet finns inte.", { status: 404 });
  return redirect(`/admin/erbjudanden/${params.slug}?sparat=1`);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(
    data ? `Redigera ${data.values.title}` : "Redigera erbjudande",
    "Malmöguidens redaktion.",
  ),
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { values, audit, businesses, expired, notice } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <p>
        <Link to="/admin/erbjudanden" className="font-semibold text-teal-dark underline">
          Alla erbjudanden
        </Link>
      </p>
      <h1 className="mt-2 font-display text-4xl font-bold">{values.title}</h1>
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
      {notice && !actionData ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900"
        >
          {notice}
        </p>
      ) : null}
      <AdminForm schema={offerSchema} serverErrors={actionData?.errors}>
        {(errors) => (
          <>
            <OfferFields
              values={actionData?.values ?? values}
              errors={errors}
              businesses={businesses}
            />
            <SubmitButton busy={busy} label="Spara" busyLabel="Sparar..." />
          </>
        )}
      </AdminForm>

      <AuditLog entries={audit} fieldNames={OFFER_FIELD_NAMES} />
    </div>
  );
}
