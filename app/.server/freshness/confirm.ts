import type { Kysely, Selectable, Transaction } from "kysely";
import { writeContent } from "~/.server/snapshot/content";
import { saveEdit } from "~/.server/snapshot/record-edits";
import { factsOf, STALE_AFTER_MONTHS } from "~/lib/places/confirmation";
import { endOfMonth, isoDateOf, stockholmNow } from "~/lib/text/dates";
import { type Changes, changesBetween } from "../admin/audit";
import type { Operator } from "../auth/auth";
import type { BusinessesTable, Database } from "../db/schema";
import { ownsPlace } from "../owner/ownership";
import { FACT_COLUMNS } from "./reminders";

// Fresh facts (issue 24, point 4): a place shows the day its details were last
// confirmed, by the operator (in the admin) or by an owner (on the owner page, or with
// the one-click answer to the monthly mail). A confirmation is a content write, so every
// page shows it at once.

export type ConfirmedBy = "operator" | "owner";

const today = (now: Date) => stockholmNow(now).slice(0, 10);

/**
 * What a confirmation today writes (issue 35): the day, who, which facts the place has
 * (the confirming pages show them: hours and contact), and its hours as confirmed too, so
 * the badge and 'Öppet nu' trust what was just confirmed.
 */
function confirmation(
  place: Pick<
    Selectable<BusinessesTable>,
    "address" | "phone" | "email" | "website" | "opening_hours" | "hours_checked_at"
  >,
  by: ConfirmedBy,
  now: Date,
) {
  const facts = factsOf({ ...place, openingHours: place.opening_hours });
  return {
    confirmed_at: today(now),
    confirmed_by: by,
    confirmed_facts: facts.join(","),
    hours_checked_at: place.opening_hours ? today(now) : place.hours_checked_at,
  };
}

/** The operator confirms a place's details today; audited. Undefined when the place is gone. */
export function confirmByOperator(
  db: Kysely<Database>,
  operator: Operator,
  slug: string,
  now = new Date(),
): Promise<Changes | undefined> {
  return saveEdit(db, operator, { table: "businesses", entity: "business", slug }, (trx, old) => {
    const next = confirmation(old, "operator", now);
    return {
      changes: changesBetween(old, next),
      write: () => trx.updateTable("businesses").set(next).where("slug", "=", slug).execute(),
    };
  });
}

/** Marks a place confirmed today by its owner, in the caller's content write. */
export async function markConfirmedByOwner(
  trx: Transaction<Database>,
  slug: string,
  now: Date,
): Promise<void> {
  const place = await trx
    .selectFrom("businesses")
    .select(["address", "phone", "email", "website", "opening_hours", "hours_checked_at"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!place) return;
  await trx
    .updateTable("businesses")
    .set(confirmation(place, "owner", now))
    .where("slug", "=", slug)
    .execute();
}

/** A signed-in owner confirms one of their places; false when it is not theirs. */
export async function confirmByOwner(
  db: Kysely<Database>,
  email: string,
  slug: string,
  now = new Date(),
): Promise<boolean> {
  if (!(await ownsPlace(db, email, slug))) return false;
  await writeContent(db, (trx) => markConfirmedByOwner(trx, slug, now));
  return true;
}

/** The day six months before today (the same day of the month, or that month's last). */
export function staleBefore(now: Date): string {
  const [year = 1970, month = 1, day = 1] = today(now).split("-").map(Number);
  const back = month - STALE_AFTER_MONTHS;
  const first = isoDateOf(back < 1 ? year - 1 : year, back < 1 ? back + 12 : back, 1);
  const last = Number(endOfMonth(first).slice(8));
  return isoDateOf(Number(first.slice(0, 4)), Number(first.slice(5, 7)), Math.min(day, last));
}

export interface StalePlace {
  slug: string;
  name: string;
  status: string;
  confirmedAt: string | null;
  confirmedBy: string | null;
}

const stalePlaces = (db: Kysely<Database>, now: Date) =>
  db
    .selectFrom("businesses")
    .where("status", "=", "published")
    .where((eb) =>
      eb.or([eb("confirmed_at", "is", null), eb("confirmed_at", "<", staleBefore(now))]),
    );

/** How many published places have not been confirmed for six months (or ever). */
export async function countStalePlaces(db: Kysely<Database>, now = new Date()): Promise<number> {
  const row = await stalePlaces(db, now)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A page of those places: never confirmed first, then the oldest confirmation first. */
export async function listStalePlaces(
  db: Kysely<Database>,
  { offset, limit }: { offset: number; limit: number },
  now = new Date(),
): Promise<StalePlace[]> {
  const rows = await stalePlaces(db, now)
    .select(["slug", "name", "status", "confirmed_at", "confirmed_by"])
    .orderBy((eb) => eb.case().when("confirmed_at", "is", null).then(0).else(1).end())
    .orderBy("confirmed_at")
    .orderBy("name")
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    status: row.status,
    confirmedAt: row.confirmed_at ?? null,
    confirmedBy: row.confirmed_by ?? null,
  }));
}

/** A place's confirmable facts and who confirmed them last, for the operator's page. */
export function placeToConfirm(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom("businesses")
    .select(["slug", "name", "status", "has_detail_page", ...FACT_COLUMNS, "confirmed_by"])
    .where("slug", "=", slug)
    .executeTakeFirst();
}
