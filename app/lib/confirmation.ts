import { SITE } from "~/content/site";
import { formatDate } from "./dates";

// When a place's details were last confirmed (issue 24, point 4); client-safe.

/** Places not confirmed for this many months are listed for the operator. */
export const STALE_AFTER_MONTHS = 6;

export interface Confirmation {
  /** The Stockholm day, "2026-11-26". */
  at: string;
  /** Confirmed by the place's owner (else by the guide's operator). */
  byOwner: boolean;
}

/** 'Uppgifter bekräftade 26 november 2026 av företaget', or that they are not. */
export function confirmationText(confirmed: Confirmation | null | undefined): string {
  if (!confirmed) return "Uppgifterna är inte bekräftade ännu.";
  return `Uppgifter bekräftade ${formatDate(confirmed.at)} ${confirmed.byOwner ? "av företaget" : `av ${SITE.name}`}`;
}
