import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { logger } from "~/.server/logger";
import { isLanguage, pathIn } from "~/lib/i18n/languages";
import { newToken } from "../auth/auth";
import type { Database } from "../db/schema";
import { env } from "../env";
import { renderMail, siteLink, wakeMailWorker } from "../mail";
import { queueMail } from "../mail/outbox";
import {
  CHUNK_SIZE,
  LEASE_MS,
  newsletterById,
  newsletterContent,
  newsletterRef,
  recordNewsletterAudit,
  unsubscribeHeaders,
} from "./admin-newsletter";
import { unsubscribePath } from "./subscribers";

// Sending a newsletter: the one status change that starts it, then the messages queued
// in chunks under a lease (see admin-newsletter.ts for why), resumed after a crash.

export type StartOutcome = "started" | "not-found" | "not-draft" | "changed" | "no-recipients";

/**
 * Begins sending the newsletter (revision `revision`, the one the operator confirmed)
 * to every confirmed subscriber. Only the request whose status change from draft to
 * sending succeeds starts it; any other gets the reason. The messages are queued by
 * continueSending(), which the caller starts without waiting for it.
 */
export async function startSending(
  db: Kysely<Database>,
  operator: { id: number; email: string },
  id: number,
  revision: number,
  now = Date.now(),
): Promise<StartOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await newsletterById(trx, id);
    if (!row) return "not-found";
    if (row.status !== "draft") return "not-draft";
    if (row.revision !== revision) return "changed";
    const recipients = Number(
      (
        await trx
          .selectFrom("newsletter_subscribers")
          .select(sql<number>`count(*)`.as("n"))
          .where("status", "=", "confirmed")
          .executeTakeFirst()
      )?.n ?? 0,
    );
    if (recipients === 0) return "no-recipients";
    // The guard: of two requests at once, only one changes a draft into sending.
    const changed = await trx
      .updateTable("newsletters")
      .set({
        status: "sending",
        sent_by: operator.email,
        send_started_at: now,
        recipients,
        queue_owner: null,
        queue_lease_until: null,
      })
      .where("id", "=", id)
      .where("status", "=", "draft")
      .where("revision", "=", revision)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return "not-draft";
    await recordNewsletterAudit(trx, operator, id, "send", { recipients: [null, recipients] });
    return "started";
  });
}

export interface SendOptions {
  chunkSize?: number;
  now?: () => number;
}

/**
 * Queues the newsletter's messages, a chunk per transaction, while this process holds
 * its lease; marks it sent when every recipient has a delivery row. Returns when done,
 * or at once when another process holds the lease. Safe to call at any time.
 */
export async function continueSending(
  db: Kysely<Database>,
  id: number,
  options: SendOptions = {},
): Promise<void> {
  const owner = randomUUID();
  const chunkSize = options.chunkSize ?? CHUNK_SIZE;
  const clock = options.now ?? Date.now;
  // Messages get due times at the configured pace, so mail queued meanwhile (a signup's
  // confirmation) is sent between them instead of after the whole newsletter.
  const gapMs = 60_000 / env.MAIL_RATE_PER_MINUTE;
  for (;;) {
    const step = await db.transaction().execute(async (trx) => {
      const now = clock();
      const claimed = await trx
        .updateTable("newsletters")
        .set({ queue_owner: owner, queue_lease_until: now + LEASE_MS })
        .where("id", "=", id)
        .where("status", "=", "sending")
        .where((eb) =>
          eb.or([
            eb("queue_owner", "is", null),
            eb("queue_owner", "=", owner),
            eb("queue_lease_until", "<", now),
          ]),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return "elsewhere" as const;
      const newsletter = await trx
        .selectFrom("newsletters")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const startedAt = Number(newsletter.send_started_at);
      const batch = await trx
        .selectFrom("newsletter_subscribers as s")
        .select(["s.id", "s.email", "s.unsubscribe_token", "s.language"])
        .where("s.status", "=", "confirmed")
        .where("s.confirmed_at", "<=", startedAt)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("newsletter_deliveries as d")
                .select("d.id")
                .where("d.newsletter_id", "=", id)
                .whereRef("d.subscriber_id", "=", "s.id"),
            ),
          ),
        )
        .orderBy("s.id")
        .limit(chunkSize)
        .execute();
      if (batch.length === 0) {
        await trx
          .updateTable("newsletters")
          .set({ status: "sent", sent_at: now, queue_owner: null, queue_lease_until: null })
          .where("id", "=", id)
          .execute();
        return "done" as const;
      }
      const before = Number(
        (
          await trx
            .selectFrom("newsletter_deliveries")
            .select(sql<number>`count(*)`.as("n"))
            .where("newsletter_id", "=", id)
            .executeTakeFirst()
        )?.n ?? 0,
      );
      for (const [index, subscriber] of batch.entries()) {
        let token = subscriber.unsubscribe_token;
        if (!token) {
          token = newToken();
          await trx
            .updateTable("newsletter_subscribers")
            .set({ unsubscribe_token: token })
            .where("id", "=", subscriber.id)
            .execute();
        }
        // The unsubscribe page in the language the address signed up in (issue 40).
        const language = isLanguage(subscriber.language) ? subscriber.language : "sv";
        const unsubscribeUrl = siteLink(pathIn(language, unsubscribePath(token)));
        const [outboxId] = await queueMail(
          trx,
          [
            {
              to: subscriber.email,
              kind: "newsletter",
              ref: newsletterRef(id),
              headers: unsubscribeHeaders(unsubscribeUrl),
              ...renderMail(newsletterContent(newsletter, unsubscribeUrl), env.publicUrl.origin),
            },
          ],
          env.publicUrl.hostname,
          Math.round(startedAt + (before + index) * gapMs),
        );
        await trx
          .insertInto("newsletter_deliveries")
          .values({
            newsletter_id: id,
            subscriber_id: subscriber.id,
            email: subscriber.email,
            outbox_id: outboxId as number,
            created_at: now,
          })
          .execute();
      }
      return "more" as const;
    });
    if (step === "elsewhere") return;
    wakeMailWorker();
    if (step === "done") {
      logger.info({ newsletter: id }, "newsletter queued for every recipient");
      return;
    }
    // Let requests in between chunks.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Starts queueing in the background; failures are logged and resumed later. */
export function sendInBackground(db: Kysely<Database>, id: number) {
  continueSending(db, id).catch((error) =>
    logger.error({ err: error, newsletter: id }, "newsletter queueing stopped; resumed later"),
  );
}

/**
 * Resumes sends whose sender stopped (a crash or a restart) once their lease has run
 * out. Called by the admin newsletter pages, so an operator looking at progress is
 * enough to get a stalled send going again.
 */
export async function resumeStalledSends(db: Kysely<Database>, now = Date.now()) {
  const stalled = await db
    .selectFrom("newsletters")
    .select("id")
    .where("status", "=", "sending")
    .where((eb) => eb.or([eb("queue_lease_until", "is", null), eb("queue_lease_until", "<", now)]))
    .execute();
  for (const { id } of stalled) sendInBackground(db, id);
}
