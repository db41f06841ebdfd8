// zod/mini: the featured selection (issue 9), shared by the browser and the actions.
import * as z from "zod/mini";
import { requiredText } from "~/lib/forms/fields";

/** How many featured places the start page shows (spec 2: four). */
export const HOME_FEATURED_MAX = 4;

export const FEATURED_INTENTS = [
  "add",
  "remove",
  "up",
  "down",
  "home-add",
  "home-remove",
  "home-up",
  "home-down",
] as const;

/** One change of the featured selection: what to do with which business. */
export const featuredSchema = z.object({
  intent: z.enum(FEATURED_INTENTS, { error: "Okänd åtgärd." }),
  slug: requiredText(100, "Välj ett företag.", "Välj ett företag i listan."),
});

export type FeaturedChange = z.infer<typeof featuredSchema>;
