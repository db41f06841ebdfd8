import { ExternalLink } from "lucide-react";
import { Form, Link } from "react-router";
import type { ViewReport } from "~/.server/page-views/page-views";
import { Field, SubmitButton } from "~/components/form/field";
import { SchemaForm } from "~/components/form/schema-form";
import type { FieldErrors } from "~/lib/forms/fields";
import {
  CHANGE_REQUEST_HINT,
  CHANGE_REQUEST_MAX,
  CHANGE_REQUEST_THANKS,
  changeRequestSchema,
} from "~/lib/owner/forms";
import { OwnerCard, OwnerNotice } from "./owner-page";
import { OwnerPlan, type OwnerPlanView } from "./owner-plan";

/** One business on the owner's page, as the loader of /foretagare/konto gives it. */
export interface OwnerPlaceView {
  slug: string;
  name: string;
  status: "published" | "hidden";
  /** "Publicerad" or "Dold". */
  statusLabel: string;
  /** Its public page (or its category's, without a page of its own); null while hidden. */
  publicUrl: string | null;
  /** The current plan, if the business has had one. */
  plan: OwnerPlanView | null;
  /** This month's views of the business page. */
  report: ViewReport;
  /** 'Uppgifter bekräftade 26 november 2026 av företaget', or that they are not. */
  confirmed: string;
  /** The owner's changes wait for the operator (issue 38). */
  proposalWaiting: boolean;
}

/** A business's card: name, status, the plan slot and the change-request form. */
export function OwnerPlace({
  business,
  errors,
  sent,
  formKey,
  busy,
}: {
  business: OwnerPlaceView;
  /** The action's field errors for this business's form. */
  errors?: FieldErrors;
  /** The change request was just stored. */
  sent: boolean;
  /** Changes after a stored request, so the form starts empty again. */
  formKey: string;
  busy: boolean;
}) {
  const headingId = `foretag-${business.slug}`;
  return (
    <OwnerCard label={business.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="font-display text-2xl font-bold">
          {business.publicUrl ? (
            <Link to={business.publicUrl} className="inline-flex items-center gap-2 underline">
              {business.name}
              <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">(företagets sida)</span>
            </Link>
          ) : (
            business.name
          )}
        </h2>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            business.status === "published" ? "bg-emerald-50 text-emerald-900" : "bg-sand text-ink"
          }`}
        >
          <span className="sr-only">Status: </span>
          {business.statusLabel}
        </p>
      </div>
      {business.status === "hidden" ? (
        <p className="mt-2 text-sm text-ink-soft">
          Företaget visas inte i guiden just nu. Hör av dig om du vill att det visas igen.
        </p>
      ) : null}

      <p className="mt-3">
        <Link
          to={`/foretagare/foretag/${encodeURIComponent(business.slug)}`}
          className="btn-primary inline-flex"
        >
          Ändra uppgifter
        </Link>
        {business.proposalWaiting ? (
          <span className="ml-3 text-ink-soft">Dina ändringar väntar på granskning.</span>
        ) : null}
      </p>

      <OwnerPlan business={business} plan={business.plan} report={business.report} />

      {business.status === "published" ? (
        <div className="mt-6">
          <h3 className="font-semibold text-lg">Stämmer uppgifterna?</h3>
          <p className="mt-1 text-ink-soft" data-testid="confirmed">
            {business.confirmed}
          </p>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="business" value={business.slug} />
            <button type="submit" className="btn-secondary inline-flex">
              Allt stämmer
            </button>
          </Form>
        </div>
      ) : null}

      <h3 className="mt-6 font-semibold text-lg">Föreslå ändringar</h3>
      <p className="mt-1 text-sm text-ink-soft">
        Skriv vad som ska ändras, till exempel öppettider, adress, telefon eller beskrivning. Vi går
        igenom förslaget innan något ändras på sidan.
      </p>
      {sent ? (
        <div className="mt-3">
          <OwnerNotice>{CHANGE_REQUEST_THANKS}</OwnerNotice>
        </div>
      ) : null}
      <SchemaForm
        key={formKey}
        schema={changeRequestSchema}
        serverErrors={errors}
        className="mt-3 space-y-4"
      >
        {(fieldErrors) => (
          <>
            <input type="hidden" name="business" value={business.slug} />
            <Field
              label={`Ändringar för ${business.name}`}
              name="message"
              rows={6}
              maxLength={CHANGE_REQUEST_MAX}
              hint={CHANGE_REQUEST_HINT}
              error={fieldErrors.message ?? fieldErrors.business}
            />
            <SubmitButton busy={busy} label="Skicka förslaget" busyLabel="Skickar..." />
          </>
        )}
      </SchemaForm>
    </OwnerCard>
  );
}
