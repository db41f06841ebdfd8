import { areaPhotoPath, photosOf } from "~/lib/owner/photos";
import {
  isTranslationField,
  PROPOSAL_FIELDS,
  PROPOSAL_LABELS,
  type ProposalField,
  type ProposedValues,
  proposalText,
} from "~/lib/owner/proposals";

/** A field's value: photos as thumbnails with their alt texts, the rest as text. */
function FieldValue({
  field,
  value,
  photoBase,
}: {
  field: ProposalField;
  value: string | null | undefined;
  photoBase: string;
}) {
  if (field !== "photos" || !value)
    return (
      <span
        // A text in another language is marked as such (an empty one is the Swedish "(tomt)").
        lang={isTranslationField(field) && value ? field.slice(0, 2) : undefined}
        className="whitespace-pre-line break-words"
      >
        {proposalText(field, value)}
      </span>
    );
  return (
    <ol className="mt-1 grid grid-cols-2 gap-2">
      {photosOf(value).map((photo, index) => (
        <li key={photo.id} className="text-sm">
          <img
            src={areaPhotoPath(photoBase, photo.src)}
            alt=""
            width={160}
            height={120}
            loading="lazy"
            className="h-24 w-full rounded-lg bg-sand object-cover"
          />
          <span className="break-words">{`${index + 1}. ${photo.alt}`}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * A proposal's values, field by field, beside what the guide shows now: on the owner's
 * editor ('Väntar på granskning') and in the operator's review.
 */
export function ProposalValues({
  fields,
  published,
  decide,
  photoBase,
}: {
  fields: ProposedValues;
  published: Record<ProposalField, string | null>;
  /** Where the page's area serves the place's photos (its session cookie's path). */
  photoBase: string;
  /** In the operator's review: a box per field to approve it (ticked from the start). */
  decide?: boolean;
}) {
  const proposed = PROPOSAL_FIELDS.filter((field) => field in fields);
  return (
    <dl className="mt-4 space-y-4">
      {proposed.map((field) => (
        <div key={field} className="rounded-lg border border-sand p-3">
          <dt className="font-semibold">{PROPOSAL_LABELS[field]}</dt>
          <dd className="mt-1 grid gap-2 sm:grid-cols-2">
            <div>
              <span className="block text-sm text-ink-soft">Nu i guiden</span>
              <FieldValue field={field} value={published[field]} photoBase={photoBase} />
            </div>
            <div>
              <span className="block text-sm text-ink-soft">Föreslaget</span>
              <FieldValue field={field} value={fields[field]} photoBase={photoBase} />
            </div>
          </dd>
          {decide ? (
            <dd className="mt-2">
              <label className="inline-flex items-center gap-2">
                <input type="checkbox" name={`godkann-${field}`} defaultChecked />
                {`Godkänn ${PROPOSAL_LABELS[field].toLowerCase()}`}
              </label>
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
