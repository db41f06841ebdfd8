// A place's booking, menu or tickets link (issue 38): the words its button may have, and
// the link's rule, shared by the owner's editor, the admin and the public page.
import * as z from "zod/mini";
import { optionalMatching } from "~/lib/forms/fields";
import { BOOKING_LABELS } from "./booking-labels";

export { BOOKING_LABELS } from "./booking-labels";

export const bookingFields = {
  bookingLabel: z.optional(
    z.union([z.literal(""), z.enum(BOOKING_LABELS)], { error: "Välj vad knappen ska heta." }),
  ),
  bookingUrl: optionalMatching(
    (value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
    "Ange hela adressen till bokningen, t.ex. https://www.exempel.se/boka.",
    { length: 500, message: "Adressen är för lång." },
  ),
};

/** Both or neither: a button needs its words and its link. */
export function bookingIssue(form: {
  bookingLabel?: string;
  bookingUrl?: string;
}): { path: "bookingLabel" | "bookingUrl"; message: string } | undefined {
  if (form.bookingUrl && !form.bookingLabel)
    return { path: "bookingLabel", message: "Välj vad knappen ska heta." };
  if (form.bookingLabel && !form.bookingUrl)
    return {
      path: "bookingUrl",
      message: "Ange adressen till bokningen, menyn eller biljetterna.",
    };
  return undefined;
}

/** The button a place's stored link and words make, when it has both. */
export function bookingLink(
  url: string | null,
  label: string | null,
): { url: string; label: string } | undefined {
  return url && label ? { url, label } : undefined;
}
