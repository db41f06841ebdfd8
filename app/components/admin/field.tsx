import { useId } from "react";

/** A labelled admin form field with its error next to it (and announced). */
export function Field({
  label,
  name,
  type = "text",
  error,
  defaultValue,
  autoComplete,
  hint,
  rows,
}: {
  label: string;
  name: string;
  type?: "text" | "email" | "password" | "tel" | "url" | "date" | "time";
  error?: string;
  defaultValue?: string;
  autoComplete?: string;
  hint?: string;
  /** A multi-line field (textarea) of this many rows. */
  rows?: number;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {rows ? (
        <textarea
          id={id}
          name={name}
          rows={rows}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="field mt-1"
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={defaultValue}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="field mt-1"
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-rose-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The page frame of the signed-out admin pages. */
export function AdminCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm">{children}</div>
    </div>
  );
}

/** The form-level message of an admin form (announced when it appears). */
export function FormAlert({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="rounded-lg bg-rose-50 p-3 font-semibold text-rose-900">
      {message}
    </p>
  ) : null;
}

/** An admin form's submit button, disabled with a busy label while it posts. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" disabled={busy} className="btn-primary inline-flex">
      {busy ? busyLabel : label}
    </button>
  );
}
