import type { Accessibility } from "~/lib/accessibility/accessibility";
import { useFormats } from "~/lib/i18n/format";
import { useT } from "~/lib/i18n/i18n";
import {
  accessibilityCheckedText,
  type Confirmation,
  confirmedFactsText,
} from "~/lib/places/confirmation";

/**
 * Which of the place's facts were confirmed, when and by whom (issue 24, point 4; issue
 * 35): nothing at all where nothing was.
 */
export function ConfirmedNote({
  confirmed,
  accessibility,
}: {
  confirmed: Confirmation | null;
  accessibility?: Accessibility;
}) {
  const words = { t: useT(), date: useFormats().date };
  const lines = [
    confirmedFactsText(confirmed, words),
    accessibilityCheckedText(accessibility, words),
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <div className="mt-6 space-y-1 text-sm text-ink-soft" data-testid="confirmed">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
