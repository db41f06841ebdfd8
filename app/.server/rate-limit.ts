/**
 * Fixed-window limit per client and form, in memory. One process serves the site
 * (SQLite by default); behind several processes each keeps its own count, which
 * still bounds abuse per process.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { windowStart: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** True when the request may go ahead. */
  allow(key: string, now: number = Date.now()): boolean {
    const entry = this.hits.get(key);
    if (!entry || now - entry.windowStart >= this.windowMs) {
      this.hits.set(key, { windowStart: now, count: 1 });
      this.prune(now);
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }

  private prune(now: number) {
    if (this.hits.size < 10_000) return;
    for (const [key, entry] of this.hits)
      if (now - entry.windowStart >= this.windowMs) this.hits.delete(key);
  }
}

export const RATE_LIMIT_MESSAGE = {
  title: "För många försök",
  description:
    "Du har skickat formuläret många gånger på kort tid. Vänta en minut och försök igen.",
};
