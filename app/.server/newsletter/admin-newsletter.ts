import { type Kysely, sql, type Transaction } from "kysely";
import type { NewsletterForm } from "~/lib/newsletter/campaign-form";
import { formatCount } from "~/lib/text/format";
import { type AuditEntry, auditOf, type Changes, recordAudit } from "../admin/audit";
import type { Database, NewsletterStatus } from "../db/schema";
import { env } from "../env";
import { type MailContent, queue, renderMail, siteLink, wakeMailWorker } from "../mail";

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
export const CHUNK_SIZE = 200;
/** How long a sender holds a newsletter between chunks before another may take over. */
export const LEASE_MS = 60_000;

const num = (value: number | string | bigint | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

/** A newsletter's state, as its row stores it. */
export type { NewsletterStatus };

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
export const recordNewsletterAudit = (
  trx: Transaction<Database> | Kysely<Database>,
  operator: { id: number; email: string },
  id: number,
  action: "create" | "update" | "test" | "send",
  changes: Changes,
) => recordAudit(trx, operator, "newsletter", String(id), action, changes);

/** The newsletter as stored, or undefined when there is none with this id. */
export const newsletterById = (db: Kysely<Database>, id: number) =>
  db.selectFrom("newsletters").selectAll().where("id", "=", id).executeTakeFirst();

const newsletterAudit = (db: Kysely<Database>, id: number): Promise<AuditEntry[]> =>
  auditOf(db, "newsletter", String(id));

/** The body in the audit log: its length, not the whole text at every save. */
const bodySummary = (body: string | undefined) =>
  body === undefined ? null : `${formatCount(body.length)} tecken`;

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
    const old = await newsletterById(trx, id);
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
  const row = await newsletterById(db, id);
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
    const row = await newsletterById(trx, id);
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
