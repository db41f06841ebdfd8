// What a review's status is called and where the operator decides it (issue 39);
// client-safe for the admin pages.

export const REVIEW_STATUS_LABELS: Record<string, string> = {
  unconfirmed: "Inte bekräftat",
  pending: "Väntar",
  published: "Publicerat",
  rejected: "Avslaget",
  replaced: "Ersatt av ett nyare",
};

export const REVIEW_REASON_MISSING = "Skriv varför omdömet inte publiceras. Skälet står i mejlet.";
export const REVIEW_REASON_MAX = 1000;

/** Where the operator decides a review. */
export const reviewAdminPath = (id: number) => `/admin/omdomen/${id}`;

/** "4 av 5" as stars for the pages: filled and empty, read out by the text beside them. */
export const starsOf = (rating: number) => "★".repeat(rating) + "☆".repeat(5 - rating);
