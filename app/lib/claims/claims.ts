// What a claim's status is called (issue 24, point 5); client-safe for the admin pages.

export const CLAIM_STATUSES = ["pending", "approved", "rejected"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export function isClaimStatus(value: unknown): value is ClaimStatus {
  return typeof value === "string" && (CLAIM_STATUSES as readonly string[]).includes(value);
}

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  pending: "Väntar",
  approved: "Godkänt",
  rejected: "Avslaget",
};

/** Where the operator reviews a claim. */
export const CLAIMS_ADMIN_PATH = "/admin/ansprak";
export const claimAdminPath = (id: number) => `${CLAIMS_ADMIN_PATH}/${id}`;

/** Where a business page's claim form is. */
export const claimFormPath = (slug: string) => `/business/${encodeURIComponent(slug)}/agare`;

/** The rejection's reason: required (the claimant's mail carries it), at most this long. */
export const CLAIM_REASON_MISSING =
  "Skriv varför anspråket avslås. Skälet skickas till den som frågade.";
export const CLAIM_REASON_MAX = 1000;

/** The approval's reason: what the operator checked; required too, and mailed. */
export const CLAIM_APPROVAL_REASON_MISSING =
  "Skriv vad du har kontrollerat. Det skickas som skäl till den som frågade.";
