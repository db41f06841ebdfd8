// zod/mini: what an owner may propose for their place (issue 38) and the operator's
// decision on it, shared by the browser and the actions. The rules of each field are the
// operator's own (place-form.ts): an owner's value passes where the operator's would.
import * as z from "zod/mini";
import {
  ACCESSIBILITY,
  type Accessibility,
  type AccessibilityKey,
} from "~/lib/accessibility/accessibility";
import { weekFormSchema } from "~/lib/hours/day-editor";
import { MAX_HOURS_LENGTH } from "~/lib/hours/form";
import { parseSwedishHours } from "~/lib/hours/swedish";
import { translationText } from "~/lib/i18n/translation-form";
import { bookingFields, bookingIssue } from "~/lib/places/booking";
import { placeFieldRules } from "~/lib/places/place-form";
import { photosOf } from "./photos";

/**
 * A place's texts in English, German and Danish (issue 40, point 4), each named as the
 * operator's translation form names it ("en_description"): approved, they are written to
 * content_translations, not to the place's row.
 */
export const TRANSLATION_FIELDS = [
  "en_summary",
  "en_description",
  "en_longDescription",
  "de_summary",
  "de_description",
  "de_longDescription",
  "da_summary",
  "da_description",
  "da_longDescription",
] as const;
export type TranslationField = (typeof TRANSLATION_FIELDS)[number];

export const isTranslationField = (field: string): field is TranslationField =>
  (TRANSLATION_FIELDS as readonly string[]).includes(field);

/** The fields an owner proposes, in the order the editor and the review show them. */
export const PROPOSAL_FIELDS = [
  "summary",
  "description",
  "longDescription",
  "phone",
  "email",
  "website",
  "booking",
  "accessibility",
  "hours",
  "photos",
  ...TRANSLATION_FIELDS,
] as const;
export type ProposalField = (typeof PROPOSAL_FIELDS)[number];

/** Each field's name as the editor, the review and the mails say it. */
export const PROPOSAL_LABELS: Record<ProposalField, string> = {
  summary: "Kort beskrivning",
  description: "Beskrivning",
  longDescription: "Lång beskrivning",
  phone: "Telefon",
  email: "E-post",
  website: "Hemsida",
  booking: "Bokningsknapp",
  accessibility: "Tillgänglighet",
  hours: "Öppettider",
  photos: "Bilder",
  en_summary: "Kort beskrivning på engelska",
  en_description: "Beskrivning på engelska",
  en_longDescription: "Lång beskrivning på engelska",
  de_summary: "Kort beskrivning på tyska",
  de_description: "Beskrivning på tyska",
  de_longDescription: "Lång beskrivning på tyska",
  da_summary: "Kort beskrivning på danska",
  da_description: "Beskrivning på danska",
  da_longDescription: "Lång beskrivning på danska",
};

/**
 * Proposed values by field, each as text (null clears an optional field): `booking` is
 * `{"label","url"}` as JSON, `accessibility` `{"trappfri":"yes",…}` (the known facts),
 * `photos` the gallery in order (app/lib/owner/photos.ts).
 */
export type ProposedValues = Partial<Record<ProposalField, string | null>>;

export { ownerEditorPath, proposalAdminPath } from "./paths";

/** What the owner sees at the top of a place with a proposal waiting. */
export const PROPOSAL_WAITING = "Väntar på granskning";

const checkedBooking = <T extends { bookingLabel?: string; bookingUrl?: string }>(
  schema: z.ZodMiniObject,
) =>
  schema.check(
    z.superRefine((form, ctx) => {
      const issue = bookingIssue(form as T);
      if (issue)
        ctx.addIssue({ code: "custom", input: form, path: [issue.path], message: issue.message });
    }),
  );

/** The editor's "Beskrivning och kontakt" section. */
export const ownerDetailsSchema = checkedBooking(
  z.object({
    section: z.literal("uppgifter"),
    summary: placeFieldRules.summary,
    description: placeFieldRules.description,
    longDescription: placeFieldRules.longDescription,
    phone: placeFieldRules.phone,
    email: placeFieldRules.email,
    website: placeFieldRules.website,
    ...bookingFields,
  }),
) as unknown as z.ZodMiniObject<{
  section: z.ZodMiniLiteral<"uppgifter">;
  summary: typeof placeFieldRules.summary;
  description: typeof placeFieldRules.description;
  longDescription: typeof placeFieldRules.longDescription;
  phone: typeof placeFieldRules.phone;
  email: typeof placeFieldRules.email;
  website: typeof placeFieldRules.website;
  bookingLabel: typeof bookingFields.bookingLabel;
  bookingUrl: typeof bookingFields.bookingUrl;
}>;

const answer = z.optional(z.enum(["yes", "no", "vet-inte"], "Välj ja, nej eller vet inte."));

/** Each accessibility fact yes, no or unknown. */
const answersShape = Object.fromEntries(ACCESSIBILITY.map((item) => [item.key, answer])) as Record<
  AccessibilityKey,
  typeof answer
>;

/** The editor's "Tillgänglighet" section: each fact yes, no or unknown. */
export const ownerAccessibilitySchema = z.object({
  section: z.literal("tillganglighet"),
  ...answersShape,
});

/** A waiting registration's facts, added by the registrant: the week and the answers. */
export const registrationFactsFormSchema = z.extend(weekFormSchema, answersShape);

/**
 * The editor's "Öppettider" section: the hours as Swedes write them ('Mån–Fre 8–18, Lör
 * 10–16, julafton stängt'), understood in the browser and again by the action. Required:
 * the box starts empty, so an empty post is a slip, not a wish to remove the hours (the
 * day editor with every day empty does that).
 */
export const ownerHoursSchema = z.object({
  section: z.literal("oppettider"),
  hours: z.string({ error: "Skriv öppettiderna, till exempel ”Mån–Fre 8–18”." }).check(
    z.trim(),
    z.minLength(1, "Skriv öppettiderna, till exempel ”Mån–Fre 8–18”."),
    z.maxLength(MAX_HOURS_LENGTH, `Öppettiderna får vara högst ${MAX_HOURS_LENGTH} tecken.`),
    z.superRefine((value, ctx) => {
      if (!value) return;
      const read = parseSwedishHours(value);
      if ("error" in read) ctx.addIssue({ code: "custom", input: value, message: read.error });
    }),
  ),
});

/**
 * The editor's "Översättningar" section: the short, the ordinary and the long description
 * in English, German and Danish; an empty field has none (the page in that language shows the
 * Swedish text, marked as Swedish).
 */
export const ownerTranslationsSchema = z.object({
  section: z.literal("oversattningar"),
  en_summary: translationText("summary"),
  en_description: translationText("description"),
  en_longDescription: translationText("longDescription"),
  de_summary: translationText("summary"),
  de_description: translationText("description"),
  de_longDescription: translationText("longDescription"),
  da_summary: translationText("summary"),
  da_description: translationText("description"),
  da_longDescription: translationText("longDescription"),
});

/** The editor's day-by-day week (app/lib/hours/day-editor.ts); `kopiera` only fills days in. */
export const ownerWeekSchema = weekFormSchema;

/** A post to the editor: one of its sections. */
export const ownerEditorSchema = z.discriminatedUnion("section", [
  ownerDetailsSchema,
  ownerAccessibilitySchema,
  ownerHoursSchema,
  ownerWeekSchema,
  ownerTranslationsSchema,
]);

export type OwnerDetailsForm = z.infer<typeof ownerDetailsSchema>;
export type OwnerAccessibilityForm = z.infer<typeof ownerAccessibilitySchema>;
export type OwnerHoursForm = z.infer<typeof ownerHoursSchema>;

/** The known facts as a proposal holds them (null: none known). */
export function accessibilityValue(
  answers: Partial<Record<AccessibilityKey, string | undefined>>,
): string | null {
  const known = ACCESSIBILITY.filter(
    ({ key }) => answers[key] === "yes" || answers[key] === "no",
  ).map(({ key }) => [key, answers[key]]);
  return known.length > 0 ? JSON.stringify(Object.fromEntries(known)) : null;
}

/** A place's published facts as a proposal holds them. */
export const publishedAccessibility = (facts: Accessibility) =>
  accessibilityValue(
    Object.fromEntries(Object.entries(facts).map(([key, fact]) => [key, fact?.value])),
  );

/** The answers a proposal's accessibility value holds. */
export function accessibilityAnswers(value: string | null | undefined) {
  const answers: Partial<Record<AccessibilityKey, "yes" | "no">> = {};
  if (!value) return answers;
  const parsed = JSON.parse(value) as Record<string, unknown>;
  for (const { key } of ACCESSIBILITY)
    if (parsed[key] === "yes" || parsed[key] === "no") answers[key] = parsed[key];
  return answers;
}

/** The booking link a proposal's value holds. */
export function bookingOf(value: string | null | undefined): { label: string; url: string } | null {
  if (!value) return null;
  const parsed = JSON.parse(value) as { label?: unknown; url?: unknown };
  return typeof parsed.label === "string" && typeof parsed.url === "string"
    ? { label: parsed.label, url: parsed.url }
    : null;
}

export const bookingValue = (label?: string | null, url?: string | null) =>
  label && url ? JSON.stringify({ label, url }) : null;

/** A field's value as the review and the owner read it. */
export function proposalText(field: ProposalField, value: string | null | undefined): string {
  if (!value) return "(tomt)";
  if (field === "booking") {
    const booking = bookingOf(value);
    return booking ? `${booking.label}: ${booking.url}` : "(tomt)";
  }
  if (field === "accessibility") {
    const answers = accessibilityAnswers(value);
    return ACCESSIBILITY.filter(({ key }) => answers[key])
      .map((item) => `${item.label}: ${answers[item.key] === "yes" ? "ja" : "nej"}`)
      .join("\n");
  }
  if (field === "photos")
    return photosOf(value)
      .map((photo, index) => `${index + 1}. ${photo.alt}`)
      .join("\n");
  return value;
}

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
  ...(Object.fromEntries(
    PROPOSAL_FIELDS.map((field) => [`godkann-${field}`, z.optional(z.string())]),
  ) as Record<`godkann-${ProposalField}`, z.ZodMiniOptional<z.ZodMiniString>>),
});

export type ProposalDecisionForm = z.infer<typeof proposalDecisionSchema>;

/** The ticked fields of a decision. */
export const approvedFields = (form: ProposalDecisionForm): ProposalField[] =>
  PROPOSAL_FIELDS.filter((field) => form[`godkann-${field}`] !== undefined);
