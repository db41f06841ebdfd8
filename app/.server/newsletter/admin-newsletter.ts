import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { logger } from "~/lib/logger.server";
import type { NewsletterForm } from "~/lib/newsletter-form";
import { type AuditEntry, auditOf, type Changes, recordAudit } from "../admin/audit";
import { newToken } from "../auth/auth";
import type { Database } from "../db/schema";
import { env } from "../env";
import { type MailContent, queue, renderMail, siteLink, wakeMailWorker } from "../mail";
import { queueMail } from "../mail/outbox";
import { unsubscribePath } from "./newsletter";

// The operator's newsletters: drafts in Markdown, a test to the operator, and the send
// to every confirmed subscriber through the outbox, with a delivery row per recipient
// (what was sent to whom) and progress read from the outbox.
//
// A send starts with one status change (draft → sending) that only one request can make,
// so a double submit or two operators at once send nothing twice. The messages are then
// queued in chunks, each its own short transaction, by whichever process holds the
// newsletter's lease; a crashed sender's lease runs out and the next admin page view
// resumes where the delivery rows end. The unique (newsletter, subscriber) pair is the
// last guard: one message per subscriber and newsletter, whatever happens.

export const newsletterRef = (id: number) => `newsletter:${id}`;
const testRef = (id: number) => `newsletter-test:${id}`;

/** Recipients queued per transaction. */
const CHUNK_SIZE = 200;
/** How long a sender holds a newsletter between chunks before another may take over. */
const LEASE_MS = 60_000;

const num = (value: number | string | bigint | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

export type NewsletterStatus = "draft" | "sending" | "sent";

export interface SubscriberCounts {
  confirmed: number;
  pending: number;
  unsubscribed: number;
}

export async function subscriberCounts(db: Kysely<Database>): Promise<SubscriberCounts> {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["status", sql<number>`count(*)`.as("n")])
    .groupBy("status")
    .execute();
  const counts: SubscriberCounts = { confirmed: 0, pending: 0, unsubscribed: 0 };
  for (const row of rows)
    if (row.status in counts) counts[row.status as keyof SubscriberCounts] = Number(row.n);
  return counts;
}

export interface Progress {
  /** Confirmed subscribers when sending began. */
  recipients: number | null;
  /** Messages queued (one delivery row each). */
  queued: number;
  /** Of those, by outbox status. */
  sent: number;
  pending: number;
  failed: number;
}

const emptyProgress = (recipients: number | null): Progress => ({
  recipients,
  queued: 0,
  sent: 0,
  pending: 0,
  failed: 0,
});

/** Progress of several newsletters, read from their delivery rows and the outbox. */
async function progressOf(
  db: Kysely<Database>,
  newsletters: readonly { id: number; recipients: number | null }[],
): Promise<Map<number, Progress>> {
  const progress = new Map(newsletters.map((n) => [n.id, emptyProgress(n.recipients)]));
  const ids = newsletters.map((n) => n.id);
  if (ids.length === 0) return progress;
  const queued = await db
    .selectFrom("newsletter_deliveries")
    .select(["newsletter_id", sql<number>`count(*)`.as("n")])
    .where("newsletter_id", "in", ids)
    .groupBy("newsletter_id")
    .execute();
  for (const row of queued) {
    const entry = progress.get(row.newsletter_id);
    if (entry) entry.queued = Number(row.n);
  }
  const outbox = await db
    .selectFrom("mail_outbox")
    .select(["ref", "status", sql<number>`count(*)`.as("n")])
    .where("ref", "in", ids.map(newsletterRef))
    .groupBy(["ref", "status"])
    .execute();
  for (const row of outbox) {
    const entry = progress.get(Number(row.ref?.slice("newsletter:".length)));
    if (entry && (row.status === "sent" || row.status === "pending" || row.status === "failed"))
      entry[row.status] = Number(row.n);
  }
  return progress;
}

export interface NewsletterListRow {
  id: number;
  subject: string;
  status: NewsletterStatus;
  createdBy: string;
  updatedAt: number;
  sentAt: number | null;
  progress: Progress;
}

export async function listNewsletters(db: Kysely<Database>): Promise<NewsletterListRow[]> {
  const rows = await db.selectFrom("newsletters").selectAll().orderBy("id", "desc").execute();
  const progress = await progressOf(db, rows);
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    status: row.status as NewsletterStatus,
    createdBy: row.created_by,
    updatedAt: Number(row.updated_at),
    sentAt: num(row.sent_at),
    progress: progress.get(row.id) ?? emptyProgress(row.recipients),
  }));
}

// The audit log (shown on the newsletter's page): entity "newsletter", keyed by id.
const recordNewsletterAudit = (
  trx: Transaction<Database> | Kysely<Database>,
  operator: { id: number; email: string },
  id: number,
  action: "create" | "update" | "test" | "send",
  changes: Changes,
) => recordAudit(trx, operator, "newsletter", String(id), action, changes);

const newsletterAudit = (db: Kysely<Database>, id: number): Promise<AuditEntry[]> =>
  auditOf(db, "newsletter", String(id));

/** The body in the audit log: its length, not the whole text at every save. */
const bodySummary = (body: string | undefined) =>
  body === undefined ? null : `${body.length.toLocaleString("sv-SE")} tecken`;

export async function createNewsletter(
  db: Kysely<Database>,
  operator: { id: number; email: string },
  form: NewsletterForm,
  now = Date.now(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("newsletters")
      .values({
        subject: form.subject,
        body: form.body,
        created_by: operator.email,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordNewsletterAudit(trx, operator, row.id, "create", {
      subject: [null, form.subject],
      body: [null, bodySummary(form.body)],
    });
    return row.id;
  });
}

/**
 * Saves a draft. "locked" once sending has begun (a sent newsletter is read-only),
 * undefined when there is no such newsletter; otherwise what changed ({} for nothing).
 */
export async function saveNewsletter(
  db: Kysely<Database>,
  operator: { id: number; email: string },
  id: number,
  form: NewsletterForm,
  now = Date.now(),
): Promise<Changes | "locked" | undefined> {
  return db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom("newsletters")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!old) return undefined;
    if (old.status !== "draft") return "locked";
    const changes: Changes = {};
    if (old.subject !== form.subject) changes.subject = [old.subject, form.subject];
    if (old.body !== form.body) changes.body = [bodySummary(old.body), bodySummary(form.body)];
    if (Object.keys(changes).length === 0) return changes;
    const updated = await trx
      .updateTable("newsletters")
      .set({
        subject: form.subject,
        body: form.body,
        revision: sql<number>`revision + 1`,
        updated_at: now,
      })
      .where("id", "=", id)
      .where("status", "=", "draft")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return "locked";
    await recordNewsletterAudit(trx, operator, id, "update", changes);
    return changes;
  });
}

const NEWSLETTER_FOOTER =
  "Du får det här mejlet eftersom du prenumererar på Malmöguidens nyhetsbrev.";

/** A newsletter as one recipient gets it: the body, and their own unsubscribe link. */
export function newsletterContent(
  newsletter: { subject: string; body: string },
  unsubscribeUrl: string,
): MailContent {
  return {
    subject: newsletter.subject,
    paragraphs: [],
    markdown: newsletter.body,
    footer: NEWSLETTER_FOOTER,
    footerLink: { label: "Avsluta prenumerationen", url: unsubscribeUrl },
  };
}

/** The headers of RFC 8058 one-click unsubscribe. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The HTML part's content and the text part, as the preview shows them. */
export function previewNewsletter(newsletter: { subject: string; body: string }) {
  const rendered = renderMail(
    // Each recipient's own token goes here; the preview shows where.
    newsletterContent(newsletter, `${siteLink("/nyhetsbrev/avsluta")}?token=…`),
    env.publicUrl.origin,
  );
  // The mail's own card (inline styles only), without the document around it.
  const card = /<body[^>]*>([\s\S]*)<\/body>/.exec(rendered.html)?.[1] ?? "";
  return { html: card.trim(), text: rendered.text };
}

export interface NewsletterDetail {
  id: number;
  subject: string;
  body: string;
  status: NewsletterStatus;
  revision: number;
  createdBy: string;
  sentBy: string | null;
  sendStartedAt: number | null;
  sentAt: number | null;
  progress: Progress;
  preview: { html: string; text: string };
  audit: AuditEntry[];
}

export async function loadNewsletter(
  db: Kysely<Database>,
  id: number,
): Promise<NewsletterDetail | undefined> {
  const row = await db
    .selectFrom("newsletters")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const progress = (await progressOf(db, [row])).get(row.id) ?? emptyProgress(row.recipients);
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    status: row.status as NewsletterStatus,
    revision: row.revision,
    createdBy: row.created_by,
    sentBy: row.sent_by,
    sendStartedAt: num(row.send_started_at),
    sentAt: num(row.sent_at),
    progress,
    preview: previewNewsletter(row),
    audit: await newsletterAudit(db, id),
  };
}

/** Queues the newsletter, as it is saved, to the signed-in operator only. */
export async function sendTest(
  db: Kysely<Database>,
  operator: { id: number; email: string },
  id: number,
): Promise<boolean> {
  const queued = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("newsletters")
      .select(["subject", "body"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return false;
    await queue(trx, [
      {
        to: operator.email,
        kind: "newsletter-test",
        ref: testRef(id),
        content: {
          ...newsletterContent(row, siteLink("/nyhetsbrev/avsluta")),
          subject: `[Test] ${row.subject}`,
          footer:
            "Det här är ett testutskick till redaktionen. I det riktiga utskicket har varje prenumerant en egen länk för att avsluta prenumerationen.",
          footerLink: undefined,
        },
      },
    ]);
    await recordNewsletterAudit(trx, operator, id, "test", { to: [null, operator.email] });
    return true;
  });
  if (queued) wakeMailWorker();
  return queued;
}

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
    const row = await trx
      .selectFrom("newsletters")
      .select(["status", "revision"])
      .where("id", "=", id)
      .executeTakeFirst();
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
        .select(["s.id", "s.email", "s.unsubscribe_token"])
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
        const unsubscribeUrl = siteLink(unsubscribePath(token));
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

// CSV export of the confirmed subscribers.

/**
 * One CSV cell: quoted (RFC 4180), and a value a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so
 * it is shown as text and never run (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(",");
}

const isoTime = (value: number | string | null) =>
  value === null ? "" : new Date(Number(value)).toISOString();

/** The confirmed subscribers as CSV (UTF-8 with BOM, so spreadsheets read å, ä and ö). */
export async function confirmedSubscribersCsv(db: Kysely<Database>): Promise<string> {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["email", "consent_at", "confirmed_at", "consent_source", "policy_version"])
    .where("status", "=", "confirmed")
    .orderBy("id")
    .execute();
  const lines = [
    csvRow(["E-post", "Bekräftad", "Samtycke lämnat", "Källa", "Villkorsversion"]),
    ...rows.map((row) =>
      csvRow([
        row.email,
        isoTime(row.confirmed_at),
        isoTime(row.consent_at),
        row.consent_source,
        row.policy_version,
      ]),
    ),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
