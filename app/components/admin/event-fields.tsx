import { Field } from "~/components/form/field";
import { EVENT_CATEGORIES } from "~/content/types";
import { EVENT_RECURRENCES } from "~/lib/event-form";
import { CheckboxField, RadioGroup, SelectField, STATUS_OPTIONS } from "./choice-fields";

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
  return (
    <>
      <Field label="Rubrik" name="title" defaultValue={value("title")} error={errors.title} />
      <Field
        label="Beskrivning"
        name="description"
        rows={5}
        defaultValue={value("description")}
        error={errors.description}
      />
      <Field
        label="Plats"
        name="location"
        defaultValue={value("location")}
        hint="T.ex. Malmö Opera, Östra Rönneholmsvägen 20, Malmö."
        error={errors.location}
      />
      <SelectField
        label="Kategori"
        name="category"
        options={EVENT_CATEGORIES.map((category) => [category, category] as const)}
        defaultValue={value("category")}
        error={errors.category}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Datum och tid (svensk tid)</legend>
        <Field
          label="Startdatum"
          name="startDate"
          type="date"
          defaultValue={value("startDate")}
          error={errors.startDate}
        />
        <Field
          label="Starttid"
          name="startTime"
          type="time"
          defaultValue={value("startTime")}
          hint="Tomt om bara datumet är känt."
          error={errors.startTime}
        />
        <Field
          label="Slutdatum"
          name="endDate"
          type="date"
          defaultValue={value("endDate")}
          hint="Tomt: samma dag."
          error={errors.endDate}
        />
        <Field
          label="Sluttid"
          name="endTime"
          type="time"
          defaultValue={value("endTime")}
          hint="Tomt: till dagens slut."
          error={errors.endTime}
        />
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
        name="source"
        defaultValue={value("source")}
        hint="En rad: var datumen kommer ifrån. Krävs för evenemang som inte är exempel."
        error={errors.source}
      />
      <RadioGroup
        legend="Status"
        name="status"
        options={STATUS_OPTIONS}
        defaultValue={value("status")}
        error={errors.status}
      />
    </>
  );
}
