import { setImmediate } from "node:timers/promises";

// Long work on the main thread (a CSV parsed, thousands of rows written) gives other
// requests their turn every few milliseconds (issue 35, point 2): SQLite's driver holds
// the event loop while each statement runs, so a write loop yields between statements.

/** A function to await in a long loop: it yields to the event loop once `sliceMs` have passed. */
export function turnTaker(sliceMs = 15) {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await setImmediate();
    since = performance.now();
  };
}
