import type { Kysely } from "kysely";
import { ownerReviewAnchor, ownerReviewsPath, type ReplyForm } from "~/lib/reviews/reply-form";
import type { Operator } from "../auth/auth";
import { OWNER_SIGN_IN_TEXT, ownerMailLink } from "../auth/owner-auth";
import { isUniqueViolation } from "../db/db";
import type { Database } from "../db/schema";
import { type Mail, queue, siteLink, wakeMailWorker } from "../mail";
import { ownerAddress, ownerPlaces } from "../owner/ownership";
import { writeContent } from "../snapshot/content";
import { decidePending, reviewWithPlace } from "./reviews";

// The owner's reply to a published review of their place ('Svara', issue 39, point 3).
// Like the owner's other changes it waits for an operator in 'Att göra', who publishes it
// under the review or rejects it with a reason; the owner is mailed either way. One
// reply per review waits or stands; a rejected one may be written anew. The reply goes
// with its review (removed by its writer or the operator: a row deleted or rejected).

export type ReplyStatus = "pending" | "published" | "rejected";

export interface OwnReply {
  status: ReplyStatus;
  body: string;
  /** Why it was rejected. */
  reason: string | null;
}

/** How many of a place's newest reviews the owner's page lists. */
export const OWNER_REVIEWS_SHOWN = 100;

/**
 * A place's published reviews as its owner answers them, newest first, each with its
 * newest reply (waiting, published or rejected) or none. The reviewers' addresses are
 * never read.
 */
export async function reviewsToAnswer(db: Kysely<Database>, slug: string) {
  const reviews = await db
    .selectFrom("reviews")
    .select(["id", "rating", "body", "display_name", "visit_month", "decided_at"])
    .where("business_slug", "=", slug)
    .where("status", "=", "published")
    .orderBy("decided_at", "desc")
    .orderBy("id", "desc")
    .limit(OWNER_REVIEWS_SHOWN)
    .execute();
  const replies =
    reviews.length === 0
      ? []
      : await db
          .selectFrom("review_replies")
          .select(["review_id", "status", "body", "reason"])
          .where(
            "review_id",
            "in",
            reviews.map((review) => review.id),
          )
          .orderBy("id")
          .execute();
  // The newest reply of each review wins (rows come oldest first).
  const replyOf = new Map(replies.map((reply) => [reply.review_id, reply]));
  return reviews.map((review) => {
    const reply = replyOf.get(review.id);
    return {
      id: review.id,
      rating: review.rating,
      body: review.body,
      name: review.display_name,
      visitMonth: review.visit_month,
      reply: reply
        ? ({
            status: reply.status as ReplyStatus,
            body: reply.body,
            reason: reply.reason,
          } satisfies OwnReply)
        : null,
    };
  });
}

export type SubmitReplyOutcome =
  | { ok: true; id: number }
  | { ok: false; kind: "not-owner" | "missing" | "answered" };

/**
 * Stores an owner's reply to a published review of a place they own, to wait for the
 * operator. Refused when the review already has a reply that waits or stands (a double
 * press stores one: the partial unique index).
 */
export async function submitReply(
  db: Kysely<Database>,
  email: string,
  slug: string,
  form: ReplyForm,
  now: number = Date.now(),
): Promise<SubmitReplyOutcome> {
  const address = ownerAddress(email);
  if (!(await ownerPlaces(db, address)).includes(slug)) return { ok: false, kind: "not-owner" };
  const review = await reviewWithPlace(db, Number(form.review));
  if (!review || review.business_slug !== slug || review.status !== "published")
    return { ok: false, kind: "missing" };
  try {
    const row = await db
      .insertInto("review_replies")
      .values({
        review_id: review.id,
        body: form.body,
        email: address,
        status: "pending",
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: row.id };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, kind: "answered" };
    throw error;
  }
}

/** Owners' replies that wait for the operator, oldest first (the queue). */
export async function pendingReplies(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("review_replies")
    .innerJoin("reviews", "reviews.id", "review_replies.review_id")
    .innerJoin("businesses", "businesses.slug", "reviews.business_slug")
    .select([
      "review_replies.id",
      "review_replies.review_id",
      "review_replies.email",
      "review_replies.created_at",
      "reviews.display_name",
      "businesses.name as place_name",
    ])
    .where("review_replies.status", "=", "pending")
    .where("reviews.status", "=", "published")
    .orderBy("review_replies.created_at")
    .orderBy("review_replies.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reviewId: row.review_id,
    email: row.email,
    sentAt: Number(row.created_at),
    reviewer: row.display_name,
    placeName: row.place_name,
  }));
}

/** A review's reply that waits or stands, as the operator's page shows it, or undefined. */
export async function standingReply(db: Kysely<Database>, reviewId: number) {
  const row = await db
    .selectFrom("review_replies")
    .select(["id", "body", "email", "status", "created_at", "decided_at", "decided_by"])
    .where("review_id", "=", reviewId)
    .where("status", "in", ["pending", "published"])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    body: row.body,
    email: row.email,
    status: row.status as ReplyStatus,
    sentAt: Number(row.created_at),
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    decidedBy: row.decided_by,
  };
}

export type ReplyDecision =
  | { ok: true; status: "published" | "rejected" }
  | { ok: false; kind: "missing" }
  | { ok: false; kind: "decided"; status: string }
  | { ok: false; kind: "invalid"; errors: Record<string, string> };

/** Where the form's error goes when the reply's writer no longer owns the place. */
const NO_LONGER_OWNER =
  "Den som skrev svaret är inte längre ägare till företaget. Avslå svaret i stället.";

/**
 * The operator publishes the review's waiting reply under it, or rejects it with a
 * reason; audited on the review, and mailed to the owner who wrote it. A reply by
 * someone who no longer owns the place is not published.
 */
export async function decideReply(
  db: Kysely<Database>,
  operator: Operator,
  reviewId: number,
  decision: { publish: true } | { publish: false; reason: string },
  now: number = Date.now(),
): Promise<ReplyDecision> {
  const outcome = await writeContent<ReplyDecision>(db, async (trx) => {
    const review = await reviewWithPlace(trx, reviewId);
    const reply = await trx
      .selectFrom("review_replies")
      .select(["id", "email", "status"])
      .where("review_id", "=", reviewId)
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (!review || !reply) return { ok: false, kind: "missing" };
    if (reply.status !== "pending" || review.status !== "published")
      return { ok: false, kind: "decided", status: reply.status };
    if (decision.publish && !(await ownerPlaces(trx, reply.email)).includes(review.business_slug))
      return { ok: false, kind: "invalid", errors: { form: NO_LONGER_OWNER } };
    const status = await decidePending(
      trx,
      operator,
      { table: "review_replies", id: reply.id, review: reviewId },
      decision,
      now,
    );
    if (!status) return { ok: false, kind: "decided", status: "decided" };
    const signIn = await ownerMailLink(
      trx,
      reply.email,
      `${ownerReviewsPath(review.business_slug)}#${ownerReviewAnchor(review.id)}`,
      now,
    );
    await queue(trx, [replyDecisionMail(reply.email, review, decision, signIn)], now);
    return { ok: true, status };
  });
  if (outcome.ok) wakeMailWorker();
  return outcome;
}

function replyDecisionMail(
  to: string,
  review: { id: number; display_name: string; business_slug: string; place_name: string },
  decision: { publish: true } | { publish: false; reason: string },
  /** A one-press sign-in to the owner's page of the place's reviews. */
  signIn: string,
): Mail {
  const common = { to, ref: `review-reply:${review.id}` };
  const footer =
    "Du får det här mejlet eftersom du svarade på ett omdöme om företaget i Malmöguiden.";
  if (decision.publish)
    return {
      ...common,
      kind: "review-reply-published",
      content: {
        subject: `Ditt svar på omdömet om ${review.place_name} är publicerat`,
        greeting: "Hej!",
        paragraphs: [
          `Vi har läst ditt svar på ${review.display_name}s omdöme om ${review.place_name}. Nu visas det under omdömet i Malmöguiden.`,
        ],
        links: [{ label: "Dina omdömen på företagarsidan", url: signIn }],
        action: {
          label: "Se omdömet och svaret",
          url: siteLink(`/business/${encodeURIComponent(review.business_slug)}#omdomen`),
        },
        footer,
      },
    };
  return {
    ...common,
    kind: "review-reply-rejected",
    content: {
      subject: `Ditt svar på omdömet om ${review.place_name} publiceras inte`,
      greeting: "Hej!",
      paragraphs: [
        `Vi har läst ditt svar på ${review.display_name}s omdöme om ${review.place_name} och kan tyvärr inte publicera det.`,
        `Skäl: ${decision.reason}`,
        "Du får gärna skriva ett nytt svar: sakligt, utan länkar och utan personuppgifter om andra.",
        OWNER_SIGN_IN_TEXT,
      ],
      action: { label: "Skriv ett nytt svar", url: signIn },
      footer,
    },
  };
}
