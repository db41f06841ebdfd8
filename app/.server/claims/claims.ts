import type { Kysely, Selectable } from "kysely";
import { sql } from "kysely";
import { type ClaimStatus, isClaimStatus } from "~/lib/claims/claims";
import type { ClaimForm } from "~/lib/claims/form";
import type { Language } from "~/lib/i18n/languages";
import { formatDateTime } from "~/lib/text/dates";
import { auditOf } from "../admin/audit";
import { instantOf, isUniqueViolation } from "../db/db";
import type { BusinessClaimsTable, Database } from "../db/schema";
import { mailHistoryLine, wakeMailWorker } from "../mail";
import { ownerAddress } from "../owner/ownership";
import { type ClaimForMail, queueClaimMails } from "./claim-mails";

// Claims of a listing (issue 24, point 5): someone who says they represent a business
// asks, from the business's page, to become its owner. The claim waits as "pending"
// until an operator approves it (the address becomes an owner: business_owners, source
// "claim") or rejects it with a reason (decisions.ts). Each step mails the claimant.

export type Claim = Selectable<BusinessClaimsTable>;

export type SubmitOutcome = { ok: true; id: number } | { ok: false; kind: "duplicate" };

/** The business's name for mails and pages; the slug when the business is gone. */
async function placeNameOf(db: Kysely<Database>, slug: string): Promise<string> {
  const row = await db
    .selectFrom("businesses")
    .select("name")
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row?.name ?? slug;
}

/**
 * Stores a claim of a business (the route has checked that its page exists) with its
 * mails, in one transaction. The same address with a claim of the same business still
 * pending gets "duplicate" and nothing is stored (a partial unique index makes that
 * hold for two posts at once too).
 */
export async function submitClaim(
  db: Kysely<Database>,
  slug: string,
  form: ClaimForm,
  now: number = Date.now(),
  /** The page's language the claim was sent on: the claimant's mails are in it. */
  language: Language = "sv",
): Promise<SubmitOutcome> {
  const email = ownerAddress(form.email);
  const name = await placeNameOf(db, slug);
  const pending = () =>
    db
      .selectFrom("business_claims")
      .select("id")
      .where("business_slug", "=", slug)
      .where("email", "=", email)
      .where("status", "=", "pending")
      .executeTakeFirst();
  if (await pending()) return { ok: false, kind: "duplicate" };
  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("business_claims")
        .values({
          business_slug: slug,
          name: form.name,
          email,
          role: form.role,
          verification: form.verification,
          created_at: now,
          language,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const claim: ClaimForMail = {
        id: row.id,
        businessSlug: slug,
        businessName: name,
        name: form.name,
        email,
        role: form.role,
        verification: form.verification,
        language,
      };
      await queueClaimMails(trx, claim, now);
      return row.id;
    });
    wakeMailWorker();
    return { ok: true, id };
  } catch (error) {
    // Another post of the same claim won the race: the same answer as above.
    if (isUniqueViolation(error) && (await pending())) return { ok: false, kind: "duplicate" };
    throw error;
  }
}

// The operator's queue.

/** A claim in the queue: who asks for which business (as its mails name them), and when. */
export interface ClaimListRow extends Omit<ClaimForMail, "verification" | "language"> {
  received: string;
  status: ClaimStatus;
}

/** How many claims each status has. */
export async function claimCounts(db: Kysely<Database>): Promise<Record<ClaimStatus, number>> {
  const grouped = await db
    .selectFrom("business_claims")
    .select(["status", sql<number | string>`count(*)`.as("n")])
    .groupBy("status")
    .execute();
  const counts: Record<ClaimStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of grouped) if (isClaimStatus(row.status)) counts[row.status] = Number(row.n);
  return counts;
}

const asNumber = (value: number | string) => Number(value);

/** One page of the claims of a status, newest first. */
export async function listClaims(
  db: Kysely<Database>,
  status: ClaimStatus,
  { offset, limit }: { offset: number; limit: number },
): Promise<ClaimListRow[]> {
  const rows = await db
    .selectFrom("business_claims")
    .leftJoin("businesses", "businesses.slug", "business_claims.business_slug")
    .select([
      "business_claims.id",
      "business_claims.business_slug",
      "businesses.name as business_name",
      "business_claims.name",
      "business_claims.email",
      "business_claims.role",
      "business_claims.created_at",
      "business_claims.status",
    ])
    .where("business_claims.status", "=", status)
    .orderBy("business_claims.id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    businessSlug: row.business_slug,
    businessName: row.business_name ?? row.business_slug,
    name: row.name,
    email: row.email,
    role: row.role,
    received: formatDateTime(asNumber(row.created_at)),
    status: row.status as ClaimStatus,
  }));
}

/** One step of a claim's history, ready to show. */
export interface ClaimHistoryEntry {
  when: string;
  what: string;
  who?: string;
}

const MAIL_KINDS: Record<string, string> = {
  "claim-received": "Bekräftelse till den som frågade",
  "claim-operator": "Avisering till redaktionen",
  "claim-approved": "Besked om godkännande",
  "claim-rejected": "Besked om avslag",
};
/** A claim with its business, its decision and its history (decisions and mails). */
export async function loadClaim(db: Kysely<Database>, id: number) {
  const claim = await db
    .selectFrom("business_claims")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!claim) return undefined;
  const [name, audit, mails] = await Promise.all([
    placeNameOf(db, claim.business_slug),
    auditOf(db, "claim", String(id)),
    db
      .selectFrom("mail_outbox")
      .select(["kind", "recipient", "status", "created_at", "sent_at"])
      .where("ref", "=", `claim:${id}`)
      .orderBy("id")
      .execute(),
  ]);
  const history: (ClaimHistoryEntry & { at: number })[] = [
    {
      at: asNumber(claim.created_at),
      when: formatDateTime(asNumber(claim.created_at)),
      what: "Anspråket kom in via formuläret på företagets sida.",
    },
    ...audit.map((entry) => {
      const at = Date.parse(entry.when);
      return {
        at,
        when: formatDateTime(at),
        who: entry.who,
        what:
          entry.action === "approve"
            ? `Godkänt. ${claim.email} är ägare av företaget.`
            : entry.action === "reject"
              ? `Avslaget. Skäl: ${String(entry.changes.reason?.[1] ?? "")}`
              : "Ändrat.",
      };
    }),
    ...mails.map((mail) => {
      const at = instantOf(mail.sent_at ?? mail.created_at).getTime();
      return {
        at,
        when: formatDateTime(at),
        what: mailHistoryLine(mail, MAIL_KINDS),
      };
    }),
  ];
  history.sort((a, b) => a.at - b.at);
  return {
    claim: {
      id: claim.id,
      businessSlug: claim.business_slug,
      businessName: name,
      name: claim.name,
      email: claim.email,
      role: claim.role,
      verification: claim.verification,
      received: formatDateTime(asNumber(claim.created_at)),
      status: claim.status as ClaimStatus,
      reason: claim.reason,
      decidedAt: claim.decided_at === null ? null : formatDateTime(asNumber(claim.decided_at)),
      decidedBy: claim.decided_by,
    },
    history: history.map(({ at: _at, ...entry }) => entry),
  };
}

export type LoadedClaim = NonNullable<Awaited<ReturnType<typeof loadClaim>>>;
