import { useId } from "react";

/**
 * A labelled field of the owner pages, with its hint and its error right below it.
 * The error is an alert (announced when it appears) and described by the field, so it
 * is read again when the field gets the focus.
 */
export function OwnerField({
  label,
  name,
  type = "text",
  error,
  defaultValue,
  autoComplete,
  hint,
  rows,
  maxLength,
}: {
  label: string;
  name: string;
  type?: "text" | "email";
  error?: string;
  defaultValue?: string;
  autoComplete?: string;
  hint?: string;
  /** A multi-line field (textarea) of this many rows. */
  rows?: number;
  maxLength?: number;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim();
  const common = {
    id,
    name,
    defaultValue,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: "field mt-1 w-full",
  };
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
        <textarea rows={rows} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...common} />
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-rose-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
