import { useId } from "react";

// Admin form fields with a fixed set of answers; errors sit next to the field.

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-semibold text-rose-800">
      {error}
    </p>
  ) : null;
}

/** A labelled select. */
export function SelectField({
  label,
  name,
  options,
  defaultValue,
  error,
}: {
  label: string;
  name: string;
  options: readonly (readonly [value: string, label: string])[];
  defaultValue?: string;
  error?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field mt-1"
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A group of radio buttons under one legend. */
export function RadioGroup({
  legend,
  name,
  options,
  defaultValue,
  error,
  hint,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [value: string, label: string])[];
  defaultValue?: string;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim();
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="font-semibold">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
        {options.map(([value, text]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={defaultValue === value}
              className="size-5"
            />
            {text}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** One checkbox with its label beside it. */
export function CheckboxField({
  label,
  name,
  defaultChecked,
  hint,
}: {
  label: string;
  name: string;
  defaultChecked: boolean;
  hint?: string;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="size-5"
        />
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Publicerad / Dold, the status of every record the admin area edits. */
export const STATUS_OPTIONS = [
  ["published", "Publicerad"],
  ["hidden", "Dold (syns inte för besökare)"],
] as const;
