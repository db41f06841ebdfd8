import { setImmediate } from "node:timers/promises";

// Long work on the main thread (a CSV parsed, thousands of rows written) gives other
// requests their turn every few milliseconds (issue 35, point 2): SQLite's driver holds
// the event loop while each statement runs, so a write loop yields between statements.

/**
 * A function to await in a long loop: it yields to the event loop once `sliceMs` have
 * passed. 5 ms: a request needs a few turns of the loop (accept, read, answer), each of
 * which waits for a slice and, under the import's allocations, a young-generation GC of
 * 20-50 ms; 15 ms slices gave a second request a p50 of 20-25 ms and a max of 200 ms
 * beside a 20,000-row import, 5 ms slices 8 ms and under 110 ms (BENCHMARKS.md).
 */
export function turnTaker(sliceMs = 5) {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await setImmediate();
    since = performance.now();
  };
}
