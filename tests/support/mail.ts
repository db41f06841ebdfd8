import pino from "pino";
import type { DbHandle } from "../../app/.server/db/db";
import { renderMail } from "../../app/.server/mail/message";
import type { MailTransport } from "../../app/.server/mail/transport";
import { MailWorker, type MailWorkerOptions } from "../../app/.server/mail/worker";

// Test support for the outbox: numbered messages to queue, and mail workers that a
// test block stops after each test.

/** The outbox's messages with what tests read of them, in queue order or by recipient. */
export function outboxMails(db: DbHandle["db"], orderBy: "id" | "recipient" = "id") {
  return db
    .selectFrom("mail_outbox")
    .select(["kind", "ref", "recipient", "subject", "text_body", "html_body"])
    .orderBy(orderBy)
    .execute();
}

/** Message number `n`: a recipient, subject and ref of its own, to tell the messages apart. */
export function numberedMail(n: number) {
  return {
    to: `mottagare-${n}@example.se`,
    kind: "test",
    ref: `test:${n}`,
    ...renderMail(
      { subject: `Meddelande ${n}`, greeting: "Hej!", paragraphs: [`Nummer ${n}.`] },
      "https://malmoguiden.test",
    ),
  };
}

/** A mail worker that sends at once: a high rate, a long lease and a silent log unless `options` say otherwise. */
export function testMailWorker(
  db: DbHandle,
  transport: MailTransport,
  options: Partial<MailWorkerOptions> = {},
): MailWorker {
  return new MailWorker(db.db, db.dialect, transport, {
    from: "Malmöguiden <noreply@malmoguiden.test>",
    ratePerMinute: 60_000,
    leaseMs: 60_000,
    logger: pino({ level: "silent" }),
    ...options,
  });
}

/** Makes test mail workers and keeps them; `stopAll()` stops every one made, for an afterEach. */
export function testMailWorkers() {
  const started: MailWorker[] = [];
  return {
    worker(...args: Parameters<typeof testMailWorker>) {
      const created = testMailWorker(...args);
      started.push(created);
      return created;
    },
    async stopAll() {
      for (const worker of started.splice(0)) await worker.stop();
    },
  };
}
