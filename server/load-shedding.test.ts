import { describe, expect, it } from "vitest";
import { type LoadShedLimits, shedReason } from "./load-shedding";

const limits: LoadShedLimits = { maxInFlight: 32, busyInFlight: 16, lagMs: 200 };

describe("shedReason", () => {
  it("never refuses a process with few requests in flight, however late its loop runs", () => {
    // Other programs taking the CPU, a GC pause or one slow task of our own.
    expect(shedReason(0, 5_000, limits)).toBeUndefined();
    expect(shedReason(15, 5_000, limits)).toBeUndefined();
  });

  it("refuses while enough are in flight and the loop lags", () => {
    expect(shedReason(16, 201, limits)).toBe("lag");
    expect(shedReason(31, 1_000, limits)).toBe("lag");
  });

  it("admits many in flight while the loop keeps up (waiting on the database, say)", () => {
    expect(shedReason(16, 200, limits)).toBeUndefined();
    expect(shedReason(31, 10, limits)).toBeUndefined();
  });

  it("refuses at the cap whatever the delay", () => {
    expect(shedReason(32, 0, limits)).toBe("in-flight");
    expect(shedReason(500, 0, limits)).toBe("in-flight");
  });
});
