import { type RegistrationStatus, STATUS_LABELS } from "~/lib/registrations/registrations";
import { DecisionStatusBadge } from "./decision-parts";

/** A registration's status as a small label (its colour repeats the word, never replaces it). */
export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  return <DecisionStatusBadge status={status} label={STATUS_LABELS[status]} />;
}
