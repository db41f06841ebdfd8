// The site, addresses and businesses of the owner page's tests (issue 11).

export { OPERATOR_EMAIL, SITE } from "./site";
export const LINK = /https:\/\/malmoguiden\.test\/foretagare\/logga-in\?token=([A-Za-z0-9_-]{43})/;
/** Six per minute: three per 10 seconds for one client or one address (rate-limit.ts). */
export const LIMIT_PER_MINUTE = 6;
export const MINUTE = 60 * 1000;

export const CAFE = { slug: "kafe-agaren", name: "Kafé Ägaren" };
export const SHOP = { slug: "butik-agaren", name: "Butik Ägaren" };
export const HIDDEN = { slug: "dold-agaren", name: "Dolda Ägaren" };
