import * as z from "zod/mini";
import { ACCESSIBILITY, type AccessibilityKey } from "~/lib/accessibility/accessibility";

// The admin's accessibility form (issue 24, point 2), one schema for the browser and the
// action: each fact yes, no or unknown ("vet-inte"), and whether all known facts were
// checked today.

const answer = z.optional(z.enum(["yes", "no", "vet-inte"], "Välj ja, nej eller vet inte."));

export const accessibilitySchema = z.object({
  ...(Object.fromEntries(ACCESSIBILITY.map((item) => [item.key, answer])) as Record<
    AccessibilityKey,
    typeof answer
  >),
  checkedToday: z.optional(z.string()),
});

export type AccessibilityForm = z.infer<typeof accessibilitySchema>;
