import { useId } from "react";
import type { PlaceChoice } from "~/.server/offers/admin-offers";
import { SelectField } from "~/components/admin/choice-fields";
import { bindFields, RatingField, StatusField } from "~/components/admin/field-groups";
import { Field } from "~/components/form/field";
import { OFFER_COLORS, OFFER_TAGS } from "~/lib/offers/form";

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
function PlaceSelect({
  defaultValue,
  error,
  businesses,
}: {
  defaultValue: string;
  error?: string;
  businesses: readonly PlaceChoice[];
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
        {businesses.map((place) => (
          <option key={place.slug} value={place.slug}>
            {place.hidden ? `${place.name} (dold)` : place.name}
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
  businesses: readonly PlaceChoice[];
}) {
  const value = (name: string) => values[name] ?? "";
  const field = bindFields(value, errors);
  return (
    <>
      <PlaceSelect
        defaultValue={value("businessSlug")}
        error={errors.businessSlug}
        businesses={businesses}
      />
      <Field label="Företag" {...field("businessName")} hint="Namnet som visas på kortet." />
      <SelectField label="Etikett" options={TAG_OPTIONS} {...field("tag")} />
      <Field label="Rubrik" {...field("title")} />
      <Field label="Beskrivning" rows={4} {...field("description")} />
      <Field label="Plats" {...field("location")} hint="T.ex. Drottningtorget, Malmö." />
      <Field
        label="Bild"
        {...field("image")}
        hint="En bild på webbplatsen, t.ex. /images/business/emporia.svg."
      />
      <Field
        label="Länk"
        type="url"
        {...field("url")}
        hint="Knappen Till erbjudandet leder hit. Bara https-adresser."
      />
      <SelectField label="Färg" options={COLOR_OPTIONS} {...field("color")} />
      <Field
        label="Giltigt till"
        type="date"
        {...field("validUntil")}
        hint="Sista dagen erbjudandet visas (ÅÅÅÅ-MM-DD). Tomt: tills vidare."
      />
      <RatingField shownOn="kortet" {...field("rating")} />
      <StatusField defaultValue={value("status")} error={errors.status} />
    </>
  );
}
