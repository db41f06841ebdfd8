import { type Kysely, sql, type Transaction } from "kysely";
import { SITE } from "~/content/site";
import { isLanguage, type Language, pathIn } from "~/lib/i18n/languages";
import type { ReviewForm } from "~/lib/reviews/form";
import { ownerReviewAnchor, ownerReviewsPath } from "~/lib/reviews/reply-form";
import { recordAudit } from "../admin/audit";
import { newToken, type Operator, tokenHash } from "../auth/auth";
import { ownerMailLink } from "../auth/owner-auth";
import { isUniqueViolation } from "../db/db";
import type { Database } from "../db/schema";
import { serverT } from "../i18n/catalogs";
import { type Mail, queue, siteLink, wakeMailWorker } from "../mail";
import { ownerAddress, ownerPlaces, ownersOf } from "../owner/ownership";
import { writeContent } from "../snapshot/content";
import { HOLD_REASONS, type HoldReason, holdsOf } from "./holds";

// Visitors' reviews of a place (issue 39). A review is stored unconfirmed and its
// address gets a confirmation link (double opt-in, as the newsletter) and a link that
// removes it at any time; confirmed, it waits for an operator, who publishes it or
// rejects it with a reason that is mailed to the reviewer. One review per address and
// place stands: a newer one replaces the older once it is confirmed. The place's own
// owners and the operators cannot review it. The address is never shown with a review.

/** How long a confirmation link is valid. */
export const REVIEW_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many reviews (so confirmation mails) per address within an hour. */
export const REVIEWS_PER_ADDRESS_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;
/** The same review from the same address within this time is the same post again. */
const SENT_TWICE_MS = 30_000;

/** Tokens are 256 random bits in base64url (43 characters); anything else is refused unread. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const isToken = (value: unknown): value is string => typeof value === "string" && TOKEN.test(value);

export const reviewConfirmPath = (token: string) => `/omdome/bekrafta?token=${token}`;
export const reviewRemovePath = (token: string) => `/omdome/ta-bort?token=${token}`;
const placePath = (slug: string) => `/business/${encodeURIComponent(slug)}`;

export type ReviewStatus = "unconfirmed" | "pending" | "published" | "rejected" | "replaced";

export type SubmitReviewOutcome =
  | { ok: true; id: number }
  | { ok: false; kind: "missing" | "own-place" | "operator" | "too-many" };

/** The place a review is about: published places only. */
async function placeOf(db: Kysely<Database> | Transaction<Database>, slug: string) {
  return db
    .selectFrom("businesses")
    .select(["slug", "name"])
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
}

/** The confirmation mail, in the language the review was written on (issue 40, point 6). */
function confirmationMail(
  review: { id: number; email: string; placeName: string; rating: number; language: Language },
  confirm: string,
  remove: string,
): Mail {
  const { language } = review;
  const t = serverT(language);
  const place = review.placeName;
  return {
    to: review.email,
    kind: "review-confirm",
    ref: `review:${review.id}`,
    content: {
      subject: t("reviewMail.subject", { place }),
      greeting: t("reviewMail.greeting"),
      paragraphs: [
        t("reviewMail.thanks", { place, rating: review.rating }),
        t("reviewMail.open"),
        t("reviewMail.removeLater"),
      ],
      // The pages behind the links are in the same language.
      action: { label: t("reviewMail.confirm"), url: siteLink(pathIn(language, confirm)) },
      links: [{ label: t("reviewMail.remove"), url: siteLink(pathIn(language, remove)) }],
      footer: t("reviewMail.footer"),
      ...(language === "sv" ? {} : { language }),
    },
  };
}

/**
 * Stores a review of a published place, unconfirmed, with its confirmation mail, in one
 * transaction. Refused for the place's owners and the operators, and after a few reviews
 * from one address within an hour (each one mails the address).
 */
export async function submitReview(
  db: Kysely<Database>,
  slug: string,
  form: ReviewForm,
  now: number = Date.now(),
  /** The client's address, kept only as a hash to count its reviews in a day. */
  clientIp?: string,
  /** The page's language the review was written on: its mails are in it. */
  language: Language = "sv",
): Promise<SubmitReviewOutcome> {
  const email = ownerAddress(form.email);
  const place = await placeOf(db, slug);
  if (!place) return { ok: false, kind: "missing" };
  if ((await ownerPlaces(db, email)).includes(slug)) return { ok: false, kind: "own-place" };
  const operator = await db
    .selectFrom("operators")
    .select("id")
    .where(sql<string>`lower(trim(email))`, "=", email)
    .executeTakeFirst();
  if (operator) return { ok: false, kind: "operator" };
  // The same review sent twice (a double press without JavaScript): the first stands,
  // with its one mail.
  const twin = await db
    .selectFrom("reviews")
    .select("id")
    .where("email", "=", email)
    .where("business_slug", "=", slug)
    .where("body", "=", form.body)
    .where("status", "=", "unconfirmed")
    .where("created_at", ">", now - SENT_TWICE_MS)
    .executeTakeFirst();
  if (twin) return { ok: true, id: twin.id };
  const recent = await db
    .selectFrom("reviews")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("email", "=", email)
    .where("created_at", ">", now - HOUR_MS)
    .executeTakeFirst();
  if (Number(recent?.n ?? 0) >= REVIEWS_PER_ADDRESS_HOUR) return { ok: false, kind: "too-many" };
  const confirm = newToken();
  const remove = newToken();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("reviews")
      .values({
        business_slug: slug,
        rating: Number(form.rating),
        body: form.body,
        display_name: form.name,
        email,
        visit_month: form.visitMonth || null,
        confirm_token_hash: tokenHash(confirm),
        confirm_expires_at: now + REVIEW_CONFIRM_TTL_MS,
        remove_token_hash: tokenHash(remove),
        client_key: clientIp ? tokenHash(`review-client:${clientIp}`) : null,
        created_at: now,
        language,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queue(
      trx,
      [
        confirmationMail(
          { id: row.id, email, placeName: place.name, rating: Number(form.rating), language },
          reviewConfirmPath(confirm),
          reviewRemovePath(remove),
        ),
      ],
      now,
    );
    return row.id;
  });
  wakeMailWorker();
  return { ok: true, id };
}

/** The unconfirmed review a confirmation link belongs to, while the link is valid. */
async function openConfirmation(db: Kysely<Database>, token: unknown, now: number) {
  if (!isToken(token)) return undefined;
  return db
    .selectFrom("reviews")
    .select(["id", "business_slug", "email", "body", "client_key", "created_at"])
    .where("confirm_token_hash", "=", tokenHash(token))
    .where("status", "=", "unconfirmed")
    .where("confirm_expires_at", ">", now)
    .executeTakeFirst();
}

/** Other reviews' texts a new one is compared with: the newest this many. */
const COMPARED = 2000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The automatic holds of a review being confirmed: its text against the newest other
 * reviews that wait or are published (not the same address's own of the place, which it
 * replaces), and the reviews its client or address sent in the day before it.
 */
async function holdsFor(
  db: Kysely<Database>,
  review: {
    id: number;
    business_slug: string;
    email: string;
    body: string;
    client_key: string | null;
    created_at: number | string;
  },
): Promise<HoldReason[]> {
  const created = Number(review.created_at);
  const [others, recent] = await Promise.all([
    db
      .selectFrom("reviews")
      .select("body")
      .where("status", "in", ["pending", "published"])
      .where("id", "!=", review.id)
      .where((eb) =>
        eb.or([eb("business_slug", "!=", review.business_slug), eb("email", "!=", review.email)]),
      )
      .orderBy("id", "desc")
      .limit(COMPARED)
      .execute(),
    db
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("id", "!=", review.id)
      .where("created_at", ">", created - DAY_MS)
      .where("created_at", "<=", created)
      .where((eb) =>
        eb.or([
          eb("email", "=", review.email),
          ...(review.client_key ? [eb("client_key", "=", review.client_key)] : []),
        ]),
      )
      .executeTakeFirst(),
  ]);
  return holdsOf(
    review.body,
    others.map((other) => other.body),
    Number(recent?.n ?? 0),
  );
}

/** Whether a confirmation link can still be used (for the page that shows its button). */
export async function reviewConfirmationIsValid(
  db: Kysely<Database>,
  token: unknown,
  now: number = Date.now(),
): Promise<boolean> {
  return (await openConfirmation(db, token, now)) !== undefined;
}

/**
 * Confirms the review a link belongs to: it waits for the operator, and the address's
 * earlier review of the place, waiting or published, is replaced by it (the page loses
 * the old one at once). The link works once.
 */
export async function confirmReview(
  db: Kysely<Database>,
  token: unknown,
  now: number = Date.now(),
): Promise<"confirmed" | "invalid"> {
  const review = await openConfirmation(db, token, now);
  if (!review) return "invalid";
  const holds = await holdsFor(db, review);
  try {
    return await writeContent(db, async (trx) => {
      await trx
        .updateTable("reviews")
        .set({ status: "replaced" })
        .where("business_slug", "=", review.business_slug)
        .where("email", "=", review.email)
        .where("status", "in", ["pending", "published"])
        .where("id", "!=", review.id)
        .execute();
      const result = await trx
        .updateTable("reviews")
        .set({
          status: "pending",
          confirmed_at: now,
          confirm_token_hash: null,
          holds: holds.length > 0 ? JSON.stringify(holds) : null,
        })
        .where("id", "=", review.id)
        .where("status", "=", "unconfirmed")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? "confirmed" : "invalid";
    });
  } catch (error) {
    // The same link opened twice at once: the other press confirmed it.
    if (isUniqueViolation(error)) return "invalid";
    throw error;
  }
}

/** Whether a removal link still has a review to remove (for the page that shows its button). */
export async function reviewRemovalIsValid(db: Kysely<Database>, token: unknown): Promise<boolean> {
  if (!isToken(token)) return false;
  const row = await db
    .selectFrom("reviews")
    .select("id")
    .where("remove_token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Removes the review a removal link belongs to, whatever its state, for good: the row
 * goes (text, name and address with it), and the page and its average lose it at once.
 */
export async function removeReview(
  db: Kysely<Database>,
  token: unknown,
): Promise<"removed" | "invalid"> {
  if (!isToken(token)) return "invalid";
  return writeContent(db, async (trx) => {
    const result = await trx
      .deleteFrom("reviews")
      .where("remove_token_hash", "=", tokenHash(token))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? "removed" : "invalid";
  });
}

/** A review with its place's name, as the decisions on it need them (never shown). */
export async function reviewWithPlace(db: Kysely<Database> | Transaction<Database>, id: number) {
  return db
    .selectFrom("reviews")
    .innerJoin("businesses", "businesses.slug", "reviews.business_slug")
    .select([
      "reviews.id",
      "reviews.status",
      "reviews.email",
      "reviews.display_name",
      "reviews.business_slug",
      "reviews.language",
      "businesses.name as place_name",
    ])
    .where("reviews.id", "=", id)
    .executeTakeFirst();
}

/**
 * Publishes or rejects a waiting row, a review or an owner's reply to one, with the
 * reason, if it still waits; audited on the review (a reply's as `reply`). Undefined when
 * it was decided meanwhile.
 */
export async function decidePending(
  trx: Transaction<Database>,
  operator: Operator,
  row: { table: "reviews" | "review_replies"; id: number; review: number },
  decision: { publish: true } | { publish: false; reason: string },
  now: number,
): Promise<"published" | "rejected" | undefined> {
  const status = decision.publish ? "published" : "rejected";
  const reason = decision.publish ? null : decision.reason;
  const result = await trx
    .updateTable(row.table as "reviews")
    .set({ status, reason, decided_at: now, decided_by: operator.email })
    .where("id", "=", row.id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  await recordAudit(
    trx,
    operator,
    "review",
    String(row.review),
    decision.publish ? "approve" : "reject",
    {
      [row.table === "reviews" ? "status" : "reply"]: ["pending", status],
      ...(reason ? { reason: [null, reason] } : {}),
    },
  );
  return status;
}

export type ReviewDecision =
  | { ok: true; status: "published" | "rejected" }
  | { ok: false; kind: "missing" }
  | { ok: false; kind: "decided"; status: string };

/**
 * The operator publishes a confirmed review or rejects it with a reason; either is
 * audited and mailed to the reviewer. A review decided meanwhile is left alone.
 */
export async function decideReview(
  db: Kysely<Database>,
  operator: Operator,
  id: number,
  decision: { publish: true } | { publish: false; reason: string },
  now: number = Date.now(),
): Promise<ReviewDecision> {
  const outcome = await writeContent<ReviewDecision>(db, async (trx) => {
    const review = await reviewWithPlace(trx, id);
    if (!review) return { ok: false, kind: "missing" };
    if (review.status !== "pending") return { ok: false, kind: "decided", status: review.status };
    const status = await decidePending(
      trx,
      operator,
      { table: "reviews", id, review: id },
      decision,
      now,
    );
    if (!status) return { ok: false, kind: "decided", status: "decided" };
    // The place's owners hear of a published review of their place (point 3).
    const owners = decision.publish ? await ownersOf(trx, review.business_slug) : [];
    const ownerMails: Mail[] = [];
    for (const owner of owners) {
      const answer = `${ownerReviewsPath(review.business_slug)}#${ownerReviewAnchor(review.id)}`;
      ownerMails.push(
        ownerMail(owner.email, review, await ownerMailLink(trx, owner.email, answer, now)),
      );
    }
    await queue(trx, [decisionMail(review, decision), ...ownerMails], now);
    return { ok: true, status };
  });
  if (outcome.ok) wakeMailWorker();
  return outcome;
}

/** Tells an owner of the place that a visitor's review of it is now published. */
function ownerMail(
  to: string,
  review: { id: number; business_slug: string; place_name: string },
  /** A one-press sign-in to the owner's page where the review can be answered. */
  answer: string,
): Mail {
  return {
    to,
    kind: "review-owner",
    ref: `review:${review.id}`,
    content: {
      subject: `Nytt omdöme om ${review.place_name}`,
      greeting: "Hej!",
      paragraphs: [
        `En besökare har skrivit ett omdöme om ${review.place_name}. Vi har läst det och nu visas det på företagets sida i Malmöguiden.`,
        "Du kan svara på omdömet från företagarsidan. Svaret visas under omdömet när vi har läst det.",
        "Tycker du att omdömet bryter mot våra riktlinjer kan du rapportera det från sidan.",
      ],
      links: [{ label: "Svara på omdömet", url: answer }],
      action: {
        label: "Läs omdömet",
        url: siteLink(`${placePath(review.business_slug)}#omdomen`),
      },
      footer:
        "Du får det här mejlet eftersom du är registrerad som ägare till företaget i Malmöguiden.",
    },
  };
}

/** The operator's decision, in the language the review was written on (issue 40, point 6). */
function decisionMail(
  review: {
    id: number;
    email: string;
    business_slug: string;
    place_name: string;
    language: string;
  },
  decision: { publish: true } | { publish: false; reason: string },
): Mail {
  const language = isLanguage(review.language) ? review.language : "sv";
  const t = serverT(language);
  const place = review.place_name;
  const placePage = pathIn(language, placePath(review.business_slug));
  const common = { to: review.email, ref: `review:${review.id}` };
  const inLanguage = language === "sv" ? {} : { language };
  if (decision.publish)
    return {
      ...common,
      kind: "review-published",
      content: {
        subject: t("reviewMail.publishedSubject", { place }),
        greeting: t("reviewMail.greeting"),
        paragraphs: [
          t("reviewMail.published", { place, site: SITE.name }),
          t("reviewMail.publishedRemove"),
        ],
        action: { label: t("reviewMail.see", { place }), url: siteLink(placePage) },
        ...inLanguage,
      },
    };
  return {
    ...common,
    kind: "review-rejected",
    content: {
      subject: t("reviewMail.rejectedSubject", { place }),
      greeting: t("reviewMail.greeting"),
      paragraphs: [
        t("reviewMail.rejected", { place }),
        // The operator's own words, in Swedish.
        t("reviewMail.reason", { reason: decision.reason }),
        t("reviewMail.guidelines"),
      ],
      action: {
        label: t("reviewMail.writeNew"),
        url: siteLink(pathIn(language, `${placePath(review.business_slug)}/omdome`)),
      },
      ...inLanguage,
    },
  };
}

// --- What the pages show ---

/** The visitors' average (one decimal on the page) and how many published reviews there are. */
export async function reviewSummary(
  db: Kysely<Database>,
  slug: string,
): Promise<{ average: number; count: number } | undefined> {
  const row = await db
    .selectFrom("reviews")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("n"),
      eb.fn.avg<number | string>("rating").as("average"),
    ])
    .where("business_slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
  const count = Number(row?.n ?? 0);
  return count > 0 ? { average: Number(row?.average), count } : undefined;
}

export interface PublishedReview {
  id: number;
  rating: number;
  body: string;
  name: string;
  visitMonth: string | null;
  /** When it was published (ms). */
  publishedAt: number;
  /** The owner's reply, once the operator published it. */
  reply: string | null;
}

/** A page of a place's published reviews, newest first. */
export async function publishedReviews(
  db: Kysely<Database>,
  slug: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<PublishedReview[]> {
  const rows = await db
    .selectFrom("reviews")
    // At most one published reply per review (review_replies_one_standing).
    .leftJoin("review_replies", (join) =>
      join
        .onRef("review_replies.review_id", "=", "reviews.id")
        .on("review_replies.status", "=", "published"),
    )
    .select([
      "reviews.id",
      "reviews.rating",
      "reviews.body",
      "reviews.display_name",
      "reviews.visit_month",
      "reviews.decided_at",
      "review_replies.body as reply",
    ])
    .where("reviews.business_slug", "=", slug)
    .where("reviews.status", "=", "published")
    .orderBy("reviews.decided_at", "desc")
    .orderBy("reviews.id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    body: row.body,
    name: row.display_name,
    visitMonth: row.visit_month,
    publishedAt: Number(row.decided_at),
    reply: row.reply ?? null,
  }));
}

/** The confirmed reviews that wait for the operator, oldest first (the queue's order). */
export async function pendingReviews(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("reviews")
    .innerJoin("businesses", "businesses.slug", "reviews.business_slug")
    .select([
      "reviews.id",
      "reviews.rating",
      "reviews.body",
      "reviews.display_name",
      "reviews.visit_month",
      "reviews.confirmed_at",
      "reviews.business_slug",
      "reviews.holds",
      "businesses.name as place_name",
    ])
    .where("reviews.status", "=", "pending")
    .orderBy("reviews.confirmed_at")
    .orderBy("reviews.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    body: row.body,
    name: row.display_name,
    visitMonth: row.visit_month,
    confirmedAt: Number(row.confirmed_at),
    slug: row.business_slug,
    placeName: row.place_name,
    holds: holdTexts(row.holds),
  }));
}

/** A review's stored holds as the operator reads them. */
function holdTexts(value: string | null): string[] {
  if (!value) return [];
  const parsed = JSON.parse(value) as unknown;
  return Array.isArray(parsed)
    ? parsed
        .filter((hold): hold is HoldReason => Object.hasOwn(HOLD_REASONS, String(hold)))
        .map((hold) => HOLD_REASONS[hold])
    : [];
}

/** One review as the operator's page shows it (never its address), or undefined. */
export async function reviewForAdmin(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom("reviews")
    .innerJoin("businesses", "businesses.slug", "reviews.business_slug")
    .select([
      "reviews.id",
      "reviews.rating",
      "reviews.body",
      "reviews.display_name",
      "reviews.visit_month",
      "reviews.status",
      "reviews.reason",
      "reviews.created_at",
      "reviews.confirmed_at",
      "reviews.decided_at",
      "reviews.decided_by",
      "reviews.business_slug",
      "reviews.holds",
      "businesses.name as place_name",
    ])
    .where("reviews.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    name: row.display_name,
    visitMonth: row.visit_month,
    status: row.status as ReviewStatus,
    reason: row.reason,
    createdAt: Number(row.created_at),
    confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    decidedBy: row.decided_by,
    slug: row.business_slug,
    placeName: row.place_name,
    holds: holdTexts(row.holds),
  };
}

/** Reviews a place's page shows at a time. */
export const REVIEWS_PER_PAGE = 10;

/**
 * The place page's reviews: the visitors' summary, the asked-for page of reviews (newest
 * first; `?omdomen=2`) and how many pages there are.
 */
export async function placeReviews(db: Kysely<Database>, slug: string, asked: string | null) {
  const summary = await reviewSummary(db, slug);
  const pages = Math.max(1, Math.ceil((summary?.count ?? 0) / REVIEWS_PER_PAGE));
  const page = /^[1-9]\d{0,4}$/.test(asked ?? "") ? Math.min(Number(asked), pages) : 1;
  const reviews = summary
    ? await publishedReviews(db, slug, {
        offset: (page - 1) * REVIEWS_PER_PAGE,
        limit: REVIEWS_PER_PAGE,
      })
    : [];
  return { summary: summary ?? null, reviews, page, pages };
}

/**
 * schema.org's aggregateRating and review for a place, from its visitors' published
 * reviews only (never the guide's own assessment); nothing without any.
 */
export function reviewsJsonLd(
  summary: { average: number; count: number } | null,
  reviews: readonly PublishedReview[],
): Record<string, unknown> {
  if (!summary) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: Math.round(summary.average * 10) / 10,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.name },
      datePublished: new Date(review.publishedAt).toISOString().slice(0, 10),
      reviewBody: review.body,
      reviewRating: {
        "@type": "Rating",
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
    })),
  };
}
