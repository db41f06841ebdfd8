import { type Confirmation, confirmationText } from "~/lib/confirmation";

/** When the place's details were last confirmed, and by whom (issue 24, point 4). */
export function ConfirmedNote({ confirmed }: { confirmed: Confirmation | null }) {
  return (
    <p className="mt-6 text-sm text-ink-soft" data-testid="confirmed">
      {confirmationText(confirmed)}
    </p>
  );
}
