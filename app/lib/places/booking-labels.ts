// A place's booking button's words (issue 38), apart from the form's rules: the public
// page names the button in its language (issue 40) without loading the signed-in areas'
// form code (vite.config.ts keeps that in a chunk of its own).

/** The button's words: the owner picks one. */
export const BOOKING_LABELS = [
  "Boka bord",
  "Boka tid",
  "Boka rum",
  "Köp biljetter",
  "Meny",
  "Beställ",
] as const;

/** The button's words in the page's language (issue 40); a label from before the list stays. */
export function bookingLabel(
  label: string,
  t: (id: `booking.${(typeof BOOKING_LABELS)[number]}`) => string,
): string {
  const known = BOOKING_LABELS.find((candidate) => candidate === label);
  return known ? t(`booking.${known}`) : label;
}
