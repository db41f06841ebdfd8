import { useId } from "react";
import type { BusinessChoice } from "~/.server/content/admin-offers";
import { RadioGroup, SelectField, STATUS_OPTIONS } from "~/components/admin/choice-fields";
import { Field } from "~/components/form/field";
import { OFFER_COLORS, OFFER_TAGS } from "~/lib/admin-forms";

/** The audit log's names of an offer's columns (the form's own labels). */
export const OFFER_FIELD_NAMES: Record<string, string> = {
  business_slug: "Företag i guiden",
  business_name: "Företag",
  tag: "Etikett",
  title: "Rubrik",
  description: "Beskrivning",
  location: "Plats",
  image: "Bild",
  url: "Länk",
  color: "Färg",
  valid_until: "Giltigt till",
  rating: "Betyg",
  status: "Status",
};

/** The defaults of a new offer's form. */
export const NEW_OFFER_VALUES: Record<string, string> = {
  tag: "Rabatt",
  color: "rose",
  status: "published",
};

const TAG_OPTIONS = Object.values(OFFER_TAGS).map((tag) => [tag, tag] as const);
const COLOR_OPTIONS = Object.entries(OFFER_COLORS);

/** The business select: its hint says what choosing one does. */
function BusinessSelect({
  defaultValue,
  error,
  businesses,
}: {
  defaultValue: string;
  error?: string;
  businesses: readonly BusinessChoice[];
}) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].join(" ").trim();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        Företag i guiden
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        Tomma fält för företag, plats, bild och länk fylls i från företaget när du sparar.
      </p>
      <select
        id={id}
        name="businessSlug"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="field mt-1"
      >
        <option value="">Inget (fristående erbjudande)</option>
        {businesses.map((business) => (
          <option key={business.slug} value={business.slug}>
            {business.hidden ? `${business.name} (dold)` : business.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-rose-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The fields of the offer form, shared by the create and the edit page. Labels are
 * the public card's own words; `values` are the form's strings (sent or stored).
 */
export function OfferFields({
  values,
  errors,
  businesses,
}: {
  values: Readonly<Record<string, string | undefined>>;
  errors: Readonly<Record<string, string | undefined>>;
  businesses: readonly BusinessChoice[];
}) {
  const value = (name: string) => values[name] ?? "";
  return (
    <>
      <BusinessSelect
        defaultValue={value("businessSlug")}
        error={errors.businessSlug}
        businesses={businesses}
      />
      <Field
        label="Företag"
        name="businessName"
        defaultValue={value("businessName")}
        hint="Namnet som visas på kortet."
        error={errors.businessName}
      />
      <SelectField
        label="Etikett"
        name="tag"
        options={TAG_OPTIONS}
        defaultValue={value("tag")}
        error={errors.tag}
      />
      <Field label="Rubrik" name="title" defaultValue={value("title")} error={errors.title} />
      <Field
        label="Beskrivning"
        name="description"
        rows={4}
        defaultValue={value("description")}
        error={errors.description}
      />
      <Field
        label="Plats"
        name="location"
        defaultValue={value("location")}
        hint="T.ex. Drottningtorget, Malmö."
        error={errors.location}
      />
      <Field
        label="Bild"
        name="image"
        defaultValue={value("image")}
        hint="En bild på webbplatsen, t.ex. /images/business/emporia.svg."
        error={errors.image}
      />
      <Field
        label="Länk"
        name="url"
        type="url"
        defaultValue={value("url")}
        hint="Knappen Till erbjudandet leder hit. Bara https-adresser."
        error={errors.url}
      />
      <SelectField
        label="Färg"
        name="color"
        options={COLOR_OPTIONS}
        defaultValue={value("color")}
        error={errors.color}
      />
      <Field
        label="Giltigt till"
        name="validUntil"
        type="date"
        defaultValue={value("validUntil")}
        hint="Sista dagen erbjudandet visas (ÅÅÅÅ-MM-DD). Tomt: tills vidare."
        error={errors.validUntil}
      />
      <Field
        label="Betyg"
        name="rating"
        defaultValue={value("rating")}
        hint="1–5 med en decimal, t.ex. 4,7. Tomt: kortet visar 4,8."
        error={errors.rating}
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
