// Automatic holds on a confirmed review (issue 39, point 2): before an operator reads it,
// the review is marked with each reason it deserves a closer look, shown in the queue
// and on its page. A hold publishes nothing and rejects nothing; the operator decides.

/** A link or a web address in the text: reviews are about a visit, not advertisements. */
const LINK =
  /\bhttps?:\/\/|\bwww\.|\b[a-z0-9][a-z0-9-]*\.(?:se|nu|com|net|org|info|io|dk|de|eu|biz|shop)\b/i;

/** The share of a text's words found in another for the two to count as nearly the same. */
export const NEAR_DUPLICATE_SHARE = 0.9;

/** More reviews than this from one client or address within a day is a hold. */
export const REVIEWS_PER_DAY = 3;

export const HOLD_REASONS = {
  link: "Texten innehåller en länk eller webbadress.",
  duplicate: "Texten är nästan likadan som ett annat omdöme.",
  many: `Fler än ${REVIEWS_PER_DAY} omdömen från samma klient eller e-postadress det senaste dygnet.`,
} as const;

export type HoldReason = keyof typeof HOLD_REASONS;

/** A text's words: lower case letters and digits, each counted once. */
export function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

/**
 * Whether two texts are nearly the same: at least 90 % of the longer one's words are in
 * the other (so a copy with a word or two changed, reordered or with other punctuation,
 * counts; two short texts that share a few common words do not).
 */
export function nearlySame(a: Set<string>, b: Set<string>): boolean {
  const longer = a.size >= b.size ? a : b;
  const shorter = longer === a ? b : a;
  if (longer.size === 0) return false;
  let shared = 0;
  for (const word of shorter) if (longer.has(word)) shared++;
  return shared / longer.size >= NEAR_DUPLICATE_SHARE;
}

/**
 * The holds a review deserves: its text against the other reviews' texts, and how many
 * reviews its client or address sent within the day before (itself not counted).
 */
export function holdsOf(
  text: string,
  others: readonly string[],
  recentFromSender: number,
): HoldReason[] {
  const holds: HoldReason[] = [];
  if (LINK.test(text)) holds.push("link");
  const words = wordsOf(text);
  if (others.some((other) => nearlySame(words, wordsOf(other)))) holds.push("duplicate");
  if (recentFromSender >= REVIEWS_PER_DAY) holds.push("many");
  return holds;
}
