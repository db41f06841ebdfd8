// zod/mini: 'Rapportera' on a published review (issue 39, point 2), shared by the
// browser and the action.
import * as z from "zod/mini";
import { cleanedTextWith, UNREADABLE_TEXT } from "~/lib/forms/forms";
import { formWords } from "~/lib/i18n/words";

export const REPORT_REASONS = {
  "inte-ett-besok": "Det handlar inte om ett eget besök",
  krankande: "Det är kränkande eller olämpligt",
  personuppgifter: "Det innehåller personuppgifter om någon annan",
  reklam: "Det är reklam eller spam",
  annat: "Något annat",
} as const;

export type ReportReason = keyof typeof REPORT_REASONS;

export const REPORT_DETAILS_MAX = 500;

/**
 * The form's messages in Swedish by their catalog ids (the Swedish catalog has the same
 * words; catalogs.test.ts checks). The schema's issues carry the ids; a page puts them into
 * its language with reportWords (issue 40).
 */
const REPORT_SV = {
  "reportForm.reason": "Välj varför du rapporterar omdömet.",
  "reportForm.details": "Berätta kort vad som är fel.",
  "reportForm.detailsTooLong": "Texten får vara högst {detailsMax} tecken.",
  "reportForm.invalid": "Formuläret har fel. Rätta de markerade fälten och skicka igen.",
  "reportForm.sent": "Tack! Vi tittar på omdömet.",
  "reportForm.nextSteps":
    "Redaktionen läser omdömet igen och tar bort det om det bryter mot våra riktlinjer. Det syns som vanligt tills dess.",
  "reportForm.missing": "Omdömet finns inte eller visas inte längre.",
  "form.unreadable": UNREADABLE_TEXT,
} as const;

export type ReportMessageId = keyof typeof REPORT_SV;

/** The Swedish table, for the catalogs' test. */
export const REPORT_MESSAGES_SV: Readonly<Record<ReportMessageId, string>> = REPORT_SV;

/** The form's messages in a page's language, from its translate function (formWords). */
export const reportWords = formWords(
  REPORT_SV,
  { detailsMax: REPORT_DETAILS_MAX },
  "reportForm.invalid",
);

const reasonKeys = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

/** The report: why, and in the visitor's own words (required for 'Något annat'). */
export const reportSchema = z
  .object({
    reason: z.pipe(
      z.transform((value: unknown) => (typeof value === "string" ? value.trim() : "")),
      z.enum(reasonKeys, { error: "reportForm.reason" }),
    ),
    details: cleanedTextWith("multi-line", REPORT_DETAILS_MAX, {
      unreadable: "form.unreadable",
      tooLong: "reportForm.detailsTooLong",
    }),
  })
  .check(
    z.refine((value) => value.reason !== "annat" || value.details.length > 0, {
      message: "reportForm.details",
      path: ["details"],
    }),
  );

export type ReportForm = z.infer<typeof reportSchema>;

/** Where a published review's report form is. */
export const reportPath = (id: number) => `/omdome/${id}/rapportera`;
