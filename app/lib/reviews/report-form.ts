// zod/mini: 'Rapportera' on a published review (issue 39, point 2), shared by the
// browser and the action.
import * as z from "zod/mini";
import { cleanedText } from "~/lib/forms/forms";

export const REPORT_REASONS = {
  "inte-ett-besok": "Det handlar inte om ett eget besök",
  krankande: "Det är kränkande eller olämpligt",
  personuppgifter: "Det innehåller personuppgifter om någon annan",
  reklam: "Det är reklam eller spam",
  annat: "Något annat",
} as const;

export type ReportReason = keyof typeof REPORT_REASONS;

export const REPORT_DETAILS_MAX = 500;

export const REPORT_MESSAGES = {
  reason: "Välj varför du rapporterar omdömet.",
  details: "Berätta kort vad som är fel.",
  invalid: "Formuläret har fel. Rätta de markerade fälten och skicka igen.",
  sent: "Tack! Vi tittar på omdömet.",
  nextSteps:
    "Redaktionen läser omdömet igen och tar bort det om det bryter mot våra riktlinjer. Det syns som vanligt tills dess.",
  failure: "Rapporten kunde inte skickas just nu. Försök igen om en stund.",
} as const;

const reasonKeys = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

/** The report: why, and in the visitor's own words (required for 'Något annat'). */
export const reportSchema = z
  .object({
    reason: z.pipe(
      z.transform((value: unknown) => (typeof value === "string" ? value.trim() : "")),
      z.enum(reasonKeys, { error: REPORT_MESSAGES.reason }),
    ),
    details: cleanedText("multi-line", REPORT_DETAILS_MAX, "Texten"),
  })
  .check(
    z.refine((value) => value.reason !== "annat" || value.details.length > 0, {
      message: REPORT_MESSAGES.details,
      path: ["details"],
    }),
  );

export type ReportForm = z.infer<typeof reportSchema>;

/** Where a published review's report form is. */
export const reportPath = (id: number) => `/omdome/${id}/rapportera`;
