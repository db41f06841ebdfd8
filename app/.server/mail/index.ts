import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import { env } from "../env";
import { type MailContent, renderMail } from "./message";
import { queueMail } from "./outbox";

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

/** The operator's address for notices (OPERATOR_EMAIL), if one is configured. */
export const operatorEmail = env.OPERATOR_EMAIL;
