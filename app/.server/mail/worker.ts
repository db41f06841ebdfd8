import { type Kysely, sql } from "kysely";
import type { Logger } from "pino";
import type { Dialect } from "../migrations";
import type { Database } from "../schema";
import type { MailTransport } from "./transport";

// Sends what the outbox holds. A message is claimed for a lease (so two processes never
// send it at the same time), sent, and marked sent; a failure is retried with backoff.
// After a crash, messages that were committed but not sent are still pending and go
// out after the restart; one that was being sent goes out again once its lease ends,
// with the same Message-ID (the only case in which a receiver can see it twice: the
// server accepted it in the instant before the crash).

export interface MailWorkerOptions {
  from: string;
  ratePerMinute: number;
  leaseMs: number;
  logger: Logger;
  /** How often to look for due messages when nobody wakes the worker. */
  pollMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  now?: () => number;
}

/** 30 s, 1 min, 2 min, … up to an hour between attempts. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export class MailWorker {
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private lastSend = 0;
  private readonly options: Required<MailWorkerOptions>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly transport: MailTransport,
    options: MailWorkerOptions,
  ) {
    this.options = {
      pollMs: 2_000,
      maxAttempts: 8,
      batchSize: 10,
      now: () => Date.now(),
      ...options,
    };
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** New messages were queued: look now instead of at the next poll. */
  wake = () => {
    this.woken = true;
    this.wakeUp?.();
  };

  /** Stops after the message being sent (waits at most `graceMs`). */
  async stop(graceMs = 5_000) {
    this.running = false;
    this.wakeUp?.();
    await Promise.race([this.loop, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
  }

  private async run() {
    while (this.running) {
      let sent = 0;
      try {
        sent = await this.runOnce();
      } catch (error) {
        this.options.logger.error({ err: error }, "mail worker: outbox unavailable");
      }
      if (sent === 0 && this.running) await this.sleep(this.options.pollMs);
    }
  }

  private sleep(ms: number) {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.woken = false;
        this.wakeUp = undefined;
        done();
      };
    });
  }

  /** Claims the due messages (one batch) and sends them; returns how many were handled. */
  async runOnce(): Promise<number> {
    const { now, leaseMs, batchSize } = this.options;
    const claimedAt = now();
    const lease = claimedAt + leaseMs;
    const claimed = await this.db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom("mail_outbox")
        .select("id")
        .where("status", "=", "pending")
        .where("due_at", "<=", claimedAt)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", claimedAt)]))
        .orderBy("id")
        .limit(batchSize);
      if (this.dialect === "postgres") query = query.forUpdate().skipLocked();
      const ids = (await query.execute()).map((row) => row.id);
      if (ids.length === 0) return [];
      await trx
        .updateTable("mail_outbox")
        .set({ locked_until: lease, attempts: sql<number>`attempts + 1` })
        .where("id", "in", ids)
        .execute();
      return trx
        .selectFrom("mail_outbox")
        .selectAll()
        .where("id", "in", ids)
        .orderBy("id")
        .execute();
    });

    for (const row of claimed) {
      if (!this.running && this.loop) break; // stopping: the rest stay claimed until the lease ends
      await this.pace();
      try {
        await this.transport.send({
          from: this.options.from,
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          messageId: row.message_id,
          headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
        });
        await this.db
          .updateTable("mail_outbox")
          .set({
            status: "sent",
            sent_at: new Date(now()).toISOString(),
            locked_until: null,
            last_error: null,
          })
          .where("id", "=", row.id)
          .execute();
        this.options.logger.info({ id: row.id, kind: row.kind, ref: row.ref }, "mail sent");
      } catch (error) {
        const attempts = Number(row.attempts);
        const failed = attempts >= this.options.maxAttempts;
        await this.db
          .updateTable("mail_outbox")
          .set({
            status: failed ? "failed" : "pending",
            due_at: now() + backoffMs(attempts),
            locked_until: null,
            last_error: String((error as Error).message ?? error).slice(0, 1000),
          })
          .where("id", "=", row.id)
          .execute();
        const log = { id: row.id, kind: row.kind, attempts, err: (error as Error).message };
        if (failed) this.options.logger.error(log, "mail given up after repeated failures");
        else this.options.logger.warn(log, "mail not sent; will retry");
      }
    }
    return claimed.length;
  }

  /** Keeps to the configured rate: at most ratePerMinute sends a minute, evenly spaced. */
  private async pace() {
    const gap = 60_000 / this.options.ratePerMinute;
    const wait = this.lastSend + gap - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    this.lastSend = Date.now();
  }
}
