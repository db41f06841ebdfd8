import { data, Link } from "react-router";
import * as z from "zod/mini";
import { readForm, refusal } from "~/.server/http/form";
import { approveRegistration, rejectRegistration } from "~/.server/registrations/decisions";
import { loadRegistration } from "~/.server/registrations/moderation";
import { AdminForm } from "~/components/admin/admin-form";
import { AdminPage, adminMeta, Notice } from "~/components/admin/admin-page";
import { SelectField } from "~/components/admin/choice-fields";
import {
  ApproveHeading,
  DecisionReason,
  DecisionStatusLine,
  RejectSection,
  sentForms,
} from "~/components/admin/decision-parts";
import { RegistrationDetails } from "~/components/admin/registration-details";
import { RegistrationHistory } from "~/components/admin/registration-history";
import { RegistrationStatusBadge } from "~/components/admin/registration-status";
import { decisionSchemaOf, rejectSchemaOf } from "~/lib/forms/decisions";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { STATUS_LABELS } from "~/lib/registrations/registrations";
import { answerDecision, operatorDatabase, pathId } from "../route-helpers.server";
import type { Route } from "./+types/$id";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

// One registration: every field it sent, its image, its status and history, and the
// two decisions (approve: a published business; reject: a reason for the mail). One
// schema per form, run by the browser before sending and by the action again.

const CHOOSE_CATEGORY = "Välj en kategori i guiden.";
const REASON_MISSING =
  "Skriv varför registreringen inte kan publiceras. Skälet skickas till den som registrerade.";
const REASON_MAX = 1000;

const approveSchema = z.object({
  intent: z.literal("approve"),
  category: z
    .string({ error: CHOOSE_CATEGORY })
    .check(z.trim(), z.minLength(1, CHOOSE_CATEGORY), z.maxLength(100, CHOOSE_CATEGORY)),
});

const rejectSchema = rejectSchemaOf(REASON_MISSING, REASON_MAX);

const decisionSchema = decisionSchemaOf(approveSchema, rejectSchema);

const MISSING = "Registreringen finns inte.";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const id = pathId(params.id, MISSING);
  const found = await loadRegistration(db, id);
  if (!found) throw data(MISSING, { status: 404 });
  return { ...found, rejectedNow: new URL(request.url).searchParams.has("avvisad") };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const id = pathId(params.id, MISSING);
  const read = await readForm(request, decisionSchema, "admin");
  if (!read.ok) return refusal(read);
  const form = read.value;
  const decision =
    form.intent === "approve"
      ? await approveRegistration(db, operator, id, form.category)
      : await rejectRegistration(db, operator, id, form.reason);
  return answerDecision(decision, form, {
    // Approved: on to the new place, which the operator can edit right away.
    next: (taken) =>
      taken.slug
        ? `/admin/foretag/${taken.slug}?skapat=1`
        : `/admin/registreringar/${id}?avvisad=1`,
    missing: MISSING,
    subject: "Registreringen",
    decided: (status) => (status === "approved" ? "godkänd" : "avvisad"),
  });
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `Registrering: ${data.registration.businessName}` : "Registrering");

export default function AdminRegistration({ loaderData, actionData }: Route.ComponentProps) {
  const { registration, suggestedCategory, categories, history, rejectedNow, heldPurchases } =
    loaderData;
  const { sent, errorsOf } = sentForms(actionData);
  const isNew = registration.status === "new";
  return (
    <AdminPage
      back={{ to: "/admin/registreringar", label: "Alla registreringar" }}
      title={registration.businessName}
    >
      <DecisionStatusLine
        badge={<RegistrationStatusBadge status={registration.status} />}
        text={
          isNew
            ? `Mottagen ${registration.received}, väntar på granskning.`
            : `${STATUS_LABELS[registration.status]} ${registration.reviewedAt ?? ""} av ${registration.reviewedBy ?? "okänd"}.`
        }
      />
      {rejectedNow && registration.status === "rejected" && !actionData ? (
        <Notice>{`Registreringen är avvisad. Ett mejl med skälet skickas till ${registration.contactEmail}.`}</Notice>
      ) : null}
      {actionData?.errors.form && !isNew ? (
        <Notice tone="error">{actionData.errors.form}</Notice>
      ) : null}
      {registration.status === "approved" && registration.businessSlug ? (
        <p className="mt-4 flex flex-wrap gap-4">
          <Link
            to={`/admin/foretag/${registration.businessSlug}`}
            className="font-semibold text-teal-dark underline"
          >
            Redigera företaget
          </Link>
          <a href={`/business/${registration.businessSlug}`} className="text-teal-dark underline">
            Visa den publika sidan
          </a>
        </p>
      ) : null}
      {registration.status === "rejected" ? (
        <DecisionReason reason={registration.rejectionReason} />
      ) : null}

      <RegistrationDetails registration={registration} />

      {isNew ? (
        <>
          {/* Not AdminSection: one more level above the form would change the ids React
              generates for its fields. */}
          <section aria-labelledby="godkann" className="mt-10">
            <ApproveHeading />
            <p className="mt-2 text-ink-soft">
              Ett publicerat företag skapas med uppgifterna och bilden, sist i kategorins lista.
              Sedan kommer du till företagets sida i redaktionen och kan ändra det. Den som
              registrerade får ett mejl med länken till sidan.
            </p>
            {heldPurchases.length > 0 ? (
              <p
                className="mt-2 rounded-lg bg-sky-50 p-3 text-sky-950"
                data-testid="held-purchases"
              >
                {`Med samma e-postadress har annonspaketet ${heldPurchases.join(" och ")} köpts utan koppling till något företag. När du godkänner kopplas det till det nya företaget, och den som registrerade får veta det i mejlet.`}
              </p>
            ) : null}
            {registration.isNewCategory ? (
              <p className="mt-2 rounded-lg bg-amber-100 p-3 text-amber-950">
                {`Registreringen önskar en ny kategori: ”${registration.actualCategory}”. Välj den befintliga kategori som passar bäst; önskemålet sparas i företagets källa och finns kvar här.`}
              </p>
            ) : null}
            <AdminForm
              schema={approveSchema}
              serverErrors={errorsOf("approve")}
              intent="approve"
              submit={{ label: "Godkänn och publicera", busyLabel: "Publicerar..." }}
            >
              {(errors) => (
                <SelectField
                  label="Kategori i guiden"
                  name="category"
                  options={[
                    ["", "Välj en kategori"],
                    ...categories.map((option) => [option.value, option.label] as const),
                  ]}
                  defaultValue={sent.category ?? suggestedCategory}
                  error={errors.category}
                />
              )}
            </AdminForm>
          </section>
          <RejectSection
            id="avvisa"
            title="Avvisa"
            schema={rejectSchema}
            serverErrors={errorsOf("reject")}
            submit={{ label: "Avvisa registreringen", busyLabel: "Avvisar..." }}
            hint="Skälet står i mejlet till den som registrerade."
            reason={sent.reason}
          />
        </>
      ) : null}

      <RegistrationHistory entries={history} />
    </AdminPage>
  );
}
