import type { CategoryOption, LoadedPlace } from "~/.server/places/admin-places";
import { Field, SubmitButton } from "~/components/form/field";
import { ACCESSIBILITY } from "~/lib/accessibility/accessibility";
import type { FieldErrors } from "~/lib/forms/fields";
import { MAX_FEATURES, placeSchema } from "~/lib/places/place-form";
import { AdminForm } from "./admin-form";
import { RadioGroup } from "./choice-fields";
import { bindFields, RatingField, StatusField } from "./field-groups";
import { PlaceImageField } from "./place-image-field";

/** The audit log's names of the form's fields. */
export const PLACE_FIELD_NAMES: Readonly<Record<string, string>> = {
  name: "Namn",
  category: "Kategori",
  summary: "Kort beskrivning",
  description: "Beskrivning",
  address: "Besöksadress",
  email: "E-post",
  phone: "Telefon",
  website: "Hemsida",
  rating: "Betyg",
  source: "Källa",
  featured: "Utvald",
  status: "Status",
  hasDetailPage: "Egen sida",
  image: "Bild",
  longDescription: "Lång beskrivning",
  philosophy: "Vår filosofi",
  equipment: "Utrustning",
  features: "Faciliteter",
  hours: "Öppettider",
  // Written by the place's own admin pages (hours, accessibility, confirmation, gallery)
  // and the CSV import: each of those pages shows the place's whole history (issue 35).
  images: "Bilder",
  opening_hours: "Öppettider",
  hours_checked_at: "Öppettider bekräftade",
  accessibility: "Tillgänglighet",
  confirmed_at: "Bekräftad",
  confirmed_by: "Bekräftad av",
  confirmed_facts: "Bekräftade uppgifter",
  // An owner's approved changes (issue 38): their booking button, photos and who proposed.
  booking: "Bokningsknapp",
  photos: "Bilder",
  proposedBy: "Föreslaget av",
  // The CSV import's one column per accessibility fact (accessibility_lugna_timmar).
  ...Object.fromEntries(
    ACCESSIBILITY.map(({ key, label }) => [`accessibility_${key.replace(/-/g, "_")}`, label]),
  ),
};

function Section({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="space-y-4 border-t border-sand pt-4 first:border-t-0 first:pt-0">
      <legend className="font-display text-xl font-bold">{title}</legend>
      {hint ? <p className="text-sm text-ink-soft">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/**
 * The business form shared by the create and edit pages: every field of the public
 * card and page, the extended profile, the image and the visibility. A plain
 * multipart POST, so it works without JavaScript.
 */
export function PlaceForm({
  business,
  sent,
  errors,
  categories,
  submitLabel,
  busyLabel,
  busy,
}: {
  business: LoadedPlace;
  /** The values of a refused post, shown again as they were sent. */
  sent?: Record<string, string>;
  errors: FieldErrors;
  categories: readonly CategoryOption[];
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
}) {
  const value = (name: Exclude<keyof LoadedPlace, "hours">) =>
    String(sent?.[name] ?? business[name] ?? "");
  return (
    <AdminForm
      schema={placeSchema}
      serverErrors={errors}
      encType="multipart/form-data"
      className="mt-6 space-y-6 rounded-2xl bg-white p-6 shadow-sm"
    >
      {(errors) => {
        const field = bindFields(value, errors);
        return (
          <>
            <Section title="Grunduppgifter">
              <Field label="Namn" {...field("name")} />
              <div>
                <label htmlFor="category" className="block font-semibold">
                  Kategori
                </label>
                <p id="category-hint" className="text-sm text-ink-soft">
                  Företaget listas på kategorins sida.
                </p>
                <select
                  id="category"
                  name="category"
                  defaultValue={value("category")}
                  aria-invalid={errors.category ? true : undefined}
                  aria-describedby={
                    errors.category ? "category-hint category-error" : "category-hint"
                  }
                  className="field mt-1"
                >
                  {value("category") ? null : <option value="">Välj en kategori</option>}
                  {categories.map((category) => (
                    <option key={category.value} value={category.value}>
                      {category.label}
                    </option>
                  ))}
                </select>
                {errors.category ? (
                  <p id="category-error" className="mt-1 text-sm font-semibold text-rose-800">
                    {errors.category}
                  </p>
                ) : null}
              </div>
              <Field
                label="Kort beskrivning"
                {...field("summary")}
                hint="Visas på kortet i listan. Tomt: beskrivningens första mening."
              />
              <Field label="Beskrivning" rows={6} {...field("description")} />
            </Section>

            <Section title="Kontaktuppgifter">
              <Field label="Besöksadress" {...field("address")} />
              <Field label="E-post" type="email" {...field("email")} />
              <Field label="Telefon" type="tel" {...field("phone")} />
              <Field label="Hemsida" type="url" {...field("website")} />
            </Section>

            <Section title="Bild på kortet och sidan">
              <PlaceImageField
                image={business.image}
                slug={business.slug || undefined}
                name={business.name}
                error={errors.image}
              />
            </Section>

            <Section
              title="Utökad profil"
              hint="Visas på företagets sida när något av det är ifyllt. Lämna allt tomt för en vanlig sida."
            >
              <Field
                label="Lång beskrivning"
                rows={6}
                {...field("longDescription")}
                hint="Ersätter beskrivningen överst på sidan."
              />
              <Field label="Vår filosofi" rows={3} {...field("philosophy")} />
              <Field label="Utrustning" rows={3} {...field("equipment")} />
              <Field
                label="Faciliteter"
                rows={4}
                {...field("features")}
                hint={`En per rad, högst ${MAX_FEATURES}.`}
              />
              <p className="text-sm text-ink-soft">
                Öppettiderna ställs in dag för dag på sidan Öppettider (länken ovan när företaget är
                sparat).
              </p>
            </Section>

            <Section title="Om uppgifterna">
              <RatingField shownOn="sidan" {...field("rating")} />
              <Field
                label="Källa"
                {...field("source")}
                hint="En rad: var uppgifterna kommer ifrån. Visas inte för besökare."
              />
            </Section>

            <Section title="Synlighet">
              <div className="flex items-center gap-2">
                <input
                  id="featured"
                  name="featured"
                  type="checkbox"
                  defaultChecked={sent ? sent.featured === "on" : business.featured}
                  className="size-5"
                />
                <label htmlFor="featured" className="font-semibold">
                  Utvald i sin kategori
                </label>
              </div>
              <RadioGroup
                legend="Egen sida"
                name="hasDetailPage"
                options={[
                  ["yes", "Ja, en egen sida med kontaktuppgifter"],
                  ["no", "Nej, bara kortet i listan"],
                ]}
                defaultValue={sent?.hasDetailPage ?? (business.hasDetailPage ? "yes" : "no")}
              />
              <StatusField defaultValue={value("status")} />
            </Section>

            <SubmitButton busy={busy} label={submitLabel} busyLabel={busyLabel} />
          </>
        );
      }}
    </AdminForm>
  );
}
