import {
  PROPOSAL_FIELDS,
  PROPOSAL_LABELS,
  type ProposalField,
  type ProposedValues,
  proposalText,
} from "~/lib/owner/proposals";

/**
 * A proposal's values, field by field, beside what the guide shows now: on the owner's
 * editor ('Väntar på granskning') and in the operator's review.
 */
export function ProposalValues({
  fields,
  published,
  decide,
}: {
  fields: ProposedValues;
  published: Record<ProposalField, string | null>;
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
              <span className="whitespace-pre-line break-words">
                {proposalText(field, published[field])}
              </span>
            </div>
            <div>
              <span className="block text-sm text-ink-soft">Föreslaget</span>
              <span className="whitespace-pre-line break-words">
                {proposalText(field, fields[field])}
              </span>
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
