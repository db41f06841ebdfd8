import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  sql,
  type Transaction,
  type UpdateObject,
} from "kysely";
import { SITE } from "~/content/site";
import { type Language, pathIn } from "~/lib/i18n/languages";
import { NEWSLETTER_POLICY } from "~/lib/newsletter/signup-form";
import { newToken, tokenHash } from "../auth/auth";
import type { Database } from "../db/schema";
import { serverT } from "../i18n/catalogs";
import { queue, siteLink, wakeMailWorker } from "../mail";

// Newsletter consent with double opt-in (GDPR; the Swedish data protection authority's
// guidance): a signup records when, where and under which text consent was given and
// mails a single-use, expiring confirmation link. Only confirmed addresses receive
// newsletters. Every newsletter carries the subscriber's own unsubscribe link, which
// works in one step without signing in.

/** How long a confirmation link is valid. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A repeated signup of an unconfirmed address sends a new link at most this often. */
export const RESEND_INTERVAL_MS = 10 * 60 * 1000;
/** The consent source recorded when a subscriber undoes an unsubscribe. */
export const RESUBSCRIBE_SOURCE = "prenumerera-igen";

/** Tokens are 256 random bits in base64url (43 characters); anything else is refused unread. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export function isToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN.test(value);
}

export const confirmPath = (token: string) => `/nyhetsbrev/bekrafta?token=${token}`;
export const unsubscribePath = (token: string) => `/nyhetsbrev/avsluta?token=${token}`;

/** The confirmation mail, in the language the address was signed up in (issue 40). */
function confirmationMail(to: string, subscriberId: number, token: string, language: Language) {
  const t = serverT(language);
  const site = SITE.name;
  return {
    to,
    kind: "newsletter-confirm",
    ref: `subscriber:${subscriberId}`,
    content: {
      subject: t("newsletterMail.subject", { site }),
      greeting: t("newsletterMail.greeting"),
      paragraphs: [t("newsletterMail.thanks", { site }), t("newsletterMail.open")],
      // The confirming page in the same language.
      action: {
        label: t("newsletterMail.action"),
        url: siteLink(pathIn(language, confirmPath(token))),
      },
      footer: t("newsletterMail.footer"),
      ...(language === "sv" ? {} : { language }),
    },
  };
}

/** A fresh confirmation token's columns (only its hash is stored). */
function confirmation(token: string, now: number) {
  return {
    confirm_token_hash: tokenHash(token),
    confirm_expires_at: now + CONFIRM_TTL_MS,
    last_confirmation_sent_at: now,
  };
}

export interface SignupOptions {
  /** Where the form was ("startsida", "sidfot", "nyhetsbrev-sidan"). */
  source?: string;
  /** The page's language (Swedish unless said): kept, and the mails are in it. */
  language?: Language;
  now?: number;
}

/**
 * Signs an address up, in one transaction with its confirmation mail:
 * - a new address is stored as pending with its consent and gets a confirmation mail
 *   ("created");
 * - a pending one gets a new link, at most once per RESEND_INTERVAL_MS ("duplicate");
 * - a confirmed one changes nothing ("duplicate");
 * - an unsubscribed one starts over as pending with a new confirmation ("created").
 * Concurrent identical signups give one row (the unique e-mail decides, never a
 * read-then-write race) and one mail. Resolves after the commit.
 */
export async function subscribe(
  db: Kysely<Database>,
  email: string,
  options: SignupOptions = {},
): Promise<"created" | "duplicate"> {
  const now = options.now ?? Date.now();
  const language = options.language ?? "sv";
  const consent = {
    consent_at: now,
    consent_source: options.source ?? "okänd",
    policy_version: NEWSLETTER_POLICY.version,
    language,
  };
  const outcome = await db.transaction().execute(async (trx) => {
    const token = newToken();
    const inserted = await trx
      .insertInto("newsletter_subscribers")
      .values({
        email,
        status: "pending",
        ...consent,
        ...confirmation(token, now),
        unsubscribe_token: newToken(),
      })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) {
      await queue(trx, [confirmationMail(email, inserted.id, token, language)]);
      return { result: "created" as const, queued: true };
    }
    const row = await trx
      .selectFrom("newsletter_subscribers")
      .select(["id", "status"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    if (row.status === "confirmed") return { result: "duplicate" as const, queued: false };
    const restart = row.status === "unsubscribed";
    const queued = await resendConfirmation(trx, row.id, email, row.status, consent, now);
    if (restart && !queued) {
      // Within the resend interval: pending again, and a link comes with a later signup.
      await trx
        .updateTable("newsletter_subscribers")
        .set({ status: "pending", ...consent })
        .where("id", "=", row.id)
        .where("status", "=", "unsubscribed")
        .execute();
    }
    return { result: restart ? ("created" as const) : ("duplicate" as const), queued };
  });
  if (outcome.queued) wakeMailWorker();
  return outcome.result;
}

/** A new link for a row still in `status`, unless one went out within the interval. */
async function resendConfirmation(
  trx: Transaction<Database>,
  id: number,
  email: string,
  status: string,
  consent: {
    consent_at: number;
    consent_source: string;
    policy_version: string;
    language: Language;
  },
  now: number,
): Promise<boolean> {
  const token = newToken();
  // The interval is checked in the update itself, so two signups at once send one mail.
  const updated = await trx
    .updateTable("newsletter_subscribers")
    .set({ status: "pending", ...consent, ...confirmation(token, now) })
    .where("id", "=", id)
    .where("status", "=", status as "pending" | "unsubscribed")
    .where((eb) =>
      eb.or([
        eb("last_confirmation_sent_at", "is", null),
        eb("last_confirmation_sent_at", "<=", now - RESEND_INTERVAL_MS),
      ]),
    )
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await queue(trx, [confirmationMail(email, id, token, consent.language)]);
  return true;
}

type Subscribers = ExpressionBuilder<Database, "newsletter_subscribers">;

/** The row a confirmation link still opens: pending, with the link's hash, not expired. */
const openConfirmation = (token: string, now: number) => (eb: Subscribers) =>
  eb.and([
    eb("confirm_token_hash", "=", tokenHash(token)),
    eb("status", "=", "pending"),
    eb("confirm_expires_at", ">", now),
  ]);

/** Confirms the row `which` picks, with the columns that go with it; whether there was one. */
async function markConfirmed(
  db: Kysely<Database>,
  now: number,
  which: (eb: Subscribers) => Expression<SqlBool>,
  columns: UpdateObject<Database, "newsletter_subscribers">,
): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ status: "confirmed", confirmed_at: now, unsubscribed_at: null, ...columns })
    .where(which)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether a confirmation link can still be used (for the page that shows its button). */
export async function confirmationIsValid(
  db: Kysely<Database>,
  token: unknown,
  now = Date.now(),
): Promise<boolean> {
  if (!isToken(token)) return false;
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select("id")
    .where(openConfirmation(token, now))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Confirms the subscription a link belongs to. The link works once: its hash is cleared
 * in the same statement that confirms, so a used, expired or unknown link is "invalid".
 */
export async function confirmSubscription(
  db: Kysely<Database>,
  token: unknown,
  now = Date.now(),
): Promise<"confirmed" | "invalid"> {
  const confirmed =
    isToken(token) &&
    (await markConfirmed(db, now, openConfirmation(token, now), {
      confirm_token_hash: null,
      confirm_expires_at: null,
      // Rows from before consent was recorded may lack one; every confirmed row has one.
      unsubscribe_token: sql<string>`coalesce(unsubscribe_token, ${newToken()})`,
    }));
  return confirmed ? "confirmed" : "invalid";
}

/**
 * Unsubscribes the owner of an unsubscribe token, at once and for good (until they
 * subscribe again). Doing it twice is the same as once.
 */
export async function unsubscribe(
  db: Kysely<Database>,
  token: unknown,
  now = Date.now(),
): Promise<"unsubscribed" | "invalid"> {
  if (!isToken(token)) return "invalid";
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select(["id", "status"])
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
  if (!row) return "invalid";
  await db
    .updateTable("newsletter_subscribers")
    .set({
      status: "unsubscribed",
      unsubscribed_at: now,
      confirm_token_hash: null,
      confirm_expires_at: null,
    })
    .where("id", "=", row.id)
    .where("status", "!=", "unsubscribed")
    .execute();
  return "unsubscribed";
}

/**
 * Undoes an unsubscribe ("Prenumerera igen" on the page the link opened). The token
 * proves the mailbox, and the address was confirmed before, so it is confirmed again at
 * once, with the consent recorded anew.
 */
export async function resubscribe(
  db: Kysely<Database>,
  token: unknown,
  now = Date.now(),
): Promise<"confirmed" | "invalid"> {
  if (!isToken(token)) return "invalid";
  const wasConfirmed = (eb: Subscribers) =>
    eb.and([
      eb("unsubscribe_token", "=", token),
      eb("status", "=", "unsubscribed"),
      eb("confirmed_at", "is not", null),
    ]);
  const consent = {
    consent_at: now,
    consent_source: RESUBSCRIBE_SOURCE,
    policy_version: NEWSLETTER_POLICY.version,
  };
  if (await markConfirmed(db, now, wasConfirmed, consent)) return "confirmed";
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select("status")
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
  return row?.status === "confirmed" ? "confirmed" : "invalid";
}
