import { data, useNavigation } from "react-router";
import { readForm, refusal } from "~/.server/http/form";
import { photosKeptBeside } from "~/.server/owner/owner-photos";
import { decideProposal } from "~/.server/owner/proposal-decisions";
import {
  type ProposalStatus,
  placeOfProposal,
  proposalAdminPath,
  proposalById,
  publishedOf,
} from "~/.server/owner/proposals";
import { AdminPage, AdminSection, adminMeta, Notice } from "~/components/admin/admin-page";
import { Field, SubmitButton } from "~/components/form/field";
import { SchemaForm } from "~/components/form/schema-form";
import { ProposalValues } from "~/components/owner/proposal-values";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { adminPhotoBase } from "~/lib/owner/photos";
import { approvedFields, proposalDecisionSchema } from "~/lib/owner/proposals";
import { formatDateTime } from "~/lib/text/dates";
import { answerDecision, operatorDatabase, pathId } from "../route-helpers.server";
import type { Route } from "./+types/$id";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

// An owner's proposed changes (issue 38, point 3), field by field against what the guide
// shows now: approve the ticked fields (the rest are rejected, with a reason mailed to
// the owner) or reject everything. Decided once.

const MISSING = "Ändringarna finns inte.";

const STATUS_LABELS: Record<ProposalStatus, string> = {
  pending: "Väntar på granskning",
  approved: "Godkända",
  rejected: "Avslagna",
  partly: "Delvis godkända",
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const id = pathId(params.id, MISSING);
  const proposal = await proposalById(db, id);
  if (!proposal) throw data(MISSING, { status: 404 });
  const place = await placeOfProposal(db, proposal.slug);
  if (!place) throw data(MISSING, { status: 404 });
  return {
    id,
    name: place.name,
    slug: place.slug,
    email: proposal.email,
    fields: proposal.fields,
    published: await publishedOf(db, place),
    keptPhotos:
      proposal.status === "pending"
        ? await photosKeptBeside(db, place.slug, proposal.fields.photos, proposal.updatedAt)
        : [],
    status: proposal.status,
    statusLabel: STATUS_LABELS[proposal.status],
    received: formatDateTime(proposal.updatedAt),
    decided:
      proposal.decidedAt === null
        ? null
        : `${formatDateTime(proposal.decidedAt)} av ${proposal.decidedBy ?? "okänd"}`,
    reason: proposal.reason,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const id = pathId(params.id, MISSING);
  const read = await readForm(request, proposalDecisionSchema, "admin");
  if (!read.ok) return refusal(read);
  const form = read.value;
  const approve = form.intent === "approve" ? approvedFields(form) : [];
  const decision = await decideProposal(db, operator, id, approve, form.reason ?? "");
  return answerDecision(decision, read.values, {
    next: () => proposalAdminPath(id),
    missing: MISSING,
    subject: "Förslaget",
    decided: (status) => STATUS_LABELS[status as ProposalStatus]?.toLowerCase() ?? "beslutat",
  });
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `Ändringar från företagare: ${data.name}` : "Ändringar från företagare");

export default function AdminProposal({ loaderData, actionData }: Route.ComponentProps) {
  const { name, slug, email, fields, published, keptPhotos, status, statusLabel } = loaderData;
  const { received, decided, reason } = loaderData;
  const pending = status === "pending";
  const busy = useNavigation().state === "submitting";
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const sentIntent = failure?.values.intent;
  return (
    <AdminPage back={{ to: "/admin#andringar-fran-foretagare", label: "Att göra" }} title={name}>
      <p className="mt-2">
        <strong>{statusLabel}</strong>
        {pending ? ` · skickade ${received} av ${email}` : ` · ${decided ?? ""}`}
      </p>
      {failure?.errors.form ? <Notice tone="error">{failure.errors.form}</Notice> : null}
      {!pending && reason ? <p className="mt-2">{`Motivering: ${reason}`}</p> : null}
      <p className="mt-2">
        <a href={`/business/${slug}`} className="text-teal-dark underline">
          Företagets sida
        </a>{" "}
        ·{" "}
        <a href={`/admin/foretag/${slug}`} className="text-teal-dark underline">
          i redaktionen
        </a>
      </p>
      {pending ? (
        <>
          <AdminSection id="godkann" title="Godkänn" className="mt-8">
            <p className="mt-2 text-ink-soft">
              De markerade ändringarna publiceras på en gång; de omarkerade avslås med motiveringen
              nedan. Företagaren får ett mejl om beslutet.
            </p>
            <SchemaForm
              schema={proposalDecisionSchema}
              serverErrors={sentIntent === "approve" ? failure?.errors : undefined}
              className="mt-2 space-y-4"
            >
              {(errors) => (
                <>
                  <input type="hidden" name="intent" value="approve" />
                  <ProposalValues
                    fields={fields}
                    published={published}
                    photoBase={adminPhotoBase(slug)}
                    decide
                  />
                  {keptPhotos.length > 0 ? (
                    <p className="text-sm" data-testid="kept-photos">
                      {`Redaktionen har lagt till ${keptPhotos.length === 1 ? "en bild" : `${keptPhotos.length} bilder`} efter förslaget (${keptPhotos.map((photo) => photo.alt).join("; ")}). ${keptPhotos.length === 1 ? "Den behålls" : "De behålls"} efter företagarens bilder.`}
                    </p>
                  ) : null}
                  <Field
                    label="Motivering för det som inte godkänns"
                    name="reason"
                    rows={3}
                    hint="Krävs om någon ändring inte är markerad. Den står i mejlet till företagaren."
                    defaultValue={sentIntent === "approve" ? failure?.values.reason : undefined}
                    error={errors.reason}
                  />
                  <SubmitButton
                    busy={busy}
                    label="Godkänn markerade ändringar"
                    busyLabel="Godkänner..."
                  />
                </>
              )}
            </SchemaForm>
          </AdminSection>
          <AdminSection id="avsla" title="Avslå allt" className="mt-10">
            <SchemaForm
              schema={proposalDecisionSchema}
              serverErrors={sentIntent === "reject" ? failure?.errors : undefined}
              className="mt-2 space-y-4"
            >
              {(errors) => (
                <>
                  <input type="hidden" name="intent" value="reject" />
                  <Field
                    label="Motivering"
                    name="reason"
                    rows={3}
                    hint="Den står i mejlet till företagaren."
                    defaultValue={sentIntent === "reject" ? failure?.values.reason : undefined}
                    error={errors.reason}
                  />
                  <SubmitButton busy={busy} label="Avslå alla ändringar" busyLabel="Avslår..." />
                </>
              )}
            </SchemaForm>
          </AdminSection>
        </>
      ) : (
        <ProposalValues fields={fields} published={published} photoBase={adminPhotoBase(slug)} />
      )}
    </AdminPage>
  );
}
