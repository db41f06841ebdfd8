export const DEFAULT_RATING = 4.8;

/** 'https://www.example.se/' -> 'www.example.se' (the shown text of a website link). */
export function stripProtocol(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").replace(/\/$/, "");
}

/** A rating with one decimal and a Swedish decimal comma: 4.8 -> '4,8'. */
export function formatRating(rating: number): string {
  return rating.toLocaleString("sv-SE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** 1499 -> '1 499 kr' with the Swedish thousands separator. */
export function formatKronor(amount: number): string {
  return `${amount.toLocaleString("sv-SE")} kr`;
}

/** Phone numbers worth linking: the data has one 'N/A' that must not become a tel: link. */
export function usablePhone(phone: string | undefined): string | undefined {
  const trimmed = phone?.trim();
  if (!trimmed || !/\d/.test(trimmed)) return undefined;
  return trimmed;
}

/** 'tel:' href for a Swedish number as written ('040-12 34 56' -> 'tel:040123456'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
