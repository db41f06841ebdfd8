import { Form } from "react-router";

/**
 * One change as its own small POST form, so it works without JavaScript and from the
 * keyboard: a hidden field names the record, the button's `intent` the change. The
 * visible label is short; `srDetail` completes the button's name for screen readers.
 */
export function IntentButton({
  field,
  value,
  intent,
  label,
  srDetail,
  disabled,
}: {
  /** The hidden field's name and value, e.g. slug=emporia. */
  field: string;
  value: string | number;
  intent: string;
  label: string;
  srDetail: string;
  disabled?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name={field} value={value} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={disabled}
        className="btn-secondary inline-flex disabled:cursor-not-allowed disabled:opacity-50"
      >
        {label}
        <span className="sr-only">{` ${srDetail}`}</span>
      </button>
    </Form>
  );
}
