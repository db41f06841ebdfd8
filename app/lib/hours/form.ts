import * as z from "zod/mini";
import { optionalText } from "~/lib/forms/fields";

// The admin's opening-hours form (issue 24, point 1), one schema for the browser and the
// action. Whether the hours follow the OpenStreetMap syntax only the server can tell
// (the opening_hours library stays out of the browser): the action adds that check.

/** The longest hours value accepted (the form, the action and the evaluator). */
export const MAX_HOURS_LENGTH = 500;

/** The one-click rules for the eves, as the form names them. */
export const EVE_FIELDS = ["julafton", "midsommarafton", "nyarsafton"] as const;

const checkbox = z.optional(z.string());

export const hoursSchema = z.object({
  /** Save, or only show the coming week for the hours as written. */
  intent: z.optional(z.enum(["spara", "forhandsgranska"])),
  /** Empty: the place has no opening hours (any it had are removed). */
  hours: optionalText(MAX_HOURS_LENGTH, `Öppettiderna får vara högst ${MAX_HOURS_LENGTH} tecken.`),
  julafton: checkbox,
  midsommarafton: checkbox,
  nyarsafton: checkbox,
  confirmed: checkbox,
});

export type HoursForm = z.infer<typeof hoursSchema>;
