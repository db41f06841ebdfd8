import { Fragment } from "react";
import { data } from "react-router";
import { loadClaim } from "~/.server/claims/claims";
import { approveClaim, rejectClaim } from "~/.server/claims/decisions";
import { readForm, refusal } from "~/.server/http/form";
import { AdminForm } from "~/components/admin/admin-form";
import { AdminPage, AdminSection, adminMeta, Notice } from "~/components/admin/admin-page";
import {
  ApproveHeading,
  DecisionReason,
  DecisionStatusBadge,
  DecisionStatusLine,
  RejectSection,
  sentForms,
} from "~/components/admin/decision-parts";
import { RegistrationHistory } from "~/components/admin/registration-history";
import { Field } from "~/components/form/field";
import {
  CLAIM_APPROVAL_REASON_MISSING,
  CLAIM_REASON_MAX,
  CLAIM_REASON_MISSING,
  CLAIM_STATUS_LABELS,
  CLAIMS_ADMIN_PATH,
  claimAdminPath,
} from "~/lib/claims/claims";
import { CLAIM_VERIFICATION_LABEL } from "~/lib/claims/form";
import { approveWithReasonSchemaOf, decisionSchemaOf, rejectSchemaOf } from "~/lib/forms/decisions";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { answerDecision, operatorDatabase, pathId } from "../route-helpers.server";
import type { Route } from "./+types/$id";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

// One claim: who asks, for which business, how to check it, and the two decisions
// (approve: the address becomes an owner; reject), each with a reason for the mail, as
// the issue asks ("approve/reject with reason"): on approval, what the operator checked.
// Decided once.

const approveSchema = approveWithReasonSchemaOf(CLAIM_APPROVAL_REASON_MISSING, CLAIM_REASON_MAX);

const rejectSchema = rejectSchemaOf(CLAIM_REASON_MISSING, CLAIM_REASON_MAX);

const decisionSchema = decisionSchemaOf(approveSchema, rejectSchema);

const MISSING = "Anspråket finns inte.";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const id = pathId(params.id, MISSING);
  const found = await loadClaim(db, id);
  if (!found) throw data(MISSING, { status: 404 });
  const done = new URL(request.url).searchParams.get("beslut");
  return { ...found, decidedNow: done === "godkant" || done === "avslaget" ? done : null };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const id = pathId(params.id, MISSING);
  const read = await readForm(request, decisionSchema, "admin");
  if (!read.ok) return refusal(read);
  const form = read.value;
  const decision =
    form.intent === "approve"
      ? await approveClaim(db, operator, id, form.reason)
      : await rejectClaim(db, operator, id, form.reason);
  return answerDecision(decision, form, {
    next: (taken) =>
      `${claimAdminPath(id)}?beslut=${taken.status === "approved" ? "godkant" : "avslaget"}`,
    missing: MISSING,
    subject: "Anspråket",
    decided: (status) => (status === "approved" ? "godkänt" : "avslaget"),
  });
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `Ägaranspråk: ${data.claim.businessName}` : "Ägaranspråk");

export default function AdminClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { claim, history, decidedNow } = loaderData;
  const { sent, errorsOf } = sentForms(actionData);
  const pending = claim.status === "pending";
  const details: [label: string, value: React.ReactNode, className?: string][] = [
    [
      "Företag",
      <Fragment key="business">
        <a href={`/business/${claim.businessSlug}`} className="text-teal-dark underline">
          {claim.businessName}
        </a>{" "}
        (
        <a href={`/admin/foretag/${claim.businessSlug}`} className="text-teal-dark underline">
          i redaktionen
        </a>
        )
      </Fragment>,
    ],
    ["Namn", claim.name],
    [
      "E-post",
      <a key="email" href={`mailto:${claim.email}`} className="text-teal-dark underline">
        {claim.email}
      </a>,
    ],
    ["Roll", claim.role],
    [CLAIM_VERIFICATION_LABEL, claim.verification, "whitespace-pre-line"],
  ];
  return (
    <AdminPage
      back={{ to: CLAIMS_ADMIN_PATH, label: "Alla ägaranspråk" }}
      title={claim.businessName}
    >
      <DecisionStatusLine
        badge={
          <DecisionStatusBadge status={claim.status} label={CLAIM_STATUS_LABELS[claim.status]} />
        }
        text={
          pending
            ? `Mottaget ${claim.received}, väntar på beslut.`
            : `${CLAIM_STATUS_LABELS[claim.status]} ${claim.decidedAt ?? ""} av ${claim.decidedBy ?? "okänd"}.`
        }
      />
      {decidedNow === "godkant" && claim.status === "approved" && !actionData ? (
        <Notice>{`Anspråket är godkänt: ${claim.email} är nu ägare av ${claim.businessName}. Ett mejl om företagarsidan skickas till ${claim.email}.`}</Notice>
      ) : null}
      {decidedNow === "avslaget" && claim.status === "rejected" && !actionData ? (
        <Notice>{`Anspråket är avslaget. Ett mejl med skälet skickas till ${claim.email}.`}</Notice>
      ) : null}
      {actionData?.errors.form && !pending ? (
        <Notice tone="error">{actionData.errors.form}</Notice>
      ) : null}
      {claim.status !== "pending" && claim.reason ? <DecisionReason reason={claim.reason} /> : null}

      <AdminSection id="uppgifter" title="Uppgifter" className="mt-8">
        <dl className="mt-2 space-y-3 rounded-2xl bg-white p-6 shadow-sm">
          {details.map(([label, value, className]) => (
            <div key={label}>
              <dt className="font-semibold">{label}</dt>
              <dd className={className}>{value}</dd>
            </div>
          ))}
        </dl>
      </AdminSection>

      {pending ? (
        <>
          <section aria-labelledby="godkann" className="mt-10">
            <ApproveHeading />
            <p className="mt-2 text-ink-soft">
              {`${claim.email} blir ägare av ${claim.businessName}: adressen loggar in på företagarsidan och ser företaget, dess besök och annonspaket. Den som frågade får ett mejl om det.`}
            </p>
            <AdminForm
              schema={approveSchema}
              serverErrors={errorsOf("approve")}
              intent="approve"
              submit={{ label: "Godkänn anspråket", busyLabel: "Godkänner..." }}
            >
              {(errors) => (
                <Field
                  label="Vad du har kontrollerat"
                  name="reason"
                  rows={3}
                  hint="Till exempel att växeln bekräftade rollen. Det står som skäl i mejlet till den som frågade."
                  defaultValue={sent.intent === "approve" ? sent.reason : undefined}
                  error={errors.reason}
                />
              )}
            </AdminForm>
          </section>
          <RejectSection
            id="avsla"
            title="Avslå"
            schema={rejectSchema}
            serverErrors={errorsOf("reject")}
            submit={{ label: "Avslå anspråket", busyLabel: "Avslår..." }}
            hint="Skälet står i mejlet till den som frågade."
            reason={sent.intent === "reject" ? sent.reason : undefined}
          />
        </>
      ) : null}

      <RegistrationHistory entries={history} />
    </AdminPage>
  );
}
