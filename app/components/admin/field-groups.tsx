import { Field } from "~/components/form/field";
import { RadioGroup, STATUS_OPTIONS } from "./choice-fields";

/**
 * The props that tie an admin field to its form by its name: the value it shows (what
 * was sent, else what is stored) and its error. The name is said once, so the three
 * cannot drift apart: `<Field label="Rubrik" {...field("title")} />`.
 */
export function bindFields<Name extends string>(
  value: (name: Name) => string,
  errors: Readonly<Record<string, string | undefined>>,
) {
  return (name: Name) => ({ name, defaultValue: value(name), error: errors[name] });
}

/** Published or hidden: the status every content form ends with. */
export function StatusField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  return (
    <RadioGroup
      legend="Status"
      name="status"
      options={STATUS_OPTIONS}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** Betyg, as the business and offer forms ask for it; `shownOn` shows 4,8 when it is empty. */
export function RatingField({
  shownOn,
  ...bound
}: {
  /** Where visitors see the rating: "sidan", "kortet". */
  shownOn: string;
  name: string;
  defaultValue: string;
  error?: string;
}) {
  return (
    <Field
      label="Betyg"
      {...bound}
      hint={`1–5 med en decimal, t.ex. 4,7. Tomt: ${shownOn} visar 4,8.`}
    />
  );
}
