// A registration's moderation status, shared by the admin pages and the server.

export const REGISTRATION_STATUSES = ["new", "approved", "rejected"] as const;

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export function isRegistrationStatus(value: unknown): value is RegistrationStatus {
  return (REGISTRATION_STATUSES as readonly unknown[]).includes(value);
}

/** A registration's status in the admin area's words. */
export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  new: "Ny",
  approved: "Godkänd",
  rejected: "Avvisad",
};
