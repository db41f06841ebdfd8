import type { FeaturedChange } from "~/lib/places/featured-form";
import { IntentButton } from "./intent-button";

type Intent = FeaturedChange["intent"];

/** The changes of a place's order among the featured places (ReorderButtons). */
export const FEATURED_ORDER = {
  up: "up",
  down: "down",
  remove: "remove",
} as const satisfies Record<string, Intent>;

/** The changes of a place's order on the start page. */
export const HOME_ORDER = {
  up: "home-up",
  down: "home-down",
  remove: "home-remove",
} as const satisfies Record<string, Intent>;

/** One change of the featured selection; the place's name completes the button's name. */
export function FeaturedButton({
  intent,
  slug,
  label,
  name,
  disabled,
}: {
  intent: Intent;
  slug: string;
  label: string;
  name: string;
  disabled?: boolean;
}) {
  return (
    <IntentButton
      field="slug"
      value={slug}
      intent={intent}
      label={label}
      srDetail={name}
      disabled={disabled}
    />
  );
}
