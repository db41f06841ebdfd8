import type { Kysely } from "kysely";
import { logger } from "~/.server/logger";
import { type ViewReport, viewReport } from "~/.server/page-views/page-views";
import { planSubscriptionOf } from "~/.server/snapshot/content";
import { type PlanSubscription, plansAt } from "~/lib/plans/effects";
import { formatDate, formatMonth, stockholmNow } from "~/lib/text/dates";
import type { Database } from "../db/schema";
import { type Mail, queueOnce, sendQueued, siteLink } from "../mail";

// The basic monthly report (issue 11, every plan includes it): once the month has
// turned in Stockholm, each business whose plan delivers gets last month's page views
// by mail. The mail is queued in the transaction that records the report in
// `monthly_reports`, whose primary key (business, month) lets exactly one process send
// it, once.

/** The month before the Stockholm month of `now`, "YYYY-MM". */
export function previousMonth(now: Date): string {
  const [year = 1970, month = 1] = stockholmNow(now).slice(0, 7).split("-").map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

const viewsText = (views: number) => `${views} ${views === 1 ? "visning" : "visningar"}`;

/** The report mail's content for a business and a month's views. */
export function reportMail(name: string, report: ViewReport, to: string, slug: string): Mail {
  const month = formatMonth(report.month);
  const busiest = report.days.reduce<ViewReport["days"][number] | undefined>(
    (best, day) => (day.views > (best?.views ?? 0) ? day : best),
    undefined,
  );
  const perDay = report.days
    .map((day) => `${formatDate(day.day).replace(/ \d{4}$/, "")}: ${day.views}`)
    .join("\n");
  return {
    to,
    kind: "monthly-report",
    ref: `monthly-report:${slug}:${report.month}`,
    content: {
      subject: `Besöksrapport för ${name}, ${month}`,
      greeting: "Hej!",
      paragraphs: [
        `Här är besöksrapporten för ${name} i Malmöguiden för ${month}.`,
        `Företagets sida visades ${viewsText(report.total)} under månaden.`,
        busiest
          ? `Flest besök: ${formatDate(busiest.day)}, med ${viewsText(busiest.views)}.`
          : "Sidan hade inga visningar under månaden.",
        `Visningar per dag:\n${perDay}`,
        "Vi räknar bara hur många gånger sidan visas per dag. Vi sparar inga uppgifter om besökarna, och sökmotorer och andra robotar räknas inte.",
      ],
      action: { label: "Se rapporten på din företagssida", url: siteLink("/foretagare") },
      footer:
        "Du får det här mejlet eftersom företaget har ett annonspaket i Malmöguiden. Besöksrapporten ingår i alla paket.",
    },
  };
}

/** Where a business's report goes: the newest linked subscription's address, else the registrant's. */
async function ownerAddress(
  db: Kysely<Database>,
  slug: string,
  subscriptionEmail: ReadonlyMap<string, string>,
): Promise<string | undefined> {
  const fromSubscription = subscriptionEmail.get(slug);
  if (fromSubscription) return fromSubscription;
  const registration = await db
    .selectFrom("business_submissions")
    .select("contact_email")
    .where("business_slug", "=", slug)
    .where("status", "=", "approved")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return registration?.contact_email || undefined;
}

export interface MonthlyReportRun {
  /** The month reported on, "YYYY-MM". */
  month: string;
  /** Businesses whose report this run queued. */
  queued: string[];
}

/**
 * Queues last month's report for every business whose plan delivers at `now` and
 * that has not had it yet. Safe to call as often as wanted, from several processes.
 */
export async function sendMonthlyReports(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<MonthlyReportRun> {
  const month = previousMonth(now);
  const rows = await db
    .selectFrom("subscriptions")
    .select(["id", "business_slug", "plan_type", "status", "active", "expires_at", "email"])
    .where("business_slug", "is not", null)
    .orderBy("id", "desc")
    .execute();
  const subscriptions: PlanSubscription[] = [];
  /** Newest first, so the first address seen per business is the newest. */
  const subscriptionEmail = new Map<string, string>();
  for (const row of rows) {
    if (!row.business_slug) continue;
    if (row.email && !subscriptionEmail.has(row.business_slug))
      subscriptionEmail.set(row.business_slug, row.email);
    const subscription = planSubscriptionOf(row);
    if (subscription) subscriptions.push(subscription);
  }
  const due = [...plansAt(subscriptions, now).keys()];
  if (due.length === 0) return { month, queued: [] };

  const [sent, businesses] = await Promise.all([
    db
      .selectFrom("monthly_reports")
      .select("business_slug")
      .where("month", "=", month)
      .where("business_slug", "in", due)
      .execute(),
    db.selectFrom("businesses").select(["slug", "name"]).where("slug", "in", due).execute(),
  ]);
  const alreadySent = new Set(sent.map((row) => row.business_slug));
  const names = new Map(businesses.map((row) => [row.slug, row.name]));

  const queued: string[] = [];
  for (const slug of due.sort()) {
    const name = names.get(slug);
    if (alreadySent.has(slug) || name === undefined) continue;
    try {
      const to = await ownerAddress(db, slug, subscriptionEmail);
      if (!to) {
        logger.warn({ business: slug, month }, "monthly report: no address to send it to");
        continue;
      }
      // One business per transaction: a failure leaves the others' reports unaffected.
      const recorded = await queueOnce(
        db,
        (trx) =>
          trx
            .insertInto("monthly_reports")
            .values({ business_slug: slug, month, sent_at: now.getTime() })
            .onConflict((oc) => oc.columns(["business_slug", "month"]).doNothing())
            .executeTakeFirst(),
        async (trx) => reportMail(name, await viewReport(trx, slug, month), to, slug),
      );
      if (recorded) queued.push(slug);
    } catch (error) {
      logger.error({ err: error, business: slug, month }, "monthly report: could not queue");
    }
  }
  sendQueued(queued.length, "monthly reports queued", { month });
  return { month, queued };
}
