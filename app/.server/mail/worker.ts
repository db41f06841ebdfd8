import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Logger } from "pino";
import type { Dialect } from "../db/migrations";
import type { Database } from "../db/schema";
import type { MailTransport } from "./transport";

// Sends what the outbox holds. Messages are claimed for a lease under a token of this
// claim (so two processes never send one at the same time), no more than can be sent
// within the lease at the configured pace; each send first extends its message's lease,
// and a message is sent, marked sent or given a retry only while the token is still
// ours. A message whose lease another process took over is left to that process.
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

  /**
   * How many messages one claim takes: no more than can be sent within the lease at the
   * configured pace, less one gap as room for the sends' own time, so a batch does not
   * outlast its lease by design. Each send also extends its own message's lease.
   */
  claimSize(): number {
    const { leaseMs, batchSize } = this.options;
    return Math.max(1, Math.min(batchSize, Math.floor(leaseMs / this.gapMs()) - 1));
  }

  /** Claims the due messages (one batch) and sends them; returns how many were handled. */
  async runOnce(): Promise<number> {
    const { now, leaseMs, logger } = this.options;
    // Wait for the next send's turn before claiming, so the lease is not spent waiting.
    await this.waitForTurn();
    if (!this.running && this.loop) return 0;
    const claimedAt = now();
    const token = randomUUID();
    // One statement, so two processes cannot both take a row: the outer conditions are
    // checked again on the row being updated (PostgreSQL re-reads a row another
    // transaction changed; SQLite has one writer).
    let due = this.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("due_at", "<=", claimedAt)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", claimedAt)]))
      .orderBy("id")
      .limit(this.claimSize());
    if (this.dialect === "postgres") due = due.forUpdate().skipLocked();
    const claimed = await this.db
      .updateTable("mail_outbox")
      .set({
        locked_until: claimedAt + leaseMs,
        lease_token: token,
        attempts: sql<number>`attempts + 1`,
      })
      .where("id", "in", due)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", claimedAt)]))
      .returningAll()
      .execute();
    claimed.sort((a, b) => a.id - b.id);

    for (const row of claimed) {
      if (!this.running && this.loop) break; // stopping: the rest stay claimed until the lease ends
      await this.waitForTurn();
      // The lease for this send starts now; a message another worker took over meanwhile
      // (this claim's lease ran out) is no longer ours to send, and uses no turn.
      const extended = await this.db
        .updateTable("mail_outbox")
        .set({ locked_until: now() + leaseMs })
        .where("id", "=", row.id)
        .where("lease_token", "=", token)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (Number(extended.numUpdatedRows) === 0) {
        logger.warn({ id: row.id, kind: row.kind }, "mail skipped: its lease was taken over");
        continue;
      }
      this.lastSend = Date.now();
      // A send that takes longer than the lease (a slow server, a busy machine) keeps its
      // lease: it is renewed while the send is on the wire, so no other worker takes the
      // message and sends it again. A process that dies stops renewing it.
      const renewal = setInterval(
        () => {
          this.db
            .updateTable("mail_outbox")
            .set({ locked_until: now() + leaseMs })
            .where("id", "=", row.id)
            .where("lease_token", "=", token)
            .execute()
            .catch((error: unknown) =>
              logger.warn({ err: error, id: row.id }, "mail lease not renewed"),
            );
        },
        Math.max(20, Math.floor(leaseMs / 3)),
      );
      try {
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
        } finally {
          clearInterval(renewal);
        }
        const marked = await this.db
          .updateTable("mail_outbox")
          .set({
            status: "sent",
            sent_at: new Date(now()).toISOString(),
            locked_until: null,
            lease_token: null,
            last_error: null,
          })
          .where("id", "=", row.id)
          .where("lease_token", "=", token)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0)
          logger.warn(
            { id: row.id, kind: row.kind, ref: row.ref },
            "mail sent after its lease was taken over; the new holder decides its state",
          );
        else logger.info({ id: row.id, kind: row.kind, ref: row.ref }, "mail sent");
      } catch (error) {
        const attempts = Number(row.attempts);
        const failed = attempts >= this.options.maxAttempts;
        const recorded = await this.db
          .updateTable("mail_outbox")
          .set({
            status: failed ? "failed" : "pending",
            due_at: now() + backoffMs(attempts),
            locked_until: null,
            lease_token: null,
            last_error: String((error as Error).message ?? error).slice(0, 1000),
          })
          .where("id", "=", row.id)
          .where("lease_token", "=", token)
          .executeTakeFirst();
        const log = { id: row.id, kind: row.kind, attempts, err: (error as Error).message };
        if (Number(recorded.numUpdatedRows) === 0)
          logger.warn(log, "mail not sent, and its lease was taken over meanwhile");
        else if (failed) logger.error(log, "mail given up after repeated failures");
        else logger.warn(log, "mail not sent; will retry");
      }
    }
    return claimed.length;
  }

  private gapMs() {
    return 60_000 / this.options.ratePerMinute;
  }

  /**
   * Keeps to the configured rate: at most ratePerMinute sends a minute, evenly spaced.
   * Resolves when the next send may start; a send records its start in `lastSend`.
   */
  private async waitForTurn() {
    const wait = this.lastSend + this.gapMs() - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
