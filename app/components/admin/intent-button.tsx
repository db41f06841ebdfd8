import { Form, useNavigation } from "react-router";

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

/**
 * One of the buttons of a form that can be sent for more than one change: it names its
 * change in `intent`. While the page sends a form every such button waits, and the one
 * that was pressed says what is happening.
 */
export function IntentSubmit({
  intent,
  label,
  busyLabel,
  secondary = false,
}: {
  intent: string;
  label: string;
  busyLabel: string;
  secondary?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const pressed = busy && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className={secondary ? "btn-secondary inline-flex" : "btn-primary inline-flex"}
    >
      {pressed ? busyLabel : label}
    </button>
  );
}

/**
 * The changes of one item of an ordered list, each its own small form: move it up or
 * down (not past either end), any `children` (further changes), then remove it.
 * `detail` completes the buttons' names for screen readers ("Flytta upp Emporia").
 */
export function ReorderButtons<Intent extends string>({
  field,
  value,
  intents,
  index,
  count,
  detail,
  removeDetail = detail,
  children,
}: {
  /** The hidden field that names the item, and its value. */
  field: string;
  value: string | number;
  intents: { up: Intent; down: Intent; remove: Intent };
  /** The item's place in the list, and the list's length. */
  index: number;
  count: number;
  detail: string;
  /** The remove button's detail, where it reads differently. */
  removeDetail?: string;
  children?: React.ReactNode;
}) {
  const button = { field, value };
  return (
    <div className="flex flex-wrap gap-2">
      <IntentButton
        {...button}
        intent={intents.up}
        label="Flytta upp"
        srDetail={detail}
        disabled={index === 0}
      />
      <IntentButton
        {...button}
        intent={intents.down}
        label="Flytta ned"
        srDetail={detail}
        disabled={index === count - 1}
      />
      {children}
      <IntentButton {...button} intent={intents.remove} label="Ta bort" srDetail={removeDetail} />
    </div>
  );
}
