import type { Accessibility } from "~/lib/accessibility/accessibility";
import type { PlaceHours } from "~/lib/hours/hours";
import type { Confirmation } from "~/lib/places/confirmation";
import { AccessibilityFacts } from "./accessibility";
import { ConfirmedNote } from "./confirmed-note";
import { OpeningHours } from "./opening-hours";

/**
 * The facts a visitor checks before going (issue 24), the same in both layouts: the
 * opening hours, the accessibility facts and when the details were last confirmed.
 */
export function PlaceFacts({
  hours,
  accessibility,
  confirmed,
}: {
  hours?: PlaceHours;
  accessibility?: Accessibility;
  confirmed: Confirmation | null;
}) {
  return (
    <>
      {hours ? <OpeningHours hours={hours} /> : null}
      {accessibility ? <AccessibilityFacts facts={accessibility} /> : null}
      <ConfirmedNote confirmed={confirmed} accessibility={accessibility} />
    </>
  );
}
