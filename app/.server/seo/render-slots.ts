// A bound on work that is costly and can wait a moment (rendering share images): a
// few run at once, a few more wait their turn for a short while, and the rest are told
// at once that there is no room, so the caller can answer with something cheaper.

export interface RenderSlotOptions {
  /** How many run at once. */
  atOnce: number;
  /** How many may wait for a slot; beyond that, work is refused at once. */
  waiting: number;
  /** How long one waits for a slot before it is refused. */
  waitMs: number;
}

export interface RenderSlots {
  /** Runs `work` in a slot: its result, or undefined when no slot came free in time. */
  run<T>(work: () => Promise<T>): Promise<T | undefined>;
  /** Running and waiting now (for tests and logs). */
  load(): { running: number; waiting: number };
}

export function renderSlots({
  atOnce,
  waiting: maxWaiting,
  waitMs,
}: RenderSlotOptions): RenderSlots {
  let running = 0;
  const queue: { start: () => void }[] = [];

  function release() {
    const next = queue.shift();
    if (next)
      next.start(); // the slot passes on: `running` stays
    else running--;
  }

  function slot(): Promise<boolean> {
    if (running < atOnce) {
      running++;
      return Promise.resolve(true);
    }
    if (queue.length >= maxWaiting) return Promise.resolve(false);
    return new Promise((resolve) => {
      const entry = {
        start: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(entry), 1);
        resolve(false);
      }, waitMs);
      queue.push(entry);
    });
  }

  return {
    async run(work) {
      if (!(await slot())) return undefined;
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: queue.length }),
  };
}
