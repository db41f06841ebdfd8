import { data, Link, redirect } from "react-router";
import * as z from "zod/mini";
import { requireOperator } from "~/.server/auth/admin-session";
import { readForm, refusal, refuse } from "~/.server/http/form";
import {
  approveRegistration,
  type Decision,
  rejectRegistration,
} from "~/.server/registrations/decisions";
import { loadRegistration } from "~/.server/registrations/moderation";
import { database } from "~/.server/services";
import { AdminForm } from "~/components/admin/admin-form";
import { AdminPage, AdminSection, adminMeta, Notice } from "~/components/admin/admin-page";
import { SelectField } from "~/components/admin/choice-fields";
import { RegistrationDetails } from "~/components/admin/registration-details";
import { RegistrationHistory } from "~/components/admin/registration-history";
import { RegistrationStatusBadge } from "~/components/admin/registration-status";
import { Field } from "~/components/form/field";
import { STATUS_LABELS } from "~/lib/registrations";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/request-policy";
import { withActionHeaders } from "~/lib/route-headers";
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

const rejectSchema = z.object({
  intent: z.literal("reject"),
  reason: z
    .string({ error: REASON_MISSING })
    .check(
      z.trim(),
      z.minLength(1, REASON_MISSING),
      z.maxLength(REASON_MAX, `Skälet får vara högst ${REASON_MAX} tecken.`),
    ),
});

const decisionSchema = z.discriminatedUnion("intent", [approveSchema, rejectSchema], {
  error: "Okänd åtgärd.",
});

/** A registration's id from the path; anything else is not a registration. */
function idOf(value: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw data("Registreringen finns inte.", { status: 404 });
  return Number(value);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireOperator(context);
  const id = idOf(params.id);
  const { db } = await database();
  const found = await loadRegistration(db, id);
  if (!found) throw data("Registreringen finns inte.", { status: 404 });
  return { ...found, rejectedNow: new URL(request.url).searchParams.has("avvisad") };
}

function alreadyDecided(decision: Extract<Decision, { kind: "decided" }>): string {
  const word = decision.status === "approved" ? "godkänd" : "avvisad";
  return `Registreringen är redan ${word}. Ett beslut kan bara fattas en gång, så inget ändrades.`;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const id = idOf(params.id);
  const parsed = await readForm(request, decisionSchema, "admin");
  if (!parsed.ok) return refusal(parsed);
  const { db } = await database();
  const form = parsed.value;
  const decision =
    form.intent === "approve"
      ? await approveRegistration(db, operator, id, form.category)
      : await rejectRegistration(db, operator, id, form.reason);
  if (decision.ok)
    // Approved: on to the new business, which the operator can edit right away.
    return redirect(
      decision.slug
        ? `/admin/foretag/${decision.slug}?skapat=1`
        : `/admin/registreringar/${id}?avvisad=1`,
    );
  const values: Record<string, string> = { ...form };
  if (decision.kind === "missing") throw data("Registreringen finns inte.", { status: 404 });
  if (decision.kind === "invalid") return refuse(400, decision.errors, values);
  return refuse(409, alreadyDecided(decision), values);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `Registrering: ${data.registration.businessName}` : "Registrering");

export default function AdminRegistration({ loaderData, actionData }: Route.ComponentProps) {
  const { registration, suggestedCategory, categories, history, rejectedNow, heldPurchases } =
    loaderData;
  const sent: Record<string, string> = actionData?.values ?? {};
  const errorsOf = (intent: string) => (sent.intent === intent ? actionData?.errors : undefined);
  const isNew = registration.status === "new";
  return (
    <AdminPage
      back={{ to: "/admin/registreringar", label: "Alla registreringar" }}
      title={registration.businessName}
    >
      <p className="mt-2 flex flex-wrap items-center gap-3">
        <span className="font-semibold">Status:</span>
        <RegistrationStatusBadge status={registration.status} />
        <span className="text-ink-soft">
          {isNew
            ? `Mottagen ${registration.received}, väntar på granskning.`
            : `${STATUS_LABELS[registration.status]} ${registration.reviewedAt ?? ""} av ${registration.reviewedBy ?? "okänd"}.`}
        </span>
      </p>
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
        <p className="mt-4 rounded-2xl bg-white p-4 shadow-sm">
          <span className="font-semibold">Skäl: </span>
          {registration.rejectionReason}
        </p>
      ) : null}

      <RegistrationDetails registration={registration} />

      {isNew ? (
        <>
          {/* Not AdminSection: one more level above the form would change the ids React
              generates for its fields. */}
          <section aria-labelledby="godkann" className="mt-10">
            <h2 id="godkann" className="font-display text-2xl font-bold">
              Godkänn
            </h2>
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
          <AdminSection id="avvisa" title="Avvisa" className="mt-10">
            <AdminForm
              schema={rejectSchema}
              serverErrors={errorsOf("reject")}
              intent="reject"
              submit={{ label: "Avvisa registreringen", busyLabel: "Avvisar..." }}
            >
              {(errors) => (
                <Field
                  label="Skäl"
                  name="reason"
                  rows={4}
                  hint="Skälet står i mejlet till den som registrerade."
                  defaultValue={sent.reason}
                  error={errors.reason}
                />
              )}
            </AdminForm>
          </AdminSection>
        </>
      ) : null}

      <RegistrationHistory entries={history} />
    </AdminPage>
  );
}
