import type * as z from "zod/mini";
import { Field } from "~/components/form/field";
import { AdminForm } from "./admin-form";
import { AdminSection } from "./admin-page";

// What the pages of a request that waits for a decision (a registration, a claim) share:
// the status line, the reason a rejected one was given, and the reject form.

/**
 * What the page's forms sent (`sent`, when the action refused one) and the errors of the
 * form with this intent (`errorsOf`): each form shows only its own.
 */
export function sentForms(
  actionData: { values: Record<string, string>; errors: Record<string, string> } | undefined,
) {
  const sent: Record<string, string> = actionData?.values ?? {};
  const errorsOf = (intent: string) => (sent.intent === intent ? actionData?.errors : undefined);
  return { sent, errorsOf };
}

/** The approve section's heading (the section itself is the page's, as its form differs). */
export function ApproveHeading() {
  return (
    <h2 id="godkann" className="font-display text-2xl font-bold">
      Godkänn
    </h2>
  );
}

/** The status as a small label (its colour repeats the word, never replaces it). */
export function DecisionStatusBadge({
  status,
  label,
}: {
  status: "approved" | "rejected" | (string & {});
  label: string;
}) {
  const tone =
    status === "approved"
      ? "bg-emerald-50 text-emerald-900"
      : status === "rejected"
        ? "bg-rose-50 text-rose-900"
        : "bg-amber-100 text-amber-900";
  return (
    <span className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold ${tone}`}>
      {label}
    </span>
  );
}

/** "Status: <badge> <when and by whom>" under the page's title. */
export function DecisionStatusLine({ badge, text }: { badge: React.ReactNode; text: string }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-3">
      <span className="font-semibold">Status:</span>
      {badge}
      <span className="text-ink-soft">{text}</span>
    </p>
  );
}

/** The reason a decided request was given (a rejection, or a claim's approval). */
export function DecisionReason({ reason }: { reason: React.ReactNode }) {
  return (
    <p className="mt-4 rounded-2xl bg-white p-4 shadow-sm">
      <span className="font-semibold">Skäl: </span>
      {reason}
    </p>
  );
}

/** The reject form: a reason, which the mail to the sender carries. */
export function RejectSection({
  id,
  title,
  schema,
  serverErrors,
  submit,
  hint,
  reason,
  intent = "reject",
}: {
  id: string;
  title: string;
  schema: z.ZodMiniType;
  serverErrors: Record<string, string> | undefined;
  submit: { label: string; busyLabel: string };
  hint: string;
  /** The reason as sent, when the form comes back refused. */
  reason: string | undefined;
  /** The form's intent: "reject", or another decision that takes a reason (a review's "remove"). */
  intent?: string;
}) {
  return (
    <AdminSection id={id} title={title} className="mt-10">
      <AdminForm schema={schema} serverErrors={serverErrors} intent={intent} submit={submit}>
        {(errors) => (
          <Field
            label="Skäl"
            name="reason"
            rows={4}
            hint={hint}
            defaultValue={reason}
            error={errors.reason}
          />
        )}
      </AdminForm>
    </AdminSection>
  );
}
