import type { FeaturedChange } from "~/lib/admin-forms";
import { IntentButton } from "./intent-button";

/** One change of the featured selection; the place's name (and `context`) complete its name. */
export function FeaturedButton({
  intent,
  slug,
  label,
  name,
  context,
  disabled,
}: {
  intent: FeaturedChange["intent"];
  slug: string;
  label: string;
  name: string;
  context?: string;
  disabled?: boolean;
}) {
  return (
    <IntentButton
      field="slug"
      value={slug}
      intent={intent}
      label={label}
      srDetail={context ? `${name} ${context}` : name}
      disabled={disabled}
    />
  );
}
