import type { Kysely, Transaction } from "kysely";
import { logger } from "~/.server/logger";
import {
  CLAIM_APPROVAL_REASON_MISSING,
  CLAIM_REASON_MAX,
  CLAIM_REASON_MISSING,
  type ClaimStatus,
} from "~/lib/claims/claims";
import { isLanguage } from "~/lib/i18n/languages";
import { recordAudit } from "../admin/audit";
import type { Operator } from "../auth/auth";
import { ownerMailLink, ownerPlaceLanding } from "../auth/owner-auth";
import type { Database } from "../db/schema";
import { queue, wakeMailWorker } from "../mail";
import { ownerAddress, ownsPlace } from "../owner/ownership";
import { linkRequestedPurchases } from "../payments/plan-links";
import { type ClaimForMail, claimApprovedMail, claimRejectedMail } from "./claim-mails";
import type { Claim } from "./claims";

// The operator's decisions on a claim: approve (the address becomes an owner of the
// business) or reject, each with a reason (issue 24: "approve/reject with reason"),
// audited and mailed, in one transaction.
// A claim is decided once: a second decision changes nothing.

export type ClaimDecision =
  | { ok: true; status: "approved" | "rejected"; claim: ClaimForMail }
  | { ok: false; kind: "missing" }
  | { ok: false; kind: "decided"; status: ClaimStatus }
  | { ok: false; kind: "invalid"; errors: Record<string, string> };

async function forMail(trx: Transaction<Database>, claim: Claim): Promise<ClaimForMail> {
  const place = await trx
    .selectFrom("businesses")
    .select("name")
    .where("slug", "=", claim.business_slug)
    .executeTakeFirst();
  return {
    id: claim.id,
    businessSlug: claim.business_slug,
    businessName: place?.name ?? claim.business_slug,
    name: claim.name,
    email: claim.email,
    role: claim.role,
    verification: claim.verification,
    language: isLanguage(claim.language) ? claim.language : "sv",
  };
}

/**
 * Marks a pending claim decided, only if it is still pending (a concurrent decision on
 * PostgreSQL waits for the row and then finds it decided), and audits the decision.
 */
async function decide(
  trx: Transaction<Database>,
  operator: Operator,
  claim: Claim,
  status: "approved" | "rejected",
  reason: string,
  now: number,
): Promise<boolean> {
  const result = await trx
    .updateTable("business_claims")
    .set({ status, reason, decided_at: now, decided_by: operator.email })
    .where("id", "=", claim.id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await recordAudit(
    trx,
    operator,
    "claim",
    String(claim.id),
    status === "approved" ? "approve" : "reject",
    {
      status: ["pending", status],
      reason: [null, reason],
    },
  );
  return true;
}

/** Approves or rejects a pending claim with the operator's reason (`now` for tests). */
type ClaimDecider = (
  db: Kysely<Database>,
  operator: Operator,
  id: number,
  reason: string,
  now?: number,
) => Promise<ClaimDecision>;

/**
 * A claim's decision with its reason (or the form's error when the reason is missing or
 * too long) in one transaction: `apply` runs once the claim is marked decided, with the
 * reason as stored; then the mail worker is woken.
 */
async function decideClaim(
  db: Kysely<Database>,
  operator: Operator,
  id: number,
  decision: { status: "approved" | "rejected"; reason: string; missing: string },
  apply: (trx: Transaction<Database>, claim: ClaimForMail, reason: string) => Promise<void>,
  now: number,
): Promise<ClaimDecision> {
  const { status } = decision;
  const checked = checkedReason(decision.reason, decision.missing);
  if (!checked.ok) return checked;
  const reason = checked.text;
  const outcome = await db.transaction().execute(async (trx): Promise<ClaimDecision> => {
    const claim = await trx
      .selectFrom("business_claims")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!claim) return { ok: false, kind: "missing" };
    const decided = { ok: false as const, kind: "decided" as const };
    if (claim.status !== "pending") return { ...decided, status: claim.status as ClaimStatus };
    if (!(await decide(trx, operator, claim, status, reason, now))) {
      const row = await trx
        .selectFrom("business_claims")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return { ...decided, status: row.status as ClaimStatus };
    }
    const mail = await forMail(trx, claim);
    await apply(trx, mail, reason);
    return { ok: true, status, claim: mail };
  });
  if (outcome.ok) {
    wakeMailWorker();
    logger.info({ claim: id, business: outcome.claim.businessSlug }, `claim ${status}`);
  }
  return outcome;
}

/**
 * Approves a pending claim: the address becomes an owner of the business
 * (business_owners, source "claim", audited like an operator's assignment; nothing is
 * added when it already owns it), and the claimant is mailed the way to the owner page.
 * Then purchases the address made for that business while waiting are linked, as when
 * an operator adds an owner (decision 013). The reason (what the operator checked) is
 * stored, audited and in the mail.
 */
export const approveClaim: ClaimDecider = async (db, operator, id, reason, now = Date.now()) => {
  const outcome = await decideClaim(
    db,
    operator,
    id,
    { status: "approved", reason, missing: CLAIM_APPROVAL_REASON_MISSING },
    async (trx, claim, text) => {
      const address = ownerAddress(claim.email);
      if (!(await ownsPlace(trx, address, claim.businessSlug))) {
        await trx
          .insertInto("business_owners")
          .values({
            business_slug: claim.businessSlug,
            email: address,
            source: "claim",
            created_by: operator.email,
            created_at: now,
          })
          .execute();
        await recordAudit(
          trx,
          operator,
          "business-owner",
          `${claim.businessSlug}:${address}`,
          "create",
          { email: [null, address], source: [null, "claim"] },
        );
      }
      const signIn = await ownerMailLink(
        trx,
        claim.email,
        ownerPlaceLanding(claim.businessSlug),
        now,
      );
      await queue(trx, [claimApprovedMail(claim, text, signIn)], now);
    },
    now,
  );
  if (outcome.ok) await linkRequestedPurchases(db, outcome.claim.email, outcome.claim.businessSlug);
  return outcome;
};

/** A decision's reason, trimmed, or the form's error. */
function checkedReason(
  reason: string,
  missing: string,
): { ok: true; text: string } | { ok: false; kind: "invalid"; errors: Record<string, string> } {
  const text = reason.trim();
  if (!text) return { ok: false, kind: "invalid", errors: { reason: missing } };
  if (text.length > CLAIM_REASON_MAX)
    return {
      ok: false,
      kind: "invalid",
      errors: { reason: `Skälet får vara högst ${CLAIM_REASON_MAX} tecken.` },
    };
  return { ok: true, text };
}

/** Rejects a pending claim with a reason, which the claimant's mail carries. */
export const rejectClaim: ClaimDecider = (db, operator, id, reason, now = Date.now()) =>
  decideClaim(
    db,
    operator,
    id,
    { status: "rejected", reason, missing: CLAIM_REASON_MISSING },
    async (trx, claim, text) => {
      await queue(trx, [claimRejectedMail(claim, text)], now);
    },
    now,
  );
