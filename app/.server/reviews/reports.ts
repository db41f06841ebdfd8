import type { Kysely } from "kysely";
import { isLanguage, pathIn } from "~/lib/i18n/languages";
import { REPORT_REASONS, type ReportForm, type ReportReason } from "~/lib/reviews/report-form";
import { recordAudit } from "../admin/audit";
import { type Operator, tokenHash } from "../auth/auth";
import { isUniqueViolation } from "../db/db";
import type { Database } from "../db/schema";
import { serverT } from "../i18n/catalogs";
import { queue, siteLink, wakeMailWorker } from "../mail";
import { writeContent } from "../snapshot/content";
import { reviewWithPlace } from "./reviews";

// 'Rapportera' (issue 39, point 2): a visitor reports a published review with a reason;
// the review goes to 'Att göra' with its reports, and the operator keeps it (the reports
// close) or removes it with a reason that is mailed to its writer. Either is audited.

const reasonText = (reason: string) =>
  Object.hasOwn(REPORT_REASONS, reason) ? REPORT_REASONS[reason as ReportReason] : reason;

/** A published review as its report page shows it, or undefined. */
export async function reportableReview(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("reviews")
    .innerJoin("businesses", "businesses.slug", "reviews.business_slug")
    .select([
      "reviews.id",
      "reviews.display_name as name",
      "reviews.body",
      "reviews.business_slug as slug",
      "businesses.name as placeName",
    ])
    .where("reviews.id", "=", id)
    .where("reviews.status", "=", "published")
    .executeTakeFirst();
}

/**
 * Stores a visitor's report of a published review. A client's second report of the same
 * review while the first is open is the same report: "reported" again, nothing stored.
 */
export async function reportReview(
  db: Kysely<Database>,
  id: number,
  form: ReportForm,
  clientIp: string,
  now: number = Date.now(),
): Promise<"reported" | "missing"> {
  if (!(await reportableReview(db, id))) return "missing";
  try {
    await db
      .insertInto("review_reports")
      .values({
        review_id: id,
        reason: form.reason,
        details: form.details || null,
        client_key: tokenHash(`review-client:${clientIp}`),
        created_at: now,
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return "reported";
}

/** Published reviews with open reports, the longest-waiting report first (the queue). */
export async function reportedReviews(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("review_reports")
    .innerJoin("reviews", "reviews.id", "review_reports.review_id")
    .innerJoin("businesses", "businesses.slug", "reviews.business_slug")
    .select((eb) => [
      "reviews.id",
      "reviews.display_name",
      "businesses.name as place_name",
      eb.fn.countAll<number | string>().as("reports"),
      eb.fn.min("review_reports.created_at").as("first"),
    ])
    .where("review_reports.status", "=", "open")
    .where("reviews.status", "=", "published")
    .groupBy(["reviews.id", "reviews.display_name", "businesses.name"])
    .orderBy("first")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.display_name,
    placeName: row.place_name,
    reports: Number(row.reports),
  }));
}

/** A review's open reports, oldest first, as the operator reads them. */
export async function openReportsOf(db: Kysely<Database>, id: number) {
  const rows = await db
    .selectFrom("review_reports")
    .select(["id", "reason", "details", "created_at"])
    .where("review_id", "=", id)
    .where("status", "=", "open")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reason: reasonText(row.reason),
    details: row.details,
    createdAt: Number(row.created_at),
  }));
}

export type ReportDecision =
  | { ok: true; status: "kept" | "removed" }
  | { ok: false; kind: "missing" }
  | { ok: false; kind: "decided"; status: string };

/**
 * The operator's answer to a reported review: keep it (its open reports close) or remove
 * it from the page with a reason, mailed to its writer. Audited either way.
 */
export async function decideReported(
  db: Kysely<Database>,
  operator: Operator,
  id: number,
  decision: { remove: false } | { remove: true; reason: string },
  now: number = Date.now(),
): Promise<ReportDecision> {
  const outcome = await writeContent<ReportDecision>(db, async (trx) => {
    const review = await reviewWithPlace(trx, id);
    if (!review) return { ok: false, kind: "missing" };
    const closed = await trx
      .updateTable("review_reports")
      .set({ status: "closed", decided_at: now, decided_by: operator.email })
      .where("review_id", "=", id)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (review.status !== "published" || Number(closed.numUpdatedRows) === 0)
      return { ok: false, kind: "decided", status: review.status };
    if (!decision.remove) {
      await recordAudit(trx, operator, "review", String(id), "update", {
        reports: ["open", "closed"],
      });
      return { ok: true, status: "kept" };
    }
    await trx
      .updateTable("reviews")
      .set({
        status: "rejected",
        reason: decision.reason,
        decided_at: now,
        decided_by: operator.email,
      })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, operator, "review", String(id), "reject", {
      status: ["published", "rejected"],
      reason: [null, decision.reason],
    });
    // In the language the review was written on (issue 40, point 6).
    const language = isLanguage(review.language) ? review.language : "sv";
    const t = serverT(language);
    const place = review.place_name;
    await queue(
      trx,
      [
        {
          to: review.email,
          kind: "review-removed",
          ref: `review:${id}`,
          content: {
            subject: t("reviewMail.removedSubject", { place }),
            greeting: t("reviewMail.greeting"),
            paragraphs: [
              t("reviewMail.removed", { place }),
              // The operator's own words, in Swedish.
              t("reviewMail.reason", { reason: decision.reason }),
              t("reviewMail.guidelines"),
            ],
            action: {
              label: t("reviewMail.writeNew"),
              url: siteLink(
                pathIn(language, `/business/${encodeURIComponent(review.business_slug)}/omdome`),
              ),
            },
            ...(language === "sv" ? {} : { language }),
          },
        },
      ],
      now,
    );
    return { ok: true, status: "removed" };
  });
  if (outcome.ok && outcome.status === "removed") wakeMailWorker();
  return outcome;
}
