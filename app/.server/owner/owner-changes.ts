import type { Kysely } from "kysely";
import { logger } from "~/.server/logger";
import { formatDateTime } from "~/lib/text/dates";
import type { Operator } from "../auth/auth";
import type { Database } from "../db/schema";
import { type Mail, operatorEmail, queue, siteLink, wakeMailWorker } from "../mail";
import { ownerAddress, ownerPlaces } from "./ownership";

// Changes an owner asks for on their listing (issue 11): stored as "new" and told to
// the operator by mail in the same transaction; the operator carries them out in the
// business form and marks them done. Nothing reaches the public page by itself.

export type ChangeRequestStatus = "new" | "done";

export const CHANGE_REQUEST_STATUS_LABELS: Record<ChangeRequestStatus, string> = {
  new: "Ny",
  done: "Klar",
};

/** Where the operator edits a business (the mail's link). */
const placeAdminPath = (slug: string) => `/admin/foretag/${encodeURIComponent(slug)}`;

function operatorNotice(
  id: number,
  place: { slug: string; name: string },
  email: string,
  message: string,
): Mail | undefined {
  if (!operatorEmail) return undefined;
  return {
    to: operatorEmail,
    kind: "owner-change-request",
    ref: `change-request:${id}`,
    content: {
      subject: `Ändringsförslag: ${place.name}`,
      greeting: "Hej!",
      paragraphs: [
        `Ägaren till ${place.name} föreslår ändringar i företagets uppgifter i Malmöguiden.`,
        `Från: ${email}`,
        `Förslaget:\n${message}`,
        "Gör ändringarna i företagets formulär och markera förslaget som klart.",
      ],
      action: { label: "Öppna företaget", url: siteLink(placeAdminPath(place.slug)) },
      footer:
        "Du får det här mejlet eftersom adressen är redaktionens adress (OPERATOR_EMAIL) i Malmöguiden.",
    },
  };
}

export type ChangeRequestOutcome =
  | { ok: true; id: number }
  | { ok: false; kind: "not-owner" | "missing" };

/**
 * Stores an owner's change request for one of their businesses and queues the
 * operator's notice (when OPERATOR_EMAIL is set), in one transaction.
 */
export async function submitChangeRequest(
  db: Kysely<Database>,
  email: string,
  slug: string,
  message: string,
  now: number = Date.now(),
): Promise<ChangeRequestOutcome> {
  const address = ownerAddress(email);
  const outcome = await db.transaction().execute(async (trx): Promise<ChangeRequestOutcome> => {
    if (!(await ownerPlaces(trx, address)).includes(slug)) return { ok: false, kind: "not-owner" };
    const place = await trx
      .selectFrom("businesses")
      .select(["slug", "name"])
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (!place) return { ok: false, kind: "missing" };
    const { id } = await trx
      .insertInto("listing_change_requests")
      .values({
        business_slug: slug,
        email: address,
        message,
        status: "new",
        created_at: now,
        reviewed_at: null,
        reviewed_by: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const notice = operatorNotice(id, place, address, message);
    if (notice) await queue(trx, [notice]);
    return { ok: true, id };
  });
  if (outcome.ok) {
    if (operatorEmail) wakeMailWorker();
    logger.info({ business: slug, changeRequest: outcome.id }, "owner change request");
  }
  return outcome;
}

export interface ChangeRequestRow {
  id: number;
  businessSlug: string;
  /** The business's name now; the slug when the business no longer exists. */
  businessName: string;
  email: string;
  message: string;
  status: ChangeRequestStatus;
  /** "2026-05-04 14:03", Swedish time. */
  received: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
}

/** Change requests, those that wait first (oldest first), then the done ones (newest first). */
export async function listChangeRequests(
  db: Kysely<Database>,
  status?: ChangeRequestStatus,
): Promise<ChangeRequestRow[]> {
  let query = db
    .selectFrom("listing_change_requests")
    .leftJoin("businesses", "businesses.slug", "listing_change_requests.business_slug")
    .select([
      "listing_change_requests.id",
      "listing_change_requests.business_slug",
      "businesses.name",
      "listing_change_requests.email",
      "listing_change_requests.message",
      "listing_change_requests.status",
      "listing_change_requests.created_at",
      "listing_change_requests.reviewed_at",
      "listing_change_requests.reviewed_by",
    ]);
  if (status) query = query.where("listing_change_requests.status", "=", status);
  const rows = await query.orderBy("listing_change_requests.id", "asc").execute();
  const waiting = rows.filter((row) => row.status === "new");
  const done = rows.filter((row) => row.status !== "new").reverse();
  return [...waiting, ...done].map((row) => ({
    id: row.id,
    businessSlug: row.business_slug,
    businessName: row.name ?? row.business_slug,
    email: row.email,
    message: row.message,
    status: row.status === "done" ? "done" : "new",
    received: formatDateTime(Number(row.created_at)),
    reviewedAt: row.reviewed_at === null ? null : formatDateTime(Number(row.reviewed_at)),
    reviewedBy: row.reviewed_by,
  }));
}

export type MarkDoneOutcome = { ok: true } | { ok: false; kind: "missing" | "done" };

/** Marks a waiting change request done, by this operator; a done one is left alone. */
export async function markChangeRequestDone(
  db: Kysely<Database>,
  operator: Operator,
  id: number,
  now: number = Date.now(),
): Promise<MarkDoneOutcome> {
  const result = await db
    .updateTable("listing_change_requests")
    .set({ status: "done", reviewed_at: now, reviewed_by: operator.email })
    .where("id", "=", id)
    .where("status", "=", "new")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) {
    logger.info({ changeRequest: id, operator: operator.email }, "change request done");
    return { ok: true };
  }
  const row = await db
    .selectFrom("listing_change_requests")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  return { ok: false, kind: row ? "done" : "missing" };
}
