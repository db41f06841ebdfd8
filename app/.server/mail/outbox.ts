import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import type { RenderedMail } from "./message";

// The transactional outbox: callers queue a message inside the transaction of the change
// that causes it, so the message exists exactly when the change does. The worker
// (worker.ts) sends it afterwards, with retries.

export interface QueuedMail extends RenderedMail {
  to: string;
  /** What caused it, e.g. "registration-received". */
  kind: string;
  /** The record it is about, e.g. "registration:12". */
  ref?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** Called after a commit that queued mail, so the worker sends it without waiting to poll. */
type Waker = () => void;
let waker: Waker | undefined;

export function onMailQueued(wake: Waker | undefined) {
  waker = wake;
}

/** Tells the worker (if one runs in this process) that new messages are waiting. */
export function wakeMailWorker() {
  waker?.();
}

/** Queues messages in the caller's transaction; returns their outbox ids. */
export async function queueMail(
  trx: Transaction<Database> | Kysely<Database>,
  mails: readonly QueuedMail[],
  domain: string,
  now = Date.now(),
): Promise<number[]> {
  const ids: number[] = [];
  for (const mail of mails) {
    const row = await trx
      .insertInto("mail_outbox")
      .values({
        kind: mail.kind,
        ref: mail.ref ?? null,
        recipient: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        message_id: `<${randomUUID()}@${domain}>`,
        due_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
