import { type Kysely, sql, type Transaction } from "kysely";
import { logger } from "~/.server/logger";
import { Unchanged, writeContent } from "~/.server/snapshot/content";
import type { Confirmation } from "~/lib/places/confirmation";
import { addDays, formatDate, stockholmNow } from "~/lib/text/dates";
import { newToken, tokenHash } from "../auth/auth";
import { OWNER_PATH } from "../auth/owner-auth";
import type { Database } from "../db/schema";
import { hoursView } from "../hours/opening-hours";
import { type Mail, queueOnce, sendQueued, siteLink } from "../mail";
import { unsubscribeHeaders } from "../newsletter/admin-newsletter";
import { ownsPlace } from "../owner/ownership";
import { markConfirmedByOwner } from "./confirm";

// The monthly "Stämmer uppgifterna?" mail (issue 24, point 4): once a Stockholm month,
// every owner of a published place is asked whether its details are still right, with a
// one-click 'Allt stämmer' and a link to propose changes on the owner page (through the
// usual sign-in link). A place confirmed or added in the last four weeks is not asked about. Each mail is
// recorded in freshness_checks, whose unique (place, address, month) lets exactly one
// process send it; its token answers it and unsubscribes (List-Unsubscribe, RFC 8058).

/** How long the mail's answer link works. */
export const CHECK_LINK_DAYS = 45;
const CHECK_LINK_MS = CHECK_LINK_DAYS * 24 * 60 * 60 * 1000;
/** A stored timestamp: a Date from PostgreSQL, "2026-11-26 14:00:00" (UTC) from SQLite. */
const asDate = (value: Date | string) =>
  value instanceof Date ? value : new Date(`${value.replace(" ", "T")}Z`);

/** A place confirmed or added this many days ago or less is not asked about. */
const RECENT_DAYS = 28;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const ANSWER_PATH = `${OWNER_PATH}/stammer`;
export const OPT_OUT_PATH = `${OWNER_PATH}/paminnelser`;

interface PlaceFacts {
  slug: string;
  name: string;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  opening_hours: string | null;
  confirmed_at: string | null;
}

/** The business columns a place's facts are read from (besides slug and name). */
export const FACT_COLUMNS = [
  "address",
  "phone",
  "email",
  "website",
  "opening_hours",
  "confirmed_at",
] as const;

/** The details the mail asks about, one line each ("Adress: …"); a missing one says so. */
export function factLines(place: PlaceFacts, now: Date): string[] {
  const week = (value: string) =>
    hoursView(value, stockholmNow(now).slice(0, 16), 0)
      .week.map((line) => `${line.days} ${line.hours}`)
      .join(", ");
  const line = (label: string, value: string | null | undefined) =>
    `${label}: ${value?.trim() ? value.trim() : "saknas"}`;
  return [
    line("Adress", place.address),
    line("Telefon", place.phone),
    line("E-post", place.email),
    line("Hemsida", place.website),
    line("Öppettider", place.opening_hours ? week(place.opening_hours) : null),
  ];
}

export function freshnessMail(place: PlaceFacts, to: string, token: string, now: Date): Mail {
  const month = stockholmNow(now).slice(0, 7);
  const answer = siteLink(`${ANSWER_PATH}?token=${encodeURIComponent(token)}`);
  const optOut = siteLink(`${OPT_OUT_PATH}?token=${encodeURIComponent(token)}`);
  return {
    to,
    kind: "freshness-check",
    ref: `freshness-check:${place.slug}:${month}`,
    headers: unsubscribeHeaders(optOut),
    content: {
      subject: `Stämmer uppgifterna? – ${place.name}`,
      greeting: "Hej!",
      paragraphs: [
        `Besökare i Malmöguiden litar på uppgifterna om ${place.name}. Stämmer de fortfarande?`,
        factLines(place, now).join("\n"),
        place.confirmed_at
          ? `Uppgifterna bekräftades senast ${formatDate(place.confirmed_at)}.`
          : "Uppgifterna har inte bekräftats tidigare.",
        "Stämmer allt? Knappen öppnar en sida med uppgifterna, där ett tryck på 'Allt stämmer' bekräftar dem. Behöver något ändras kan du föreslå ändringar på din företagssida: logga in med en länk som vi mejlar till dig.",
      ],
      action: { label: "Allt stämmer", url: answer },
      // Read weeks later, past any sign-in link's day: the sign-in page, the address filled in.
      links: [
        {
          label: "Föreslå ändringar",
          url: siteLink(`${OWNER_PATH}?epost=${encodeURIComponent(to)}`),
        },
      ],
      footer:
        "Du får det här mejlet en gång i månaden eftersom du står som ägare till företaget i Malmöguiden.",
      footerLink: { label: "Avsluta påminnelserna", url: optOut },
    },
  };
}

/** Every (place, owner address) of a published place: registrants and assigned owners. */
async function ownerPairs(db: Kysely<Database>): Promise<{ slug: string; email: string }[]> {
  const [registered, assigned] = await Promise.all([
    db
      .selectFrom("business_submissions")
      .select(["business_slug as slug", sql<string>`lower(trim(contact_email))`.as("email")])
      .where("status", "=", "approved")
      .where("business_slug", "is not", null)
      .execute(),
    db.selectFrom("business_owners").select(["business_slug as slug", "email"]).execute(),
  ]);
  const pairs = new Map<string, { slug: string; email: string }>();
  for (const row of [...registered, ...assigned])
    if (row.slug && row.email)
      pairs.set(`${row.slug}\n${row.email}`, { slug: row.slug, email: row.email });
  return [...pairs.values()].sort((a, b) =>
    a.slug === b.slug ? a.email.localeCompare(b.email) : a.slug.localeCompare(b.slug),
  );
}

export interface FreshnessRun {
  month: string;
  /** "slug address" of each mail this run queued. */
  queued: string[];
}

/**
 * Queues this month's mail for every owner of a published place who has not had it and
 * has not opted out. Safe to call as often as wanted, from several processes.
 */
export async function sendFreshnessChecks(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<FreshnessRun> {
  const month = stockholmNow(now).slice(0, 7);
  const recent = addDays(stockholmNow(now).slice(0, 10), -RECENT_DAYS);
  const pairs = await ownerPairs(db);
  if (pairs.length === 0) return { month, queued: [] };
  const [places, optedOut, sent] = await Promise.all([
    db
      .selectFrom("businesses")
      .select(["slug", "name", ...FACT_COLUMNS, "created_at"])
      .where("status", "=", "published")
      .where("slug", "in", [...new Set(pairs.map((pair) => pair.slug))])
      .execute(),
    db.selectFrom("freshness_optouts").select("email").execute(),
    db
      .selectFrom("freshness_checks")
      .select(["business_slug", "email"])
      .where("month", "=", month)
      .execute(),
  ]);
  const placeBySlug = new Map(places.map((place) => [place.slug, place]));
  const stopped = new Set(optedOut.map((row) => row.email));
  const done = new Set(sent.map((row) => `${row.business_slug}\n${row.email}`));

  const queued: string[] = [];
  for (const { slug, email } of pairs) {
    const place = placeBySlug.get(slug);
    if (!place || stopped.has(email) || done.has(`${slug}\n${email}`)) continue;
    // Confirmed, or added to the guide, in the last four weeks: nothing to ask yet.
    if (place.confirmed_at && place.confirmed_at >= recent) continue;
    if (stockholmNow(asDate(place.created_at)).slice(0, 10) >= recent) continue;
    try {
      const token = newToken();
      const recorded = await queueOnce(
        db,
        (trx) =>
          trx
            .insertInto("freshness_checks")
            .values({
              token_hash: tokenHash(token),
              business_slug: slug,
              email,
              month,
              created_at: now.getTime(),
              used_at: null,
            })
            .onConflict((oc) => oc.columns(["business_slug", "email", "month"]).doNothing())
            .executeTakeFirst(),
        () => freshnessMail(place, email, token, now),
        now.getTime(),
      );
      if (recorded) queued.push(`${slug} ${email}`);
    } catch (error) {
      logger.error({ err: error, business: slug, month }, "freshness check: could not queue");
    }
  }
  sendQueued(queued.length, "freshness checks queued", { month });
  return { month, queued };
}

export interface FreshnessCheck {
  slug: string;
  name: string;
  lines: string[];
  confirmed: Confirmation | null;
  /** Already answered with this link. */
  answered: boolean;
}

async function checkRow(db: Kysely<Database> | Transaction<Database>, token: string) {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  return db
    .selectFrom("freshness_checks")
    .innerJoin("businesses", "businesses.slug", "freshness_checks.business_slug")
    .select([
      "freshness_checks.token_hash",
      "freshness_checks.email as owner",
      "freshness_checks.created_at",
      "freshness_checks.used_at",
      "businesses.slug",
      "businesses.name",
      "businesses.address",
      "businesses.phone",
      "businesses.email",
      "businesses.website",
      "businesses.opening_hours",
      "businesses.confirmed_at",
      "businesses.confirmed_by",
    ])
    .where("freshness_checks.token_hash", "=", tokenHash(token))
    .executeTakeFirst();
}

/**
 * What the answer link shows (a look, not a use: mail scanners open links); undefined
 * when it no longer works: too old, or its address no longer owns the place (an
 * operator removed the owner after the mail went out).
 */
export async function freshnessCheckOf(
  db: Kysely<Database> | Transaction<Database>,
  token: string,
  now: number = Date.now(),
): Promise<FreshnessCheck | undefined> {
  const row = await checkRow(db, token);
  if (!row || Number(row.created_at) < now - CHECK_LINK_MS) return undefined;
  if (!(await ownsPlace(db, row.owner, row.slug))) return undefined;
  return {
    slug: row.slug,
    name: row.name,
    lines: factLines(row, new Date(now)),
    confirmed: row.confirmed_at
      ? { at: row.confirmed_at, byOwner: row.confirmed_by === "owner" }
      : null,
    answered: row.used_at !== null,
  };
}

/**
 * 'Allt stämmer': the place is confirmed today by its owner, once per link (a second
 * press finds it answered). Undefined when the link does not work.
 */
export async function answerFreshnessCheck(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<FreshnessCheck | undefined> {
  const check = await freshnessCheckOf(db, token, now.getTime());
  if (!check || check.answered) return check;
  const confirmed = await writeContent(db, async (trx) => {
    // Looked at again inside the write: the owner may have been removed meanwhile.
    if (!(await freshnessCheckOf(trx, token, now.getTime()))) throw new Unchanged(false);
    const used = await trx
      .updateTable("freshness_checks")
      .set({ used_at: now.getTime() })
      .where("token_hash", "=", tokenHash(token))
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) === 1) await markConfirmedByOwner(trx, check.slug, now);
    return true;
  });
  if (!confirmed) return undefined;
  return { ...check, confirmed: { at: stockholmNow(now).slice(0, 10), byOwner: true } };
}

/** The address a mail's token was sent to, for the opt-out; undefined for an unknown token. */
export async function optOutAddressOf(
  db: Kysely<Database>,
  token: string,
): Promise<string | undefined> {
  return (await checkRow(db, token))?.owner;
}

/** No more "Stämmer uppgifterna?" mails to the token's address. False for an unknown token. */
export async function optOutOfChecks(
  db: Kysely<Database>,
  token: string,
  now: number = Date.now(),
): Promise<boolean> {
  const email = await optOutAddressOf(db, token);
  if (!email) return false;
  await db
    .insertInto("freshness_optouts")
    .values({ email, created_at: now })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  return true;
}
