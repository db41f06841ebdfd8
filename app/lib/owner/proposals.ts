// zod/mini: what an owner may propose for their place (issue 38) and the operator's
// decision on it, shared by the browser and the actions. The rules of each field are the
// operator's own (place-form.ts): an owner's value passes where the operator's would.
import * as z from "zod/mini";
import { placeFieldRules } from "~/lib/places/place-form";

/** The fields an owner proposes, in the order the editor and the review show them. */
export const PROPOSAL_FIELDS = ["summary", "description", "phone", "email", "website"] as const;
export type ProposalField = (typeof PROPOSAL_FIELDS)[number];

/** Each field's name as the editor, the review and the mails say it. */
export const PROPOSAL_LABELS: Record<ProposalField, string> = {
  summary: "Kort beskrivning",
  description: "Beskrivning",
  phone: "Telefon",
  email: "E-post",
  website: "Hemsida",
};

/** Proposed values by field; null clears an optional field. */
export type ProposedValues = Partial<Record<ProposalField, string | null>>;

/** What the owner sees at the top of a place with a proposal waiting. */
export const PROPOSAL_WAITING = "Väntar på granskning";

/** The editor's "Beskrivning och kontakt" section. */
export const ownerDetailsSchema = z.object({
  summary: placeFieldRules.summary,
  description: placeFieldRules.description,
  phone: placeFieldRules.phone,
  email: placeFieldRules.email,
  website: placeFieldRules.website,
});

export type OwnerDetailsForm = z.infer<typeof ownerDetailsSchema>;

export const MAX_REASON_LENGTH = 1000;

/**
 * The operator's decision: approve the ticked fields (`godkann-<field>`) and reject the
 * rest, or reject everything; a reason is required when anything is rejected (the
 * action checks that, as it knows which fields the proposal holds).
 */
export const proposalDecisionSchema = z.object({
  intent: z.enum(["approve", "reject"], { error: "Välj godkänn eller avslå." }),
  reason: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(MAX_REASON_LENGTH, `Motiveringen får vara högst ${MAX_REASON_LENGTH} tecken.`),
      ),
  ),
  "godkann-summary": z.optional(z.string()),
  "godkann-description": z.optional(z.string()),
  "godkann-phone": z.optional(z.string()),
  "godkann-email": z.optional(z.string()),
  "godkann-website": z.optional(z.string()),
});

/** The ticked fields of a decision. */
export const approvedFields = (form: ProposalDecisionForm): ProposalField[] =>
  PROPOSAL_FIELDS.filter((field) => form[`godkann-${field}`] !== undefined);

export type ProposalDecisionForm = z.infer<typeof proposalDecisionSchema>;
