import { type Kysely, sql, type Transaction } from "kysely";
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

/** The window in which an address's receipts are counted (receiptsAllowed). */
export const RECEIPT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Whether an address nobody has verified may get one more receipt of `kind`: fewer
 * than `limit` of them queued to it within the hour, whoever caused them. Forms and
 * purchases anyone can fill in with someone else's address use it, so they cannot flood
 * that inbox; what was sent is still stored and the operator told as usual.
 */
export async function receiptsAllowed(
  trx: Transaction<Database> | Kysely<Database>,
  kind: string,
  address: string,
  limit: number,
  now: number = Date.now(),
): Promise<boolean> {
  const recent = await trx
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("kind", "=", kind)
    .where(sql<string>`lower(trim(recipient))`, "=", address.trim().toLowerCase())
    .where("due_at", ">", now - RECEIPT_WINDOW_MS)
    .executeTakeFirst();
  return Number(recent?.count ?? 0) < limit;
}

const MAIL_STATUS_WORDS: Record<string, string> = {
  pending: "väntar på att skickas",
  sent: "skickat",
  failed: "kunde inte skickas",
};

/**
 * A queued mail as a request's history tells it (a registration's, a claim's): what it
 * was, in `kinds`' words, to whom, and how its sending went.
 */
export function mailHistoryLine(
  mail: { kind: string; recipient: string; status: string },
  kinds: Record<string, string>,
): string {
  const kind = Object.hasOwn(kinds, mail.kind) ? kinds[mail.kind] : mail.kind;
  const status = Object.hasOwn(MAIL_STATUS_WORDS, mail.status)
    ? MAIL_STATUS_WORDS[mail.status]
    : mail.status;
  return `E-post: ${kind} (${mail.recipient}), ${status}.`;
}
