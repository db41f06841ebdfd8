import pino from "pino";
import { describe, expect, it } from "vitest";
import { createLoadShedder, type LoadShedLimits, shedReason } from "./load-shedding";

const limits: LoadShedLimits = { maxInFlight: 32, maxActive: 4, busyInFlight: 16, lagMs: 200 };

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

describe("createLoadShedder's turns", () => {
  const turns = { maxInFlight: 10, maxActive: 2, busyInFlight: 10, lagMs: 10_000 };
  const quiet = pino({ level: "silent" });
  const admitted = (shedder: ReturnType<typeof createLoadShedder>) => {
    const admission = shedder.admit();
    if ("refused" in admission) throw new Error(`refused: ${admission.refused}`);
    return admission;
  };
  /** Resolves after the shedder's setImmediate hand-over has run. */
  const handedOver = () => new Promise((resolve) => setImmediate(resolve));

  it("works on maxActive requests at once; the others wait and start in arrival order", async () => {
    const shedder = createLoadShedder(turns, quiet);
    const ran: number[] = [];
    const requests = [0, 1, 2, 3].map(() => admitted(shedder));
    requests.forEach((request, index) => {
      request.start(() => ran.push(index));
    });
    expect(ran).toEqual([0, 1]);
    expect(shedder.waiting()).toBe(2);
    expect(shedder.inFlight()).toBe(4);

    requests[1]?.started(); // its headers went out
    await handedOver();
    expect(ran).toEqual([0, 1, 2]);
    requests[0]?.done();
    await handedOver();
    expect(ran).toEqual([0, 1, 2, 3]);
    expect(shedder.waiting()).toBe(0);
    for (const request of requests) request.done();
    expect(shedder.inFlight()).toBe(0);
    shedder.stop();
  });

  it("drops a waiting request whose client left, and never runs it", async () => {
    const shedder = createLoadShedder(turns, quiet);
    const ran: string[] = [];
    const [a, b, gone, d] = [0, 1, 2, 3].map(() => admitted(shedder));
    a?.start(() => ran.push("a"));
    b?.start(() => ran.push("b"));
    gone?.start(() => ran.push("gone"));
    d?.start(() => ran.push("d"));
    gone?.done();
    expect(shedder.waiting()).toBe(1);
    a?.done();
    await handedOver();
    expect(ran).toEqual(["a", "b", "d"]);
    shedder.stop();
  });

  it("frees the turn of a request whose client left between its turn and its start", async () => {
    const shedder = createLoadShedder(turns, quiet);
    const ran: string[] = [];
    const [a, b, c, d] = [0, 1, 2, 3].map(() => admitted(shedder));
    a?.start(() => ran.push("a"));
    b?.start(() => ran.push("b"));
    c?.start(() => ran.push("c"));
    d?.start(() => ran.push("d"));
    a?.done(); // c's turn, handed over at the next setImmediate …
    c?.done(); // … but c's client leaves first: its turn goes to d
    await handedOver();
    await handedOver();
    expect(ran).toEqual(["a", "b", "d"]);
    shedder.stop();
  });
});
