import type { Kysely, Transaction } from "kysely";
import { logger } from "~/.server/logger";
import type { Database } from "../db/schema";
import { env } from "../env";
import { type MailContent, renderMail } from "./message";
import { queueMail, wakeMailWorker } from "./outbox";

export { type MailContent, renderMail } from "./message";
export { wakeMailWorker } from "./outbox";

/** A message to queue: its recipient, what caused it, and its content. */
export interface Mail {
  to: string;
  kind: string;
  ref?: string;
  content: MailContent;
  headers?: Record<string, string>;
}

/** An absolute link on the site (every link in a mail is built on PUBLIC_URL). */
export function siteLink(pathAndQuery: string): string {
  return new URL(pathAndQuery, env.publicUrl).toString();
}

/**
 * Queues messages in the caller's transaction (the transactional outbox). Call
 * wakeMailWorker() after the transaction has committed to send them at once.
 */
export function queue(
  trx: Transaction<Database> | Kysely<Database>,
  mails: readonly Mail[],
  now: number = Date.now(),
) {
  return queueMail(
    trx,
    mails.map((mail) => ({
      to: mail.to,
      kind: mail.kind,
      ref: mail.ref,
      headers: mail.headers,
      ...renderMail(mail.content, env.publicUrl.origin),
    })),
    env.publicUrl.hostname,
    now,
  );
}

/**
 * Queues a mail that must go once, whichever process gets there first: in one transaction,
 * `record` inserts the row whose key stands for the mail (`on conflict do nothing`), and
 * the mail is queued only if that insert took. False when another process recorded it
 * first (on PostgreSQL the insert waits for that commit).
 */
export function queueOnce(
  db: Kysely<Database>,
  record: (trx: Transaction<Database>) => Promise<{ numInsertedOrUpdatedRows?: bigint }>,
  mail: (trx: Transaction<Database>) => Mail | Promise<Mail>,
  now: number = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const recorded = await record(trx);
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    await queue(trx, [await mail(trx)], now);
    return true;
  });
}

/** After a run that queued `count` mails: sends them at once and logs `message` with `fields`. */
export function sendQueued(count: number, message: string, fields: Record<string, unknown>) {
  if (count === 0) return;
  wakeMailWorker();
  logger.info({ ...fields, mails: count }, message);
}

/** The operator's address for notices (OPERATOR_EMAIL), if one is configured. */
export const operatorEmail = env.OPERATOR_EMAIL;
