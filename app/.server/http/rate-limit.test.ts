import { describe, expect, it } from "vitest";
import { createRateLimits } from "./rate-limit";

describe("sign-in limits", () => {
  it("count failures only: given-back successes never lock an account or a client out", async () => {
    const limits = createRateLimits(6);
    for (let attempt = 0; attempt < 15; attempt++) {
      expect(await limits.check("signin-account", "op@example.se")).toEqual({ ok: true });
      expect(await limits.check("signin", "198.51.100.7")).toEqual({ ok: true });
      await limits.refund("signin-account", "op@example.se");
      await limits.refund("signin", "198.51.100.7");
    }
    // Failures (not given back) still lock out: 3 per 10 s with 6 a minute.
    const outcomes = [];
    for (let attempt = 0; attempt < 4; attempt++)
      outcomes.push((await limits.check("signin-account", "op@example.se")).ok);
    expect(outcomes).toEqual([true, true, true, false]);
    // Another account is not affected.
    expect(await limits.check("signin-account", "annan@example.se")).toEqual({ ok: true });
  });
});
