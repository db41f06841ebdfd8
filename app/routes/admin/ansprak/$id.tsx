import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { requireOperator } from "~/.server/auth/admin-session";
import { loadClaim } from "~/.server/claims/claims";
import { approveClaim, type ClaimDecision, rejectClaim } from "~/.server/claims/decisions";
import { readForm, refusal, refuse } from "~/.server/http/form";
import { database } from "~/.server/services";
import { AdminForm } from "~/components/admin/admin-form";
import { AdminPage, AdminSection, adminMeta, Notice } from "~/components/admin/admin-page";
import { RegistrationHistory } from "~/components/admin/registration-history";
import { Field } from "~/components/form/field";
import { CLAIM_VERIFICATION_LABEL } from "~/lib/claim-form";
import {
  CLAIM_REASON_MAX,
  CLAIM_REASON_MISSING,
  CLAIM_STATUS_LABELS,
  CLAIMS_ADMIN_PATH,
  type ClaimStatus,
  claimAdminPath,
} from "~/lib/claims";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/request-policy";
import { withActionHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/$id";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

// One claim: who asks, for which business, how to check it, and the two decisions
// (approve: the address becomes an owner; reject: a reason for the mail). Decided once.

const approveSchema = z.object({ intent: z.literal("approve") });

const rejectSchema = z.object({
  intent: z.literal("reject"),
  reason: z
    .string({ error: CLAIM_REASON_MISSING })
    .check(
      z.trim(),
      z.minLength(1, CLAIM_REASON_MISSING),
      z.maxLength(CLAIM_REASON_MAX, `Skälet får vara högst ${CLAIM_REASON_MAX} tecken.`),
    ),
});

const decisionSchema = z.discriminatedUnion("intent", [approveSchema, rejectSchema], {
  error: "Okänd åtgärd.",
});

const MISSING = "Anspråket finns inte.";

/** A claim's id from the path; anything else is not a claim. */
function idOf(value: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw data(MISSING, { status: 404 });
  return Number(value);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireOperator(context);
  const id = idOf(params.id);
  const { db } = await database();
  const found = await loadClaim(db, id);
  if (!found) throw data(MISSING, { status: 404 });
  const done = new URL(request.url).searchParams.get("beslut");
  return { ...found, decidedNow: done === "godkant" || done === "avslaget" ? done : null };
}

function alreadyDecided(decision: Extract<ClaimDecision, { kind: "decided" }>): string {
  const word = decision.status === "approved" ? "godkänt" : "avslaget";
  return `Anspråket är redan ${word}. Ett beslut kan bara fattas en gång, så inget ändrades.`;
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
      ? await approveClaim(db, operator, id)
      : await rejectClaim(db, operator, id, form.reason);
  if (decision.ok)
    return redirect(
      `${claimAdminPath(id)}?beslut=${decision.status === "approved" ? "godkant" : "avslaget"}`,
    );
  const values: Record<string, string> = { ...form };
  if (decision.kind === "missing") throw data(MISSING, { status: 404 });
  if (decision.kind === "invalid") return refuse(400, decision.errors, values);
  return refuse(409, alreadyDecided(decision), values);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `Ägaranspråk: ${data.claim.businessName}` : "Ägaranspråk");

/** A claim's status as a small label (its colour repeats the word, never replaces it). */
function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const tone =
    status === "approved"
      ? "bg-emerald-50 text-emerald-900"
      : status === "rejected"
        ? "bg-rose-50 text-rose-900"
        : "bg-amber-100 text-amber-900";
  return (
    <span className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold ${tone}`}>
      {CLAIM_STATUS_LABELS[status]}
    </span>
  );
}

export default function AdminClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { claim, history, decidedNow } = loaderData;
  const sent: Record<string, string> = actionData?.values ?? {};
  const errorsOf = (intent: string) => (sent.intent === intent ? actionData?.errors : undefined);
  const pending = claim.status === "pending";
  return (
    <AdminPage
      back={{ to: CLAIMS_ADMIN_PATH, label: "Alla ägaranspråk" }}
      title={claim.businessName}
    >
      <p className="mt-2 flex flex-wrap items-center gap-3">
        <span className="font-semibold">Status:</span>
        <ClaimStatusBadge status={claim.status} />
        <span className="text-ink-soft">
          {pending
            ? `Mottaget ${claim.received}, väntar på beslut.`
            : `${CLAIM_STATUS_LABELS[claim.status]} ${claim.decidedAt ?? ""} av ${claim.decidedBy ?? "okänd"}.`}
        </span>
      </p>
      {decidedNow === "godkant" && claim.status === "approved" && !actionData ? (
        <Notice>{`Anspråket är godkänt: ${claim.email} är nu ägare av ${claim.businessName}. Ett mejl om företagarsidan skickas till ${claim.email}.`}</Notice>
      ) : null}
      {decidedNow === "avslaget" && claim.status === "rejected" && !actionData ? (
        <Notice>{`Anspråket är avslaget. Ett mejl med skälet skickas till ${claim.email}.`}</Notice>
      ) : null}
      {actionData?.errors.form && !pending ? (
        <Notice tone="error">{actionData.errors.form}</Notice>
      ) : null}
      {claim.status === "rejected" ? (
        <p className="mt-4 rounded-2xl bg-white p-4 shadow-sm">
          <span className="font-semibold">Skäl: </span>
          {claim.reason}
        </p>
      ) : null}

      <AdminSection id="uppgifter" title="Uppgifter" className="mt-8">
        <dl className="mt-2 space-y-3 rounded-2xl bg-white p-6 shadow-sm">
          <div>
            <dt className="font-semibold">Företag</dt>
            <dd>
              <a href={`/business/${claim.businessSlug}`} className="text-teal-dark underline">
                {claim.businessName}
              </a>{" "}
              (
              <a href={`/admin/foretag/${claim.businessSlug}`} className="text-teal-dark underline">
                i redaktionen
              </a>
              )
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Namn</dt>
            <dd>{claim.name}</dd>
          </div>
          <div>
            <dt className="font-semibold">E-post</dt>
            <dd>
              <a href={`mailto:${claim.email}`} className="text-teal-dark underline">
                {claim.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Roll</dt>
            <dd>{claim.role}</dd>
          </div>
          <div>
            <dt className="font-semibold">{CLAIM_VERIFICATION_LABEL}</dt>
            <dd className="whitespace-pre-line">{claim.verification}</dd>
          </div>
        </dl>
      </AdminSection>

      {pending ? (
        <>
          <section aria-labelledby="godkann" className="mt-10">
            <h2 id="godkann" className="font-display text-2xl font-bold">
              Godkänn
            </h2>
            <p className="mt-2 text-ink-soft">
              {`${claim.email} blir ägare av ${claim.businessName}: adressen loggar in på företagarsidan och ser företaget, dess besök och annonspaket. Den som frågade får ett mejl om det.`}
            </p>
            <AdminForm
              schema={approveSchema}
              serverErrors={errorsOf("approve")}
              intent="approve"
              submit={{ label: "Godkänn anspråket", busyLabel: "Godkänner..." }}
            >
              {() => null}
            </AdminForm>
          </section>
          <AdminSection id="avsla" title="Avslå" className="mt-10">
            <AdminForm
              schema={rejectSchema}
              serverErrors={errorsOf("reject")}
              intent="reject"
              submit={{ label: "Avslå anspråket", busyLabel: "Avslår..." }}
            >
              {(errors) => (
                <Field
                  label="Skäl"
                  name="reason"
                  rows={4}
                  hint="Skälet står i mejlet till den som frågade."
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
