import { type ComponentProps, type Ref, useId, useSyncExternalStore } from "react";

/**
 * A labelled form field with its hint and its error right below it. The error is not
 * an alert of its own: it is described by the field, and after a failed check
 * SchemaForm moves the focus to the first field in error, so it is read then (and
 * several fields in error do not all speak at once).
 */
export function Field({
  label,
  name,
  type = "text",
  error,
  defaultValue,
  autoComplete,
  hint,
  rows,
  maxLength,
  required,
  lang,
  id: givenId,
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
  maxLength?: number;
  required?: boolean;
  /** The language of the text asked for, when it is not the page's (a translation). */
  lang?: string;
  /** A fixed id, when a link or another element points at the field; otherwise generated. */
  id?: string;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim();
  const common = {
    id,
    name,
    defaultValue,
    maxLength,
    required,
    lang,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: "field mt-1",
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
        <KeptTextArea rows={rows} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...common} />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

const noSubscription = () => () => undefined;

/**
 * A textarea that keeps what was typed into it, and the selection, before the app
 * started. When React 19 hydrates a textarea it sets the default text again and then the
 * value to it (an input it leaves alone): Chromium drops an untouched textarea's selection
 * on the first, and the second puts back the server's text over what was typed. The app
 * starts on a first key press or focus (components/deferred-scripts.tsx), so this was
 * every first edit of a filled-in textarea. While hydrating, the field is marked as
 * edited (its value set to itself: the selection stays) and hydrated with the text it
 * holds as its default, so React's two writes change nothing; the render after hydration
 * gives it its own default back, which leaves an edited value alone.
 */
function KeptTextArea(props: ComponentProps<"textarea"> & { id: string }) {
  // True only while hydrating (and on the server): the server's snapshot is used then.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  let held: string | undefined;
  if (hydrating && typeof document !== "undefined") {
    const element = document.getElementById(props.id);
    if (element instanceof HTMLTextAreaElement) {
      // biome-ignore lint/correctness/noSelfAssign: the setter marks the field as edited
      element.value = element.value;
      held = element.value;
    }
  }
  return <textarea {...props} defaultValue={held ?? props.defaultValue} />;
}

/** A field's error, right below it; the field names it in aria-describedby (`{id}-error`). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-rose-800">
      {error}
    </p>
  ) : null;
}

/** A form's own message, above its fields (announced when it appears). */
export function FormAlert({ message, ref }: { message?: string; ref?: Ref<HTMLParagraphElement> }) {
  return message ? (
    <p ref={ref} role="alert" className="rounded-lg bg-rose-50 p-3 font-semibold text-rose-900">
      {message}
    </p>
  ) : null;
}

/** A form's submit button, disabled with a busy label while it posts. */
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
