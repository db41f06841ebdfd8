// Load shedding: when this process has more work than it can serve, new requests get
// 503 with Retry-After at once instead of queueing until they time out. The rule
// protects the process from its own flood, never punishes a quiet process on a busy
// host: event-loop delay alone (other programs taking the CPU, one slow task, a GC
// pause) sheds nothing while few requests are in flight. server.js applies it to every
// request that reaches the app (static files and /healthz come first, never shed).
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Logger } from "pino";

export interface LoadShedLimits {
  /** In flight at once beyond which every new request is refused, whatever the delay. */
  maxInFlight: number;
  /**
   * Requests worked on at once (until their response headers go out); the others admitted
   * wait their turn in order. A page is rendered whole before its headers, in one piece of
   * the event loop's time: bounding how many start together bounds how long a turn of the
   * loop lasts, so /healthz and new connections are answered under a flood.
   */
  maxActive: number;
  /** In flight at once from which a lagging event loop refuses new requests. */
  busyInFlight: number;
  /** The event-loop delay (mean of the last window, ms) that counts as lagging. */
  lagMs: number;
}

export type ShedReason = "in-flight" | "lag";

/**
 * Whether a new request is refused, and why: too many in flight, or enough in flight
 * while the loop lags (the process is not keeping up with what it let in). Few in flight
 * is never refused, however late the loop runs.
 */
export function shedReason(
  inFlight: number,
  lagMs: number,
  limits: LoadShedLimits,
): ShedReason | undefined {
  if (inFlight >= limits.maxInFlight) return "in-flight";
  if (inFlight >= limits.busyInFlight && lagMs > limits.lagMs) return "lag";
  return undefined;
}

/** The event-loop delay is read over windows this long. */
const WINDOW_MS = 250;
/** At most one log line per reason this often; the lines between are counted in it. */
const LOG_EVERY_MS = 10_000;

export interface Admission {
  /** Runs `work` now, or once a turn is free (in arrival order). */
  start(work: () => void): void;
  /** The request's headers went out: its turn is free for the next. */
  started(): void;
  /** The request finished or its client left: no longer in flight. */
  done(): void;
}

export interface LoadShedder {
  /** Admits a request (counted in flight until `done`), or says why it is refused. */
  admit(): Admission | { refused: ShedReason };
  inFlight(): number;
  /** Admitted requests waiting for their turn. */
  waiting(): number;
  stop(): void;
}

export function createLoadShedder(limits: LoadShedLimits, logger: Logger): LoadShedder {
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let lagMs = 0;
  let windowStarted = performance.now();
  const window = setInterval(() => {
    // A loop blocked for the whole window records no delay sample at all (the mean is
    // NaN); how late this timer itself fired says it then.
    const now = performance.now();
    const late = now - windowStarted - WINDOW_MS;
    const mean = loopDelay.count > 0 ? loopDelay.mean / 1e6 : 0;
    lagMs = Math.max(mean, late);
    windowStarted = now;
    loopDelay.reset();
  }, WINDOW_MS);
  window.unref();

  let inFlight = 0;
  let active = 0;
  const queue: (() => void)[] = [];
  /** Starts the next waiting request in a turn of its own (after pending I/O is read). */
  function next() {
    if (active < limits.maxActive) queue.shift()?.();
  }
  const unlogged = { "in-flight": 0, lag: 0 };
  const lastLogged = { "in-flight": 0, lag: 0 };
  function logShed(reason: ShedReason) {
    unlogged[reason]++;
    const now = Date.now();
    if (now - lastLogged[reason] < LOG_EVERY_MS) return;
    logger.warn(
      { reason, inFlight, lagMs: Math.round(lagMs), shed: unlogged[reason], limits },
      "load shedding: new requests refused with 503",
    );
    lastLogged[reason] = now;
    unlogged[reason] = 0;
  }

  return {
    admit() {
      const refused = shedReason(inFlight, lagMs, limits);
      if (refused) {
        logShed(refused);
        return { refused };
      }
      inFlight++;
      let counted = true;
      let state: "new" | "waiting" | "active" | "released" = "new";
      let queued: (() => void) | undefined;
      const release = () => {
        if (state === "active") {
          active--;
          next();
        } else if (state === "waiting" && queued) {
          const index = queue.indexOf(queued);
          if (index >= 0) queue.splice(index, 1);
        }
        state = "released";
      };
      return {
        start(work) {
          if (state !== "new") return;
          if (active < limits.maxActive && queue.length === 0) {
            state = "active";
            active++;
            work();
            return;
          }
          state = "waiting";
          queued = () => {
            state = "active";
            active++;
            setImmediate(() => {
              // A client that left meanwhile released its turn: nothing to do.
              if (state === "active") work();
            });
          };
          queue.push(queued);
        },
        started: release,
        done() {
          release();
          if (counted) inFlight--;
          counted = false;
        },
      };
    },
    inFlight: () => inFlight,
    waiting: () => queue.length,
    stop() {
      clearInterval(window);
      loopDelay.disable();
    },
  };
}
