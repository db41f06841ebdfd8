import { Field } from "~/components/form/field";
import { EVENT_CATEGORIES } from "~/content/types";
import { EVENT_RECURRENCES } from "~/lib/events/form";
import { CheckboxField, RadioGroup, SelectField } from "./choice-fields";
import { bindFields, StatusField } from "./field-groups";

/** The event form's fields, shared by the create and the edit page. */
export function EventFields({
  value,
  errors,
  rule,
}: {
  /** The shown value of each field (what was sent, else what is stored). */
  value: (name: string) => string;
  errors: Record<string, string>;
  /** The stored recurrence in words, when the event has one. */
  rule?: string;
}) {
  const field = bindFields(value, errors);
  return (
    <>
      <Field label="Rubrik" {...field("title")} />
      <Field label="Beskrivning" rows={5} {...field("description")} />
      <Field
        label="Plats"
        {...field("location")}
        hint="T.ex. Malmö Opera, Östra Rönneholmsvägen 20, Malmö."
      />
      <SelectField
        label="Kategori"
        options={EVENT_CATEGORIES.map((category) => [category, category] as const)}
        {...field("category")}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Datum och tid (svensk tid)</legend>
        <Field label="Startdatum" type="date" {...field("startDate")} />
        <Field
          label="Starttid"
          type="time"
          {...field("startTime")}
          hint="Tomt om bara datumet är känt."
        />
        <Field label="Slutdatum" type="date" {...field("endDate")} hint="Tomt: samma dag." />
        <Field label="Sluttid" type="time" {...field("endTime")} hint="Tomt: till dagens slut." />
      </fieldset>
      <RadioGroup
        legend="Upprepning"
        name="recurrence"
        options={Object.entries(EVENT_RECURRENCES)}
        defaultValue={value("recurrence") || "none"}
        hint={rule && rule !== "Ingen" ? `Nu: ${rule}.` : undefined}
        error={errors.recurrence}
      />
      <CheckboxField
        label="Exempel"
        name="example"
        defaultChecked={value("example") === "on"}
        hint="Ett exempel visas med märket 'Exempel', utan kalenderfil: datum och program är inte bekräftade."
      />
      <Field
        label="Källa"
        {...field("source")}
        hint="En rad: var datumen kommer ifrån. Krävs för evenemang som inte är exempel."
      />
      <StatusField defaultValue={value("status")} error={errors.status} />
    </>
  );
}
