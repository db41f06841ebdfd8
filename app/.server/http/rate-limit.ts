import type { Redis } from "ioredis";
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RateLimiterUnion,
} from "rate-limiter-flexible";

// Per-client limits on every public POST, from rate-limiter-flexible. Each kind is
// limited by two windows at once: N per minute and N/2 per 10 seconds, so a burst
// cannot take a whole minute's allowance at the end of one window and again at the
// start of the next (any short span sees at most about N). With REDIS_URL the
// counts live in Redis and every process behind the proxy enforces one shared
// limit; if Redis cannot be reached, each process falls back to counting in memory.
// Sign-in counts failures only: a successful attempt is given back (refund).

export type LimitKind =
  | "newsletter"
  | "registration"
  /** The claim form on a business page (issue 24, point 5). */
  | "claim"
  /** A visitor's review of a place (issue 39), per client. */
  | "review"
  | "checkout"
  | "demo-checkout"
  | "webhook"
  /** Look-ups of an order on /success (GET), per client. */
  | "order-lookup"
  /** Site searches on /sok (GET), per client. */
  | "search"
  /** A signed-in owner's changes and photos (issue 38), per owner address. */
  | "owner-edit"
  /** Admin sign-in attempts per client address, and per account (keyed by e-mail). */
  | "signin"
  | "signin-account";

/** Stripe sends webhook bursts from a few addresses: a roomier limit. */
const MULTIPLIER: Record<LimitKind, number> = {
  newsletter: 1,
  registration: 1,
  claim: 1,
  review: 1,
  checkout: 1,
  "demo-checkout": 1,
  webhook: 30,
  // A page that polls for its order (at most 7 loads, 3 s apart) and a reload or two.
  "order-lookup": 1,
  // Results come as a visitor types (one search per pause), so a person searches often.
  search: 30,
  // An owner goes through the editor's sections and uploads a handful of photos in a row.
  "owner-edit": 6,
  signin: 1,
  "signin-account": 1,
};

export type LimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimits {
  /** Counts one attempt; refused once the limit is reached. */
  check(kind: LimitKind, clientIp: string): Promise<LimitOutcome>;
  /**
   * Gives back the attempt `check` counted, for limits on failures only (sign-in): the
   * attempt is counted before the work, so parallel guesses cannot exceed the limit,
   * and given back when it succeeded.
   */
  refund(kind: LimitKind, key: string): Promise<void>;
}

export function createRateLimits(perMinute: number, redis?: Redis): RateLimits {
  const limiters = new Map<LimitKind, RateLimiterUnion>();
  const windows = new Map<LimitKind, RateLimiterAbstract[]>();
  const make = (options: IRateLimiterOptions) =>
    redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  for (const kind of Object.keys(MULTIPLIER) as LimitKind[]) {
    const points = perMinute * MULTIPLIER[kind];
    const pair = [
      make({ keyPrefix: `rl:${kind}:min`, points, duration: 60 }),
      make({
        keyPrefix: `rl:${kind}:10s`,
        points: Math.max(1, Math.ceil(points / 2)),
        duration: 10,
      }),
    ];
    windows.set(kind, pair);
    limiters.set(kind, new RateLimiterUnion(...pair));
  }
  return {
    async check(kind, clientIp) {
      try {
        await limiters.get(kind)?.consume(clientIp);
        return { ok: true };
      } catch (rejection) {
        const waits = Object.values(rejection as Record<string, unknown>)
          .filter((value): value is RateLimiterRes => value instanceof RateLimiterRes)
          .map((value) => value.msBeforeNext);
        if (waits.length === 0) throw rejection;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
      }
    },
    async refund(kind, key) {
      await Promise.all((windows.get(kind) ?? []).map((window) => window.reward(key, 1)));
    },
  };
}

export const RATE_LIMIT_MESSAGE = {
  title: "För många försök",
  description:
    "Du har skickat formuläret många gånger på kort tid. Vänta en minut och försök igen.",
};

/** The headers of a 429 answer. */
export function retryAfter(outcome: LimitOutcome): Record<string, string> {
  return outcome.ok ? {} : { "Retry-After": String(outcome.retryAfterSeconds) };
}
