import { type Kysely, sql } from "kysely";
import { containsText } from "../db/contains";
import type { Database, NewsletterSubscriberStatus } from "../db/schema";

// The operator's list of newsletter subscribers (issue 23, point 3: admin lists a page at
// a time, searchable): counted and read a page at a time in SQL, as a list of tens of
// thousands of addresses should be.

export interface SubscriberFilter {
  /** Part of the address, any case. */
  q: string;
  /** One status, or "" for all. */
  status: string;
}

export interface SubscriberRow {
  id: number;
  email: string;
  status: NewsletterSubscriberStatus;
  /** Where the form was ("startsida", "sidfot", …), when known. */
  consentSource: string | null;
  /** When the address reached its status (epoch ms), when known. */
  since: number | null;
}

const STATUSES: readonly string[] = ["pending", "confirmed", "unsubscribed"];

function filtered(db: Kysely<Database>, filter: SubscriberFilter) {
  let query = db.selectFrom("newsletter_subscribers");
  if (STATUSES.includes(filter.status))
    query = query.where("status", "=", filter.status as NewsletterSubscriberStatus);
  if (filter.q) query = query.where(containsText("email", filter.q));
  return query;
}

export async function countSubscribers(
  db: Kysely<Database>,
  filter: SubscriberFilter,
): Promise<number> {
  const row = await filtered(db, filter).select(sql<number>`count(*)`.as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of the filtered list, newest first. */
export async function listSubscribers(
  db: Kysely<Database>,
  filter: SubscriberFilter,
  { offset, limit }: { offset: number; limit: number },
): Promise<SubscriberRow[]> {
  const rows = await filtered(db, filter)
    .select([
      "id",
      "email",
      "status",
      "consent_source",
      "confirmed_at",
      "consent_at",
      "unsubscribed_at",
    ])
    .orderBy("id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const since =
      row.status === "confirmed"
        ? row.confirmed_at
        : row.status === "unsubscribed"
          ? row.unsubscribed_at
          : row.consent_at;
    return {
      id: row.id,
      email: row.email,
      status: row.status as NewsletterSubscriberStatus,
      consentSource: row.consent_source,
      since: since === null ? null : Number(since),
    };
  });
}
