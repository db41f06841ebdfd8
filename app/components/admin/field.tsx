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
}: {
  label: string;
  name: string;
  type?: "text" | "email" | "password" | "tel" | "url";
  error?: string;
  defaultValue?: string;
  autoComplete?: string;
  hint?: string;
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
