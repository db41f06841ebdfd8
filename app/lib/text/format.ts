/** 'https://www.example.se/' -> 'www.example.se' (the shown text of a website link). */
export function stripProtocol(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").replace(/\/$/, "");
}

// Numbers are written by hand, not with toLocaleString: the first Intl number format a
// page makes loads the browser's locale data, about 150 ms of main thread while the app
// hydrates (issue 21). format.test.ts compares the results with Intl's "sv-SE" ones.

/** A rating with one decimal and a Swedish decimal comma: 4.8 -> '4,8'. */
export function formatRating(rating: number): string {
  // Half away from zero on the decimal value, as Intl rounds (toFixed alone gives 4.85 -> 4.8).
  return (Math.round(rating * 10) / 10).toFixed(1).replace(".", ",");
}

/** 10000 -> '10 000' with the Swedish thousands separator (a no-break space). */
export function formatCount(count: number): string {
  const [whole = "", fraction] = String(Math.abs(count)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, "\u00a0");
  const sign = count < 0 ? "\u2212" : "";
  return `${sign}${grouped}${fraction ? `,${fraction}` : ""}`;
}

/** 1499 -> '1 499 kr'. */
export function formatKronor(amount: number): string {
  return `${formatCount(amount)} kr`;
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
