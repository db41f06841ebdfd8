import { afterEach, describe, expect, it, vi } from "vitest";
import { renderSlots } from "./render-slots";

// The bound on share image renders (issue 35, point 2): two at once, two waiting, a
// second's wait at most, in these tests.

/** A piece of work the test finishes by hand. */
function task<T>(value: T) {
  let finish: () => void = () => {};
  let started = false;
  const done = new Promise<T>((resolve) => {
    finish = () => resolve(value);
  });
  return {
    work: () => {
      started = true;
      return done;
    },
    finish: () => finish(),
    started: () => started,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("render slots", () => {
  it("runs two at once, lets two wait, and refuses the rest at once", async () => {
    const slots = renderSlots({ atOnce: 2, waiting: 2, waitMs: 1000 });
    const tasks = [1, 2, 3, 4, 5, 6].map((n) => task(n));
    const results = tasks.map((t) => slots.run(t.work));
    // The fifth and sixth found no room: refused without waiting.
    expect(await results[4]).toBeUndefined();
    expect(await results[5]).toBeUndefined();
    expect(tasks.map((t) => t.started())).toEqual([true, true, false, false, false, false]);
    expect(slots.load()).toEqual({ running: 2, waiting: 2 });

    tasks[0]?.finish();
    expect(await results[0]).toBe(1);
    await Promise.resolve(); // the next in line starts on the following turn
    // The slot passed to the first in line.
    expect(tasks.map((t) => t.started())).toEqual([true, true, true, false, false, false]);
    expect(slots.load()).toEqual({ running: 2, waiting: 1 });
    for (const t of tasks) t.finish();
    expect(await Promise.all(results.slice(0, 4))).toEqual([1, 2, 3, 4]);
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a waiting one whose wait ran out, and keeps the line in order", async () => {
    vi.useFakeTimers();
    const slots = renderSlots({ atOnce: 1, waiting: 2, waitMs: 1000 });
    const first = task("first");
    const second = task("second");
    const third = task("third");
    const running = slots.run(first.work);
    const late = slots.run(second.work);
    await vi.advanceTimersByTimeAsync(600);
    const next = slots.run(third.work);
    await vi.advanceTimersByTimeAsync(400);
    expect(await late).toBeUndefined();
    expect(second.started()).toBe(false);
    expect(slots.load()).toEqual({ running: 1, waiting: 1 });
    first.finish();
    expect(await running).toBe("first");
    await vi.advanceTimersByTimeAsync(0);
    expect(third.started()).toBe(true);
    third.finish();
    expect(await next).toBe("third");
  });

  it("frees the slot when the work fails", async () => {
    const slots = renderSlots({ atOnce: 1, waiting: 0, waitMs: 1000 });
    await expect(slots.run(() => Promise.reject(new Error("unreadable")))).rejects.toThrow(
      "unreadable",
    );
    expect(await slots.run(() => Promise.resolve("after"))).toBe("after");
  });
});
